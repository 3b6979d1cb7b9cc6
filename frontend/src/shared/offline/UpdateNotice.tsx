import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState, useSyncExternalStore } from 'react';
import type { AppUpdates } from './app-updates';

interface UpdateNoticeProps {
  updates: AppUpdates;
}

export const NEW_VERSION_TEXT = 'New version available';

/**
 * 'New version available' once a new release is installed and waiting: 'Reload' switches to it now,
 * 'Later' leaves it for the next visit (it takes over when every tab of the app is closed).
 */
export function UpdateNotice({ updates }: UpdateNoticeProps) {
  const waiting = useSyncExternalStore(updates.subscribe, updates.isWaiting);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);

  async function reload() {
    setReloading(true);
    await updates.applyNow();
  }

  return (
    <Snackbar
      open={waiting && !dismissed}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={NEW_VERSION_TEXT}
      slotProps={{ content: { role: 'status' } }}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => setDismissed(true)} disabled={reloading}>
            Later
          </Button>
          <Button color="secondary" variant="contained" size="small" onClick={reload} disabled={reloading}>
            {reloading ? 'Reloading...' : 'Reload'}
          </Button>
        </>
      }
    />
  );
}
