import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateCalendarTokenMutation, useRevokeCalendarTokenMutation } from '../api';

/**
 * Profile: the private calendar feed (maintenance due dates and warranty ends). The server keeps only
 * a hash of the link, so it is shown once, when made; 'Regenerate' makes a new one and ends the old.
 */
export function CalendarFeedCard() {
  const [create, { isLoading: creating }] = useCreateCalendarTokenMutation();
  const [revoke, { isLoading: revoking }] = useRevokeCalendarTokenMutation();
  const [url, setUrl] = useState<string | null>(null);
  const { toast } = useToast();

  async function regenerate() {
    try {
      setUrl((await create().unwrap()).url);
    } catch (failure) {
      toast({
        title: 'Failed to create the calendar link',
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  }

  async function revokeLink() {
    try {
      await revoke().unwrap();
      setUrl(null);
      toast({ title: 'Calendar link revoked' });
    } catch (failure) {
      toast({ title: 'Failed to revoke the link', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Calendar link copied' });
    } catch {
      toast({ title: 'Copy failed: select the link and copy it', variant: 'destructive' });
    }
  }

  return (
    <Card component="section" aria-labelledby="calendar-feed-title">
      <CardContent>
        <Typography id="calendar-feed-title" variant="h6" component="h2" gutterBottom>
          Calendar feed
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Subscribe to this private link in your calendar app to see maintenance due dates and warranty ends. Anyone
          with the link can read them: regenerate or revoke it if it leaks.
        </Typography>
        {url && (
          <TextField
            label="Calendar link"
            value={url}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
            sx={{ mb: 2 }}
          />
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {url && (
            <Button variant="contained" onClick={() => void copy()}>
              Copy link
            </Button>
          )}
          <Button variant={url ? 'outlined' : 'contained'} disabled={creating} onClick={() => void regenerate()}>
            {url ? 'Regenerate link' : 'Create calendar link'}
          </Button>
          <Button color="error" disabled={revoking} onClick={() => void revokeLink()}>
            Revoke link
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
