/**
 * The care API's shapes: the backend's views, imported as types (`@api/*` is backend/src/modules/*,
 * type-only view files), so the two sides cannot drift apart.
 */
import type { AttentionItem } from '@api/care/care.view';

export type {
  AttentionItem,
  AttentionKind,
  EquipmentCare,
  LastServiced,
  LifeStatus,
  MaintenanceStatus,
  NotificationSettingsView as NotificationSettings,
} from '@api/care/care.view';
export type {
  MaintenanceAttachmentView as MaintenanceAttachment,
  MaintenanceRecordView as MaintenanceRecord,
} from '@api/care/maintenance/maintenance-record.view';
export type {
  NotificationListView as NotificationList,
  NotificationView as AppNotification,
} from '@api/care/notifications/notification.view';
export type { SupportReplyView as SupportReply } from '@api/chat/support-reply.view';

/** What the maintenance form sends (POST /api/equipment/{id}/maintenance, PATCH /api/maintenance/{id}). */
export interface MaintenanceInput {
  date: string;
  type: string;
  description: string | null;
  cost: number | null;
  serviceProvider: string | null;
  nextScheduledDate: string | null;
}

/** '2029-03' → 'March 2029' (the owner's last-serviced month). */
const LONG_MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return LONG_MONTH.format(new Date(Date.UTC(year, index - 1, 1)));
}

/** Where an item of the care feature opens: its home, scrolled to the equipment. */
export const equipmentLink = (homeId: number, equipmentId: number) => `/homes/${homeId}?equipment=${equipmentId}`;

/**
 * Where an attention item opens: its home, scrolled to the equipment, with the equipment's dialog open; a
 * recall opens the equipment's safety recalls (`?recalls=`), anything else its edit form (`?equipment=`).
 */
export const attentionLink = (item: Pick<AttentionItem, 'kind' | 'homeId' | 'equipmentId'>) =>
  item.kind === 'recall'
    ? `/homes/${item.homeId}?recalls=${item.equipmentId}`
    : equipmentLink(item.homeId, item.equipmentId);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2030-06-15' → 'Jun 15, 2030' (calendar dates: no time zone shift), as en-US `toLocaleDateString` with a
 * short month writes it (care.test.ts compares them). Written out: the browser's first date formatter loads
 * its locale data, ~20 ms of main thread (80 ms on a phone) in the middle of drawing a home's cards
 * (docs/architecture.md, "First page").
 */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(utc.getTime())) return 'Invalid Date';
  return `${MONTHS[utc.getUTCMonth()]} ${utc.getUTCDate()}, ${utc.getUTCFullYear()}`;
}
