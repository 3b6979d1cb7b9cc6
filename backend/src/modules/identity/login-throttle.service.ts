import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { KeyValueStore } from '../../core/kv/key-value-store';

/**
 * Repeated failed logins on one account lock it for LOGIN_LOCK_MINUTES (429). The lock lifts by
 * itself, and a successful login clears the count, so the owner is never locked out for good.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly store: KeyValueStore,
    private readonly config: AppConfig,
  ) {}

  async assertAllowed(username: string): Promise<void> {
    const key = this.key(username);
    const failures = Number((await this.store.get(key)) ?? 0);
    if (failures >= this.config.loginMaxFailures) {
      const minutes = Math.max(1, Math.ceil((await this.store.ttlMs(key)) / 60_000));
      throw new HttpException(
        {
          message: `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  async recordFailure(username: string): Promise<void> {
    await this.store.increment(this.key(username), this.config.loginLockMs);
  }

  async recordSuccess(username: string): Promise<void> {
    await this.store.delete(this.key(username));
  }

  private key(username: string): string {
    return `login-failures:${username.trim().toLowerCase()}`;
  }
}
