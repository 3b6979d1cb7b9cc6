import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useGetNotificationsQuery, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from '../api';
import { attentionLink, equipmentLink, type AppNotification, type AttentionItem } from '../care';

interface NotificationMenuProps {
  /** The bell the menu opens from; null when closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Opens the support chat (reading it there marks the replies read); without it, replies are only listed. */
  onOpenSupportChat?: () => void;
}

/** A part's name: a separator (allowed in a menu, unlike a list's subheader), read out by its label. */
function Section({ name }: { name: string }) {
  return (
    <ListSubheader role="separator" aria-label={name} sx={{ lineHeight: '32px' }}>
      {name}
    </ListSubheader>
  );
}

/** Attention items shown in the menu; the rest are on the home list's 'Needs attention'. */
const ATTENTION_SHOWN = 8;

/**
 * The bell's menu (MUI, loaded after the header's first paint): a title and 'Mark all read' above the menu
 * (role menu holds menu items only), then unread support replies, what needs attention now and the
 * reminders, each part named by a separator.
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
    navigate(attentionLink(item));
  }

  function openChat() {
    onClose();
    onOpenSupportChat?.();
  }

  const wrap = { whiteSpace: 'normal', alignItems: 'flex-start' } as const;

  return (
    <Popover
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)', maxHeight: 'min(560px, calc(100vh - 96px))' } },
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
      <MenuList autoFocusItem aria-label="Notifications">
        {items.length === 0 && replies.length === 0 && attention.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary="No notifications yet" />
          </MenuItem>
        )}
        {replies.length > 0 && <Section name="Support replies" />}
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
        {attention.length > 0 && <Section name="Needs attention" />}
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
        {items.length > 0 && (replies.length > 0 || attention.length > 0) && <Section name="Reminders" />}
        {items.map((item) => (
          <MenuItem key={item.id} onClick={() => open(item)} sx={wrap}>
            <ListItemText
              primary={item.title}
              secondary={item.body}
              slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 700 } } }}
            />
          </MenuItem>
        ))}
      </MenuList>
    </Popover>
  );
}
