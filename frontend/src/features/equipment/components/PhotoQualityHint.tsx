import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ImageUpload } from '../../../shared/components/ImageUpload';
import { checkImageFile } from '../../../shared/files/image-file-checks';
import { PHOTO_HINTS, type PhotoProblem } from '../photo-quality';

interface PhotoQualityHintProps {
  problems: PhotoProblem[];
  /** A new photo was taken. */
  onRetake: (file: File) => void;
  /** The photo is sent as it is. */
  onUseAnyway: () => void;
}

/**
 * What the device's check found in a label photo before upload (docs/photo-capture.md): the worst problem
 * as the title, any other below, and the choice to retake it or use it anyway.
 */
export function PhotoQualityHint({ problems, onRetake, onUseAnyway }: PhotoQualityHintProps) {
  const [first, ...others] = problems;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="alert" aria-label="Photo check">
      <AlertTitle>{PHOTO_HINTS[first]}</AlertTitle>
      {others.map((problem) => (
        <div key={problem}>{PHOTO_HINTS[problem]}</div>
      ))}
      <div>The label may not be readable. Retake the photo, or use it anyway.</div>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <ImageUpload
          label="Retake"
          check={checkImageFile}
          onSelect={onRetake}
          capture="environment"
          startIcon={<CameraAltOutlined />}
          size="small"
          variant="contained"
        />
        <Button size="small" color="inherit" variant="outlined" onClick={onUseAnyway}>
          Use anyway
        </Button>
      </Box>
    </Alert>
  );
}
