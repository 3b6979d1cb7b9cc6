import { BadRequestException, PipeTransform } from '@nestjs/common';

export const UNKNOWN_PARAMETER = 'Unknown parameter';

/**
 * `@Query(new KnownQueryParamsPipe([...]))` on the raw query object: a parameter the route does not know
 * answers 400 with a field error for each, rather than being silently ignored (the DTO's whitelist drops them).
 */
export class KnownQueryParamsPipe implements PipeTransform<Record<string, unknown>, Record<string, unknown>> {
  constructor(private readonly known: readonly string[]) {}

  transform(query: Record<string, unknown>): Record<string, unknown> {
    const unknown = Object.keys(query ?? {}).filter((name) => !this.known.includes(name));
    if (unknown.length) {
      const errors = unknown.map((field) => ({ field, message: UNKNOWN_PARAMETER }));
      throw new BadRequestException({ message: `${UNKNOWN_PARAMETER}: ${unknown[0]}`, errors });
    }
    return query ?? {};
  }
}
