import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { errorMessage } from '../../../shared/api/api-error';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import { useToast } from '../../../shared/toast/use-toast';
import { useChangePasswordMutation } from '../api';
import { passwordChangeSchema } from '../schemas';

const initialValues = { currentPassword: '', newPassword: '' };
type PasswordValues = typeof initialValues;

export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const { toast } = useToast();

  async function handleSubmit(values: PasswordValues, form: FormikHelpers<PasswordValues>) {
    try {
      await changePassword(values).unwrap();
      toast({ title: 'Password changed', description: 'Use your new password the next time you log in.' });
      form.resetForm();
    } catch (error) {
      toast({ title: 'Failed to change password', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Change password
        </Typography>
        <Formik initialValues={initialValues} validationSchema={passwordChangeSchema} onSubmit={handleSubmit}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack spacing={1}>
                <FormikTextField
                  name="currentPassword"
                  label="Current password"
                  type="password"
                  autoComplete="current-password"
                />
                <FormikTextField
                  name="newPassword"
                  label="New password"
                  type="password"
                  autoComplete="new-password"
                  helperText="At least 6 characters"
                />
                <div>
                  <Button type="submit" variant="contained" disabled={isSubmitting}>
                    {isSubmitting ? 'Changing password...' : 'Change password'}
                  </Button>
                </div>
              </Stack>
            </Form>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}
