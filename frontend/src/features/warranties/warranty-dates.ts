import { format, parseISO } from 'date-fns';

/** A calendar date of the API ('2025-01-05') as a local date. */
export function parseWarrantyDate(value: string): Date {
  return parseISO(value.slice(0, 10));
}

/** A local date as the API's calendar date ('2025-01-05'). */
export function toWarrantyDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** Spec §9: warranty dates read like 'Jan 5, 2025'. */
export function formatWarrantyDate(value: string): string {
  return format(parseWarrantyDate(value), 'MMM d, yyyy');
}
