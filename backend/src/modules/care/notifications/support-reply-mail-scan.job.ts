import { Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../core/config/app-config';
import { JobHandlerRegistry } from '../../../core/queue/job-handler-registry';
import { JobQueue } from '../../../core/queue/job-queue';
import { JobHandler } from '../../../core/queue/job-types';
import { SupportReplyMailScan, SupportReplyMailScanResult } from './support-reply-mail-scan.service';

declare module '../../../core/queue/job-types' {
  interface JobTypes {
    /** Mails support replies not read in time (scheduled: at start and every REPLY_MAIL_SCAN_SECONDS). */
    'care.support-reply-mail-scan': { payload: Record<string, never>; result: SupportReplyMailScanResult };
  }
}

/**
 * The support-reply mail scan as a job: a BullMQ job scheduler with REDIS_URL (whichever worker is
 * free runs it), an in-process timer on the embedded default. Runs at once are safe: the ledger decides.
 */
@Injectable()
export class SupportReplyMailScanJob
  implements JobHandler<'care.support-reply-mail-scan'>, OnModuleInit, OnApplicationBootstrap
{
  readonly jobName = 'care.support-reply-mail-scan' as const;

  constructor(
    private readonly scans: SupportReplyMailScan,
    private readonly registry: JobHandlerRegistry,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.schedule(this.jobName, {}, this.config.supportReplyMailScanSeconds * 1000);
  }

  handle(): Promise<SupportReplyMailScanResult> {
    return this.scans.scan();
  }
}
