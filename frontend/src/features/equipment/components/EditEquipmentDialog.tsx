import { FocusFirstInvalidField } from '../../../shared/forms/FocusFirstInvalidField';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikProps } from 'formik';
import { useEffect, useRef } from 'react';
import { object, string } from 'yup';
import { errorMessage } from '../../../shared/api/api-error';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import { ImageUpload } from '../../../shared/components/ImageUpload';
import { checkImageFile } from '../../../shared/files/image-file-checks';
import { useOffline } from '../../../shared/offline/use-offline';
import { useToast } from '../../../shared/toast/use-toast';
import { useUpdateEquipmentMutation, useUploadEquipmentPhotoMutation } from '../api';
import { optionalText, type Equipment, type LabelAnalysis } from '../equipment';
import { completesEquipment, labelFormValues, labelReadingFeedback } from '../label-analysis';
import { useKeptLabelPhotos } from '../use-kept-label-photos';
import { useLabelReading } from '../use-label-reading';
import {
  inventoryChanges,
  inventoryFieldsSchema,
  inventoryFormValues,
  type InventoryFormValues,
} from '../inventory-fields';
import { HomeSelectField } from './HomeSelectField';
import { InventoryFieldsSection } from './InventoryFieldsSection';
import { ReceiptsField } from './ReceiptsField';
import { LabelAnalysisFeedback } from './LabelAnalysisFeedback';
import { KeptPhotoNotice } from './KeptPhotoNotice';
import { LabelPhotoPreview } from './LabelPhotoPreview';

interface EditValues extends InventoryFormValues {
  homeId: string;
  name: string;
  brand: string;
  modelNumber: string;
  serialNumber: string;
  notes: string;
  /** Not edited here, but a label reading may fill them. */
  type: string;
  installationDate: string;
}

const editSchema = object({
  homeId: string().required('Home is required').matches(/^\d+$/, 'Home is required'),
  name: string().trim().required('Name is required'),
  ...inventoryFieldsSchema,
});

interface EditEquipmentDialogProps {
  equipment: Equipment;
  open: boolean;
  onClose: () => void;
  /** 'Manage Warranty'; without it the button is not shown (the offline queue's 'Fill in details'). */
  onManageWarranty?: (equipment: Equipment) => void;
  /**
   * A label reading made before the dialog opened (a card's 'Take Photo' that identified nothing):
   * its values prefill the form and its age estimate or error shows until a new photo is read.
   */
  initialReading?: { analysis: LabelAnalysis | null; problem: string | null };
  /**
   * A label photo of this equipment read in the offline queue ('Fill in details'): its reading fills only
   * the fields that are empty (what the user typed stays), and the photo is uploaded on save.
   */
  queuedReading?: { photo: File; analysis: LabelAnalysis } | null;
  /** Called once the changes are saved, before the dialog closes. */
  onSaved?: () => void;
}

function valuesOf(equipment: Equipment): EditValues {
  return {
    homeId: String(equipment.homeId),
    name: equipment.name,
    brand: equipment.brand ?? '',
    modelNumber: equipment.modelNumber ?? '',
    serialNumber: equipment.serialNumber ?? '',
    notes: equipment.notes ?? '',
    type: equipment.type ?? '',
    installationDate: equipment.installationDate ?? '',
    ...inventoryFormValues(equipment),
  };
}

/** What a label reading adds to the saved details: only the fields left empty. */
function emptyFieldsFilled(values: EditValues, analysis: LabelAnalysis): EditValues {
  const filled = { ...values };
  for (const [key, value] of Object.entries(labelFormValues(analysis)) as [keyof EditValues, string][]) {
    if (!filled[key].trim()) filled[key] = value;
  }
  return filled;
}

/**
 * 'Edit Equipment': photos, home and details. Saving always marks the equipment completed. A photo
 * picked with 'Update Equipment Photo' is read as a label (its values fill the form) and uploaded on save.
 */
