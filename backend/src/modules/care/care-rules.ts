import { formatDay } from '../../core/day-format';
import { CareRow } from './care-snapshot';
import type { AttentionItem, AttentionKind, EquipmentCare, MaintenancePlan } from './care.view';
import { daysBetween, lifeStanding, maintenancePlan } from './care-schedule';

/** Most urgent first: this order, then the earliest date. */
export const ATTENTION_ORDER: AttentionKind[] = [
  'recall',
  'maintenance-overdue',
  'warranty-expired',
  'maintenance-due',
  'warranty-expiring',
  'end-of-life',
  'incomplete',
];

/** A warranty shows as expiring from this many days before its end (the warranty status's 'Expiring Soon'). */
export const WARRANTY_EXPIRING_DAYS = 90;
/** An expired warranty stays on the list this many days after its end. */
export const WARRANTY_EXPIRED_SHOWN_DAYS = 90;

export function equipmentCare(row: CareRow, today: string): EquipmentCare {
  const intervalMonths = row.ownIntervalMonths ?? row.typeIntervalMonths;
  return {
    equipmentId: row.equipmentId,
    intervalMonths,
    intervalSource: row.ownIntervalMonths ? 'equipment' : row.typeIntervalMonths ? 'type' : null,
    typeIntervalMonths: row.typeIntervalMonths,
    maintenance: maintenancePlan(
      {
        intervalMonths,
        newestNextScheduledDate: row.newestNextScheduledDate,
        lastMaintenanceDate: row.lastMaintenanceDate,
        lastServiced: row.lastServiced,
        installationDate: row.installationDate,
        createdOn: row.createdOn,
      },
      today,
    ),
    life: lifeStanding(row.installationDate, row.lifeYears, today),
    lastServiced: row.lastServiced,
    serviceHistory: serviceHistory(row),
  };
}

function serviceHistory(row: CareRow): EquipmentCare['serviceHistory'] {
  if (row.lastMaintenanceDate || row.newestNextScheduledDate) return 'recorded';
  if (row.lastServiced === 'never') return 'never';
  return row.lastServiced ? 'month' : 'unknown';
}

/**
 * Whether a plan speaks for itself: not when the equipment's details are missing (e.g. a template's empty
 * card) and its service history is unknown. Such a plan counts from the day the card was made, so a
 * template's 25 cards would all come due together a year on: the home's one 'N items to complete' item
 * stands for them, and no reminder goes out.
 */
