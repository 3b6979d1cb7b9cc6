import Paper from '@mui/material/Paper';
import { useGetInstanceContactsQuery } from '../../../shared/contact/instance-contacts';
import type { User } from '../../../shared/session/user';
import { SUPPORT_ROOM } from '../chat-message';
import { ChatPanel } from './ChatPanel';

/** Spec §9: the floating panel is 400 by 500. */
export const FLOATING_PANEL_SIZE = { width: 400, height: 500 } as const;

/**
 * The open support chat: a 400×500 panel at the bottom right in room 'support', with the administrator's
 * expected-answer text (when set) under its header.
 */
export function FloatingSupportPanel({ user, onClose }: { user: User; onClose: () => void }) {
  const edge = { xs: 16, sm: 24 };
  const { data: contacts } = useGetInstanceContactsQuery();
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
      <ChatPanel
        roomId={SUPPORT_ROOM}
        user={user}
        title="Chat Support"
        notice={contacts?.expectedAnswerText}
        onClose={onClose}
      />
    </Paper>
  );
}
