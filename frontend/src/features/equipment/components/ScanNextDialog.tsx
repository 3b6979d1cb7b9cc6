import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

interface ScanNextDialogProps {
  open: boolean;
  /** The name of the equipment just added. */
  added: string | null;
  onClose: () => void;
  onScanAnother: () => void;
}

/** After a scan's equipment was added: 'Equipment added', 'Done' or 'Scan another' (back to the camera). */
export function ScanNextDialog({ open, added, onClose, onScanAnother }: ScanNextDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="scan-next-title">
      <DialogTitle id="scan-next-title">
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <CheckCircleOutlineRounded color="success" /> Equipment added
        </Box>
      </DialogTitle>
      <DialogContent>
        <Typography>{added} is in your home book. Scan the next label?</Typography>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          Done
        </Button>
        <Button variant="contained" startIcon={<CameraAltOutlined />} onClick={onScanAnother} autoFocus>
          Scan another
        </Button>
      </DialogActions>
    </Dialog>
  );
}
