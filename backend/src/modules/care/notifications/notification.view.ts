import type { SupportReplyView } from '../../chat/support-reply.view';
import type { AttentionItem } from '../care.view';

/** An in-app notification as the API (and the socket's 'notification:new' event) sends it. */
export interface NotificationView {
  id: number;
  kind: string;
  title: string;
  body: string;
  homeId: number | null;
  equipmentId: number | null;
  dueDate: string | null;
  read: boolean;
  createdAt: string;
}

/**
 * GET /api/notifications: the bell. `items`/`unreadCount` are the reminders written by the scan; the
 * bell also lists what needs attention now (the attention list) and the support replies the user has
 * not read, and its badge counts those two (`bellCount`): each reminder is about something the attention
 * list already holds.
 */
export interface NotificationListView {
  items: NotificationView[];
  unreadCount: number;
  /** GET /api/attention's list, most urgent first. */
  attention: AttentionItem[];
  /** Unread replies in the user's support thread, newest first (at most 20). */
  supportReplies: SupportReplyView[];
  /** How many replies are unread (all of them). */
  unreadReplies: number;
  /** The badge: attention items + unread replies. */
  bellCount: number;
}
