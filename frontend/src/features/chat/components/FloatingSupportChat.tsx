import ChatRounded from '@mui/icons-material/ChatRounded';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import type { User } from '../../../shared/session/user';
import { SUPPORT_ROOM } from '../chat-message';
import { ChatPanel } from './ChatPanel';

/** Spec §9: the floating panel is 400 by 500. */
export const FLOATING_PANEL_SIZE = { width: 400, height: 500 } as const;

/**
 * The support chat of a signed-in non-admin on every page: a floating button that opens a 400×500 panel
 * in room 'support' (the user's own support thread). The room is joined while the panel is open.
 */
export function FloatingSupportChat({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const edge = { xs: 16, sm: 24 };

  if (!open) {
    return (
      <Fab
        color="primary"
        aria-label="Open support chat"
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', right: edge, bottom: edge, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <ChatRounded />
      </Fab>
    );
  }

  return (
    <Paper
      elevation={8}
      role="dialog"
      aria-label="Chat Support"
      sx={{
        position: 'fixed',
        right: edge,
        bottom: edge,
        width: { xs: 'calc(100vw - 32px)', sm: FLOATING_PANEL_SIZE.width },
        maxWidth: FLOATING_PANEL_SIZE.width,
        height: { xs: 'min(500px, calc(100vh - 32px))', sm: FLOATING_PANEL_SIZE.height },
        overflow: 'hidden',
        borderRadius: 2,
        zIndex: (theme) => theme.zIndex.speedDial,
      }}
    >
      <ChatPanel roomId={SUPPORT_ROOM} user={user} title="Chat Support" onClose={() => setOpen(false)} />
    </Paper>
  );
}
