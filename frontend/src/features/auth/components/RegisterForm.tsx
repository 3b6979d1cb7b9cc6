import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { errorCode, errorMessage } from '../../../shared/api/api-error';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import { useToast } from '../../../shared/toast/use-toast';
import { useGetCaptchaQuery, useRegisterMutation } from '../api';
import { registerSchema } from '../schemas';

const initialValues = { username: '', email: '', password: '', captchaAnswer: '', adminKey: '' };
type RegisterValues = typeof initialValues;

export function RegisterForm() {
  // Captchas are single-use: always ask for a fresh one when the form appears.
  const captcha = useGetCaptchaQuery(undefined, { refetchOnMountOrArgChange: true });
  const [register] = useRegisterMutation();
  const navigate = useNavigate();
  const { toast } = useToast();

  const captchaLabel =
    captcha.data?.question ?? (captcha.isError ? 'Security question unavailable' : 'Loading security question...');
  const captchaReady = Boolean(captcha.data) && !captcha.isFetching;

  async function handleSubmit(values: RegisterValues, form: FormikHelpers<RegisterValues>) {
    if (!captcha.data) return;
    const adminKey = values.adminKey.trim();
    try {
      await register({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        captchaId: captcha.data.captchaId,
        captchaAnswer: Number(values.captchaAnswer),
        ...(adminKey ? { adminKey } : {}),
        isAdmin: adminKey !== '',
      }).unwrap();
      navigate('/', { replace: true });
    } catch (error) {
      void captcha.refetch();
      await form.setFieldValue('captchaAnswer', '', false);
      await form.setFieldTouched('captchaAnswer', false, false);
      if (errorCode(error) === 'CAPTCHA_INVALID') {
        toast({ title: 'Incorrect answer', description: 'Please try the math question again', variant: 'destructive' });
      } else {
        toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' });
      }
    }
  }

  return (
    <Formik initialValues={initialValues} validationSchema={registerSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack spacing={1}>
            <FormikTextField name="username" label="Username" autoComplete="username" autoFocus />
            <FormikTextField name="email" label="Email" type="email" autoComplete="email" />
            <FormikTextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              helperText="At least 6 characters"
            />
            <FormikTextField
              name="captchaAnswer"
              label={captchaLabel}
              disabled={!captchaReady}
              autoComplete="off"
              helperText="Answer the question to show you are a person"
              inputMode="numeric"
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    aria-label="Get a new question"
                    title="New question"
                    edge="end"
                    onClick={() => void captcha.refetch()}
                    disabled={captcha.isFetching}
                  >
                    <RefreshRounded />
                  </IconButton>
                </InputAdornment>
              }
            />
            <FormikTextField
              name="adminKey"
              label="Admin Key (optional)"
              type="password"
              autoComplete="off"
              helperText="Only needed to create an administrator account"
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting || !captchaReady}>
              {isSubmitting ? 'Creating account...' : 'Register'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
