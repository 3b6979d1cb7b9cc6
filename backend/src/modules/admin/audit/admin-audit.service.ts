import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { HomeSharingEvents } from '../../homes/home-sharing-events';
import { AdminAction, AdminAuditEntry, AdminTargetType, AuditDetails } from './admin-audit-entry.entity';

export interface AdminActionRecord {
  adminUserId: number;
  action: AdminAction;
  targetType: AdminTargetType;
  targetId: number;
  details: { outcome: 'done' | 'refused' | 'failed'; reason?: string } & AuditDetails;
}

export interface AuditEntryView {
  id: number;
  adminUserId: number | null;
  action: AdminAction;
  targetType: AdminTargetType;
  targetId: number;
  details: AuditDetails;
  createdAt: Date;
}

export const AUDIT_PAGE_MAX = 500;

/**
 * The admin audit trail: a row in admin_audit_log (kept) and a structured log line (for the log
 * collector) per action or refused attempt.
 */
@Injectable()
export class AdminAuditService implements OnModuleInit {
  private readonly logger = new Logger('AdminAudit');

  constructor(
    private readonly dataSource: DataSource,
    private readonly sharing: HomeSharingEvents,
  ) {}

  /**
   * Sharing actions (homes module events, told inside the action's transaction) are recorded here too:
   * actor, the home as target, and the member / e-mail / role / new owner in details.
   */
  onModuleInit(): void {
    this.sharing.listen((manager, event) =>
      this.record(
        {
          adminUserId: event.actorUserId,
          action: event.action,
          targetType: 'home',
          targetId: event.homeId,
          details: { outcome: 'done', ...event.details },
        },
        manager,
      ),
    );
  }

  /** Pass the action's transaction manager so the record commits (or rolls back) with the action. */
  async record(entry: AdminActionRecord, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).getRepository(AdminAuditEntry).insert(entry);
    const { details, ...action } = entry;
    const line = { msg: 'admin action', ...action, ...details };
    if (details.outcome !== 'done') this.logger.warn(line);
    else this.logger.log(line);
  }

  /** Newest first. */
  async list(limit: number, beforeId?: number): Promise<AuditEntryView[]> {
    const query = this.dataSource
      .getRepository(AdminAuditEntry)
      .createQueryBuilder('entry')
      .orderBy('entry.id', 'DESC')
      .limit(Math.min(Math.max(limit, 1), AUDIT_PAGE_MAX));
    if (beforeId) query.where('entry.id < :beforeId', { beforeId });
    return query.getMany();
  }
}
