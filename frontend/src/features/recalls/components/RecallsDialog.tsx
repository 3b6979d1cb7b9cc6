import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/use-toast';
import { useAnswerRecallMutation, useGetEquipmentRecallsQuery } from '../api';
import { formatRecallDate, recallLevelLabel, type EquipmentRecall } from '../recalls';

interface RecallsDialogProps {
  equipmentId: number;
  equipmentName: string;
  open: boolean;
  onClose: () => void;
  /** A viewer of a shared home: the recalls show, without the two answers. */
  readOnly?: boolean;
}

const ANSWERED = { not_mine: 'You said: not your unit', remedy_done: 'Remedy done' } as const;

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
      <strong>{label}:</strong> {value}
    </Typography>
  );
}

function RecallItem({
  equipmentId,
  recall,
  readOnly,
}: {
  equipmentId: number;
  recall: EquipmentRecall;
  readOnly: boolean;
}) {
  const [answerRecall, { isLoading }] = useAnswerRecallMutation();
  const { toast } = useToast();
  const open = recall.status === 'open';

  async function answer(kind: 'not-mine' | 'remedy-done') {
    try {
      await answerRecall({ equipmentId, recallId: recall.id, answer: kind }).unwrap();
      toast({
        title: kind === 'not-mine' ? 'Marked as not your unit' : 'Recall remedy recorded',
        description: 'Kept in the maintenance log',
      });
    } catch (failure) {
      toast({ title: 'Failed to save your answer', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }} aria-label={recall.title}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5 }}>
          {recall.status === 'open' ? (
            <Chip
              size="small"
              color={recall.level === 'match' ? 'error' : 'warning'}
              label={recallLevelLabel(recall.level)}
            />
          ) : (
            <Chip size="small" variant="outlined" label={ANSWERED[recall.status]} />
          )}
          {recall.date && (
            <Typography variant="body2" color="text.secondary">
              {formatRecallDate(recall.date)}
            </Typography>
          )}
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {recall.title}
        </Typography>
        <Fact label="Hazard" value={recall.hazard} />
        <Fact label="Remedy" value={recall.remedy} />
        <Fact label="Contact" value={recall.consumerContact} />
        {recall.url && (
          <Link href={recall.url} target="_blank" rel="noopener noreferrer" variant="body2">
            Read the recall notice
          </Link>
        )}
        {recall.why.length > 0 && (
          <>
            <Typography variant="body2" component="h4" sx={{ fontWeight: 600 }}>
              Why it matched
            </Typography>
            <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
              {recall.why.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </Typography>
          </>
        )}
        {open && !readOnly && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" disabled={isLoading} onClick={() => void answer('remedy-done')}>
              Remedy done
            </Button>
            <Button variant="outlined" disabled={isLoading} onClick={() => void answer('not-mine')}>
              Not my unit
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * An equipment's safety recalls: each recall's facts (hazard, remedy, contact, notice, date), why it matched,
 * and the owner's answers 'Remedy done' and 'Not my unit' (kept in the maintenance log). Answered recalls stay
 * listed below the open ones, with the answer.
 */
export function RecallsDialog({ equipmentId, equipmentName, open, onClose, readOnly = false }: RecallsDialogProps) {
  const { data: recalls = [], error, isLoading } = useGetEquipmentRecallsQuery(equipmentId, { skip: !open });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="recalls-dialog-title" scroll="paper" fullWidth maxWidth="sm">
      <DialogTitle id="recalls-dialog-title">Safety recalls: {equipmentName}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {error && <Alert severity="error">{errorMessage(error)}</Alert>}
          {!isLoading && !error && recalls.length === 0 && (
            <Typography color="text.secondary">No safety recalls found for this equipment.</Typography>
          )}
          {recalls.some((recall) => recall.status === 'open' && recall.level === 'possible') && (
            <Alert severity="info">
              A possible recall matches the brand and part of the model, or a range we could not check: compare the
              model and serial number on your unit's label with the notice.
            </Alert>
          )}
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {recalls.map((recall) => (
              <RecallItem key={recall.id} equipmentId={equipmentId} recall={recall} readOnly={readOnly} />
            ))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
