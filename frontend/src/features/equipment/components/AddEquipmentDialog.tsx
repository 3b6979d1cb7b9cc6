import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessage } from '../../../shared/api/api-error';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import { ImageUpload } from '../../../shared/components/ImageUpload';
import { checkImageFile } from '../../../shared/files/image-file-checks';
import { useToast } from '../../../shared/toast/use-toast';
import { EQUIPMENT_LIST_TAG, equipmentApi, useCreateEquipmentMutation, useUploadEquipmentPhotoMutation } from '../api';
import { optionalText, type LabelAnalysis, type NewEquipment } from '../equipment';
import { equipmentSchema } from '../schemas';
import { FilePreview } from './FilePreview';
import { HomeSelectField } from './HomeSelectField';
import { ManualUrlsField } from './ManualUrlsField';

export interface AddEquipmentValues {
  homeId: string;
  name: string;
  brand: string;
  modelNumber: string;
  serialNumber: string;
  type: string;
  installationDate: string;
  notes: string;
  manualUrls: string[];
}

interface AddEquipmentDialogProps {
  open: boolean;
  onClose: () => void;
  defaultHomeId?: number;
  /**
   * HOOK POINT for label reading (vision issue): reads the picked label photo. Without it the photo is
   * only previewed and uploaded with the new equipment; the 'Equipment Age Analysis' box shows once a
   * result exists.
   */
  analyzeLabel?: (file: File) => Promise<LabelAnalysis>;
}

function emptyValues(defaultHomeId?: number): AddEquipmentValues {
  return {
    homeId: defaultHomeId ? String(defaultHomeId) : '',
    name: '',
    brand: '',
    modelNumber: '',
    serialNumber: '',
    type: '',
    installationDate: '',
    notes: '',
    manualUrls: [],
  };
}

function toNewEquipment(values: AddEquipmentValues): NewEquipment {
  return {
    homeId: Number(values.homeId),
    name: values.name.trim(),
    brand: optionalText(values.brand),
    modelNumber: optionalText(values.modelNumber),
    serialNumber: optionalText(values.serialNumber),
    type: optionalText(values.type),
    installationDate: optionalText(values.installationDate),
    notes: optionalText(values.notes),
    manualUrls: values.manualUrls.map((url) => url.trim()).filter(Boolean),
    completed: false,
  };
}

