import { Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { JobHandlerRegistry } from '../../core/queue/job-handler-registry';
import { JobQueue } from '../../core/queue/job-queue';
import { JobHandler } from '../../core/queue/job-types';
import { BackupsService } from './backups.service';
import type { BackupView } from './backup.view';

declare module '../../core/queue/job-types' {
  interface JobTypes {
    /** A backup into BACKUP_DIR: at every BACKUP_SCHEDULE slot, or "Back up now". */
    'backups.run': { payload: { trigger: 'schedule' | 'manual' }; result: BackupView };
  }
}

/**
 * Backups as a job: with REDIS_URL a BullMQ job scheduler on the BACKUP_SCHEDULE pattern (one job per
 * slot, taken by one worker: never twice), on the embedded default an in-process timer. A failed
 * backup is recorded and logged; the next slot tries again.
 */
@Injectable()
export class BackupJob implements JobHandler<'backups.run'>, OnModuleInit, OnApplicationBootstrap {
  readonly jobName = 'backups.run' as const;

  constructor(
    private readonly backups: BackupsService,
    private readonly registry: JobHandlerRegistry,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.scheduleCron(this.jobName, { trigger: 'schedule' }, this.config.backupSchedule);
  }

  handle(payload: { trigger: 'schedule' | 'manual' }): Promise<BackupView> {
    return this.backups.run(payload.trigger);
  }
}
