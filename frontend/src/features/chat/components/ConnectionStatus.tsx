import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CONNECTION_STATE_LABELS, type ConnectionState } from '../../../shared/socket/chat-connection';

const DOT_COLORS: Record<ConnectionState, string> = {
  connected: 'success.main',
  reconnecting: 'warning.main',
  disconnected: 'text.disabled',
};

/** 'Connected', 'Reconnecting...' or 'Disconnected', with a coloured dot. */
export function ConnectionStatus({ state }: { state: ConnectionState }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT_COLORS[state], flexShrink: 0 }} />
      <Typography variant="caption" color="text.secondary" noWrap>
        {CONNECTION_STATE_LABELS[state]}
      </Typography>
    </Box>
  );
}
