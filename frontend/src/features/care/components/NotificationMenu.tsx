import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useGetNotificationsQuery, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from '../api';
import { equipmentLink, type AppNotification, type AttentionItem } from '../care';

interface NotificationMenuProps {
  /** The bell the menu opens from; null when closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Opens the support chat (reading it there marks the replies read); without it, replies are only listed. */
  onOpenSupportChat?: () => void;
}

/** Attention items shown in the menu; the rest are on the home list's 'Needs attention'. */
const ATTENTION_SHOWN = 8;

/**
 * The bell's menu (MUI's Menu, loaded after the header's first paint): unread support replies, what needs
 * attention now, then the reminders.
 */
export function NotificationMenu({ anchor, onClose, onOpenSupportChat }: NotificationMenuProps) {
  const { data } = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead] = useMarkAllNotificationsReadMutation();
  const navigate = useNavigate();

  const unread = data?.unreadCount ?? 0;
  const items = data?.items ?? [];
  const replies = data?.supportReplies ?? [];
  const unreadReplies = data?.unreadReplies ?? 0;
  const attention = data?.attention ?? [];

  function open(item: AppNotification) {
    onClose();
    if (!item.read) void markRead(item.id);
    if (item.homeId && item.equipmentId) navigate(equipmentLink(item.homeId, item.equipmentId));
  }

  function openAttention(item: AttentionItem) {
    onClose();
    navigate(equipmentLink(item.homeId, item.equipmentId));
  }

  function openChat() {
    onClose();
    onOpenSupportChat?.();
  }

  const wrap = { whiteSpace: 'normal', alignItems: 'flex-start' } as const;

  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)', maxHeight: 'min(560px, calc(100vh - 96px))' } },
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
      {items.length === 0 && replies.length === 0 && attention.length === 0 && (
        <MenuItem disabled>
          <ListItemText primary="No notifications yet" />
        </MenuItem>
      )}
      {replies.length > 0 && <ListSubheader>Support replies</ListSubheader>}
      {replies.length > 0 && (
        <MenuItem onClick={openChat} sx={wrap}>
          <ListItemText
            primary={unreadReplies === 1 ? 'Support replied' : `Support replied (${unreadReplies} new)`}
            secondary={replies[0].content}
            slotProps={{
              primary: { sx: { fontWeight: 700 } },
              secondary: {
                sx: { overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' },
              },
            }}
          />
        </MenuItem>
      )}
      {attention.length > 0 && <ListSubheader>Needs attention</ListSubheader>}
      {attention.slice(0, ATTENTION_SHOWN).map((item) => (
        <MenuItem key={`${item.kind}-${item.equipmentId}`} onClick={() => openAttention(item)} sx={wrap}>
          <ListItemText primary={item.title} secondary={item.detail} />
        </MenuItem>
      ))}
      {attention.length > ATTENTION_SHOWN && (
        <MenuItem
          onClick={() => {
            onClose();
            navigate('/');
          }}
        >
          <ListItemText primary={`${attention.length - ATTENTION_SHOWN} more in Needs attention`} />
        </MenuItem>
      )}
      {items.length > 0 && (replies.length > 0 || attention.length > 0) && <ListSubheader>Reminders</ListSubheader>}
      {items.map((item) => (
        <MenuItem key={item.id} onClick={() => open(item)} sx={wrap}>
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
