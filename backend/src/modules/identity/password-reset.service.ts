import { BadRequestException, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, IsNull, MoreThan, Repository } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { KeyValueStore } from '../../core/kv/key-value-store';
import { JobQueue } from '../../core/queue/job-queue';
import { SessionStore } from '../../core/session/session-store';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { User } from './entities/user.entity';
import { PasswordHasher } from './password-hasher';
import { LoginThrottle } from './login-throttle.service';
import { TrustedDevicesService } from './trusted-devices.service';
import { UsersService } from './users.service';
import { passwordResetMail } from './password-reset.mail';

const TOKEN_TTL_MS = 60 * 60_000;
const REQUESTS_PER_EMAIL_PER_HOUR = 5;
export const RESET_REQUEST_MESSAGE = 'If an account with that email exists, a password reset link has been sent.';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Password reset by e-mail link. Tokens are random, stored hashed, single use, valid for one hour, one
 * per user; confirming ends every session of the user, forgets their trusted devices and lifts the
 * sign-in lock that failed guesses put on their username, and a
 * password change voids the user's token. The request answers at once, the same whether or not the
 * account exists: the lookup, token and mail happen after the reply, so timing tells nothing.
 */
@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  private readonly tokens: Repository<PasswordResetToken>;
  /** Requests still being worked on after their reply (awaited at shutdown). */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly queue: JobQueue,
    private readonly kv: KeyValueStore,
    private readonly sessions: SessionStore,
    private readonly devices: TrustedDevicesService,
    private readonly loginThrottle: LoginThrottle,
  ) {
    this.tokens = dataSource.getRepository(PasswordResetToken);
  }

  /** Starts the request's work without waiting for it: the caller replies in constant time. */
  requestInBackground(email: string, ipAddress: string | null): void {
    const work: Promise<void> = this.request(email, ipAddress)
      .then(() => undefined)
      .catch((error: Error) => this.logger.error({ msg: 'password reset request failed', error: error.message }))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  /** Voids the user's reset link (their password just changed by other means). */
  async revokeTokens(userId: number): Promise<void> {
    await this.tokens.delete({ userId });
  }

  /** True when a link was mailed: false for an unknown address or past the per-address cap (5 an hour). */
  async request(email: string, ipAddress: string | null): Promise<boolean> {
    const user = await this.users.findByEmail(email);
    const attempts = await this.kv.increment(`reset-requests:${email.toLowerCase()}`, 60 * 60_000);
    if (!user || attempts > REQUESTS_PER_EMAIL_PER_HOUR) return false;
    const token = randomBytes(32).toString('base64url');
    await this.tokens.upsert(
      {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
        consumedAt: null,
        ipAddress,
      },
      ['userId'],
    );
    const link = `${this.config.publicUrl}/reset-password?token=${token}`;
    await this.queue.enqueue('mail.send', passwordResetMail(user, link));
    this.logger.log({ msg: 'password reset requested', userId: user.id, ipAddress });
    return true;
  }

  async isValid(token: string): Promise<boolean> {
    return (await this.findLiveToken(token)) !== null;
  }

  async confirm(token: string, newPassword: string): Promise<void> {
    const passwordHash = await this.hasher.hash(newPassword);
    const userId = await this.dataSource.transaction(async (manager) => {
      // Consuming is a conditional update, so two concurrent confirms cannot both succeed.
      const result = await manager
        .createQueryBuilder()
        .update(PasswordResetToken)
        .set({ consumedAt: () => 'now()' })
        .where('token_hash = :hash AND consumed_at IS NULL AND expires_at > now()', { hash: hashToken(token) })
        .returning(['userId'])
        .execute();
      const row = (result.raw as { user_id: number }[])[0];
      if (!row) throw new BadRequestException(INVALID_RESET_LINK);
      await manager.getRepository(User).update({ id: row.user_id }, { password: passwordHash });
      return row.user_id;
    });
    await this.sessions.destroyAllForUser(userId);
    await this.devices.revokeAll(userId);
    const user = await this.users.findById(userId);
    if (user) await this.loginThrottle.forgetFailures(user.username);
    this.logger.log({ msg: 'password reset completed', userId });
  }

  private findLiveToken(token: string): Promise<PasswordResetToken | null> {
    if (!token || token.length > 200) return Promise.resolve(null);
    return this.tokens.findOneBy({
      tokenHash: hashToken(token),
      consumedAt: IsNull(),
      expiresAt: MoreThan(new Date()),
    });
  }
}
