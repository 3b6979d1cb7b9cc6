import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useChatConnection, useConnectionState } from '../../../shared/socket/ChatConnectionProvider';
import {
  careApi,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '../api';
import { equipmentLink, type AppNotification } from '../care';

/**
 * Takes 'notification:new' from the chat connection into the cached list. Mounted once the list has
 * loaded, so the socket connects only for someone whose notifications the server answered. A push
 * only reaches a connected socket: whatever was written while it was not (between the list's load and
 * the first connect, or during an outage) is read again each time the socket (re)connects.
 */
function LiveNotifications() {
  const dispatch = useDispatch() as (action: unknown) => unknown;
  const connection = useChatConnection();
  const state = useConnectionState(connection);
  useEffect(() => {
    if (state === 'connected') dispatch(careApi.util.invalidateTags([{ type: 'Notification', id: 'LIST' }]));
  }, [state, dispatch]);
  useEffect(() => {
    if (!connection) return;
    return connection.on<AppNotification>('notification:new', (notification) => {
      dispatch(
        careApi.util.updateQueryData('getNotifications', undefined, (list) => {
          if (list.items.some((item) => item.id === notification.id)) return;
          list.items.unshift(notification);
          if (!notification.read) list.unreadCount += 1;
        }),
      );
      dispatch(careApi.util.invalidateTags([{ type: 'Care', id: 'LIST' }]));
    });
  }, [connection, dispatch]);
  return null;
}

/**
 * The header's bell: unread count and the newest notifications. New ones arrive live over the chat
 * socket ('notification:new') and go to the top of the cached list.
 */
export function NotificationBell() {
  const { data } = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead] = useMarkAllNotificationsReadMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();

  const unread = data?.unreadCount ?? 0;
  const items = data?.items ?? [];

  function open(item: AppNotification) {
    setAnchor(null);
    if (!item.read) void markRead(item.id);
    if (item.homeId && item.equipmentId) navigate(equipmentLink(item.homeId, item.equipmentId));
  }

  return (
    <>
      {data && <LiveNotifications />}
      {/* The count sits beside the button, not in it: the button's name says it (no name/text mismatch). */}
      <Badge
        badgeContent={unread}
        color="error"
        max={99}
        overlap="circular"
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <IconButton
          color="inherit"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <NotificationsOutlined />
        </IconButton>
      </Badge>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{
          paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } },
          list: { 'aria-label': 'Notifications' },
        }}
      >
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2">
            Notifications
          </Typography>
          <Button size="small" disabled={!unread} onClick={() => void markAllRead()}>
            Mark all read
          </Button>
        </Box>
        <Divider />
        {items.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary="No notifications yet" />
          </MenuItem>
        )}
        {items.map((item) => (
          <MenuItem key={item.id} onClick={() => open(item)} sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}>
            <ListItemText
              primary={item.title}
              secondary={item.body}
              slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 700 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
