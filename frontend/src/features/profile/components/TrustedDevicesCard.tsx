import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { useToast } from '../../../shared/toast/use-toast';
import { useGetTrustedDevicesQuery, useRevokeTrustedDeviceMutation } from '../api';
import type { TrustedDevice } from '../trusted-device';

const formatDate = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** The browsers that signed in to this account; removing one makes its next sign-in a new device's. */
export function TrustedDevicesCard() {
  const { data: devices, isLoading, isError } = useGetTrustedDevicesQuery();
  const [revoke, { isLoading: revoking }] = useRevokeTrustedDeviceMutation();
  const [pending, setPending] = useState<TrustedDevice | null>(null);
  const { toast } = useToast();

  async function confirmRevoke() {
    if (!pending) return;
    try {
      await revoke(pending.id).unwrap();
      toast({ title: 'Device removed', description: `${pending.label} is no longer trusted.` });
    } catch (error) {
      toast({ title: 'Failed to remove device', description: errorMessage(error), variant: 'destructive' });
    }
    setPending(null);
  }

  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Trusted devices
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Browsers you signed in with. They can still sign in while someone else is guessing your password.
        </Typography>
        {isLoading && <Typography sx={{ mt: 2 }}>Loading devices...</Typography>}
        {isError && <Typography sx={{ mt: 2 }}>Could not load your devices.</Typography>}
        {devices && devices.length === 0 && <Typography sx={{ mt: 2 }}>No trusted devices yet.</Typography>}
        {devices && devices.length > 0 && (
          <List aria-label="Trusted devices">
            {devices.map((device) => (
              <ListItem
                key={device.id}
                divider
                disableGutters
                secondaryAction={
                  <Button
                    color="error"
                    onClick={() => setPending(device)}
                    aria-label={`Remove ${device.label}${device.current ? ' (this device)' : ''}`}
                  >
                    Remove
                  </Button>
                }
              >
                <ListItemText
                  primary={
                    <>
                      {device.label}
                      {device.current && <Chip size="small" label="This device" sx={{ ml: 1 }} />}
                    </>
                  }
                  secondary={`Last sign-in ${formatDate(device.lastUsedAt)} · first ${formatDate(device.createdAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        title="Remove this device?"
        description={`${pending?.label ?? ''} will be treated as a new device at its next sign-in.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        destructive
        pending={revoking}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
