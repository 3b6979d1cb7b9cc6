import { Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { JobHandlerRegistry } from '../../core/queue/job-handler-registry';
import { JobQueue } from '../../core/queue/job-queue';
import { JobHandler, JobResult } from '../../core/queue/job-types';
import { ArchiveExportJobs } from './archive-export-jobs.service';

declare module '../../core/queue/job-types' {
  interface JobTypes {
    /** Deletes worker-built exports past EXPORT_RETENTION_HOURS (scheduled hourly; also run by each new export). */
    'archive.sweep-exports': { payload: Record<string, never>; result: { deleted: number } };
  }
}

const SWEEP_EVERY_MS = 3_600_000;

/** The hourly sweep of expired export archives (a BullMQ job scheduler, or a timer on the embedded default). */
@Injectable()
export class ArchiveSweepJob implements JobHandler<'archive.sweep-exports'>, OnModuleInit, OnApplicationBootstrap {
  readonly jobName = 'archive.sweep-exports' as const;

  constructor(
    private readonly jobs: ArchiveExportJobs,
    private readonly registry: JobHandlerRegistry,
    private readonly queue: JobQueue,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.schedule(this.jobName, {}, SWEEP_EVERY_MS);
  }

  async handle(): Promise<JobResult<'archive.sweep-exports'>> {
    return { deleted: await this.jobs.sweep() };
  }
}
