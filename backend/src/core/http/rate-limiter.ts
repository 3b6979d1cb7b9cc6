import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { KeyValueStore } from '../kv/key-value-store';

/** A fixed-window limit: at most `limit` calls per `windowMs` for one key (e.g. one user on one route). */
export interface RateLimit {
  /** Names the limited action in the counter key, e.g. 'label-analysis'. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

/** 429 that also tells the client when to retry (the error filter sends it as `Retry-After`). */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code?: string,
  ) {
    super(code ? { message, code } : { message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export const secondsText = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;

/**
 * Per-caller rate limits over the shared KeyValueStore (Redis when configured, so every api process
 * counts together). The count is one atomic increment before the work, so parallel calls cannot slip
 * past it. Over the limit → 429 with a message and `Retry-After` saying when to retry.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly store: KeyValueStore) {}

  /** Counts one call for `subject` (usually the user id) and throws 429 when over the limit. */
  async consume(rule: RateLimit, subject: string | number): Promise<void> {
    const key = this.key(rule, subject);
    const count = await this.store.increment(key, rule.windowMs);
    if (count <= rule.limit) return;
    const seconds = await this.retryAfterSeconds(rule, subject);
    throw new TooManyRequestsException(`Too many requests. Please try again in ${secondsText(seconds)}.`, seconds);
  }

  /** Gives back a call that should not count (e.g. a correct answer when only failures are limited). */
  async release(rule: RateLimit, subject: string | number): Promise<void> {
    await this.store.decrement(this.key(rule, subject));
  }

  async retryAfterSeconds(rule: RateLimit, subject: string | number): Promise<number> {
    return Math.max(1, Math.ceil((await this.store.ttlMs(this.key(rule, subject))) / 1000));
  }

  private key(rule: RateLimit, subject: string | number): string {
    return `rate:${rule.name}:${subject}`;
  }
}
