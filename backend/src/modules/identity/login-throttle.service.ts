import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { TooManyRequestsException } from '../../core/http/rate-limiter';
import { KeyValueStore } from '../../core/kv/key-value-store';

const loginName = (username: string) => username.trim().toLowerCase();
const untrustedKey = (username: string) => `login-failures:untrusted:${loginName(username)}`;

/** One sign-in attempt's place in the failure counts (see LoginThrottle.begin). */
export interface LoginAttempt {
  readonly key: string;
  readonly trustedDevice: boolean;
}

/**
 * Sign-in protection with device cookies (OWASP "Slow Down Online Guessing Attacks with Device
 * Cookies"). Failures are counted per (username, device) for a device that signed in to this account
 * before, and per username for every other client together. A count reaching LOGIN_MAX_FAILURES
 * locks only its own bucket for LOGIN_LOCK_MINUTES: guessing from unknown clients never locks the
 * owner's own browsers out.
 *
 * The count is one atomic increment *before* the password is checked (Redis INCR, or in memory), so a
 * burst of parallel attempts checks at most LOGIN_MAX_FAILURES passwords per bucket and window.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly store: KeyValueStore,
    private readonly config: AppConfig,
  ) {}

  /** Counts the attempt, or 429 (with Retry-After) when its bucket is locked. */
  async begin(username: string, trustedDeviceId: number | null): Promise<LoginAttempt> {
    const attempt: LoginAttempt = {
      key:
        trustedDeviceId === null
          ? untrustedKey(username)
          : `login-failures:device:${trustedDeviceId}:${loginName(username)}`,
      trustedDevice: trustedDeviceId !== null,
    };
    const count = await this.store.increment(attempt.key, this.config.loginLockMs);
    if (count > this.config.loginMaxFailures) {
      const ms = await this.store.ttlMs(attempt.key);
      const minutes = Math.max(1, Math.ceil(ms / 60_000));
      throw new TooManyRequestsException(
        `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        Math.max(1, Math.ceil(ms / 1000)),
        'LOGIN_LOCKED',
      );
    }
    return attempt;
  }

  /**
   * The password was right. A trusted device starts afresh; for untrusted clients only this attempt is
   * given back, so a correct guess elsewhere does not reset the count an attacker has built up.
   */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    if (attempt.trustedDevice) await this.store.delete(attempt.key);
    else await this.store.decrement(attempt.key);
  }

  /**
   * The owner proved themselves another way (a password reset by e-mail): the failures counted against
   * the username from unknown clients, and the lock they hold, are forgotten. (The per-device counts go
   * with the devices, which the reset forgets too.)
   */
  async forgetFailures(username: string): Promise<void> {
    await this.store.delete(untrustedKey(username));
  }
}
