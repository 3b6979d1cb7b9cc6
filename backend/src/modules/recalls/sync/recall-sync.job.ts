import { Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../core/config/app-config';
import { JobHandlerRegistry } from '../../../core/queue/job-handler-registry';
import { JobQueue } from '../../../core/queue/job-queue';
import { JobHandler } from '../../../core/queue/job-types';
import { RecallSyncOutcome, RecallSyncService } from './recall-sync.service';

declare module '../../../core/queue/job-types' {
  interface JobTypes {
    /** The recall sync: every source that is due (`force`: every enabled source, the admin's "Sync now"). */
    'recalls.sync': { payload: { force?: boolean }; result: RecallSyncOutcome[] };
  }
}

/**
 * The recall sync as a job (docs/recalls.md, "Sync"): a BullMQ job scheduler with REDIS_URL (one run per
 * turn across every worker), an in-process timer on the embedded default. It turns every
 * min(RECALL_SYNC_INTERVAL_SECONDS, RECALL_RETRY_SECONDS) so that a failed feed's backoff is honoured;
 * a turn reads only the sources that are due. RECALL_SYNC_INTERVAL_SECONDS=0 or no source: no schedule.
 */
@Injectable()
export class RecallSyncJob implements JobHandler<'recalls.sync'>, OnModuleInit, OnApplicationBootstrap {
  readonly jobName = 'recalls.sync' as const;

  constructor(
    private readonly sync: RecallSyncService,
    private readonly registry: JobHandlerRegistry,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async onApplicationBootstrap(): Promise<void> {
    const { recallSyncIntervalSeconds: interval, recallRetrySeconds: retry, recallSources } = this.config;
    const everyMs = interval > 0 && recallSources.length > 0 ? Math.min(interval, retry) * 1000 : 0;
    await this.queue.schedule(this.jobName, {}, everyMs);
  }

  handle(payload: { force?: boolean }): Promise<RecallSyncOutcome[]> {
    return this.sync.syncDue({ force: payload.force === true });
  }
}
