import { Notification } from '../entities/notification.entity';
import type { NotificationView } from './notification.view';

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
