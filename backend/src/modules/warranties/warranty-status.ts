import type { WarrantyStatus } from './warranty.view';

export type { WarrantyStatus };

/** Spec §4/§9: 'Expiring Soon' when 90 days or fewer remain (the end date itself included). */
export const EXPIRING_SOON_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `today` to `endDate`, both 'YYYY-MM-DD' (calendar days, no time zone involved). */
export function daysUntil(endDate: string, today: string): number {
  const utc = (date: string) => {
    const [year, month, day] = date.split('-').map(Number);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(endDate) - utc(today)) / DAY_MS);
}

/**
 * The one place a warranty's status is derived (spec §4): 'Expired' when the end date is before today,
 * 'Expiring Soon' from 90 days left down to the end date itself, otherwise 'Active'.
 */
export function warrantyStatus(endDate: string, today: string): WarrantyStatus {
  const days = daysUntil(endDate, today);
  if (days < 0) return 'Expired';
  if (days <= EXPIRING_SOON_DAYS) return 'Expiring Soon';
  return 'Active';
}

/**
 * A lifetime warranty's end date (the warranty form's 'Lifetime' length): the API keeps an end date on every
 * warranty, so a lifetime one ends on the last day a date can name. Shown as 'Lifetime', never as a date.
 * The frontend's warranty-dates.ts names the same day.
 */
export const LIFETIME_END_DATE = '9999-12-31';

export const isLifetimeEnd = (endDate: string): boolean => endDate.slice(0, 10) === LIFETIME_END_DATE;

/** Today's date as 'YYYY-MM-DD' (UTC). */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A real calendar date written 'YYYY-MM-DD' (years 1000 to 9999). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[1-9]\d{3}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
