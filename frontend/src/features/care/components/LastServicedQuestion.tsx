import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/use-toast';
import { useSetLastServicedMutation } from '../api';
import { formatMonth, type EquipmentCare, type LastServiced } from '../care';

/** This month in the browser's time zone, 'YYYY-MM' (the month field's latest choice). */
const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

/**
 * "When was it last serviced?" in the maintenance plan, while no maintenance is recorded: a month, or
 * "Never / don't know" (one tap). Unanswered, it asks; answered, it shows the answer with 'Change'. The plan
 * counts from the month; without one, an equipment older than one interval is 'Service due' (docs/care.md).
 */
export function LastServicedQuestion({ care, readOnly }: { care: EquipmentCare; readOnly: boolean }) {
  const [setLastServiced, { isLoading }] = useSetLastServicedMutation();
  const [changing, setChanging] = useState(false);
  const [month, setMonth] = useState('');
  const { toast } = useToast();
  const titleId = useId();
  if (care.serviceHistory === 'recorded') return null;
  const answer =
    care.lastServiced === 'never'
      ? "never / don't know"
      : care.lastServiced
        ? `${formatMonth(care.lastServiced)} (your answer)`
        : null;

  async function save(value: LastServiced) {
    try {
      await setLastServiced({ equipmentId: care.equipmentId, lastServiced: value }).unwrap();
      setChanging(false);
      setMonth('');
      toast({ title: 'Last service saved' });
    } catch (failure) {
      toast({ title: 'Failed to save the last service', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  if (answer && !changing) {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">Last serviced: {answer}</Typography>
        {!readOnly && (
          <Button size="small" onClick={() => setChanging(true)}>
            Change
          </Button>
        )}
      </Stack>
    );
  }
  if (readOnly) return <Typography variant="body2">Last serviced: unknown</Typography>;
  return (
    <Box role="group" aria-labelledby={titleId} sx={{ mt: 1.5 }}>
      <Typography id={titleId} variant="subtitle2" component="h4">
        When was it last serviced?
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label="Month"
          type="month"
          size="small"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: thisMonth(), min: '1900-01' } }}
          sx={{ flex: '0 1 200px' }}
        />
        <Button variant="outlined" disabled={isLoading || month === ''} onClick={() => void save(month)}>
          Save month
        </Button>
        <Button disabled={isLoading} onClick={() => void save('never')}>
          Never / don&apos;t know
        </Button>
        {changing && (
          <Button disabled={isLoading} onClick={() => setChanging(false)}>
            Cancel
          </Button>
        )}
      </Stack>
    </Box>
  );
}
