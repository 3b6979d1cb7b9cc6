import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useGetWarrantyQuery } from '../api';
import { WarrantyForm } from './WarrantyForm';
import { WarrantyReminders } from './WarrantyReminders';
import { WarrantySummary } from './WarrantySummary';

interface WarrantyDialogProps {
  equipmentId: number;
  equipmentName: string;
  open: boolean;
  onClose: () => void;
  /** A viewer of a shared home (issue 15): the warranty is shown, never changed. */
  readOnly?: boolean;
  /** The equipment's installation (or purchase) date, where a new warranty starts when known. */
  installationDate?: string | null;
}

/** 'Warranty Information' (Beta): the form when the equipment has no warranty, else its summary with Edit. */
export function WarrantyDialog({
  equipmentId,
  equipmentName,
  open,
  onClose,
  readOnly = false,
  installationDate = null,
}: WarrantyDialogProps) {
  const { data: warranty, isLoading, error } = useGetWarrantyQuery(equipmentId, { skip: !open });
  const [editing, setEditing] = useState(false);

  let body;
  if (error) body = <Alert severity="error">{errorMessage(error)}</Alert>;
  else if (isLoading || warranty === undefined) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading warranty" />
      </Box>
    );
  } else if (warranty && readOnly) {
    body = <WarrantySummary warranty={warranty} />;
  } else if (readOnly) {
    body = <Typography color="text.secondary">No warranty recorded for this equipment.</Typography>;
  } else if (warranty && !editing) {
    body = (
      <>
        <WarrantySummary warranty={warranty} onEdit={() => setEditing(true)} />
        <WarrantyReminders warrantyId={warranty.id} />
      </>
    );
  } else {
    body = (
      <WarrantyForm
        key={warranty?.id ?? 'new'}
        equipmentId={equipmentId}
        warranty={warranty}
        installationDate={installationDate}
        onCancel={warranty ? () => setEditing(false) : undefined}
        onSaved={() => setEditing(false)}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="warranty-dialog-title"
      scroll="paper"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="warranty-dialog-title">
        {readOnly ? 'Warranty' : 'Manage Warranty'}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {equipmentName}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
              <Typography variant="h6" component="h3">
                Warranty Information
              </Typography>
              <Chip label="Beta" size="small" color="secondary" variant="outlined" />
            </Box>
            {body}
          </CardContent>
        </Card>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
