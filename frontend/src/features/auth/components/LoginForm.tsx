import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { useFormState } from '../../../shared/forms/use-form-state';
import { PlainButton } from '../../../shared/plain-ui/PlainButton';
import { PlainTextField } from '../../../shared/plain-ui/PlainTextField';
import { landingPath } from '../../../shared/session/landing-path';
import { useToast } from '../../../shared/toast/use-toast';
import { loginErrors, type LoginValues } from '../account-form-checks';
import { useLoginMutation } from '../api';
import { ForgotPasswordLink } from './ForgotPasswordLink';

const initialValues: LoginValues = { username: '', password: '' };

export function LoginForm() {
  const [login] = useLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();

  async function submit(values: LoginValues) {
    try {
      const user = await login({ username: values.username.trim(), password: values.password }).unwrap();
      // Back to the page that sent the visitor here (e.g. a scanned QR label), else the admin's dashboard or the home list.
      navigate(landingPath(user, location.state), { replace: true });
    } catch (error) {
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  // Errors show after a submit attempt, not when focus moves to 'Forgot your password?'.
  const form = useFormState({ initialValues, validate: loginErrors, onSubmit: submit, validateOnBlur: false });

  return (
    <>
      <form noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <div className="auth-form">
          <PlainTextField {...form.field('username')} label="Username" autoComplete="username" autoFocus />
          <PlainTextField
            {...form.field('password')}
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <PlainButton type="submit" size="large" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Logging in...' : 'Login'}
          </PlainButton>
        </div>
      </form>
      <div className="auth-form__links">
        <ForgotPasswordLink />
      </div>
    </>
  );
}
