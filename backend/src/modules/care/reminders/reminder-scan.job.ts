import { Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../core/config/app-config';
import { JobHandlerRegistry } from '../../../core/queue/job-handler-registry';
import { JobQueue } from '../../../core/queue/job-queue';
import { JobHandler } from '../../../core/queue/job-types';
import { ReminderScanResult, ReminderScanService } from './reminder-scan.service';

declare module '../../../core/queue/job-types' {
  interface JobTypes {
    /** The reminder scan (scheduled: at start and every REMINDER_SCAN_INTERVAL_SECONDS). */
    'care.reminder-scan': { payload: Record<string, never>; result: ReminderScanResult };
  }
}

/**
 * The reminder scan as a job: scheduled at start and every REMINDER_SCAN_INTERVAL_SECONDS (a BullMQ
 * job scheduler with REDIS_URL, run by whichever worker is free; an in-process timer on the embedded
 * default). Several runs at once are safe: the delivery ledger decides what goes out.
 */
@Injectable()
export class ReminderScanJob implements JobHandler<'care.reminder-scan'>, OnModuleInit, OnApplicationBootstrap {
  readonly jobName = 'care.reminder-scan' as const;

  constructor(
    private readonly scans: ReminderScanService,
    private readonly registry: JobHandlerRegistry,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.schedule(this.jobName, {}, this.config.reminderScanIntervalSeconds * 1000);
  }

  handle(): Promise<ReminderScanResult> {
    return this.scans.scan();
  }
}
