import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';

const MAX_INT = 2_147_483_647;

/** A database id (a positive Postgres int) from text, or null for anything else ("abc", "1.5", "-1", "1e3"). */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value <= MAX_INT ? value : null;
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_INT ? id : null;
}

/**
 * `@Param('id', new ParseIdPipe('Home not found'))`: an id that cannot exist answers the same 404 as
 * someone else's record (docs/security.md), never a 400 or a 500 from the database.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: unknown): number {
    const id = parseId(value);
    if (id === null) throw new NotFoundException(this.notFoundMessage);
    return id;
  }
}
