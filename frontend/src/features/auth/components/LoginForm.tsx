import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { OutlinedTextField } from '../../../shared/components/OutlinedTextField';
import { useFormState } from '../../../shared/forms/use-form-state';
import { returnPath } from '../../../shared/session/return-path';
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
      await login({ username: values.username.trim(), password: values.password }).unwrap();
      // Back to the page that sent the visitor here (e.g. a scanned QR label), else the home list.
      navigate(returnPath(location.state) ?? '/', { replace: true });
    } catch (error) {
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  // Errors show after a submit attempt, not when focus moves to 'Forgot your password?'.
  const form = useFormState({ initialValues, validate: loginErrors, onSubmit: submit, validateOnBlur: false });

  return (
    <>
      <form noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <Stack spacing={1}>
          <OutlinedTextField {...form.field('username')} label="Username" autoComplete="username" autoFocus />
          <OutlinedTextField
            {...form.field('password')}
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Logging in...' : 'Login'}
          </Button>
        </Stack>
      </form>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <ForgotPasswordLink />
      </Box>
    </>
  );
}
