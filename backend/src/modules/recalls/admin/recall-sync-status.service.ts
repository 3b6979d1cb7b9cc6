import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { JobQueue } from '../../../core/queue/job-queue';
import { RecallSyncState } from '../entities/recall-sync-state.entity';
import { RECALL_SOURCES, RecallSource } from '../recall-match';
import type { RecallSourceSyncView, RecallSyncView } from './recall-sync.view';

const LABELS: Record<RecallSource, string> = {
  cpsc: 'US CPSC',
  'health-canada': 'Health Canada',
  'safety-gate': 'EU Safety Gate',
};

/** The sync's state for the admin, and "Sync now". */
@Injectable()
export class RecallSyncStatusService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  /** Every source: the enabled ones in RECALLS_SOURCES order, then any other with a recorded state. */
  async view(): Promise<RecallSyncView> {
    const [states, counts] = await Promise.all([
      this.dataSource.getRepository(RecallSyncState).find(),
      this.dataSource.query<Array<{ source: string; count: string }>>(
        'SELECT source, count(*) AS count FROM recalls GROUP BY source',
      ),
    ]);
    const enabled = this.config.recallSources;
    const shown = [
      ...enabled,
      ...RECALL_SOURCES.filter((source) => !enabled.includes(source) && states.some((s) => s.source === source)),
    ];
    return {
      intervalSeconds: this.config.recallSyncIntervalSeconds,
      sources: shown.map((source) =>
        toSourceView(
          source,
          enabled.includes(source),
          states.find((state) => state.source === source) ?? null,
          Number(counts.find((count) => count.source === source)?.count ?? 0),
        ),
      ),
    };
  }

  /** Every enabled source now, whatever its schedule (a job: the worker runs it with REDIS_URL). */
  async syncNow(): Promise<RecallSyncView> {
    await this.queue.enqueue('recalls.sync', { force: true });
    return this.view();
  }
}

function toSourceView(
  source: RecallSource,
  enabled: boolean,
  state: RecallSyncState | null,
  recallCount: number,
): RecallSourceSyncView {
  const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);
  return {
    source,
    label: LABELS[source],
    enabled,
    lastAttemptAt: iso(state?.lastAttemptAt),
    lastSuccessAt: iso(state?.lastSuccessAt),
    nextAttemptAt: iso(state?.nextAttemptAt),
    result: (state?.result as 'ok' | 'failed' | null) ?? null,
    error:
      state?.result === 'failed' && state.errorCode
        ? { code: state.errorCode, message: state.errorMessage ?? '' }
        : null,
    consecutiveFailures: state?.consecutiveFailures ?? 0,
    fetched: state?.fetchedCount ?? 0,
    inserted: state?.insertedCount ?? 0,
    updated: state?.updatedCount ?? 0,
    durationMs: state?.durationMs ?? 0,
    recallCount,
  };
}
