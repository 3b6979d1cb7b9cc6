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
