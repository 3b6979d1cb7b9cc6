import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { errorMessage, serverMessage } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { useToast } from '../../../shared/toast/use-toast';
import type { AdminUser } from '../admin-records';
import { useDeleteAdminUserMutation } from '../api';
import { AdminDeletionKeyField } from './AdminDeletionKeyField';

interface DeleteUserDialogProps {
  /** The user to delete; the dialog is open while `open` is true (kept after closing for the exit fade). */
  user: AdminUser | null;
  open: boolean;
  onClose: () => void;
}

function deletionWarning(username: string): string {
  return `Delete user ${username}? All their homes, equipment, photos and chat messages will be deleted. This action cannot be undone.`;
}

/**
 * Deleting a user: a plain confirmation for a regular user; for an administrator (spec §4, §5) a dialog
 * that asks for the admin deletion key, keeps the confirm button disabled while the key is empty and
 * shows the server's refusal inline. Closing (cancel or success) clears the key and the error.
 */
export function DeleteUserDialog({ user, open, onClose }: DeleteUserDialogProps) {
  const [deleteUser, { isLoading }] = useDeleteAdminUserMutation();
  const { toast } = useToast();
  const [adminKey, setAdminKey] = useState('');
  const [inlineError, setInlineError] = useState<string | null>(null);

  function close() {
    setAdminKey('');
    setInlineError(null);
    onClose();
  }

  async function confirm() {
    if (!user || isLoading) return;
    if (user.isAdmin && adminKey === '') return;
    try {
      await deleteUser({ id: user.id, adminKey: user.isAdmin ? adminKey : undefined }).unwrap();
    } catch (error) {
      toast({ title: 'Error deleting user', description: errorMessage(error), variant: 'destructive' });
      if (user.isAdmin) setInlineError(serverMessage(error, errorMessage(error)));
      else close();
      return;
    }
    toast({ title: 'User deleted', description: `${user.username} and all their data have been deleted.` });
    close();
  }

  if (!user?.isAdmin) {
    return (
      <ConfirmDialog
        open={open && user !== null}
        title="Delete User"
        description={user ? deletionWarning(user.username) : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={isLoading}
        onConfirm={confirm}
        onClose={close}
      />
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void confirm();
  }

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : close}
      aria-labelledby="delete-admin-title"
      aria-describedby="delete-admin-description"
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delete-admin-title">Delete Administrator</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-admin-description">{deletionWarning(user.username)}</DialogContentText>
          <AdminDeletionKeyField
            username={user.username}
            value={adminKey}
            onChange={(key) => {
              setAdminKey(key);
              setInlineError(null);
            }}
            disabled={isLoading}
            error={inlineError !== null}
          />
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
          <Button type="submit" disabled={adminKey === '' || isLoading} variant="contained" color="error">
            {isLoading ? 'Deleting...' : 'Delete Administrator'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
