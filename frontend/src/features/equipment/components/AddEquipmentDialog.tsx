import { FocusFirstInvalidField } from '../../../shared/forms/FocusFirstInvalidField';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessage } from '../../../shared/api/api-error';
import { FormikTextField } from '../../../shared/components/FormikTextField';
import { ImageUpload } from '../../../shared/components/ImageUpload';
import { checkImageFile } from '../../../shared/files/image-file-checks';
import { useOffline } from '../../../shared/offline/use-offline';
import { useToast } from '../../../shared/toast/use-toast';
import {
  EQUIPMENT_LIST_TAG,
  equipmentApi,
  useCreateEquipmentMutation,
  useUpdateEquipmentMutation,
  useUploadEquipmentPhotoMutation,
} from '../api';
import { optionalText, type Equipment, type LabelAnalysis, type NewEquipment } from '../equipment';
import { photoFileProblems, type PhotoProblem } from '../photo-quality';
import { PhotoQualityHint } from './PhotoQualityHint';
import { completesEquipment, labelFormValues, labelReadingFeedback } from '../label-analysis';
import { equipmentSchema } from '../schemas';
import { useKeptLabelPhotos } from '../use-kept-label-photos';
import { useLabelReading } from '../use-label-reading';
import { KeptPhotoNotice } from './KeptPhotoNotice';
import { FilePreview } from './FilePreview';
import { FillEmptyCardOffer } from './FillEmptyCardOffer';
import { LabelAnalysisFeedback } from './LabelAnalysisFeedback';
import { LabelPhotoPreview } from './LabelPhotoPreview';
import { EMPTY_INVENTORY_VALUES, inventoryChanges, type InventoryFormValues } from '../inventory-fields';
import { HomeSelectField } from './HomeSelectField';
import { InventoryFieldsSection } from './InventoryFieldsSection';
import { ManualUrlsField } from './ManualUrlsField';

export interface AddEquipmentValues extends InventoryFormValues {
  homeId: string;
  name: string;
  brand: string;
  modelNumber: string;
  serialNumber: string;
  type: string;
  installationDate: string;
  notes: string;
  manualUrls: string[];
  /** Set by a label reading that identified the equipment (spec §4). */
  completed: boolean;
}

interface AddEquipmentDialogProps {
  open: boolean;
  onClose: () => void;
  defaultHomeId?: number;
  /** A label photo taken before the dialog opened ('Scan a label'): read as soon as the dialog opens. */
  labelPhoto?: File | null;
  /** A label photo already read (the offline queue's): its reading fills the form without a new request. */
  readLabel?: { photo: File; analysis: LabelAnalysis } | null;
  /** Called once the equipment is saved, before the dialog closes. */
  onAdded?: (equipment: { id: number; homeId: number; name: string }) => void;
  /**
   * Called once the label's reading filled the home's empty card of its kind ('Fill the empty Water
   * Heater card'), before the dialog closes: the caller shows that card.
   */
  onFilled?: (equipment: Equipment) => void;
}

/** The fields a label reading fills in. */
type LabelFormFields = Pick<
  AddEquipmentValues,
  'name' | 'brand' | 'modelNumber' | 'serialNumber' | 'type' | 'installationDate'
>;

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
    completed: false,
    ...EMPTY_INVENTORY_VALUES,
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
    completed: values.completed,
    ...inventoryChanges(values),
  };
}

