import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/use-toast';
import { useGetNotificationSettingsQuery, useUpdateNotificationSettingsMutation } from '../api';
import type { NotificationSettings } from '../care';

/** Profile: maintenance reminder channels and lead time. SMS is listed, off, and says why. */
export function NotificationSettingsCard() {
  const { data: settings, error } = useGetNotificationSettingsQuery();
  const [update] = useUpdateNotificationSettingsMutation();
  const [days, setDays] = useState<string | null>(null);
  const { toast } = useToast();

  async function change(changes: Partial<NotificationSettings>) {
    try {
      await update(changes).unwrap();
      toast({ title: 'Notification settings saved' });
    } catch (failure) {
      toast({ title: 'Failed to save settings', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  return (
    <Card component="section" aria-labelledby="notification-settings-title">
      <CardContent>
        <Typography id="notification-settings-title" variant="h6" component="h2" gutterBottom>
          Maintenance reminders
        </Typography>
        {error && <Typography color="error">{errorMessage(error)}</Typography>}
        {settings && (
          <Stack spacing={1}>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.maintenanceInApp}
                  onChange={(event) => void change({ maintenanceInApp: event.target.checked })}
                />
              }
              label="In-app notifications"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={settings.maintenanceEmail}
                  onChange={(event) => void change({ maintenanceEmail: event.target.checked })}
                />
              }
              label="E-mail"
            />
            <FormControlLabel control={<Switch checked={false} disabled />} label="SMS" />
            {!settings.smsAvailable && (
              <Typography variant="body2" color="text.secondary">
                SMS is off: no SMS provider is configured on this server.
              </Typography>
            )}
            <TextField
              label="Days before the due date"
              type="number"
              size="small"
              value={days ?? String(settings.maintenanceDaysBefore)}
              onChange={(event) => setDays(event.target.value)}
              onBlur={() => {
                if (days !== null && days !== String(settings.maintenanceDaysBefore)) {
                  void change({ maintenanceDaysBefore: Number(days) });
                }
                setDays(null);
              }}
              slotProps={{ htmlInput: { min: 0, max: 365 } }}
              sx={{ maxWidth: 240 }}
            />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
