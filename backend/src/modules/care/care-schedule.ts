import type { LifeStanding, LifeStatus, MaintenancePlan, MaintenanceStatus, PlanBasis } from './care.view';

/**
 * The care rules, as pure functions of their inputs and "today": when maintenance is next due and
 * how urgent it is, and where an equipment stands in its typical life. Dates are 'YYYY-MM-DD'
 * calendar days; "today" comes from an injected clock read in a time zone (todayIn).
 */

/** Due within this many days (inclusive) is 'due soon'. */
export const DUE_SOON_DAYS = 14;
/** From this share of the typical life on, the equipment shows 'plan replacement'. */
export const PLAN_REPLACEMENT_SHARE = 0.8;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The calendar day of `now` in a time zone (IANA name), as 'YYYY-MM-DD'. */
export function todayIn(now: Date, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The time zone whose day begins first (UTC+14): its today is the latest calendar day anywhere. */
const FIRST_TIME_ZONE = 'Pacific/Kiritimati';

/**
 * The latest calendar day it is anywhere at `now`: a user's "today", whatever their time zone, is never
 * after it (the server does not know the user's zone, so a day typed as today up to a day ahead of UTC is
 * allowed).
 */
export function latestTodayAnywhere(now: Date): string {
  return todayIn(now, FIRST_TIME_ZONE);
}

function parse(date: string): [number, number, number] {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`Not a calendar date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const format = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `date` plus whole months; a day past the target month's end becomes its last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parse(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parse(from);
  const [y2, m2, d2] = parse(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (the form's estimated installation year) → a calendar date, or null. */
export function installationDay(installationDate: string | null): string | null {
  const text = installationDate?.trim() ?? '';
  const full = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (full && Number(full[2]) >= 1 && Number(full[2]) <= 12) {
    const [year, month] = [Number(full[1]), Number(full[2])];
    return format(year, month, Math.min(Math.max(Number(full[3]), 1), daysInMonth(year, month)));
  }
  const yearMonth = /^(\d{4})-(\d{2})$/.exec(text);
  if (yearMonth && Number(yearMonth[2]) >= 1 && Number(yearMonth[2]) <= 12) return `${yearMonth[1]}-${yearMonth[2]}-01`;
  const year = /^(\d{4})$/.exec(text);
  return year ? `${year[1]}-01-01` : null;
}

export interface MaintenanceInputs {
  /** The equipment's own interval, else its type's; null when neither is known. */
  intervalMonths: number | null;
  /** nextScheduledDate of the newest maintenance record (by date). */
  newestNextScheduledDate: string | null;
  lastMaintenanceDate: string | null;
  /** The owner's answer to "When was it last serviced?": 'YYYY-MM', 'never' (never / don't know), or null. */
  lastServiced: string | null;
  installationDate: string | null;
  /** When the equipment was recorded ('YYYY-MM-DD'). */
  createdOn: string;
}

/** A month 'YYYY-MM' (01–12), as the owner gives the last service. */
export const MONTH_FORMAT = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The owner's last-serviced month → its first day; null for 'never' or no answer. */
export function lastServicedDay(lastServiced: string | null): string | null {
  return lastServiced && MONTH_FORMAT.test(lastServiced) ? `${lastServiced}-01` : null;
}

function planFrom(nextDue: string, basis: PlanBasis, today: string): MaintenancePlan {
  const daysUntilDue = daysBetween(today, nextDue);
  const status: MaintenanceStatus = daysUntilDue < 0 ? 'overdue' : daysUntilDue <= DUE_SOON_DAYS ? 'due-soon' : 'ok';
  return { nextDue, status, daysUntilDue, basis };
}

/**
 * Next due = the newest record's nextScheduledDate, else (last recorded maintenance, else the owner's
 * last-serviced month) + interval: overdue after the due day, due soon within DUE_SOON_DAYS. With neither
 * (no record, no month, or "never / don't know") the history is unknown: counted from the installation
 * (else the day the equipment was recorded), it is not due within the first interval, and 'due' (never
 * 'overdue', no date, no count of days) after it. Null when there is neither a scheduled date nor an interval.
 */
export function maintenancePlan(inputs: MaintenanceInputs, today: string): MaintenancePlan | null {
  if (inputs.newestNextScheduledDate) return planFrom(inputs.newestNextScheduledDate, 'scheduled', today);
  if (!inputs.intervalMonths) return null;
  if (inputs.lastMaintenanceDate) {
    return planFrom(addMonths(inputs.lastMaintenanceDate, inputs.intervalMonths), 'last-maintenance', today);
  }
  const serviced = lastServicedDay(inputs.lastServiced);
  if (serviced) return planFrom(addMonths(serviced, inputs.intervalMonths), 'last-serviced', today);
  const installed = installationDay(inputs.installationDate);
  const plan = planFrom(
    addMonths(installed ?? inputs.createdOn, inputs.intervalMonths),
    installed ? 'installation' : 'recorded',
    today,
  );
  return plan.status === 'overdue' ? { nextDue: null, status: 'due', daysUntilDue: null, basis: plan.basis } : plan;
}

/**
 * Where the equipment stands in its typical life: 'plan replacement' from 80% of it, 'past typical
 * life' after it. Null without an installation date or a typical life.
 */
export function lifeStanding(
  installationDate: string | null,
  lifeYears: number | null,
  today: string,
): LifeStanding | null {
  const installed = installationDay(installationDate);
  if (!installed || !lifeYears) return null;
  if (today < installed) return null;
  const endOfLife = addMonths(installed, lifeYears * 12);
  const planFrom = addMonths(installed, Math.round(lifeYears * 12 * PLAN_REPLACEMENT_SHARE));
  let ageYears = Number(today.slice(0, 4)) - Number(installed.slice(0, 4));
  if (today.slice(5) < installed.slice(5)) ageYears -= 1;
  const status: LifeStatus = today > endOfLife ? 'past-typical-life' : today >= planFrom ? 'plan-replacement' : 'ok';
  return { ageYears, lifeYears, status, endOfLife };
}