/** 'Add New Equipment': label photo, the equipment form and extra photos; saves, then uploads the photos. */
export function AddEquipmentDialog({
  open,
  onClose,
  defaultHomeId,
  labelPhoto: scannedPhoto,
  readLabel,
  onAdded,
  onFilled,
}: AddEquipmentDialogProps) {
  const [createEquipment] = useCreateEquipmentMutation();
  const [updateEquipment] = useUpdateEquipmentMutation();
  const [filling, setFilling] = useState(false);
  const [uploadPhoto] = useUploadEquipmentPhotoMutation();
  const dispatch = useDispatch();
  const { toast } = useToast();
  const formRef = useRef<FormikProps<AddEquipmentValues>>(null);
  const reading = useLabelReading();
  const { photo: labelPhoto, analyzing, analysis, problem } = reading;
  const [extraPhotos, setExtraPhotos] = useState<File[]>([]);
  /** A label photo the device found wanting, waiting for "Retake" or "Use anyway". */
  const [photoCheck, setPhotoCheck] = useState<{ file: File; problems: PhotoProblem[] } | null>(null);
  const offline = useOffline();
  /** The label photos taken here without a network (kept in the queue), linked to what is saved. */
  const keptPhotos = useKeptLabelPhotos();

  function resetPhotos() {
    reading.clear();
    setPhotoCheck(null);
    keptPhotos.reset();
    filledByLabel.current = {};
    setExtraPhotos([]);
  }

  /** What the last label reading put in the form: a later reading takes it out again. */
  const filledByLabel = useRef<Partial<AddEquipmentValues>>({});

  /**
   * Reads the label (spec §4): what it recognised replaces the form's values (the chosen home stays). A
   * reading that recognised nothing keeps what was typed but takes out what an earlier label filled in,
   * so another label's brand, model and serial are not saved with this photo.
   */
  async function handleLabelPhoto(file: File) {
    // The device's own check first (docs/photo-capture.md): a photo it finds blurred, dark, small or glary
    // waits for "Retake" or "Use anyway".
    setPhotoCheck(null);
    const problems = await photoFileProblems(file);
    if (problems.length > 0) {
      reading.clear();
      setPhotoCheck({ file, problems });
      return;
    }
    await readLabelPhoto(file);
  }

  async function readLabelPhoto(file: File) {
    setPhotoCheck(null);
    keptPhotos.hideNotice();
    // Without a network the photo goes into the user's offline queue, as after 'Scan a label'
    // (docs/photo-capture.md): offline at once, or when the analysis request finds no network (an answer
    // such as 422 is shown as usual). The form keeps what was typed; once it is saved, the photo is
    // linked to the equipment (handleSubmit, fillCard).
    const { keep } = keptPhotos;
    if (offline && keep) {
      reading.clear();
      await keep(file);
      return;
    }
    const result = await reading.read(file, { whenNoNetwork: keep });
    if (result) await fillFromReading(result);
  }

  /** Lays what a reading recognised over the form (see handleLabelPhoto). */
  async function fillFromReading(result: LabelAnalysis) {
    const form = formRef.current;
    if (!form) return;
    const recognised = labelFormValues(result);
    const previous = filledByLabel.current;
    filledByLabel.current = recognised;
    form.setErrors({});
    form.setTouched({}, false);
    if (Object.keys(recognised).length === 0) {
      const values = { ...form.values, completed: false };
      for (const key of Object.keys(previous) as (keyof LabelFormFields)[]) {
        if (values[key] === previous[key]) values[key] = '';
      }
      await form.setValues(values, false);
      return;
    }
    await form.setValues(
      {
        ...emptyValues(defaultHomeId),
        homeId: form.values.homeId,
        ...recognised,
        completed: completesEquipment(result),
      },
      false,
    );
  }

  // A scanned photo is read once, when the dialog opens with it (each scan is a new File).
  const readScan = useRef<File | null>(null);
  useEffect(() => {
    if (!open || !scannedPhoto || readScan.current === scannedPhoto) return;
    readScan.current = scannedPhoto;
    void handleLabelPhoto(scannedPhoto);
  }, [open, scannedPhoto]);

  // A queued photo's reading is shown once, when the dialog opens with it.
  const shownReading = useRef<{ photo: File; analysis: LabelAnalysis } | null>(null);
  useEffect(() => {
    if (!open || !readLabel || shownReading.current === readLabel) return;
    shownReading.current = readLabel;
    reading.show(readLabel.photo, readLabel.analysis);
    void fillFromReading(readLabel.analysis);
  }, [open, readLabel]);

  /** Uploads the label photo, then the additional photos; the problem to report, or null. */
  async function uploadPhotos(equipmentId: number): Promise<string | null> {
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
    return failure;
  }

  /**
   * 'Fill the empty … card': the card takes the form's values (what the label said, as corrected), keeps
   * what it had where the form is empty (its name, notes, manual links), is completed, and gets the photos.
   */
  async function fillCard(card: Equipment) {
    const form = formRef.current;
    if (!form || filling) return;
    // The card keeps its name when the label gave none; then the form's own checks (a malformed year
    // or link is not saved into the card either).
    const current = { ...form.values, name: form.values.name.trim() ? form.values.name : card.name };
    const errors = await form.validateForm(current);
    if (Object.keys(errors).length > 0) {
      await form.setTouched(Object.fromEntries(Object.keys(errors).map((field) => [field, true])), false);
      return;
    }
    const values = toNewEquipment(current);
    setFilling(true);
    let filled: Equipment;
    try {
      const feedback = analysis && completesEquipment(analysis) ? { labelReading: labelReadingFeedback(analysis) } : {};
      filled = await updateEquipment({
        id: card.id,
        changes: {
          ...values,
          homeId: card.homeId,
          type: values.type ?? card.type,
          installationDate: values.installationDate ?? card.installationDate,
          notes: values.notes ?? card.notes,
          manualUrls: [...new Set([...card.manualUrls, ...values.manualUrls])],
          completed: true,
          ...feedback,
        },
      }).unwrap();
    } catch (error) {
      setFilling(false);
      toast({ title: 'Failed to update equipment', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    const failure = await uploadPhotos(card.id);
    await keptPhotos.linkTo({ equipmentId: card.id, homeId: card.homeId });
    setFilling(false);
    toast(failure ? { title: failure, variant: 'destructive' } : { title: 'Equipment updated successfully' });
    form.resetForm({ values: emptyValues(defaultHomeId) });
    resetPhotos();
    dispatch(equipmentApi.util.invalidateTags([EQUIPMENT_LIST_TAG]));
    onFilled?.(filled);
    onClose();
  }

  async function handleSubmit(values: AddEquipmentValues, helpers: FormikHelpers<AddEquipmentValues>) {
    let equipmentId: number;
    const homeId = Number(values.homeId);
    try {
      // What the label analysis proposed goes with the save, so the server keeps the user's corrections.
      const feedback = analysis && completesEquipment(analysis) ? { labelReading: labelReadingFeedback(analysis) } : {};
      equipmentId = (await createEquipment({ ...toNewEquipment(values), ...feedback }).unwrap()).id;
    } catch (error) {
      toast({ title: 'Failed to add equipment', description: errorMessage(error), variant: 'destructive' });
      return;
    }

    const failure = await uploadPhotos(equipmentId);
    // A photo kept here offline fills in this equipment once read, rather than creating a second one.
    await keptPhotos.linkTo({ equipmentId, homeId });

    // The equipment exists either way: close, so a second submit does not add it twice.
    onAdded?.({ id: equipmentId, homeId, name: values.name.trim() });
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
      innerRef={formRef}
    >
      {({ isSubmitting, resetForm, values }) => {
        const busy = isSubmitting || analyzing || filling;
        const close = () => {
          if (isSubmitting || filling) return;
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
              {photoCheck && (
                <>
                  <LabelPhotoPreview file={photoCheck.file} busyLabel={null} />
                  <PhotoQualityHint
                    problems={photoCheck.problems}
                    onRetake={(file) => void handleLabelPhoto(file)}
                    onUseAnyway={() => void readLabelPhoto(photoCheck.file)}
                  />
                </>
              )}
              {labelPhoto && (
                <LabelPhotoPreview
                  file={labelPhoto}
                  busyLabel={analyzing ? 'Analyzing...' : isSubmitting || filling ? 'Uploading...' : null}
                />
              )}

              <KeptPhotoNotice notice={keptPhotos.notice} />
              <LabelAnalysisFeedback analysis={analysis} problem={problem} />
              <FillEmptyCardOffer
                analysis={analysis}
                disabled={busy}
                busy={filling}
                onFill={(card) => void fillCard(card)}
              />

              <Form noValidate id="add-equipment-form">
                <FocusFirstInvalidField />
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
                <InventoryFieldsSection homeId={Number(values.homeId) || null} disabled={busy} />

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
                  <Button color="inherit" onClick={close} disabled={isSubmitting || filling}>
                    Cancel
                  </Button>
                  <Button type="submit" variant="contained" disabled={busy}>
                    {isSubmitting ? 'Adding...' : 'Add Equipment'}
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