/** 'Add New Equipment': label photo, the equipment form and extra photos; saves, then uploads the photos. */
export function AddEquipmentDialog({ open, onClose, defaultHomeId, analyzeLabel }: AddEquipmentDialogProps) {
  const [createEquipment] = useCreateEquipmentMutation();
  const [uploadPhoto] = useUploadEquipmentPhotoMutation();
  const dispatch = useDispatch();
  const { toast } = useToast();
  const [labelPhoto, setLabelPhoto] = useState<File | null>(null);
  const [extraPhotos, setExtraPhotos] = useState<File[]>([]);
  const [analyzing, setAnalyzing] = useState(false);
  const [analysis, setAnalysis] = useState<LabelAnalysis | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function resetPhotos() {
    setLabelPhoto(null);
    setExtraPhotos([]);
    setAnalysis(null);
    setProblem(null);
  }

  async function handleLabelPhoto(file: File) {
    setLabelPhoto(file);
    setProblem(null);
    if (!analyzeLabel) return;
    setAnalyzing(true);
    try {
      setAnalysis(await analyzeLabel(file));
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to analyze image'));
    } finally {
      setAnalyzing(false);
    }
  }

  async function handleSubmit(values: AddEquipmentValues, helpers: FormikHelpers<AddEquipmentValues>) {
    let equipmentId: number;
    try {
      equipmentId = (await createEquipment(toNewEquipment(values)).unwrap()).id;
    } catch (error) {
      toast({ title: 'Failed to add equipment', description: errorMessage(error), variant: 'destructive' });
      return;
    }

    let failure: string | null = null;
    if (labelPhoto) {
      try {
        await uploadPhoto({ id: equipmentId, file: labelPhoto }).unwrap();
      } catch {
        failure = 'Failed to upload analyzed photo';
      }
    }
    if (extraPhotos.length > 0) {
      try {
        for (const file of extraPhotos) await uploadPhoto({ id: equipmentId, file }).unwrap();
      } catch {
        failure = 'Failed to upload additional photos';
      }
    }

    // The equipment exists either way: close, so a second submit does not add it twice.
    toast(failure ? { title: failure, variant: 'destructive' } : { title: 'Equipment added successfully' });
    helpers.resetForm({ values: emptyValues(defaultHomeId) });
    resetPhotos();
    dispatch(equipmentApi.util.invalidateTags([EQUIPMENT_LIST_TAG]));
    onClose();
  }

  return (
    <Formik
      initialValues={emptyValues(defaultHomeId)}
      validationSchema={equipmentSchema}
      onSubmit={handleSubmit}
      enableReinitialize
    >
      {({ isSubmitting, resetForm }) => {
        const busy = isSubmitting || analyzing;
        const close = () => {
          if (isSubmitting) return;
          resetForm();
          resetPhotos();
          onClose();
        };
        return (
          <Dialog
            open={open}
            onClose={close}
            aria-labelledby="add-equipment-title"
            scroll="paper"
            slotProps={{ paper: { sx: { width: 425, maxWidth: 'calc(100% - 32px)', maxHeight: '90vh', m: 2 } } }}
          >
            <DialogTitle id="add-equipment-title">Add New Equipment</DialogTitle>
            <DialogContent dividers>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Take a photo of the equipment label or enter the details manually.
              </Typography>

              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Equipment Label Photo
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
                <ImageUpload
                  label="Photo Library"
                  check={checkImageFile}
                  onSelect={handleLabelPhoto}
                  disabled={busy}
                  startIcon={<PhotoLibraryOutlined />}
                  size="small"
                />
                <ImageUpload
                  label="Take Photo"
                  check={checkImageFile}
                  onSelect={handleLabelPhoto}
                  capture="environment"
                  disabled={busy}
                  startIcon={<CameraAltOutlined />}
                  size="small"
                />
              </Box>
              {labelPhoto && (
                <Box sx={{ position: 'relative', width: '100%', maxWidth: 240, mb: 2 }}>
                  <FilePreview file={labelPhoto} />
                  {busy && (
                    <Box
                      role="status"
                      sx={{
                        position: 'absolute',
                        inset: 0,
                        borderRadius: 2,
                        bgcolor: 'rgba(0, 0, 0, 0.45)',
                        color: 'common.white',
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'center',
                        justifyContent: 'center',
                        gap: 1,
                      }}
                    >
                      <CircularProgress color="inherit" size={28} />
                      <Typography variant="body2">{analyzing ? 'Analyzing...' : 'Uploading...'}</Typography>
                    </Box>
                  )}
                </Box>
              )}

              {analysis?.estimatedAge && (
                <Box sx={{ p: 2, mb: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
                  <Typography variant="subtitle2" component="h3">
                    Equipment Age Analysis
                  </Typography>
                  <Typography variant="body2">Estimated age: {analysis.estimatedAge.years} years</Typography>
                  <Typography variant="body2">Confidence: {analysis.estimatedAge.confidence}</Typography>
                  {analysis.estimatedAge.details && (
                    <Typography variant="body2" color="text.secondary">
                      {analysis.estimatedAge.details}
                    </Typography>
                  )}
                </Box>
              )}

              {problem && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {problem}
                </Alert>
              )}

              <Form noValidate id="add-equipment-form">
                <HomeSelectField disabled={busy} />
                <FormikTextField name="name" label="Equipment Name" required disabled={busy} />
                <FormikTextField name="brand" label="Brand" disabled={busy} />
                <FormikTextField name="modelNumber" label="Model Number" disabled={busy} />
                <FormikTextField name="serialNumber" label="Serial Number" disabled={busy} />
                <FormikTextField name="type" label="Type" disabled={busy} />
                <FormikTextField
                  name="installationDate"
                  label="Installation Date"
                  helperText="e.g., 2020"
                  inputMode="numeric"
                  disabled={busy}
                />
                <FormikTextField name="notes" label="Notes" multiline minRows={2} disabled={busy} />
                <ManualUrlsField disabled={busy} />

                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  Additional Photos - Condition &amp; Location
                </Typography>
                <ImageUpload
                  label="Add Photo"
                  check={checkImageFile}
                  onSelect={(file) => setExtraPhotos((photos) => [...photos, file])}
                  disabled={busy}
                  startIcon={<AddPhotoAlternateOutlined />}
                  size="small"
                />
                {extraPhotos.length > 0 && (
                  <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1.5 }}>
                    {extraPhotos.map((file, index) => (
                      <FilePreview key={`${file.name}-${index}`} file={file} />
                    ))}
                  </Box>
                )}

                <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
                  <Button color="inherit" onClick={close} disabled={isSubmitting}>
                    Cancel
                  </Button>
                  <Button type="submit" variant="contained" disabled={busy}>
                    {busy ? 'Adding...' : 'Add Equipment'}
                  </Button>
                </Box>
              </Form>
            </DialogContent>
          </Dialog>
        );
      }}
    </Formik>
  );
}
