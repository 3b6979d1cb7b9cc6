import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { errorMessage } from '../../../shared/api/api-error';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import { MuiTheme } from '../../../shared/theme/MuiTheme';
import { useToast } from '../../../shared/toast/use-toast';
import { useRequestPasswordResetMutation } from '../api';
import { passwordResetRequestSchema } from '../schemas';

const initialValues = { email: '' };

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Asks for the account's email address and sends a password reset link to it. */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const [requestReset] = useRequestPasswordResetMutation();
  const { toast } = useToast();

  async function handleSubmit(values: typeof initialValues) {
    try {
      await requestReset({ email: values.email.trim() }).unwrap();
      toast({
        title: 'Password reset email sent',
        description: 'If an account with that email exists, a password reset link has been sent.',
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to send password reset email'),
        variant: 'destructive',
      });
    }
  }

  // The auth page is drawn without MUI; the dialog brings the theme with it.
  return (
    <MuiTheme>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-password-title">
        <Formik initialValues={initialValues} validationSchema={passwordResetRequestSchema} onSubmit={handleSubmit}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <DialogTitle id="forgot-password-title">Reset your password</DialogTitle>
              <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>
                  Enter the email address of your account and we will send you a link to set a new password.
                </DialogContentText>
                <FormikTextField name="email" label="Email" type="email" autoComplete="email" autoFocus />
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button color="inherit" onClick={onClose} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Sending...' : 'Send reset link'}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      </Dialog>
    </MuiTheme>
  );
}
