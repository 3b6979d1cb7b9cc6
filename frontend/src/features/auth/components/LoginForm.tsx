import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import { returnPath } from '../../../shared/session/return-path';
import { useToast } from '../../../shared/toast/use-toast';
import { useLoginMutation } from '../api';
import { loginSchema } from '../schemas';
import { ForgotPasswordLink } from './ForgotPasswordLink';

const initialValues = { username: '', password: '' };

export function LoginForm() {
  const [login] = useLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();

  async function handleSubmit(values: typeof initialValues) {
    try {
      await login({ username: values.username.trim(), password: values.password }).unwrap();
      // Back to the page that sent the visitor here (e.g. a scanned QR label), else the home list.
      navigate(returnPath(location.state) ?? '/', { replace: true });
    } catch (error) {
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <>
      {/* Errors show after a submit attempt, not when focus moves to 'Forgot your password?'. */}
      <Formik
        initialValues={initialValues}
        validationSchema={loginSchema}
        onSubmit={handleSubmit}
        validateOnBlur={false}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack spacing={1}>
              <FormikTextField name="username" label="Username" autoComplete="username" autoFocus />
              <FormikTextField name="password" label="Password" type="password" autoComplete="current-password" />
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                {isSubmitting ? 'Logging in...' : 'Login'}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <ForgotPasswordLink />
      </Box>
    </>
  );
}
