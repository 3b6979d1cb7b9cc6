import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { UserAvatar } from '../../../shared/components/UserAvatar';
import { isImageFileName } from '../chat-file-check';
import type { ChatMessage, ChatProfile } from '../chat-message';

export const UNKNOWN_SENDER_NAME = 'Unknown User';

interface ChatMessageItemProps {
  message: ChatMessage;
  /** The sender's profile; absent for an unknown (or deleted) sender. */
  sender: ChatProfile | undefined;
  own: boolean;
}

function FileContent({ message }: { message: ChatMessage }) {
  const name = message.fileName ?? message.content;
  // Only the app's own file route is linked (the server only accepts those; this keeps any other scheme out).
  if (!message.fileUrl?.startsWith('/api/files/')) return <Typography variant="body2">{name}</Typography>;
  if (isImageFileName(message.fileName)) {
    return (
      <Link href={message.fileUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
        <Box
          component="img"
          src={message.fileUrl}
          alt={name}
          sx={{ display: 'block', maxWidth: 200, maxHeight: 160, borderRadius: 1, objectFit: 'cover' }}
        />
      </Link>
    );
  }
  return (
    <Link
      href={message.fileUrl}
      target="_blank"
      rel="noopener noreferrer"
      color="inherit"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
    >
      <InsertDriveFileOutlined fontSize="small" />
      {name}
    </Link>
  );
}

/** One message: avatar, sender name, time (HH:mm) and the text (always as text) or the file. */
export function ChatMessageItem({ message, sender, own }: ChatMessageItemProps) {
  const pending = message.id < 0;
  const name = sender?.username ?? UNKNOWN_SENDER_NAME;
  return (
    <Box
      component="li"
      aria-label={`Message from ${name}`}
      aria-busy={pending || undefined}
      sx={{
        display: 'flex',
        flexDirection: own ? 'row-reverse' : 'row',
        alignItems: 'flex-end',
        gap: 1,
        opacity: pending ? 0.6 : 1,
      }}
    >
      {sender ? (
        <UserAvatar user={sender} size={28} />
      ) : (
        <Avatar aria-label={UNKNOWN_SENDER_NAME} sx={{ width: 28, height: 28 }} />
      )}
      <Box sx={{ maxWidth: '75%', minWidth: 0, textAlign: own ? 'right' : 'left' }}>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {name} · <time dateTime={message.createdAt}>{format(new Date(message.createdAt), 'HH:mm')}</time>
        </Typography>
        <Box
          sx={{
            display: 'inline-block',
            textAlign: 'left',
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: own ? 'primary.main' : 'action.hover',
            color: own ? 'primary.contrastText' : 'text.primary',
          }}
        >
          {message.messageType === 'file' ? (
            <FileContent message={message} />
          ) : (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.content}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
