import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { SessionUser } from '../../core/http/auth.guards';
import { RateLimit, RateLimiter } from '../../core/http/rate-limiter';
import { SessionStore } from '../../core/session/session-store';
import { HomeAccessPolicy } from '../../core/access/home-access-policy';
import { deleteFilesAfterCommit, deletePrefixKeeping } from '../../core/storage/delete-files-after-commit';
import { ObjectStorage } from '../../core/storage/object-storage';
import { userFilesPrefix } from '../../core/storage/storage-keys';
import { avatarFilesPrefix } from '../identity/avatar.service';
import { UsersService } from '../identity/users.service';
import { assertDeletionKey } from './admin-deletion-key';
import { toAdminUserView } from './admin-user.mapper';
import type { AdminUserPageView, AdminUserView } from './admin-user.view';
import { AdminUsersQueryDto, USER_PAGE_SIZE_DEFAULT } from './dto/admin-users-query.dto';
import { AdminAuditService } from './audit/admin-audit.service';

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account here';

/**
 * Attempts at deleting an administrator, per calling admin: far above real use, far below what guessing
 * the deletion key would need (counted across api processes by the shared store).
 */
export const ADMIN_DELETION_ATTEMPTS: RateLimit = { name: 'admin-deletion-key', limit: 20, windowMs: 15 * 60_000 };

@Injectable()
export class AdminUsersService {
  private readonly logger = new Logger(AdminUsersService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly storage: ObjectStorage,
    private readonly sessions: SessionStore,
    private readonly audit: AdminAuditService,
    private readonly rateLimiter: RateLimiter,
    private readonly access: HomeAccessPolicy,
  ) {}

  /** Every user, oldest account first (the spec's answer of GET /api/admin/users without parameters). */
  async list(): Promise<AdminUserView[]> {
    const { rows } = await this.users.directory({ search: null, limit: null, offset: 0 });
    return rows.map(toAdminUserView);
  }

  /** One page of the users whose username or e-mail contains `q` (any case), counted and paged in the database. */
  async page(query: AdminUsersQueryDto): Promise<AdminUserPageView> {
    const page = query.page || 1; // an empty `page=` is the default too
    const pageSize = query.pageSize || USER_PAGE_SIZE_DEFAULT;
    const search = query.q?.trim() || null;
    const { rows, total } = await this.users.directory({ search, limit: pageSize, offset: (page - 1) * pageSize });
    return { items: rows.map(toAdminUserView), total, page, pageSize };
  }

  /**
   * Deletes a user and everything they own. The row goes in one transaction (with its audit record);
   * the foreign keys cascade to their homes, equipment, photos, warranties, documents, reset tokens,
   * database sessions, support thread and chat participations. Once committed: their files (every
   * key under users/<id>/, chat attachments included, but not the folders of homes and equipment they
   * handed over, and avatars/<id>/), then every session they
   * still have (Redis sessions do not cascade), so an open browser gets 401 on its next call.
   */
  async remove(admin: SessionUser, targetId: number, adminKey: unknown): Promise<void> {
    if (targetId === admin.id) {
      await this.refused(admin, targetId, CANNOT_DELETE_SELF);
      throw new BadRequestException(CANNOT_DELETE_SELF);
    }
    const target = await this.users.findById(targetId);
    if (!target) throw new NotFoundException(USER_NOT_FOUND);
    if (target.isAdmin) {
      await this.rateLimiter.consume(ADMIN_DELETION_ATTEMPTS, admin.id);
      try {
        assertDeletionKey(adminKey, this.config.adminDeletionKey);
      } catch (error) {
        await this.refused(admin, targetId, (error as Error).message);
        throw error;
      }
    }
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.users.remove(manager, targetId))) throw new NotFoundException(USER_NOT_FOUND);
      await this.audit.record(
        {
          adminUserId: admin.id,
          action: 'user.delete',
          targetType: 'user',
          targetId,
          details: { outcome: 'done', username: target.username, wasAdmin: target.isAdmin },
        },
        manager,
      );
    });
    const logFailure = (failed: string[], error: string) =>
      this.logger.error({
        msg: 'user deleted but some of their files were not',
        userId: targetId,
        prefixes: failed,
        error,
      });
    await deleteFilesAfterCommit(this.storage, [avatarFilesPrefix(targetId)], logFailure);
    // Homes and equipment they handed over keep their files under users/<id>/ (docs/sharing.md).
    const handedOver = await this.access.prefixesHandedOverBy(targetId);
    await deletePrefixKeeping(this.storage, userFilesPrefix(targetId), handedOver).catch((error: Error) =>
      logFailure([userFilesPrefix(targetId)], error.message),
    );
    // The user row is gone, so these sessions already resolve to nobody (401); this frees them.
    await this.sessions.destroyAllForUser(targetId).catch((error: Error) => {
      this.logger.error({ msg: 'user deleted but their sessions were not', userId: targetId, error: error.message });
    });
  }

  /** A refused attempt is audited too; failing to write it must not turn the refusal into a 500. */
  private async refused(admin: SessionUser, targetId: number, reason: string): Promise<void> {
    await this.audit
      .record({
        adminUserId: admin.id,
        action: 'user.delete',
        targetType: 'user',
        targetId,
        details: { outcome: 'refused', reason },
      })
      .catch((error: Error) => this.logger.error({ msg: 'audit record not written', error: error.message }));
  }
}
