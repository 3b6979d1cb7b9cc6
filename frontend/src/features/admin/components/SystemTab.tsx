import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecallSyncPanel } from './RecallSyncPanel';

/**
 * The System tab (issue 40): what the instance is doing for its operator. Each part is a panel of its own
 * (backups, the health of each part with queue depths and worker heartbeats, the recall feeds' last sync),
 * composed here in that order.
 */
export function SystemTab() {
  return (
    <Stack spacing={3} aria-label="System">
      <Typography variant="body2" color="text.secondary">
        Backups, the health of each part of this instance, and its background work.
      </Typography>
      <RecallSyncPanel />
    </Stack>
  );
}
