import { errorMessage } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { useToast } from '../../../shared/toast/use-toast';
import { useDeleteEquipmentMutation } from '../api';
import type { Equipment } from '../equipment';

interface DeleteEquipmentDialogProps {
  /** The equipment to delete; null keeps the dialog closed. */
  equipment: Equipment | null;
  onClose: () => void;
}

/** 'Delete Equipment' confirmation, then the delete and its toast. */
export function DeleteEquipmentDialog({ equipment, onClose }: DeleteEquipmentDialogProps) {
  const [deleteEquipment, { isLoading }] = useDeleteEquipmentMutation();
  const { toast } = useToast();

  async function handleConfirm() {
    if (!equipment) return;
    try {
      await deleteEquipment(equipment.id).unwrap();
    } catch (error) {
      toast({ title: 'Failed to delete equipment', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Equipment deleted successfully' });
    onClose();
  }

  return (
    <ConfirmDialog
      open={equipment !== null}
      title="Delete Equipment"
      description={`Are you sure you want to delete ${equipment?.name ?? ''}? This action cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      pending={isLoading}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
