import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import type { User } from '../../../shared/session/user';
import { useChatRoom } from '../use-chat-room';
import { useSenderProfiles } from '../use-sender-profiles';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { ConnectionStatus } from './ConnectionStatus';

export interface ChatPanelProps {
  /** 'support', 'support:<userId>' or an equipment id. */
  roomId: string;
  user: User;
  /** 'Chat Support', or 'Support Dashboard' for an admin. */
  title: string;
  subtitle?: string;
  /** A line under the header, e.g. the support chat's expected-answer text (this instance's setting). */
  notice?: string | null;
  /** Shows a close button in the header (the floating panel, the equipment dialog). */
  onClose?: () => void;
}

/** A chat room: header with the connection state, the messages, and the input. Fills its container. */
export function ChatPanel({ roomId, user, title, subtitle, notice, onClose }: ChatPanelProps) {
  const room = useChatRoom(roomId, user);
  const { profiles, rateLimited } = useSenderProfiles(room.messages, user);
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = room.messages.at(-1)?.id;

  // Follow the conversation: scroll down when a message arrives at the end (not when older ones load).
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, bgcolor: 'background.paper' }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }} noWrap>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {subtitle}
            </Typography>
          )}
          <ConnectionStatus state={room.connectionState} />
        </Box>
        {rateLimited && <Chip label="Rate Limited" color="warning" size="small" />}
        {onClose && (
          <IconButton aria-label="Close chat" onClick={onClose} edge="end">
            <CloseRounded />
          </IconButton>
        )}
      </Box>

      {notice && (
        <Typography
          role="note"
          variant="body2"
          color="text.secondary"
          sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
        >
          {notice}
        </Typography>
      )}

      {/* A log region: screen readers announce messages as they arrive. */}
      <Box
        ref={scroller}
        role="log"
        aria-label="Conversation"
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 1.5 }}
      >
        {room.hasMore && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={() => void room.loadOlder()} disabled={room.loadingOlder}>
              {room.loadingOlder ? 'Loading...' : 'Load older messages'}
            </Button>
          </Box>
        )}
        {room.joinError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {room.joinError}
          </Alert>
        )}
        {room.loadingHistory ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label="Loading messages" />
          </Box>
        ) : room.historyError ? (
          <Alert severity="error">{errorMessage(room.historyError, 'Could not load the messages')}</Alert>
        ) : room.messages.length === 0 ? (
          <Typography color="text.secondary" variant="body2" sx={{ textAlign: 'center', py: 4 }}>
            No messages yet. Ask us anything.
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label="Messages"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            {room.messages.map((message) => (
              <ChatMessageItem
                key={message.id}
                message={message}
                own={message.senderId === user.id}
                sender={message.senderId === null ? undefined : profiles.get(message.senderId)}
              />
            ))}
          </Box>
        )}
      </Box>

      <ChatComposer
        connected={room.connected}
        rateLimited={rateLimited}
        uploading={room.uploading}
        onSend={room.sendText}
        onAttach={(file) => void room.sendFile(file)}
      />
    </Box>
  );
}
