import { useNavigate } from 'react-router-dom';
import { errorCode, errorMessage } from '../../../shared/api/api-error';
import { useFormState } from '../../../shared/forms/use-form-state';
import { PlainButton } from '../../../shared/plain-ui/PlainButton';
import { PlainIconButton } from '../../../shared/plain-ui/PlainIconButton';
import { PlainTextField } from '../../../shared/plain-ui/PlainTextField';
import { landingPath } from '../../../shared/session/landing-path';
import { useToast } from '../../../shared/toast/use-toast';
import { captchaNumber, registerErrors, type RegisterValues } from '../account-form-checks';
import { useGetCaptchaQuery, useRegisterMutation } from '../api';

const initialValues: RegisterValues = { username: '', email: '', password: '', captchaAnswer: '', adminKey: '' };

export function RegisterForm() {
  // Captchas are single-use: always ask for a fresh one when the form appears.
  const captcha = useGetCaptchaQuery(undefined, { refetchOnMountOrArgChange: true });
  const [register] = useRegisterMutation();
  const navigate = useNavigate();
  const { toast } = useToast();

  const captchaLabel =
    captcha.data?.question ?? (captcha.isError ? 'Security question unavailable' : 'Loading security question...');
  const captchaReady = Boolean(captcha.data) && !captcha.isFetching;

  async function submit(values: RegisterValues) {
    if (!captcha.data) return;
    const adminKey = values.adminKey.trim();
    try {
      const user = await register({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        captchaId: captcha.data.captchaId,
        captchaAnswer: captchaNumber(values.captchaAnswer),
        ...(adminKey ? { adminKey } : {}),
        isAdmin: adminKey !== '',
      }).unwrap();
      // A new administrator lands where a signed-in one does (the same rule as the redirect of /auth).
      navigate(landingPath(user, null), { replace: true });
    } catch (error) {
      void captcha.refetch();
      form.setFieldValue('captchaAnswer', '');
      form.setFieldTouched('captchaAnswer', false);
      if (errorCode(error) === 'CAPTCHA_INVALID') {
        toast({ title: 'Incorrect answer', description: 'Please try the math question again', variant: 'destructive' });
      } else {
        toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' });
      }
    }
  }

  const form = useFormState({ initialValues, validate: registerErrors, onSubmit: submit });

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <div className="auth-form">
        <PlainTextField {...form.field('username')} label="Username" autoComplete="username" autoFocus />
        <PlainTextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
        <PlainTextField
          {...form.field('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          helperText="At least 6 characters"
        />
        <PlainTextField
          {...form.field('captchaAnswer')}
          label={captchaLabel}
          disabled={!captchaReady}
          autoComplete="off"
          helperText="Answer the question to show you are a person"
          inputMode="numeric"
          endAdornment={
            <PlainIconButton
              icon="refresh"
              aria-label="Get a new question"
              title="New question"
              onClick={() => void captcha.refetch()}
              disabled={captcha.isFetching}
            />
          }
        />
        <PlainTextField
          {...form.field('adminKey')}
          label="Admin Key (optional)"
          type="password"
          autoComplete="off"
          helperText="Only needed to create an administrator account"
        />
        <PlainButton type="submit" size="large" disabled={form.isSubmitting || !captchaReady}>
          {form.isSubmitting ? 'Creating account...' : 'Register'}
        </PlainButton>
      </div>
    </form>
  );
}
