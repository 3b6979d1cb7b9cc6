import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { errorMessage, isApiError, type ApiErrorBody } from '../../../shared/api/api-error';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { useGetInstanceContactsQuery, type InstanceContacts } from '../../../shared/contact/instance-contacts';
import { currencyOptions, DEFAULT_CURRENCY } from '../../../shared/money/money';
import { useToast } from '../../../shared/toast/use-toast';
import { useUpdateInstanceSettingsMutation } from '../api';
import { instanceSettingsSchema } from '../instance-settings-schema';

type SettingsValues = Record<keyof InstanceContacts, string>;

const valuesOf = (settings: InstanceContacts): SettingsValues => ({
  companyName: settings.companyName ?? '',
  supportPhone: settings.supportPhone ?? '',
  supportEmail: settings.supportEmail ?? '',
  bookingUrl: settings.bookingUrl ?? '',
  expectedAnswerText: settings.expectedAnswerText ?? '',
  currency: settings.currency ?? '',
});

const CURRENCIES = currencyOptions('en');

/** Empty text unsets a value (the server then answers null, and the app shows nothing for it). */
const changeOf = (values: SettingsValues): InstanceContacts =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? null : value.trim()]),
  ) as unknown as InstanceContacts;

/** The server's field errors (400), by field, for the form. */
function serverFieldErrors(error: unknown): Partial<SettingsValues> {
  if (!isApiError(error) || error.status !== 400) return {};
  const fields = (error.data as ApiErrorBody | undefined)?.errors ?? [];
  return Object.fromEntries(fields.map(({ field, message }) => [field, message]));
}

/**
 * The instance's own contacts, set by an administrator: the home page's quick links, the troubleshooting
 * guides' call and home-visit links and the support chat's expected-answer line show what is set here,
 * and nothing for an empty field.
 */
export function SettingsTab() {
  const { data: settings, isLoading, error } = useGetInstanceContactsQuery();
  const [update] = useUpdateInstanceSettingsMutation();
  const { toast } = useToast();

  if (isLoading) return <PageSpinner />;
  if (!settings) return <Alert severity="error">{errorMessage(error, 'Could not load the settings')}</Alert>;

  async function save(values: SettingsValues, form: FormikHelpers<SettingsValues>) {
    try {
      await update(changeOf(values)).unwrap();
      toast({ title: 'Settings saved' });
    } catch (failure) {
      form.setErrors(serverFieldErrors(failure));
      toast({ title: 'Failed to save settings', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          Settings
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Your company&apos;s contacts, as homeowners see them in quick links, troubleshooting guides and the support
          chat. Leave a field empty to show nothing for it.
        </Typography>
        <Formik
          initialValues={valuesOf(settings)}
          validationSchema={instanceSettingsSchema}
          onSubmit={save}
          enableReinitialize
        >
          {({ isSubmitting, dirty }) => (
            <Form noValidate aria-label="Settings">
              <Stack spacing={1} sx={{ maxWidth: 560 }}>
                <FormikTextField name="companyName" label="Company name" autoComplete="organization" />
                <FormikTextField name="supportPhone" label="Support phone" type="tel" autoComplete="tel" />
                <FormikTextField name="supportEmail" label="Support e-mail" type="email" autoComplete="email" />
                <FormikTextField
                  name="bookingUrl"
                  label="Booking link"
                  type="url"
                  placeholder="https://"
                  helperText="The page where a homeowner books a home visit"
                />
                <FormikTextField
                  name="expectedAnswerText"
                  label="Expected answer"
                  placeholder="We answer within one business day."
                  helperText="Shown in the support chat"
                />
                <Field
                  as={TextField}
                  select
                  fullWidth
                  name="currency"
                  label="Currency"
                  helperText="Money in home inventories is shown in this currency"
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  sx={{ mb: 2 }}
                >
                  <option value="">{`${DEFAULT_CURRENCY} (default)`}</option>
                  {CURRENCIES.map(({ code, label }) => (
                    <option key={code} value={code}>
                      {label}
                    </option>
                  ))}
                </Field>
                <div>
                  <Button type="submit" variant="contained" disabled={isSubmitting || !dirty}>
                    {isSubmitting ? 'Saving...' : 'Save settings'}
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
