import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useGetNotificationsQuery, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from '../api';
import { equipmentLink, type AppNotification } from '../care';

interface NotificationMenuProps {
  /** The bell the menu opens from; null when closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The bell's menu (MUI's Menu, loaded after the header's first paint): the newest notifications. */
export function NotificationMenu({ anchor, onClose }: NotificationMenuProps) {
  const { data } = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead] = useMarkAllNotificationsReadMutation();
  const navigate = useNavigate();

  const unread = data?.unreadCount ?? 0;
  const items = data?.items ?? [];

  function open(item: AppNotification) {
    onClose();
    if (!item.read) void markRead(item.id);
    if (item.homeId && item.equipmentId) navigate(equipmentLink(item.homeId, item.equipmentId));
  }

  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
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
  );
}
