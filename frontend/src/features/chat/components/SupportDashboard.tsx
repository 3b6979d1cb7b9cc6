import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { format, isToday } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessage } from '../../../shared/api/api-error';
import { UserAvatar } from '../../../shared/components/UserAvatar';
import type { User } from '../../../shared/session/user';
import { useChatConnection, useConnectionState } from '../../../shared/socket/ChatConnectionProvider';
import { chatApi, useGetSupportThreadsQuery } from '../api';
import { SUPPORT_ROOM, type ChatMessage, type SupportThread } from '../chat-message';
import { applyLiveMessage, lastMessagePreview, supportTitle, waitLabel } from '../support-threads';
import { ChatPanel } from './ChatPanel';
import { ConnectionStatus } from './ConnectionStatus';

/** The wait's orange, dark enough on white and on the selected row for small text (WCAG AA: 6.5:1 on white). */
const WAIT_COLOR = '#a04000';

const DASHBOARD_TITLE = 'Support Dashboard';
/** How often the shown waits ("waiting 3 h") are brought up to date. */
const WAIT_TICK_MS = 60_000;

/** Dispatches RTK Query cache patches (thunks; the plain `Dispatch` type only knows plain actions). */
type PatchDispatch = (patch: ReturnType<typeof chatApi.util.updateQueryData>) => unknown;

function threadTime(iso: string): string {
  const date = new Date(iso);
  return isToday(date) ? format(date, 'HH:mm') : format(date, 'MMM d');
}

function ThreadItem({
  thread,
  selected,
  onSelect,
  now,
}: {
  thread: SupportThread;
  selected: boolean;
  onSelect: () => void;
  now: number;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton selected={selected} onClick={onSelect} aria-current={selected || undefined} sx={{ gap: 1 }}>
        <ListItemAvatar sx={{ minWidth: 0 }}>
          {thread.unreadCount > 0 ? (
            <Badge color="error" badgeContent={thread.unreadCount} title={`${thread.unreadCount} unread`}>
              <UserAvatar user={thread.user} size={36} />
            </Badge>
          ) : (
            <UserAvatar user={thread.user} size={36} />
          )}
        </ListItemAvatar>
        <ListItemText
          primary={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Box
                component="span"
                sx={{ fontWeight: thread.unreadCount ? 700 : 500, overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {thread.user.username}
              </Box>
              <Typography component="time" variant="caption" color="text.secondary" dateTime={thread.updatedAt}>
                {threadTime(thread.lastMessage?.createdAt ?? thread.updatedAt)}
              </Typography>
            </Box>
          }
          secondary={
            <>
              {thread.waitingSince && (
                <Box component="span" sx={{ display: 'block', color: WAIT_COLOR, fontWeight: 600 }}>
                  {waitLabel(thread.waitingSince, now)}
                </Box>
              )}
              {lastMessagePreview(thread.lastMessage)}
            </>
          }
          slotProps={{ secondary: { noWrap: true } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** Date.now(), again every minute, so the shown waits grow while the dashboard stays open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), WAIT_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The browser tab's title says how many users wait while the dashboard is open; the old title comes back after. */
function useSupportTitle(threads: SupportThread[] | undefined): void {
  const title = supportTitle(threads ?? []);
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The admin's support desk: every user's support thread (live from the 'support' feed) and a full-size
 * chat panel for the one selected.
 */
export function SupportDashboard({ user }: { user: User }) {
  const { data: threads, isLoading, error, refetch } = useGetSupportThreadsQuery();
  const connection = useChatConnection();
  const connectionState = useConnectionState(connection);
  const dispatch = useDispatch() as PatchDispatch;
  const [openRoomId, setOpenRoomId] = useState<string | null>(null);
  const openRoomRef = useRef(openRoomId);
  openRoomRef.current = openRoomId;
  const now = useMinuteClock();
  useSupportTitle(threads);

  // The feed of all support threads: keeps the list's previews, order and unread counts current.
  useEffect(() => {
    if (!connection) return;
    const stop = connection.on<ChatMessage>('message:new', (message) => {
      if (!message.roomId.startsWith('support:')) return;
      let known = true;
      dispatch(
        chatApi.util.updateQueryData('getSupportThreads', undefined, (draft) => {
          known = applyLiveMessage(draft, message, { openRoomId: openRoomRef.current, adminId: user.id });
        }),
      );
      if (!known) void refetch();
    });
    // After a reconnect, reload the list: messages may have come in meanwhile.
    const leave = connection.joinRoom(SUPPORT_ROOM, (_canonical, rejoin) => {
      if (rejoin) void refetch();
    });
    return () => {
      stop();
      leave();
    };
  }, [connection, dispatch, refetch, user.id]);

  function select(thread: SupportThread) {
    setOpenRoomId(thread.roomId);
    // Opening the thread fetches its history, which marks it read on the server.
    dispatch(
      chatApi.util.updateQueryData('getSupportThreads', undefined, (draft) => {
        const found = draft.find((item) => item.roomId === thread.roomId);
        if (found) found.unreadCount = 0;
      }),
    );
  }

  const openThread = threads?.find((thread) => thread.roomId === openRoomId) ?? null;

  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
        height: { xs: 'auto', md: 620 },
        overflow: 'hidden',
      }}
    >
      <Box
        component="nav"
        aria-label="Support conversations"
        sx={{
          // Below the list on phones, beside it from md up (widths only, so the divider colour holds).
          borderStyle: 'solid',
          borderColor: 'divider',
          borderWidth: { xs: '0 0 1px 0', md: '0 1px 0 0' },
          overflowY: 'auto',
          maxHeight: { xs: 320, md: 'none' },
        }}
      >
        <Typography variant="overline" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1.5 }}>
          Conversations
        </Typography>
        {isLoading ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label="Loading conversations" />
          </Box>
        ) : error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessage(error)}
          </Alert>
        ) : !threads?.length ? (
          <Typography color="text.secondary" variant="body2" sx={{ px: 2, py: 3 }}>
            No support conversations yet.
          </Typography>
        ) : (
          <List dense disablePadding>
            {threads.map((thread) => (
              <ThreadItem
                key={thread.roomId}
                thread={thread}
                selected={thread.roomId === openRoomId}
                onSelect={() => select(thread)}
                now={now}
              />
            ))}
          </List>
        )}
      </Box>
      <Box sx={{ minHeight: { xs: 500, md: 0 }, display: 'flex', flexDirection: 'column' }}>
        {openThread ? (
          <ChatPanel
            key={openThread.roomId}
            roomId={openThread.roomId}
            user={user}
            title={DASHBOARD_TITLE}
            subtitle={`Conversation with ${openThread.user.username}`}
          />
        ) : (
          <Box
            component="section"
            aria-label={DASHBOARD_TITLE}
            sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {DASHBOARD_TITLE}
            </Typography>
            <ConnectionStatus state={connectionState} />
            <Typography color="text.secondary" sx={{ m: 'auto', textAlign: 'center' }}>
              {threads?.length ? 'Select a conversation to reply.' : 'Support requests from users will appear here.'}
            </Typography>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
