import { format } from 'date-fns';

/** Spec §9: dates in the admin tables read like 'Jan 5, 2025'. */
export const ADMIN_DATE_FORMAT = 'MMM d, yyyy';

/** An ISO timestamp as the admin tables show it (in the viewer's time zone). */
export function formatAdminDate(iso: string): string {
  return format(new Date(iso), ADMIN_DATE_FORMAT);
}
