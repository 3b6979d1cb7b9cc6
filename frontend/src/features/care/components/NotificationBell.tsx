import { lazy, Suspense, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { CARE_LIST_TAG, NOTIFICATION_LIST_TAG } from '../../../shared/api/base-api';
import { usePageIdle } from '../../../shared/idle/when-page-idle';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import { useChatConnection, useConnectionState } from '../../../shared/socket/ChatConnectionProvider';
import { LazyMuiTheme } from '../../../shared/theme/LazyMuiTheme';
import { careApi, useGetNotificationsQuery } from '../api';
import type { AppNotification, SupportReply } from '../care';

const loadNotificationMenu = () => import('./NotificationMenu');
// MUI's Menu: loaded at the first click; pointing at the button or focusing it starts the download.
const NotificationMenu = lazy(async () => ({ default: (await loadNotificationMenu()).NotificationMenu }));

/**
 * Takes 'notification:new' (a reminder) and 'support:reply' (support answered in the user's thread) from
 * the chat connection into the cached list. Mounted once the list has
 * loaded, so the socket connects only for someone whose notifications the server answered, and once the
 * page has loaded and the browser is idle (`usePageIdle`), so loading socket.io-client and connecting are
 * not part of the first page's blocking time. A push
 * only reaches a connected socket: whatever was written while it was not (between the list's load and
 * the first connect, or during an outage) is read again each time the socket (re)connects.
 */
function LiveNotifications() {
  const dispatch = useDispatch() as (action: unknown) => unknown;
  const connection = useChatConnection();
  const state = useConnectionState(connection);
  useEffect(() => {
    if (state === 'connected') dispatch(careApi.util.invalidateTags([NOTIFICATION_LIST_TAG]));
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
      dispatch(careApi.util.invalidateTags([CARE_LIST_TAG]));
    });
  }, [connection, dispatch]);
  useEffect(() => {
    if (!connection) return;
    return connection.on<SupportReply>('support:reply', (reply) => {
      dispatch(
        careApi.util.updateQueryData('getNotifications', undefined, (list) => {
          if (list.supportReplies.some((item) => item.messageId === reply.messageId)) return;
          list.supportReplies.unshift(reply);
          list.unreadReplies += 1;
          list.bellCount += 1;
        }),
      );
    });
  }, [connection, dispatch]);
  return null;
}

/**
 * The header's bell: what needs attention now, unread support replies and the reminders. Its count is
 * the attention items plus the unread replies (`bellCount`; a reminder is about something the attention
 * list holds). Replies and reminders arrive live over the chat socket and go to the top of the cached
 * list. The button and its count are plain (drawn like MUI's IconButton in a Badge) so the header paints
 * before MUI; the menu is MUI's. `onOpenSupportChat` opens the support chat (the layout owns it).
 */
export function NotificationBell({ onOpenSupportChat }: { onOpenSupportChat?: () => void }) {
  const { data } = useGetNotificationsQuery();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const pageIdle = usePageIdle();

  const unread = data?.bellCount ?? 0;

  return (
    <>
      {data && pageIdle && <LiveNotifications />}
      {/* The count sits beside the button, not in it: the button's name says it (no name/text mismatch). */}
      <span className="yhb-badge">
        <button
          type="button"
          className="yhb-icon-button yhb-icon-button--inherit"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setEverOpened(true);
          }}
        >
          <PlainIcon path={signedInIconPaths.notificationsOutlined} />
        </button>
        {unread > 0 && (
          <span className="yhb-badge__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </span>
      {everOpened && (
        <Suspense fallback={null}>
          <LazyMuiTheme>
            <NotificationMenu anchor={anchor} onClose={() => setAnchor(null)} onOpenSupportChat={onOpenSupportChat} />
          </LazyMuiTheme>
        </Suspense>
      )}
    </>
  );
}
