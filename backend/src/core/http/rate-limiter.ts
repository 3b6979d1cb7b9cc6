import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { KeyValueStore } from '../kv/key-value-store';

/** A fixed-window limit: at most `limit` calls per `windowMs` for one key (e.g. one user on one route). */
export interface RateLimit {
  /** Names the limited action in the counter key, e.g. 'label-analysis'. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Per-caller rate limits over the shared KeyValueStore (Redis when configured, so every api process
 * counts together). Over the limit → 429 with a message saying when to retry.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly store: KeyValueStore) {}

  /** Counts one call for `subject` (usually the user id) and throws 429 when over the limit. */
  async consume(rule: RateLimit, subject: string | number): Promise<void> {
    const key = `rate:${rule.name}:${subject}`;
    const count = await this.store.increment(key, rule.windowMs);
    if (count <= rule.limit) return;
    const seconds = Math.max(1, Math.ceil((await this.store.ttlMs(key)) / 1000));
    throw new HttpException(
      { message: `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.` },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
