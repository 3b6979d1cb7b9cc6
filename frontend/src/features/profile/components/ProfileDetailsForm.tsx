import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { errorMessage } from '../../../shared/api/api-error';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import type { User } from '../../../shared/session/user';
import { useToast } from '../../../shared/toast/use-toast';
import { useUpdateProfileMutation } from '../api';
import { profileUpdateSchema } from '../schemas';

export function ProfileDetailsForm({ user }: { user: User }) {
  const [updateProfile] = useUpdateProfileMutation();
  const { toast } = useToast();
  const initialValues = { displayName: user.displayName ?? '', email: user.email ?? '' };

  async function handleSubmit(values: typeof initialValues) {
    try {
      await updateProfile({
        displayName: values.displayName.trim() || null,
        email: values.email.trim() || undefined,
      }).unwrap();
      toast({ title: 'Profile updated' });
    } catch (error) {
      toast({ title: 'Failed to update profile', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Account details
        </Typography>
        <Formik
          initialValues={initialValues}
          validationSchema={profileUpdateSchema}
          onSubmit={handleSubmit}
          enableReinitialize
        >
          {({ isSubmitting, dirty }) => (
            <Form noValidate>
              <Stack spacing={1}>
                <FormikTextField name="displayName" label="Display name" autoComplete="name" />
                <FormikTextField name="email" label="Email" type="email" autoComplete="email" />
                <div>
                  <Button type="submit" variant="contained" disabled={isSubmitting || !dirty}>
                    {isSubmitting ? 'Saving...' : 'Save changes'}
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
