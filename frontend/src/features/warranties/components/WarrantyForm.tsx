import { FocusFirstInvalidField } from '../../../shared/forms/FocusFirstInvalidField';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { DatePickerButton } from '../../../shared/components/DatePickerButton';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import { ImageUpload } from '../../../shared/components/ImageUpload';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateWarrantyMutation, useUpdateWarrantyMutation, useUploadWarrantyDocumentMutation } from '../api';
import type { Warranty, WarrantyDocument, WarrantyInput } from '../warranty';
import {
  WARRANTY_LENGTHS,
  type WarrantyLength,
  installationStart,
  lengthOf,
  parseWarrantyDate,
  toWarrantyDate,
  warrantyEndFor,
} from '../warranty-dates';
import { WARRANTY_DOCUMENT_ACCEPT, checkWarrantyDocumentFile } from '../warranty-document-file';
import { WarrantyDocumentList } from './WarrantyDocumentList';

interface WarrantyValues {
  startDate: Date | null;
  /** The chosen length, which sets the end from the start; '' when the end is set by hand. */
  length: WarrantyLength | '';
  endDate: Date | null;
  provider: string;
  policyNumber: string;
  terms: string;
  autoRenewal: boolean;
}

interface WarrantyFormProps {
  equipmentId: number;
  /** The record being edited; null to add one. */
  warranty: Warranty | null;
  /**
   * The equipment's installation (or purchase) date as the equipment keeps it ('2021', '2021-06-15'):
   * where a new warranty starts when known, instead of today.
   */
  installationDate?: string | null;
  /** Back to the summary (only offered when a record exists). */
  onCancel?: () => void;
  onSaved: () => void;
}

function initialValues(warranty: Warranty | null, installationDate: string | null | undefined): WarrantyValues {
  const start = warranty ? parseWarrantyDate(warranty.startDate) : (installationStart(installationDate) ?? new Date());
  const end = warranty ? parseWarrantyDate(warranty.endDate) : start;
  return {
    startDate: start,
    length: warranty ? lengthOf(start, end) : '',
    endDate: end,
    provider: warranty?.provider ?? '',
    policyNumber: warranty?.policyNumber ?? '',
    terms: warranty?.terms ?? '',
    autoRenewal: warranty?.autoRenewal ?? false,
  };
}

function validate(values: WarrantyValues) {
  const errors: Partial<Record<keyof WarrantyValues, string>> = {};
  if (!values.startDate) errors.startDate = 'Start date is required';
  if (!values.endDate) errors.endDate = 'End date is required';
  return errors;
}

const optional = (value: string) => value.trim() || null;

