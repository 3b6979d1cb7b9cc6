import { BadRequestException, ForbiddenException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { Clock } from '../../core/clock';
import { SessionUser } from '../../core/http/auth.guards';
import { RateLimit, RateLimiter } from '../../core/http/rate-limiter';
import { JobQueue } from '../../core/queue/job-queue';
import { SessionStore } from '../../core/session/session-store';
import { AddressThrottle } from './address-throttle.service';
import { DeviceCredential } from './device-cookie';
import { LoginThrottle } from './login-throttle.service';
import { newDeviceMail } from './new-device.mail';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { TrustedDevicesService, deviceLabel } from './trusted-devices.service';
import { UsersService } from './users.service';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const ACCOUNT_DISABLED = 'This account is disabled. Contact your administrator.';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
/** Wrong current passwords per account: the password-change form is a password oracle too. */
export const CURRENT_PASSWORD_LIMIT: RateLimit = { name: 'current-password', limit: 5, windowMs: 15 * 60_000 };

/** Where a sign-in comes from: the client's address, its User-Agent and its device cookie (if any). */
export interface SignInContext {
  address: string | undefined;
  userAgent: string | undefined;
  device: DeviceCredential | null;
}

export interface SignInResult {
  user: SessionUser;
  /** The device cookie to set: the device's token is new at every sign-in. */
  device: DeviceCredential;
}

/**
 * Username + password checks behind the sign-in protection (LoginThrottle, AddressThrottle). Unknown
 * users cost the same argon2 time. A successful sign-in trusts the browser (device cookie); one from
 * a browser the account has not seen before is announced to the user by e-mail.
 */
@Injectable()
export class CredentialsService {
  private readonly logger = new Logger('SignIn');

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly addresses: AddressThrottle,
    private readonly rateLimiter: RateLimiter,
    private readonly devices: TrustedDevicesService,
    private readonly passwordReset: PasswordResetService,
    private readonly sessions: SessionStore,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  async signIn(username: string, password: string, context: SignInContext): Promise<SignInResult> {
    const user = await this.users.findForLogin(username);
    const device = user ? await this.devices.find(context.device, user.id) : null;
    // A browser that signed in to this account before is limited by its own bucket (LoginThrottle), not by
    // its address: guessing from the same address (a shared NAT, an attacker next door) never locks it out.
    if (!device) await this.addresses.consume('login', context.address);
    const attempt = await this.throttle.begin(username, device?.id ?? null);
    if (!(await this.hasher.verify(user?.password ?? null, password)) || !user) {
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await Promise.all([
      this.throttle.succeeded(attempt),
      device ? undefined : this.addresses.release('login', context.address),
    ]);
    // Only after the password: a wrong password learns nothing about the account.
    if (user.disabled) throw new ForbiddenException({ message: ACCOUNT_DISABLED, code: 'ACCOUNT_DISABLED' });
    const sessionUser = { id: user.id, username: user.username, isAdmin: user.isAdmin };
    if (device) return { user: sessionUser, device: await this.devices.rotate(device) };
    const trusted = await this.devices.trust(user.id, context.userAgent);
    await this.queue.enqueue(
      'mail.send',
      newDeviceMail(user, deviceLabel(context.userAgent), context.address ?? 'unknown', new Date(this.clock.now())),
    );
    this.logger.log({ msg: 'sign-in from a new device', userId: user.id, address: context.address });
    return { user: sessionUser, device: trusted };
  }

  /**
   * Changes the password after checking the current one (limited per account and per address). Ends
   * the user's other sessions and voids any reset link issued before.
   */
  async changePassword(
    userId: number,
    currentPassword: string,
    newPassword: string,
    context: { address: string | undefined; keepSessionId: string },
  ): Promise<void> {
    await this.addresses.consume('currentPassword', context.address);
    await this.rateLimiter.consume(CURRENT_PASSWORD_LIMIT, userId);
    const currentHash = await this.users.passwordHash(userId);
    if (!(await this.hasher.verify(currentHash, currentPassword))) {
      throw new BadRequestException({
        message: CURRENT_PASSWORD_INCORRECT,
        errors: [{ field: 'currentPassword', message: CURRENT_PASSWORD_INCORRECT }],
      });
    }
    await this.rateLimiter.release(CURRENT_PASSWORD_LIMIT, userId);
    await this.users.setPassword(userId, await this.hasher.hash(newPassword));
    await this.passwordReset.revokeTokens(userId);
    await this.sessions.destroyAllForUser(userId, context.keepSessionId);
  }
}
