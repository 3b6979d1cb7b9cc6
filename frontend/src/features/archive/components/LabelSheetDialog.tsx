import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { labelSheetUrl } from '../api';
import { PAPER_NAMES, sheetsFor, type LabelPaper } from '../label-sheets';

interface LabelSheetDialogProps {
  homeId: number;
  open: boolean;
  onClose: () => void;
}

/** Paper and sticker sheet for the QR labels; the sheet opens as a PDF in a new tab, ready to print. */
export function LabelSheetDialog({ homeId, open, onClose }: LabelSheetDialogProps) {
  const [paper, setPaper] = useState<LabelPaper>('letter');
  const [layout, setLayout] = useState<string>(sheetsFor('letter')[0].id);

  function choosePaper(next: LabelPaper) {
    setPaper(next);
    setLayout(sheetsFor(next)[0].id);
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Print QR labels</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          One label per equipment: its QR code opens the equipment in Home Book on a phone.
        </Typography>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Paper"
            value={paper}
            onChange={(event) => choosePaper(event.target.value as LabelPaper)}
          >
            {(Object.keys(PAPER_NAMES) as LabelPaper[]).map((value) => (
              <MenuItem key={value} value={value}>
                {PAPER_NAMES[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Label sheet" value={layout} onChange={(event) => setLayout(event.target.value)}>
            {sheetsFor(paper).map((sheet) => (
              <MenuItem key={sheet.id} value={sheet.id}>
                {sheet.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          component="a"
          href={labelSheetUrl(homeId, paper, layout)}
          target="_blank"
          rel="noopener"
          variant="contained"
          onClick={onClose}
        >
          Open labels
        </Button>
      </DialogActions>
    </Dialog>
  );
}
