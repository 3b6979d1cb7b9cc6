import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/use-toast';
import { useGetWarrantyRemindersQuery, useSetWarrantyRemindersMutation } from '../api';
import type { WarrantyReminder } from '../warranty';

const CHANNEL_LABELS: Record<WarrantyReminder['notificationType'], string> = {
  'in-app': 'In-app',
  email: 'E-mail',
  sms: 'SMS',
};

/** In the Warranty dialog: when to be reminded before the warranty ends, and how. SMS is listed but off. */
export function WarrantyReminders({ warrantyId }: { warrantyId: number }) {
  const { data, error } = useGetWarrantyRemindersQuery(warrantyId);
  const [save, { isLoading }] = useSetWarrantyRemindersMutation();
  const [draft, setDraft] = useState<WarrantyReminder[] | null>(null);
  const { toast } = useToast();
  const rules = draft ?? data ?? [];

  const change = (index: number, changes: Partial<WarrantyReminder>) =>
    setDraft(rules.map((rule, at) => (at === index ? { ...rule, ...changes } : rule)));

  async function submit() {
    try {
      await save({ warrantyId, reminders: rules }).unwrap();
      setDraft(null);
      toast({ title: 'Reminders saved' });
    } catch (failure) {
      toast({ title: 'Failed to save reminders', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  return (
    <Box component="section" aria-labelledby="warranty-reminders-title" sx={{ mt: 3 }}>
      <Typography id="warranty-reminders-title" variant="subtitle1" component="h3">
        Reminders
      </Typography>
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      <Stack spacing={1} sx={{ mt: 1 }}>
        {rules.map((rule, index) => (
          // Wraps on a phone rather than squeezing the fields ('E…', 'Cha…'): each keeps at least 110 px.
          <Stack key={index} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="Channel"
              value={rule.notificationType}
              onChange={(event) =>
                change(index, {
                  notificationType: event.target.value as WarrantyReminder['notificationType'],
                  enabled: event.target.value === 'sms' ? false : rule.enabled,
                })
              }
              sx={{ flex: '1 0 110px', maxWidth: 160 }}
            >
              {Object.entries(CHANNEL_LABELS).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="number"
              label="Days before"
              value={rule.daysBeforeExpiration}
              onChange={(event) => change(index, { daysBeforeExpiration: Number(event.target.value) })}
              slotProps={{ htmlInput: { min: 0, max: 365 } }}
              sx={{ flex: '1 0 110px', maxWidth: 160 }}
            />
            <Switch
              checked={rule.enabled}
              disabled={rule.notificationType === 'sms'}
              onChange={(event) => change(index, { enabled: event.target.checked })}
              slotProps={{
                input: {
                  'aria-label': `${CHANNEL_LABELS[rule.notificationType]} ${rule.daysBeforeExpiration} days on`,
                },
              }}
            />
            <IconButton aria-label="Remove reminder" onClick={() => setDraft(rules.filter((_, at) => at !== index))}>
              <DeleteOutlineRounded />
            </IconButton>
          </Stack>
        ))}
        {rules.some((rule) => rule.notificationType === 'sms') && (
          <Typography variant="body2" color="text.secondary">
            SMS is off: no SMS provider is configured on this server.
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            onClick={() => setDraft([...rules, { notificationType: 'in-app', daysBeforeExpiration: 7, enabled: true }])}
          >
            Add reminder
          </Button>
          <Button size="small" variant="contained" disabled={draft === null || isLoading} onClick={() => void submit()}>
            {isLoading ? 'Saving...' : 'Save reminders'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
