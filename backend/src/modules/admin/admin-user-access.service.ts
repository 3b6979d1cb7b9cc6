import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { SessionUser } from '../../core/http/auth.guards';
import { RateLimiter, TooManyRequestsException } from '../../core/http/rate-limiter';
import { SessionStore } from '../../core/session/session-store';
import { UserSocketEvents } from '../chat/user-socket-events';
import { PasswordResetService } from '../identity/password-reset.service';
import { UsersService } from '../identity/users.service';
import { assertDeletionKey } from './admin-deletion-key';
import type { AdminUserAccessView } from './admin-user.view';
import { ADMIN_DELETION_ATTEMPTS, USER_NOT_FOUND } from './admin-users.service';
import { AdminAuditService } from './audit/admin-audit.service';

export const CANNOT_DISABLE_SELF = 'You cannot disable your own account';
export const RESET_MAIL_CAPPED = 'This account has been sent enough reset e-mails for now. Try again in an hour.';

/**
 * Helping a user (issue 45): disabling and enabling an account. Disabling ends every session of the
 * account at once (the session store, as a password change does; and the session check refuses a
 * disabled account anyway) and closes its chat sockets; its sign-in answers 403 until it is enabled.
 * Disabling another administrator needs the admin deletion key, as deleting one does (same key, same
 * per-admin attempt limit). Every change and refusal is audited.
 */
@Injectable()
export class AdminUserAccessService {
  private readonly logger = new Logger(AdminUserAccessService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly sessions: SessionStore,
    private readonly sockets: UserSocketEvents,
    private readonly audit: AdminAuditService,
    private readonly rateLimiter: RateLimiter,
    private readonly passwordReset: PasswordResetService,
  ) {}

  async setDisabled(
    admin: SessionUser,
    targetId: number,
    disabled: boolean,
    adminKey: unknown,
  ): Promise<AdminUserAccessView> {
    const action = disabled ? 'user.disable' : 'user.enable';
    if (disabled && targetId === admin.id) {
      await this.refused(admin, targetId, action, CANNOT_DISABLE_SELF);
      throw new BadRequestException(CANNOT_DISABLE_SELF);
    }
    const target = await this.users.findById(targetId);
    if (!target) throw new NotFoundException(USER_NOT_FOUND);
    if (disabled && target.isAdmin) {
      await this.rateLimiter.consume(ADMIN_DELETION_ATTEMPTS, admin.id);
      try {
        assertDeletionKey(adminKey, this.config.adminDeletionKey);
      } catch (error) {
        await this.refused(admin, targetId, action, (error as Error).message);
        throw error;
      }
    }
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.users.setDisabled(targetId, disabled, manager))) throw new NotFoundException(USER_NOT_FOUND);
      await this.audit.record(
        {
          adminUserId: admin.id,
          action,
          targetType: 'user',
          targetId,
          details: { outcome: 'done', username: target.username, wasAdmin: target.isAdmin },
        },
        manager,
      );
    });
    if (disabled) {
      // The session check already refuses the account (401); this frees the sessions and closes the sockets now.
      this.sockets.disconnectUser(targetId);
      await this.sessions.destroyAllForUser(targetId).catch((error: Error) => {
        this.logger.error({
          msg: 'user disabled but their sessions were not ended',
          userId: targetId,
          error: error.message,
        });
      });
    }
    return { id: targetId, disabled };
  }

  /**
   * Mails the user a password reset link, the forgotten-password mail and its per-address cap (5 an hour,
   * shared with the public form): past the cap 429 and no mail. Audited either way.
   */
  async sendPasswordReset(admin: SessionUser, targetId: number): Promise<void> {
    const target = await this.users.findById(targetId);
    if (!target) throw new NotFoundException(USER_NOT_FOUND);
    const sent = await this.passwordReset.request(target.email, null);
    await this.audit.record({
      adminUserId: admin.id,
      action: 'user.password-reset',
      targetType: 'user',
      targetId,
      details: sent
        ? { outcome: 'done', username: target.username }
        : { outcome: 'refused', reason: RESET_MAIL_CAPPED },
    });
    if (!sent) throw new TooManyRequestsException(RESET_MAIL_CAPPED, 3600, 'RESET_MAIL_CAPPED');
  }

  /** A refused attempt is audited too; failing to write it must not turn the refusal into a 500. */
  private async refused(
    admin: SessionUser,
    targetId: number,
    action: 'user.disable' | 'user.enable',
    reason: string,
  ): Promise<void> {
    await this.audit
      .record({ adminUserId: admin.id, action, targetType: 'user', targetId, details: { outcome: 'refused', reason } })
      .catch((error: Error) => this.logger.error({ msg: 'audit record not written', error: error.message }));
  }
}
