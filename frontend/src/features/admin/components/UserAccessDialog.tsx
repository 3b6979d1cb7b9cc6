import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { errorMessage, serverMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/use-toast';
import type { AdminUser } from '../admin-records';
import { useSetAdminUserDisabledMutation } from '../api';
import { AdminDeletionKeyField } from './AdminDeletionKeyField';

interface UserAccessDialogProps {
  /** The user to disable (or enable, when already disabled); kept after closing for the exit fade. */
  user: AdminUser | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Disabling or enabling an account after a confirmation. Disabling an administrator asks for the admin
 * deletion key (as deleting one does) and shows the server's refusal inline. Closing clears the key.
 */
export function UserAccessDialog({ user, open, onClose }: UserAccessDialogProps) {
  const [setDisabled, { isLoading }] = useSetAdminUserDisabledMutation();
  const { toast } = useToast();
  const [adminKey, setAdminKey] = useState('');
  const [inlineError, setInlineError] = useState<string | null>(null);
  const disabling = !user?.disabled;
  const needsKey = disabling && Boolean(user?.isAdmin);

  function close() {
    setAdminKey('');
    setInlineError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user || isLoading || (needsKey && adminKey === '')) return;
    try {
      await setDisabled({ id: user.id, disabled: disabling, adminKey: needsKey ? adminKey : undefined }).unwrap();
    } catch (error) {
      toast({ title: 'Error updating user', description: errorMessage(error), variant: 'destructive' });
      setInlineError(serverMessage(error, errorMessage(error)));
      return;
    }
    toast(
      disabling
        ? { title: 'User disabled', description: `${user.username} has been signed out and cannot sign in.` }
        : { title: 'User enabled', description: `${user.username} can sign in again.` },
    );
    close();
  }

  const name = user?.username ?? '';
  return (
    <Dialog
      open={open && user !== null}
      onClose={isLoading ? undefined : close}
      aria-labelledby="user-access-title"
      aria-describedby="user-access-description"
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="user-access-title">{disabling ? 'Disable User' : 'Enable User'}</DialogTitle>
        <DialogContent>
          <DialogContentText id="user-access-description">
            {disabling
              ? `Disable ${name}? They are signed out at once and cannot sign in until the account is enabled again.`
              : `Enable ${name}? They can sign in again.`}
          </DialogContentText>
          {needsKey && (
            <AdminDeletionKeyField
              username={name}
              value={adminKey}
              onChange={(key) => {
                setAdminKey(key);
                setInlineError(null);
              }}
              disabled={isLoading}
              error={inlineError !== null}
            />
          )}
          {inlineError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {inlineError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isLoading} color="inherit">
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={(needsKey && adminKey === '') || isLoading}
            variant="contained"
            color={disabling ? 'error' : 'primary'}
          >
            {isLoading ? (disabling ? 'Disabling...' : 'Enabling...') : disabling ? 'Disable' : 'Enable'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
