import { FocusFirstInvalidField } from '../../../shared/forms/FocusFirstInvalidField';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage, serverMessage } from '../../../shared/api/api-error';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import { PageHeading } from '../../../shared/components/PageHeading';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateHomeMutation, usePopulateHomeMutation, type NewHome } from '../api';
import { homeSchema } from '../schemas';
import { TemplatePicker } from './TemplatePicker';

interface NewHomeValues {
  templateId: number | null;
  addOns: string[];
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  details: string;
}

const initialValues: NewHomeValues = {
  templateId: null,
  addOns: [],
  name: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  details: '',
};

function toNewHome(values: NewHomeValues): NewHome {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    details: values.details.trim() || null,
  };
}

/** /homes/new: create a home, fill its equipment from the chosen template and add-ons, then open it. */
export function NewHomePage() {
  const [createHome] = useCreateHomeMutation();
  const [populateHome] = usePopulateHomeMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  // The home made by a submit whose populate step failed: submitting the same details again
  // retries the populate step instead of creating the home twice.
  const created = useRef<{ key: string; id: number } | null>(null);

  async function handleSubmit(values: NewHomeValues) {
    if (values.templateId === null) return;
    const home = toNewHome(values);
    const key = JSON.stringify(home);
    let homeId = created.current?.key === key ? created.current.id : null;

    if (homeId === null) {
      try {
        homeId = (await createHome(home).unwrap()).id;
      } catch (error) {
        toast({ title: 'Failed to add home', description: errorMessage(error), variant: 'destructive' });
        return;
      }
      created.current = { key, id: homeId };
      toast({ title: 'Home added successfully' });
    }

    try {
      await populateHome({ templateId: values.templateId, homeId, addOns: values.addOns }).unwrap();
    } catch (error) {
      toast({
        title: 'Failed to populate equipment',
        description: serverMessage(error, 'Failed to populate template'),
        variant: 'destructive',
      });
      return;
    }
    created.current = null;
    toast({ title: 'Equipment populated successfully', description: 'Template equipment has been added to your home' });
    navigate(`/homes/${homeId}`);
  }

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeading title="Create New Home Book" subtitle="Pick a template and enter the details of the home." />
      <Formik initialValues={initialValues} validationSchema={homeSchema} onSubmit={handleSubmit}>
        {({ values, isSubmitting, setFieldValue }) => (
          <Form noValidate>
            <FocusFirstInvalidField />
            <Stack spacing={3}>
              <TemplatePicker
                templateId={values.templateId}
                addOns={values.addOns}
                onTemplateChange={(templateId) => setFieldValue('templateId', templateId)}
                onAddOnsChange={(addOns) => setFieldValue('addOns', addOns)}
                disabled={isSubmitting}
              />

              <Card>
                <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
                  <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
                    Home Details
                  </Typography>
                  <Stack spacing={1}>
                    <FormikTextField name="name" label="Home Name" placeholder="e.g., Main Residence" required />
                    <FormikTextField
                      name="address"
                      label="Street Address"
                      placeholder="e.g., 123 Main St"
                      autoComplete="street-address"
                      required
                    />
                    <Box
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
                        columnGap: 2,
                        rowGap: 1,
                      }}
                    >
                      <FormikTextField name="city" label="City" autoComplete="address-level2" required />
                      <FormikTextField name="state" label="State" autoComplete="address-level1" required />
                      <FormikTextField
                        name="zipCode"
                        label="ZIP Code"
                        autoComplete="postal-code"
                        inputMode="numeric"
                        required
                      />
                    </Box>
                    <FormikTextField name="details" label="Additional Details" multiline minRows={3} />
                  </Stack>
                  <Box
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'flex-end',
                      flexWrap: 'wrap',
                      gap: 1,
                      mt: 1,
                    }}
                  >
                    {values.templateId === null && (
                      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                        Select a template to continue.
                      </Typography>
                    )}
                    <Button component={RouterLink} to="/" color="inherit" disabled={isSubmitting}>
                      Cancel
                    </Button>
                    <Button type="submit" variant="contained" disabled={values.templateId === null || isSubmitting}>
                      {isSubmitting ? 'Creating...' : 'Create Home'}
                    </Button>
                  </Box>
                </CardContent>
              </Card>
            </Stack>
          </Form>
        )}
      </Formik>
    </Box>
  );
}
