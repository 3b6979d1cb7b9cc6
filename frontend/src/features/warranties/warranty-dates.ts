import { addYears, format, isValid, parseISO } from 'date-fns';

/** A calendar date of the API ('2025-01-05') as a local date. */
export function parseWarrantyDate(value: string): Date {
  return parseISO(value.slice(0, 10));
}

/** A local date as the API's calendar date ('2025-01-05'). */
export function toWarrantyDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * A lifetime warranty has no end: it is kept with this end date (the API needs one), so it never
 * expires, and is shown as 'Lifetime' (the backend's warranty-status.ts names the same day for the home book).
 */
export const LIFETIME_END_DATE = '9999-12-31';

export const isLifetimeEnd = (endDate: string) => endDate.slice(0, 10) === LIFETIME_END_DATE;

/** Spec §9: warranty dates read like 'Jan 5, 2025'. */
export function formatWarrantyDate(value: string): string {
  return format(parseWarrantyDate(value), 'MMM d, yyyy');
}

/** The end date as shown: 'Lifetime' or like 'Jan 5, 2025'. */
export function formatWarrantyEnd(endDate: string): string {
  return isLifetimeEnd(endDate) ? 'Lifetime' : formatWarrantyDate(endDate);
}

/** The lengths the warranty form offers (issue 38): a number of years, or lifetime. */
export const WARRANTY_LENGTHS = [
  { value: '1', label: '1 year' },
  { value: '2', label: '2 years' },
  { value: '3', label: '3 years' },
  { value: '5', label: '5 years' },
  { value: '6', label: '6 years' },
  { value: '10', label: '10 years' },
  { value: 'lifetime', label: 'Lifetime' },
] as const;

export type WarrantyLength = (typeof WARRANTY_LENGTHS)[number]['value'];

/**
 * The end of a warranty of that length from its start: the same day that many years later (Feb 29
 * ends on Feb 28 in a common year), or the lifetime end.
 */
export function warrantyEndFor(start: Date, length: WarrantyLength): Date {
  return length === 'lifetime' ? parseWarrantyDate(LIFETIME_END_DATE) : addYears(start, Number(length));
}

/** The length whose end is exactly this one from the start, if any (to show a saved warranty's length). */
export function lengthOf(start: Date, end: Date): WarrantyLength | '' {
  const match = WARRANTY_LENGTHS.find(
    ({ value }) => toWarrantyDate(warrantyEndFor(start, value)) === toWarrantyDate(end),
  );
  return match?.value ?? '';
}

/**
 * Where a new warranty starts when the equipment's installation (or purchase) date is known: that day
 * ('2021-06-15'), the first of that month ('2021-06') or the first of January of that year ('2021', the
 * estimated installation year most equipment has). null when it is unknown or not a date.
 */
export function installationStart(installationDate: string | null | undefined): Date | null {
  const text = installationDate?.trim() ?? '';
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text.slice(0, 10));
  if (!match) return null;
  const [, year, month = '01', day = '01'] = match;
  const date = parseISO(`${year}-${month}-${day}`);
  return isValid(date) && date.getFullYear() >= 1900 ? date : null;
}
