import Dialog from '@mui/material/Dialog';
import type { User } from '../../../shared/session/user';
import { ChatPanel } from './ChatPanel';

interface EquipmentChatDialogProps {
  /** The equipment's room: its id as a string. */
  roomId: string;
  equipmentName: string;
  user: User;
  onClose: () => void;
}

/** The support chat about one piece of equipment ('Chat Support' on its card), in a dialog. */
export function EquipmentChatDialog({ roomId, equipmentName, user, onClose }: EquipmentChatDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          'aria-label': `Chat Support: ${equipmentName}`,
          sx: { height: { xs: '90vh', sm: '70vh' }, overflow: 'hidden' },
        },
      }}
    >
      <ChatPanel roomId={roomId} user={user} title="Chat Support" subtitle={equipmentName} onClose={onClose} />
    </Dialog>
  );
}
