import type { AdminHomeView } from './admin-home.view';
import { HttpException, Injectable, InternalServerErrorException, Logger, NotFoundException } from '@nestjs/common';
import { SessionUser } from '../../core/http/auth.guards';
import { isRedisUnavailableError } from '../../core/redis-connection';
import { HomeBookExportService } from '../home-book/home-book-export.service';
import { homeBookContentDisposition } from '../home-book/home-book-file-name';
import { HOME_NOT_FOUND, HomesService } from '../homes/homes.service';
import { UsersService } from '../identity/users.service';
import { AdminAuditService } from './audit/admin-audit.service';

export const PDF_FAILED = 'Failed to generate PDF. Please try again.';

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
    private readonly homeBook: HomeBookExportService,
    private readonly audit: AdminAuditService,
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
      createdAt: createdAt.toISOString(),
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
   * The home book of any home, rendered by the home-book module (the same code path as the owner's
   * download: a job on the worker, or inline in the embedded setup).
   */
  async exportPdf(admin: SessionUser, homeId: number): Promise<ExportedPdf> {
    const home = await this.homes.getAny(homeId);
    const started = performance.now();
    let pdf: Buffer;
    let pages: number;
    try {
      ({ pdf, pages } = await this.homeBook.render(homeId, admin.id));
    } catch (error) {
      await this.failed(admin, homeId, error as Error);
      // The home was deleted while its book was being made (the job names it the same way).
      if ((error as Error).message === HOME_NOT_FOUND) throw new NotFoundException(HOME_NOT_FOUND);
      if (error instanceof HttpException || isRedisUnavailableError(error)) throw error;
      throw new InternalServerErrorException(PDF_FAILED);
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
