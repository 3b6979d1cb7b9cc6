import { HttpException, Injectable, InternalServerErrorException, Logger, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { SessionUser } from '../../core/http/auth.guards';
import { TooManyRequestsException } from '../../core/http/rate-limiter';
import { KeyValueStore } from '../../core/kv/key-value-store';
import { JobQueue, QueueFullError } from '../../core/queue/job-queue';
import { isRedisUnavailableError } from '../../core/redis-connection';
import { ObjectStorage } from '../../core/storage/object-storage';
import { HOME_NOT_FOUND, HomesService } from '../homes/homes.service';
import { UsersService } from '../identity/users.service';
import { AdminAuditService } from './audit/admin-audit.service';
import { ABANDONED_MARK_MS, abandonedExportKey } from './home-book/abandoned-export';
import { homeBookContentDisposition } from './home-book/home-book-file-name';

export const PDF_FAILED = 'Failed to generate PDF. Please try again.';
/** A 100-equipment home with photos renders in about a second; this only bounds a stuck worker. */
const EXPORT_TIMEOUT_MS = 60_000;
export interface AdminHomeView {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  type: string | null;
  createdAt: Date;
  owner: { id: number; username: string; email: string } | null;
}

export interface ExportedPdf {
  pdf: Buffer;
  contentDisposition: string;
}

@Injectable()
export class AdminHomesService {
  private readonly logger = new Logger(AdminHomesService.name);

  constructor(
    private readonly homes: HomesService,
    private readonly users: UsersService,
    private readonly queue: JobQueue,
    private readonly storage: ObjectStorage,
    private readonly audit: AdminAuditService,
    private readonly kv: KeyValueStore,
  ) {}

  /** Every home with its owner, newest first. */
  async list(): Promise<AdminHomeView[]> {
    const homes = await this.homes.listAll();
    const owners = await this.users.findByIds([...new Set(homes.map((home) => home.userId))]);
    const ownerById = new Map(owners.map(({ id, username, email }) => [id, { id, username, email }]));
    return homes.map(({ id, name, address, city, state, zipCode, type, createdAt, userId }) => ({
      id,
      name,
      address,
      city,
      state,
      zipCode,
      type,
      createdAt,
      owner: ownerById.get(userId) ?? null,
    }));
  }

  /** The owner's delete (rows in one transaction, then files), audited in that same transaction. */
  async remove(admin: SessionUser, homeId: number): Promise<void> {
    await this.homes.removeAsAdmin(homeId, (manager, home) =>
      this.audit.record(
        {
          adminUserId: admin.id,
          action: 'home.delete',
          targetType: 'home',
          targetId: home.id,
          details: { outcome: 'done', name: home.name, ownerId: home.userId },
        },
        manager,
      ),
    );
  }

  /**
   * The home book of any home: rendered by the 'admin.export-pdf' job (on the worker, or inline in
   * the embedded setup) into a temporary object, read back and deleted before the answer leaves.
   */
  async exportPdf(admin: SessionUser, homeId: number): Promise<ExportedPdf> {
    const home = await this.homes.getAny(homeId);
    const storageKey = `exports/${randomUUID()}.pdf`;
    const started = performance.now();
    let pdf: Buffer;
    let pages: number;
    try {
      ({ pages } = await this.queue.run('admin.export-pdf', { homeId, storageKey }, EXPORT_TIMEOUT_MS, {
        owner: admin.id,
      }));
      const stored = await this.storage.get(storageKey);
      if (!stored) throw new Error('the rendered PDF is missing from storage');
      pdf = await buffer(stored.stream);
    } catch (error) {
      await this.failed(admin, homeId, error as Error);
      // The home was deleted while its book was being made (the job names it the same way).
      if ((error as Error).message === HOME_NOT_FOUND) throw new NotFoundException(HOME_NOT_FOUND);
      if (error instanceof HttpException || isRedisUnavailableError(error)) throw error;
      if (error instanceof QueueFullError) {
        throw new TooManyRequestsException('Too many exports at once. Please try again in a minute.', 30);
      }
      throw new InternalServerErrorException(PDF_FAILED);
    } finally {
      // Mark first, then delete: a job that writes after this delete sees the mark and deletes its own file.
      await this.kv.set(abandonedExportKey(storageKey), '1', ABANDONED_MARK_MS).catch((error: Error) => {
        this.logger.error({ msg: 'abandoned-export mark not written', key: storageKey, error: error.message });
      });
      await this.storage.delete(storageKey).catch((error: Error) => {
        this.logger.error({ msg: 'temporary PDF not deleted', key: storageKey, error: error.message });
      });
    }
    await this.audit.record({
      adminUserId: admin.id,
      action: 'home.export-pdf',
      targetType: 'home',
      targetId: homeId,
      details: {
        outcome: 'done',
        name: home.name,
        bytes: pdf.length,
        pages,
        ms: Math.round(performance.now() - started),
      },
    });
    return { pdf, contentDisposition: homeBookContentDisposition(home.name) };
  }

  private async failed(admin: SessionUser, homeId: number, error: Error): Promise<void> {
    this.logger.error({ msg: 'home book export failed', homeId, error: error.message });
    await this.audit
      .record({
        adminUserId: admin.id,
        action: 'home.export-pdf',
        targetType: 'home',
        targetId: homeId,
        details: { outcome: 'failed', reason: error.message },
      })
      .catch((auditError: Error) => this.logger.error({ msg: 'audit record not written', error: auditError.message }));
  }
}
