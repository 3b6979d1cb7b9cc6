import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import type { FieldError } from '../../../core/http/api-exception.filter';
import { MONTH_FORMAT } from '../care-schedule';
import type { ServiceHistoryInput } from '../care.view';

export const LAST_SERVICED_REQUIRED = 'Last serviced is required';
export const LAST_SERVICED_FORMAT = 'Last serviced must be a month (YYYY-MM) or "never"';
export const LAST_SERVICED_IN_FUTURE = 'Last serviced cannot be in the future';
export const UNKNOWN_FIELD = 'Unknown field';
/** The earliest month accepted (a typo like 0202-05 is refused, not counted from). */
const EARLIEST_YEAR = 1900;

/**
 * Whether a value is an answer to "When was it last serviced?" as stored: 'never', or a month 'YYYY-MM' from
 * 1900-01 (the form's check, and the archive import's: docs/export-format.md). Not judged against the clock.
 */
export function isLastServicedAnswer(value: unknown): value is string {
  if (value === 'never') return true;
  const month = typeof value === 'string' ? MONTH_FORMAT.exec(value) : null;
  return month !== null && Number(month[1]) >= EARLIEST_YEAR;
}

const refuse = (errors: FieldError[], code?: string) =>
  new BadRequestException({ message: errors[0].message, errors, ...(code ? { code } : {}) });

/**
 * PATCH /api/equipment/{id}/care body: exactly `{ lastServiced: 'YYYY-MM' | 'never' }`. Unlike the global
 * pipe (which strips unknown properties) an unknown field is refused, 400 with `code: UNKNOWN_FIELD` and a
 * field error per field: this one-field request has no room for a misspelt name to pass unnoticed. The
 * body's type is an interface, so the global pipe leaves it to this one. A month after today is the
 * service's to refuse (it reads the clock).
 */
@Injectable()
export class ServiceHistoryPipe implements PipeTransform<unknown, ServiceHistoryInput> {
  transform(body: unknown): ServiceHistoryInput {
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const unknown = Object.keys(fields).filter((field) => field !== 'lastServiced');
    if (unknown.length)
      throw refuse(
        unknown.map((field) => ({ field, message: UNKNOWN_FIELD })),
        'UNKNOWN_FIELD',
      );
    const value = fields.lastServiced;
    if (value === undefined || value === null || value === '') {
      throw refuse([{ field: 'lastServiced', message: LAST_SERVICED_REQUIRED }]);
    }
    if (!isLastServicedAnswer(value)) throw refuse([{ field: 'lastServiced', message: LAST_SERVICED_FORMAT }]);
    return { lastServiced: value };
  }
}

/** A month after the latest month it is anywhere (the user's time zone is unknown) is refused. */
export function checkNotFutureMonth(input: ServiceHistoryInput, latestToday: string): void {
  if (input.lastServiced !== 'never' && input.lastServiced > latestToday.slice(0, 7)) {
    throw refuse([{ field: 'lastServiced', message: LAST_SERVICED_IN_FUTURE }]);
  }
}
