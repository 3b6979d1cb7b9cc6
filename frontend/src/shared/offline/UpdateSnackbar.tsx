import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { MuiTheme } from '../theme/MuiTheme';
import type { AppUpdates } from './app-updates';

export const NEW_VERSION_TEXT = 'New version available';

/** The notice of a waiting new version (UpdateNotice shows it): 'Later' hides it, 'Reload' switches now. */
export function UpdateSnackbar({ updates }: { updates: AppUpdates }) {
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);

  async function reload() {
    setReloading(true);
    await updates.applyNow();
  }

  // Outside every page (it may show over the first page, drawn without MUI): it brings the theme with it.
  return (
    <MuiTheme>
      <Snackbar
        open={!dismissed}
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
    </MuiTheme>
  );
}
