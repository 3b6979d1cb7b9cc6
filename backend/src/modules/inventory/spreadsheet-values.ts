/**
 * Cell values of an imported spreadsheet read as equipment fields: each reader answers the value, or an error in
 * the product's words without the row ("is not a number"); the caller names the row and the column.
 */
export type CellReading<T> = { value: T } | { error: string };

import { MAX_MONEY_CENTS, MAX_QUANTITY } from '../equipment/dto/equipment.dto';

/**
 * Money as people type it: "1234.5", "1,234.50", "$1,234.50", "USD 1234", "1 234,50" is refused (a comma is a
 * thousands separator only in groups of three). Answers integer cents; negatives and more than two decimals
 * are refused. Blank is null.
 */
export function readMoney(text: string): CellReading<number | null> {
  const trimmed = text.trim();
  if (!trimmed) return { value: null };
  const bare = trimmed
    .replace(/^(?:[A-Za-z]{3}\s*)|\s*[A-Za-z]{3}$/g, '')
    .replace(/^[$€£¥]\s*|\s*[$€£¥]$/g, '')
    .replace(/^([-+])\s*[$€£¥]\s*/, '$1')
    .trim();
  if (/^\(.*\)$/.test(bare) || /^-/.test(bare)) return { error: `'${trimmed}' is negative` };
  const match = /^\+?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(bare) ?? /^\+?()\.(\d+)$/.exec(bare);
  if (!match) return { error: `'${trimmed}' is not a number` };
  const [, whole, fraction = ''] = match;
  if (fraction.length > 2) return { error: `'${trimmed}' has more than two decimals` };
  const cents = Number(whole.replaceAll(',', '') || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents) || cents > MAX_MONEY_CENTS) return { error: `'${trimmed}' is too large` };
  return { value: cents };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' when the parts make a real calendar day, else null. */
function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A date: YYYY-MM-DD, and HomeBox's other formats (MM/DD/YYYY, YYYY/MM/DD, RFC 3339 with a time, whose day is
 * kept as written). HomeBox writes an unset date as blank or 0001-01-01: both are null. `today` (YYYY-MM-DD)
 * bounds it: a purchase is not in the future.
 */
export function readDate(text: string, today: string): CellReading<string | null> {
  const trimmed = text.trim();
  if (!trimmed || /^0001-01-01/.test(trimmed)) return { value: null };
  let day: string | null;
  let match: RegExpExecArray | null;
  if (
    (match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      trimmed,
    ))
  ) {
    day = calendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
  } else if ((match = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(trimmed))) {
    day = calendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
  } else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed))) {
    day = calendarDay(Number(match[3]), Number(match[1]), Number(match[2]));
  } else {
    return { error: `'${trimmed}' is not a date (use YYYY-MM-DD)` };
  }
  if (!day || Number(day.slice(0, 4)) < 1900) return { error: `'${trimmed}' is not a date (use YYYY-MM-DD)` };
  if (day > today) return { error: `'${trimmed}' is in the future` };
  return { value: day };
}

/** A whole number of at least 1 ("2", "2.0"); blank is 1. */
export function readQuantity(text: string): CellReading<number> {
  const trimmed = text.trim();
  if (!trimmed) return { value: 1 };
  const match = /^(\d{1,9})(?:\.0*)?$/.exec(trimmed.replaceAll(',', ''));
  if (!match) return { error: `'${trimmed}' is not a whole number` };
  const quantity = Number(match[1]);
  if (quantity < 1) return { error: `'${trimmed}' is less than 1` };
  if (quantity > MAX_QUANTITY) return { error: `'${trimmed}' is more than ${MAX_QUANTITY.toLocaleString('en-US')}` };
  return { value: quantity };
}

/** true/false, yes/no, 1/0 in any case (HomeBox's booleans); blank is false. */
export function readBoolean(text: string): CellReading<boolean> {
  const trimmed = text.trim().toLowerCase();
  if (['', 'false', 'no', '0', 'n', 'f'].includes(trimmed)) return { value: false };
  if (['true', 'yes', '1', 'y', 't'].includes(trimmed)) return { value: true };
  return { error: `'${text.trim()}' is not yes or no` };
}

/** An estimated installation year as the equipment form takes it (1900 to next year); blank is null. */
export function readYear(text: string, today: string): CellReading<string | null> {
  const trimmed = text.trim();
  if (!trimmed) return { value: null };
  const year = /^\d{4}$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(year >= 1900 && year <= Number(today.slice(0, 4)) + 1)) {
    return { error: `'${trimmed}' is not a year from 1900 to next year` };
  }
  return { value: trimmed };
}
