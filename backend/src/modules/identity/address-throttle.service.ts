import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { RateLimit, RateLimiter } from '../../core/http/rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per-address limits (the client's address: the connection's, or X-Forwarded-For's with TRUST_PROXY)
 * on everything that guesses or creates accounts. ADDRESS_LIMIT_SCALE multiplies each limit, for
 * deployments where many people share one address.
 */
export const ADDRESS_LIMITS = {
  /** Failed sign-ins (a successful one gives its count back). */
  login: { name: 'address-login', limit: 30, windowMs: 15 * MINUTE },
  register: { name: 'address-register', limit: 10, windowMs: HOUR },
  captcha: { name: 'address-captcha', limit: 60, windowMs: HOUR },
  resetRequest: { name: 'address-reset-request', limit: 10, windowMs: HOUR },
  /** Registrations that give an admin key. */
  adminKey: { name: 'address-admin-key', limit: 5, windowMs: HOUR },
  currentPassword: { name: 'address-current-password', limit: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimit>;

export type AddressLimit = keyof typeof ADDRESS_LIMITS;

@Injectable()
export class AddressThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /** Counts one attempt from `address`; 429 with Retry-After beyond the (scaled) limit. */
  consume(limit: AddressLimit, address: string | undefined): Promise<void> {
    return this.limiter.consume(this.rule(limit), address ?? 'unknown');
  }

  /** Gives an attempt back (e.g. a correct password, when only failures count). */
  release(limit: AddressLimit, address: string | undefined): Promise<void> {
    return this.limiter.release(this.rule(limit), address ?? 'unknown');
  }

  private rule(limit: AddressLimit): RateLimit {
    const rule = ADDRESS_LIMITS[limit];
    return { ...rule, limit: rule.limit * this.config.addressLimitScale };
  }
}