export function EditEquipmentDialog({
  equipment,
  open,
  onClose,
  onManageWarranty,
  initialReading,
  queuedReading,
  onSaved,
}: EditEquipmentDialogProps) {
  const [updateEquipment] = useUpdateEquipmentMutation();
  const [uploadPhoto, { isLoading: isUploading }] = useUploadEquipmentPhotoMutation();
  const { toast } = useToast();
  const formRef = useRef<FormikProps<EditValues>>(null);
  const reading = useLabelReading();
  const offline = useOffline();
  /** A label photo taken here without a network: kept in the queue, linked to this equipment. */
  const keptPhotos = useKeptLabelPhotos();
  const [mainPhoto, ...otherPhotos] = equipment.photos;
  // A photo read here replaces the reading the dialog opened with.
  // (A photo the server refused is dropped, its problem stays.)
  const readHere = reading.photo !== null || reading.problem !== null;
  const analysis = readHere ? reading.analysis : (initialReading?.analysis ?? null);
  const problem = readHere ? reading.problem : (initialReading?.problem ?? null);

  const initialValues: EditValues = queuedReading
    ? emptyFieldsFilled(valuesOf(equipment), queuedReading.analysis)
    : {
        ...valuesOf(equipment),
        ...(initialReading?.analysis ? labelFormValues(initialReading.analysis) : {}),
      };

  // The queued photo is shown as read here (its feedback, uploaded on save), without a new request.
  const shownReading = useRef<{ photo: File; analysis: LabelAnalysis } | null>(null);
  useEffect(() => {
    if (!open || !queuedReading || shownReading.current === queuedReading) return;
    shownReading.current = queuedReading;
    reading.show(queuedReading.photo, queuedReading.analysis);
  }, [open, queuedReading]);

  /**
   * Reads the label; the form is reset to the saved details and what it recognised is filled in. Without
   * a network the photo goes into the offline queue linked to this equipment, as in Add New Equipment
   * (docs/photo-capture.md); the form keeps what was typed.
   */
  async function handleLabelPhoto(file: File) {
    keptPhotos.hideNotice();
    const { keep: keepPhoto } = keptPhotos;
    const link = { equipmentId: equipment.id, homeId: equipment.homeId };
    const keep = keepPhoto && ((photo: File) => keepPhoto(photo, link));
    if (offline && keep) {
      reading.clear();
      await keep(file);
      return;
    }
    const result = await reading.read(file, { whenNoNetwork: keep });
    const form = formRef.current;
    if (!result || !form) return;
    const recognised = labelFormValues(result);
    if (Object.keys(recognised).length === 0) return;
    form.setErrors({});
    form.setTouched({}, false);
    await form.setValues({ ...valuesOf(equipment), ...recognised }, false);
  }

  /** An additional photo, uploaded at once. */
  async function handlePhoto(file: File) {
    try {
      await uploadPhoto({ id: equipment.id, file }).unwrap();
      toast({ title: 'Photo uploaded successfully' });
    } catch (error) {
      toast({ title: 'Failed to upload photo', description: errorMessage(error), variant: 'destructive' });
    }
  }

  async function handleSubmit(values: EditValues) {
    try {
      await updateEquipment({
        id: equipment.id,
        changes: {
          homeId: Number(values.homeId),
          name: values.name.trim(),
          brand: optionalText(values.brand),
          modelNumber: optionalText(values.modelNumber),
          serialNumber: optionalText(values.serialNumber),
          notes: optionalText(values.notes),
          manualUrls: equipment.manualUrls,
          installationDate: optionalText(values.installationDate),
          type: optionalText(values.type),
          ...inventoryChanges(values),
          completed: true,
          ...(analysis && completesEquipment(analysis) ? { labelReading: labelReadingFeedback(analysis) } : {}),
        },
      }).unwrap();
    } catch (error) {
      toast({ title: 'Failed to update equipment', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    if (reading.photo) {
      try {
        await uploadPhoto({ id: equipment.id, file: reading.photo }).unwrap();
      } catch {
        // The details are saved; only the photo is missing, so the dialog closes all the same.
        toast({ title: 'Failed to upload analyzed photo', variant: 'destructive' });
        onClose();
        return;
      }
    }
    toast({ title: 'Equipment updated successfully' });
    onSaved?.();
    onClose();
  }

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={editSchema}
      onSubmit={handleSubmit}
      enableReinitialize
      innerRef={formRef}
    >
      {({ isSubmitting, values }) => {
        const busy = isSubmitting || isUploading || reading.analyzing;
        const photoBusyLabel = reading.analyzing ? 'Analyzing...' : isSubmitting ? 'Uploading...' : null;
        return (
          <Dialog
            open={open}
            onClose={isSubmitting ? undefined : onClose}
            aria-labelledby="edit-equipment-title"
            scroll="paper"
            fullWidth
            maxWidth="sm"
          >
            <DialogTitle id="edit-equipment-title">Edit Equipment</DialogTitle>
            <DialogContent dividers>
              {mainPhoto && (
                <Box
                  component="img"
                  src={mainPhoto}
                  alt={`Photo of ${equipment.name}`}
                  sx={{
                    display: 'block',
                    width: '100%',
                    maxHeight: 260,
                    objectFit: 'cover',
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'divider',
                    mb: 2,
                  }}
                />
              )}
              <Box sx={{ mb: 2.5 }}>
                <ImageUpload
                  label="Update Equipment Photo"
                  busyLabel={photoBusyLabel ?? undefined}
                  busy={reading.analyzing || (isSubmitting && reading.photo !== null)}
                  disabled={busy}
                  check={checkImageFile}
                  onSelect={handleLabelPhoto}
                  startIcon={<CameraAltOutlined />}
                />
              </Box>
              <KeptPhotoNotice notice={keptPhotos.notice} />
              {reading.photo && <LabelPhotoPreview file={reading.photo} busyLabel={photoBusyLabel} />}
              <LabelAnalysisFeedback analysis={analysis} problem={problem} />

              <Form id="edit-equipment-form" noValidate>
                <FocusFirstInvalidField />
                <HomeSelectField disabled={busy} />
                <FormikTextField name="name" label="Equipment Name" required disabled={busy} />
                <FormikTextField name="brand" label="Brand" disabled={busy} />
                <FormikTextField name="modelNumber" label="Model Number" disabled={busy} />
                <FormikTextField name="serialNumber" label="Serial Number" disabled={busy} />
                <FormikTextField name="notes" label="Notes" multiline minRows={2} disabled={busy} />
                <InventoryFieldsSection homeId={Number(values.homeId) || null} disabled={busy} />
                <ReceiptsField equipmentId={equipment.id} disabled={isSubmitting} />

                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  Additional Photos
                </Typography>
                {otherPhotos.length > 0 && (
                  <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mb: 1.5 }}>
                    {otherPhotos.map((url, index) => (
                      <Box
                        key={url}
                        component="img"
                        src={url}
                        alt={`Additional photo ${index + 1} of ${equipment.name}`}
                        sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: 2 }}
                      />
                    ))}
                  </Box>
                )}
                <ImageUpload
                  label="Add Photo"
                  busyLabel="Uploading..."
                  busy={isUploading}
                  disabled={isSubmitting || reading.analyzing}
                  check={checkImageFile}
                  onSelect={handlePhoto}
                  startIcon={<AddPhotoAlternateOutlined />}
                  size="small"
                />
              </Form>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
              {onManageWarranty && (
                <Button
                  variant="outlined"
                  startIcon={<VerifiedUserOutlined />}
                  onClick={() => onManageWarranty(equipment)}
                  disabled={isSubmitting}
                  sx={{ mr: 'auto' }}
                >
                  Manage Warranty
                  <Chip label="Beta" size="small" color="secondary" variant="outlined" sx={{ ml: 1, height: 20 }} />
                </Button>
              )}
              <Button color="inherit" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" form="edit-equipment-form" variant="contained" disabled={busy}>
                {isSubmitting ? 'Updating...' : 'Update Equipment'}
              </Button>
            </DialogActions>
          </Dialog>
        );
      }}
    </Formik>
  );
}
