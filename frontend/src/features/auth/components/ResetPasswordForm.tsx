import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { errorMessage } from '../../../shared/api/api-error';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import { useToast } from '../../../shared/toast/use-toast';
import { useConfirmPasswordResetMutation } from '../api';
import { MIN_PASSWORD_LENGTH } from '../account-form-checks';
import { passwordResetSchema } from '../schemas';

const initialValues = { newPassword: '', confirmPassword: '' };

interface ResetPasswordFormProps {
  token: string;
  onSuccess: () => void;
}

export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  const [confirmReset] = useConfirmPasswordResetMutation();
  const { toast } = useToast();

  async function handleSubmit(values: typeof initialValues) {
    if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
      toast({
        title: 'Password too short',
        description: 'Password must be at least 6 characters long.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await confirmReset({ token, newPassword: values.newPassword }).unwrap();
      onSuccess();
    } catch (error) {
      toast({
        title: 'Password reset failed',
        description: errorMessage(error, 'Failed to reset password. The link may be expired or invalid.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Formik initialValues={initialValues} validationSchema={passwordResetSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack spacing={1}>
            <FormikTextField
              name="newPassword"
              label="New password"
              type="password"
              autoComplete="new-password"
              autoFocus
              helperText="At least 6 characters"
            />
            <FormikTextField
              name="confirmPassword"
              label="Confirm password"
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? 'Resetting password...' : 'Reset password'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
