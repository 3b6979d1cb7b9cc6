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
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { errorMessage } from '../../../shared/api/api-error';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import { ImageUpload } from '../../../shared/components/ImageUpload';
import { checkImageFile } from '../../../shared/files/image-file-checks';
import { useToast } from '../../../shared/toast/use-toast';
import { useUpdateEquipmentMutation, useUploadEquipmentPhotoMutation } from '../api';
import { optionalText, type Equipment } from '../equipment';
import { HomeSelectField } from './HomeSelectField';

interface EditValues {
  homeId: string;
  name: string;
  brand: string;
  modelNumber: string;
  serialNumber: string;
  notes: string;
}

const editSchema = object({
  homeId: string().required('Home is required').matches(/^\d+$/, 'Home is required'),
  name: string().trim().required('Name is required'),
});

interface EditEquipmentDialogProps {
  equipment: Equipment;
  open: boolean;
  onClose: () => void;
  onManageWarranty: (equipment: Equipment) => void;
}

/** 'Edit Equipment': photos, home and details. Saving always marks the equipment completed. */
export function EditEquipmentDialog({ equipment, open, onClose, onManageWarranty }: EditEquipmentDialogProps) {
  const [updateEquipment] = useUpdateEquipmentMutation();
  const [uploadPhoto, { isLoading: isUploading }] = useUploadEquipmentPhotoMutation();
  const { toast } = useToast();
  const [mainPhoto, ...otherPhotos] = equipment.photos;

  const initialValues: EditValues = {
    homeId: String(equipment.homeId),
    name: equipment.name,
    brand: equipment.brand ?? '',
    modelNumber: equipment.modelNumber ?? '',
    serialNumber: equipment.serialNumber ?? '',
    notes: equipment.notes ?? '',
  };

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
          installationDate: equipment.installationDate,
          type: equipment.type,
          completed: true,
        },
      }).unwrap();
    } catch (error) {
      toast({ title: 'Failed to update equipment', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Equipment updated successfully' });
    onClose();
  }

  return (
    <Formik initialValues={initialValues} validationSchema={editSchema} onSubmit={handleSubmit} enableReinitialize>
      {({ isSubmitting }) => {
        const busy = isSubmitting || isUploading;
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
                  busyLabel="Uploading..."
                  busy={isUploading}
                  disabled={isSubmitting}
                  check={checkImageFile}
                  onSelect={handlePhoto}
                  startIcon={<CameraAltOutlined />}
                />
              </Box>

              <Form id="edit-equipment-form" noValidate>
                <HomeSelectField disabled={busy} />
                <FormikTextField name="name" label="Equipment Name" required disabled={busy} />
                <FormikTextField name="brand" label="Brand" disabled={busy} />
                <FormikTextField name="modelNumber" label="Model Number" disabled={busy} />
                <FormikTextField name="serialNumber" label="Serial Number" disabled={busy} />
                <FormikTextField name="notes" label="Notes" multiline minRows={2} disabled={busy} />

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
                  disabled={isSubmitting}
                  check={checkImageFile}
                  onSelect={handlePhoto}
                  startIcon={<AddPhotoAlternateOutlined />}
                  size="small"
                />
              </Form>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
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
