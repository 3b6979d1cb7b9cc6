import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { FilePreview } from './FilePreview';

interface LabelPhotoPreviewProps {
  file: File;
  /** 'Analyzing...' or 'Uploading...' while the photo is busy; a spinner then covers the preview. */
  busyLabel: string | null;
}

/** The picked label photo as a square preview, with a spinner and the busy text over it while busy. */
export function LabelPhotoPreview({ file, busyLabel }: LabelPhotoPreviewProps) {
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 240, mb: 2 }} aria-busy={busyLabel !== null}>
      <FilePreview file={file} fit="contain" />
      {busyLabel && (
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
          <CircularProgress color="inherit" size={28} aria-hidden />
          <Typography variant="body2">{busyLabel}</Typography>
        </Box>
      )}
    </Box>
  );
}