export function planSpeaks(row: CareRow, plan: MaintenancePlan): boolean {
  return row.completed || (plan.basis !== 'installation' && plan.basis !== 'recorded');
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The attention list of these rows on `today`, most urgent first. Maintenance with unknown history that is
 * due gives 'service due' without a date; equipment whose details are missing gives one item per home
 * ("25 items to complete"; one equipment keeps its name), which stands for their unknown-history plans.
 */
export function attentionItems(rows: CareRow[], today: string): AttentionItem[] {
  const items: AttentionItem[] = [];
  const incomplete = new Map<number, CareRow[]>();
  for (const row of rows) {
    const where = { homeId: row.homeId, equipmentId: row.equipmentId };
    const care = equipmentCare(row, today);
    const plan = care.maintenance && planSpeaks(row, care.maintenance) ? care.maintenance : null;
    if (plan?.status === 'overdue') {
      items.push({
        kind: 'maintenance-overdue',
        ...where,
        dueDate: plan.nextDue,
        title: `${row.name}: maintenance overdue`,
        detail: `Due ${formatDay(plan.nextDue!)} (${plural(-plan.daysUntilDue!, 'day')} ago) · ${row.homeName}`,
      });
    } else if (plan?.status === 'due-soon') {
      const days = plan.daysUntilDue!;
      items.push({
        kind: 'maintenance-due',
        ...where,
        dueDate: plan.nextDue,
        title: `${row.name}: maintenance due`,
        detail: `Due ${formatDay(plan.nextDue!)} (${days === 0 ? 'today' : `in ${plural(days, 'day')}`}) · ${row.homeName}`,
      });
    } else if (plan?.status === 'due') {
      items.push({
        kind: 'maintenance-due',
        ...where,
        dueDate: null,
        title: `${row.name}: service due`,
        detail: `Last service unknown; recommended every ${plural(care.intervalMonths!, 'month')} · ${row.homeName}`,
      });
    }
    if (row.warrantyEnd) {
      const left = daysBetween(today, row.warrantyEnd);
      if (left < 0 && -left <= WARRANTY_EXPIRED_SHOWN_DAYS) {
        items.push({
          kind: 'warranty-expired',
          ...where,
          dueDate: row.warrantyEnd,
          title: `${row.name}: warranty expired`,
          detail: `Ended ${formatDay(row.warrantyEnd)} · ${row.homeName}`,
        });
      } else if (left >= 0 && left <= WARRANTY_EXPIRING_DAYS) {
        items.push({
          kind: 'warranty-expiring',
          ...where,
          dueDate: row.warrantyEnd,
          title: `${row.name}: warranty expiring`,
          detail: `Ends ${formatDay(row.warrantyEnd)} (${left === 0 ? 'today' : `in ${plural(left, 'day')}`}) · ${row.homeName}`,
        });
      }
    }
    if (care.life && care.life.status !== 'ok') {
      const past = care.life.status === 'past-typical-life';
      items.push({
        kind: 'end-of-life',
        ...where,
        dueDate: care.life.endOfLife,
        title: `${row.name}: ${past ? 'past typical life' : 'plan replacement'}`,
        detail: `${plural(care.life.ageYears, 'year')} old; typical life ${care.life.lifeYears} years · ${row.homeName}`,
      });
    }
    if (!row.completed) {
      const missing = incomplete.get(row.homeId);
      if (missing) missing.push(row);
      else incomplete.set(row.homeId, [row]);
    }
  }
  for (const [homeId, missing] of incomplete) {
    const [first] = missing;
    items.push({
      kind: 'incomplete',
      homeId,
      equipmentId: first.equipmentId,
      dueDate: null,
      title: missing.length === 1 ? `${first.name}: details missing` : `${missing.length} items to complete`,
      detail: `Add brand, model and photos · ${first.homeName}`,
    });
  }
  return sortAttention(items);
}

/** Most urgent kind first, then by due date, then by equipment. */
export function sortAttention(items: AttentionItem[]): AttentionItem[] {
  return items.sort(
    (a, b) =>
      ATTENTION_ORDER.indexOf(a.kind) - ATTENTION_ORDER.indexOf(b.kind) ||
      (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
      a.equipmentId - b.equipmentId,
  );
}

export interface ReminderMessage {
  kind: 'warranty-expiring' | 'maintenance-due' | 'maintenance-overdue';
  title: string;
  body: string;
  homeId: number;
  equipmentId: number;
  dueDate: string;
  email: { to: string; subject: string; text: string; html: string };
}

/** A reminder to deliver: unique by (itemKey, threshold, channel) in the delivery ledger. */
export interface ReminderCandidate {
  userId: number;
  itemKey: string;
  threshold: string;
  channel: 'email' | 'in-app';
  payload: ReminderMessage;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function message(
  row: CareRow,
  kind: ReminderMessage['kind'],
  dueDate: string,
  title: string,
  sentence: string,
  publicUrl: string,
): ReminderMessage {
  const link = `${publicUrl}/homes/${row.homeId}?equipment=${row.equipmentId}`;
  const text = `Hello ${row.username},\n\n${sentence}\n\nEquipment: ${row.name}\nHome: ${row.homeName}\nDate: ${formatDay(dueDate)}\n\nOpen it in Home Book: ${link}\n\nYou can change reminders in your profile.`;
  const html =
    `<p>Hello ${escapeHtml(row.username)},</p><p>${escapeHtml(sentence)}</p>` +
    `<p>Equipment: <strong>${escapeHtml(row.name)}</strong><br>Home: ${escapeHtml(row.homeName)}<br>Date: ${formatDay(dueDate)}</p>` +
    `<p><a href="${escapeHtml(link)}">Open ${escapeHtml(row.name)} in Home Book</a></p>`;
  return {
    kind,
    title,
    body: `${sentence} (${row.homeName})`,
    homeId: row.homeId,
    equipmentId: row.equipmentId,
    dueDate,
    email: { to: row.email, subject: title, text, html },
  };
}

/**
 * The reminders due on `today`: each warranty rule whose window has started (0 ≤ days left ≤ rule's
 * days; never after the end), and one maintenance reminder per due date once it is within the
 * user's lead time (or overdue). SMS rules produce nothing: no SMS provider is configured.
 */
export function reminderCandidates(rows: CareRow[], today: string, publicUrl: string): ReminderCandidate[] {
  const candidates: ReminderCandidate[] = [];
  for (const row of rows) {
    if (row.warrantyId && row.warrantyEnd) {
      const left = daysBetween(today, row.warrantyEnd);
      for (const rule of row.warrantyRules) {
        if (rule.channel === 'sms' || left < 0 || left > rule.days) continue;
        const when = left === 0 ? 'today' : `in ${plural(left, 'day')}`;
        candidates.push({
          userId: row.userId,
          itemKey: `warranty:${row.warrantyId}:${row.warrantyEnd}`,
          threshold: `${rule.days}d`,
          channel: rule.channel,
          payload: message(
            row,
            'warranty-expiring',
            row.warrantyEnd,
            `Warranty ending ${when}: ${row.name}`,
            `The warranty of your ${row.name} at ${row.homeName} ends on ${formatDay(row.warrantyEnd)}.`,
            publicUrl,
          ),
        });
      }
    }
    // A plan with unknown history that is due has no date: the attention list asks, no reminder goes out.
    // Nor for a card whose details are missing and whose history is unknown (planSpeaks).
    const plan = equipmentCare(row, today).maintenance;
    if (plan?.nextDue && planSpeaks(row, plan) && plan.daysUntilDue! <= row.maintenanceDaysBefore) {
      const overdue = plan.status === 'overdue';
      const payload = message(
        row,
        overdue ? 'maintenance-overdue' : 'maintenance-due',
        plan.nextDue,
        overdue ? `Maintenance overdue: ${row.name}` : `Maintenance due: ${row.name}`,
        overdue
          ? `Maintenance of your ${row.name} at ${row.homeName} was due on ${formatDay(plan.nextDue)}.`
          : `Maintenance of your ${row.name} at ${row.homeName} is due on ${formatDay(plan.nextDue)}.`,
        publicUrl,
      );
      const itemKey = `maintenance:${row.equipmentId}:${plan.nextDue}`;
      if (row.maintenanceEmail) {
        candidates.push({ userId: row.userId, itemKey, threshold: 'due', channel: 'email', payload });
      }
      if (row.maintenanceInApp) {
        candidates.push({ userId: row.userId, itemKey, threshold: 'due', channel: 'in-app', payload });
      }
    }
  }
  return candidates;
}