/** Adds or edits the warranty: dates, provider, policy, terms, auto-renewal and documents. */
export function WarrantyForm({ equipmentId, warranty, installationDate, onCancel, onSaved }: WarrantyFormProps) {
  const [createWarranty] = useCreateWarrantyMutation();
  const [updateWarranty] = useUpdateWarrantyMutation();
  const [uploadDocument, { isLoading: isUploading }] = useUploadWarrantyDocumentMutation();
  const { toast } = useToast();
  // Documents sent before the record exists: the server attaches them when it is created.
  const [pendingDocuments, setPendingDocuments] = useState<WarrantyDocument[]>([]);
  const documents = [...(warranty?.documents ?? []), ...pendingDocuments];
  const verb = warranty ? 'update' : 'add';
  const startsAtInstallation = !warranty && installationStart(installationDate) !== null;

  async function handleDocument(file: File) {
    try {
      const document = await uploadDocument({ warrantyId: warranty?.id ?? null, equipmentId, file }).unwrap();
      if (!warranty) setPendingDocuments((list) => [...list, document]);
      toast({ title: 'Document uploaded' });
    } catch (error) {
      // Why, when the server says (a file that only claims to be a PDF, too large).
      toast({ title: 'Failed to upload document', description: errorMessage(error), variant: 'destructive' });
    }
  }

  async function handleSubmit(values: WarrantyValues) {
    if (!values.startDate || !values.endDate) return;
    const input: WarrantyInput = {
      equipmentId,
      startDate: toWarrantyDate(values.startDate),
      endDate: toWarrantyDate(values.endDate),
      provider: optional(values.provider),
      policyNumber: optional(values.policyNumber),
      terms: optional(values.terms),
      autoRenewal: values.autoRenewal,
    };
    try {
      if (warranty) await updateWarranty({ id: warranty.id, input }).unwrap();
      else await createWarranty(input).unwrap();
    } catch (error) {
      toast({ title: `Failed to ${verb} warranty`, description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: `Warranty ${verb === 'add' ? 'added' : 'updated'} successfully` });
    onSaved();
  }

  return (
    <Formik initialValues={initialValues(warranty, installationDate)} validate={validate} onSubmit={handleSubmit}>
      {({ values, errors, isSubmitting, setFieldValue }) => (
        <Form noValidate>
          <FocusFirstInvalidField />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2 }}>
            <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
              <Typography variant="body2" color="text.secondary">
                Start Date
              </Typography>
              <DatePickerButton
                label="Start Date"
                value={values.startDate}
                disabled={isSubmitting}
                onChange={(date) => {
                  void setFieldValue('startDate', date);
                  if (date && values.length) void setFieldValue('endDate', warrantyEndFor(date, values.length));
                }}
              />
              {errors.startDate && <FormHelperText error>{errors.startDate}</FormHelperText>}
              {startsAtInstallation && !errors.startDate && <FormHelperText>From the installation date</FormHelperText>}
            </Box>
            <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
              <Typography variant="body2" color="text.secondary">
                End Date
              </Typography>
              {values.length === 'lifetime' ? (
                <Typography sx={{ py: 0.75 }}>Lifetime</Typography>
              ) : (
                <DatePickerButton
                  label="End Date"
                  value={values.endDate}
                  disabled={isSubmitting}
                  onChange={(date) => {
                    void setFieldValue('endDate', date);
                    void setFieldValue('length', '');
                  }}
                />
              )}
              {errors.endDate && <FormHelperText error>{errors.endDate}</FormHelperText>}
            </Box>
          </Box>
          <TextField
            select
            fullWidth
            label="Length"
            value={values.length}
            disabled={isSubmitting}
            onChange={(event) => {
              const length = event.target.value as WarrantyLength | '';
              void setFieldValue('length', length);
              if (length && values.startDate) void setFieldValue('endDate', warrantyEndFor(values.startDate, length));
            }}
            helperText="Sets the end date from the start date"
            sx={{ mb: 2 }}
          >
            <MenuItem value="">
              <em>Custom</em>
            </MenuItem>
            {WARRANTY_LENGTHS.map(({ value, label }) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <FormikTextField name="provider" label="Provider" disabled={isSubmitting} />
          <FormikTextField name="policyNumber" label="Policy Number" disabled={isSubmitting} />
          <FormikTextField name="terms" label="Terms" multiline minRows={2} disabled={isSubmitting} />
          <FormControlLabel
            control={
              <Switch
                checked={values.autoRenewal}
                disabled={isSubmitting}
                onChange={(event) => setFieldValue('autoRenewal', event.target.checked)}
              />
            }
            label="Auto-Renewal"
            sx={{ mb: 2 }}
          />

          <Box sx={{ display: 'grid', gap: 1, mb: 1 }}>
            <Typography variant="subtitle2" component="h4">
              Documents
            </Typography>
            <WarrantyDocumentList documents={documents} />
            <Box>
              <ImageUpload
                label="Upload Document"
                busyLabel="Uploading..."
                busy={isUploading}
                disabled={isSubmitting}
                accept={WARRANTY_DOCUMENT_ACCEPT}
                check={checkWarrantyDocumentFile}
                onSelect={handleDocument}
                startIcon={<UploadFileOutlined />}
                size="small"
              />
            </Box>
          </Box>

          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            {onCancel && (
              <Button color="inherit" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={isSubmitting || isUploading}>
              {isSubmitting ? 'Saving...' : warranty ? 'Update Warranty' : 'Add Warranty'}
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
