/**
 * The care API's shapes, as the frontend imports them (types only: this file imports nothing, so the
 * frontend's compiler reads it as it is).
 */

export type MaintenanceStatus = 'ok' | 'due-soon' | 'overdue';
export type LifeStatus = 'ok' | 'plan-replacement' | 'past-typical-life';

export interface MaintenancePlan {
  nextDue: string;
  status: MaintenanceStatus;
  /** Days from today to nextDue (negative when overdue). */
  daysUntilDue: number;
}

export interface LifeStanding {
  /** Whole years since installation. */
  ageYears: number;
  lifeYears: number;
  status: LifeStatus;
  /** The day the typical life ends. */
  endOfLife: string;
}

/** GET /api/care/equipment item: the plan and the life of one equipment. */
export interface EquipmentCare {
  equipmentId: number;
  intervalMonths: number | null;
  intervalSource: 'equipment' | 'type' | null;
  typeIntervalMonths: number | null;
  maintenance: MaintenancePlan | null;
  life: LifeStanding | null;
}

export type AttentionKind =
  'maintenance-overdue' | 'maintenance-due' | 'warranty-expiring' | 'warranty-expired' | 'end-of-life' | 'incomplete';

/** GET /api/attention item. */
export interface AttentionItem {
  kind: AttentionKind;
  homeId: number;
  equipmentId: number;
  dueDate: string | null;
  title: string;
  detail: string;
}

/** GET/PATCH /api/user/notification-settings */
export interface NotificationSettingsView {
  maintenanceEmail: boolean;
  maintenanceInApp: boolean;
  maintenanceSms: boolean;
  maintenanceDaysBefore: number;
  /** SMS needs a provider; none is configured on this server, so SMS reminders are never sent. */
  smsAvailable: boolean;
}
