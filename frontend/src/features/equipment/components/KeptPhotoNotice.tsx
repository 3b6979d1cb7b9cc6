import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { KeepNotice } from '../capture-queue';
import { KEPT_PHOTO_WHERE } from '../use-kept-label-photos';

/**
 * What an equipment dialog says after keeping a label photo offline (docs/photo-capture.md): inline, not a
 * toast, so it stays in view while the dialog stays open.
 */
export function KeptPhotoNotice({ notice }: { notice: KeepNotice | null }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.kept ? 'info' : 'error'} role="status" sx={{ mb: 2 }}>
      <AlertTitle>{notice.title}</AlertTitle>
      {notice.description}
      {notice.kept && ` ${KEPT_PHOTO_WHERE}`}
    </Alert>
  );
}
