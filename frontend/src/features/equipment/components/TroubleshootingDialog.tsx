import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Equipment } from '../equipment';

interface TroubleshootingDialogProps {
  equipment: Equipment | null;
  onClose: () => void;
}

/**
 * PLACEHOLDER until the vision feature: the generated guide (POST /api/equipment/{id}/troubleshoot)
 * with its pending and error states and quick links replaces this text.
 */
export function TroubleshootingDialog({ equipment, onClose }: TroubleshootingDialogProps) {
  return (
    <Dialog open={equipment !== null} onClose={onClose} aria-labelledby="troubleshooting-title" maxWidth="xs" fullWidth>
      <DialogTitle id="troubleshooting-title">Troubleshooting Guide</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {equipment ? `${equipment.brand} ${equipment.modelNumber}: ` : ''}
          The troubleshooting guide arrives with the label reading (vision) feature.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
