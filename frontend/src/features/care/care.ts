/** The care API's shapes (backend/src/modules/care: *.view.ts, care-rules.ts). */

export type MaintenanceStatus = 'ok' | 'due-soon' | 'overdue';
export type LifeStatus = 'ok' | 'plan-replacement' | 'past-typical-life';

export interface EquipmentCare {
  equipmentId: number;
  intervalMonths: number | null;
  intervalSource: 'equipment' | 'type' | null;
  typeIntervalMonths: number | null;
  maintenance: { nextDue: string; status: MaintenanceStatus; daysUntilDue: number } | null;
  life: { ageYears: number; lifeYears: number; status: LifeStatus; endOfLife: string } | null;
}

export type AttentionKind =
  'maintenance-overdue' | 'maintenance-due' | 'warranty-expiring' | 'warranty-expired' | 'end-of-life' | 'incomplete';

export interface AttentionItem {
  kind: AttentionKind;
  homeId: number;
  equipmentId: number;
  dueDate: string | null;
  title: string;
  detail: string;
}

export interface MaintenanceAttachment {
  url: string;
  kind: 'image' | 'pdf';
}

export interface MaintenanceRecord {
  id: number;
  equipmentId: number;
  date: string;
  type: string;
  description: string | null;
  cost: number | null;
  serviceProvider: string | null;
  nextScheduledDate: string | null;
  attachments: MaintenanceAttachment[];
  createdAt: string;
}

export interface MaintenanceInput {
  date: string;
  type: string;
  description: string | null;
  cost: number | null;
  serviceProvider: string | null;
  nextScheduledDate: string | null;
}

export interface AppNotification {
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

export interface NotificationList {
  items: AppNotification[];
  unreadCount: number;
}

export interface NotificationSettings {
  maintenanceEmail: boolean;
  maintenanceInApp: boolean;
  maintenanceSms: boolean;
  maintenanceDaysBefore: number;
  smsAvailable: boolean;
}

/** Where an item of the care feature opens: its home, scrolled to the equipment. */
export const equipmentLink = (homeId: number, equipmentId: number) => `/homes/${homeId}?equipment=${equipmentId}`;

/** '2030-06-15' → 'Jun 15, 2030' (calendar dates: no time zone shift). */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
