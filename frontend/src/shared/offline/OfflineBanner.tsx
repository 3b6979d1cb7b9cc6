import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useOffline } from './use-offline';

/**
 * 'Offline' across the top of the signed-in pages while the network is gone: the pages show what this
 * device kept from the last online visit, and changes wait for the network.
 */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Alert
      severity="warning"
      icon={<CloudOffOutlined fontSize="inherit" />}
      role="status"
      square
      sx={{ borderBottom: 1, borderColor: 'warning.light' }}
    >
      <AlertTitle sx={{ mb: 0 }}>Offline</AlertTitle>
      Showing your home book as last seen on this device. Changes need the network.
    </Alert>
  );
}
