import { errorMessage } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { useToast } from '../../../shared/toast/use-toast';
import type { AdminHome } from '../admin-records';
import { useDeleteAdminHomeMutation } from '../api';

interface DeleteHomeDialogProps {
  /** The home to delete; kept while the dialog fades out after `open` turns false. */
  home: AdminHome | null;
  open: boolean;
  onClose: () => void;
}

/** Confirmation, then the delete of any user's home with its equipment, photos and warranties. */
export function DeleteHomeDialog({ home, open, onClose }: DeleteHomeDialogProps) {
  const [deleteHome, { isLoading }] = useDeleteAdminHomeMutation();
  const { toast } = useToast();

  async function confirm() {
    if (!home || isLoading) return;
    try {
      await deleteHome(home.id).unwrap();
      toast({ title: 'Home deleted', description: `${home.name} has been deleted.` });
    } catch (error) {
      toast({ title: 'Error deleting home', description: errorMessage(error), variant: 'destructive' });
    }
    onClose();
  }

  return (
    <ConfirmDialog
      open={open && home !== null}
      title="Delete Home"
      description={
        home
          ? `Delete ${home.name}${home.owner ? ` (owned by ${home.owner.username})` : ''}? All its equipment, photos and warranties will be deleted. This action cannot be undone.`
          : ''
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      pending={isLoading}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
