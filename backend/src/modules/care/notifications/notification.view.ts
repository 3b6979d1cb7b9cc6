import { Notification } from '../entities/notification.entity';

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

/** GET /api/notifications */
export interface NotificationListView {
  items: NotificationView[];
  unreadCount: number;
}

export function toNotificationView(row: Notification): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    homeId: row.homeId,
    equipmentId: row.equipmentId,
    dueDate: row.dueDate,
    read: row.readAt !== null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
