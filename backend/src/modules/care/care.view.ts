/**
 * The care API's shapes, as the frontend imports them (types only: this file imports nothing, so the
 * frontend's compiler reads it as it is).
 */

/**
 * 'due': the service history is unknown (no record, no month given, or "never / don't know") and the
 * equipment is older than one interval; never 'overdue', as nobody knows by how much.
 */
export type MaintenanceStatus = 'ok' | 'due-soon' | 'due' | 'overdue';
/**
 * What the plan counts from: a record's next scheduled date, the last recorded maintenance, the month the
 * owner gave, or (history unknown) the installation, else the day the equipment was recorded.
 */
export type PlanBasis = 'scheduled' | 'last-maintenance' | 'last-serviced' | 'installation' | 'recorded';
/** The owner's answer to "When was it last serviced?": a month 'YYYY-MM', or 'never' (never / don't know). */
export type LastServiced = string;
export type LifeStatus = 'ok' | 'plan-replacement' | 'past-typical-life';

export interface MaintenancePlan {
  /** null when 'due' with unknown history: there is no date to name. */
  nextDue: string | null;
  status: MaintenanceStatus;
  /** Days from today to nextDue (negative when overdue); null with nextDue. */
  daysUntilDue: number | null;
  basis: PlanBasis;
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
  /** The owner's answer ('YYYY-MM' or 'never'); null: not asked yet. */
  lastServiced: LastServiced | null;
  /**
   * Whether the service history is known: 'recorded' (a maintenance record), 'month' (the owner gave one),
   * 'never' (the owner answered never / don't know), 'unknown' (no record, no answer): the UI asks.
   */
  serviceHistory: 'recorded' | 'month' | 'never' | 'unknown';
}

/** PATCH /api/equipment/{id}/care body. */
export interface ServiceHistoryInput {
  lastServiced: LastServiced;
}

export type AttentionKind =
  | 'recall'
  | 'maintenance-overdue'
  | 'maintenance-due'
  | 'warranty-expiring'
  | 'warranty-expired'
  | 'end-of-life'
  | 'incomplete';

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
