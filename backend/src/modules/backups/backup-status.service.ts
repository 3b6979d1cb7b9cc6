import { Injectable, OnModuleInit } from '@nestjs/common';
import { MetricsRegistry } from '../../core/metrics/metrics-registry';
import { BackupRunsRepository } from './backup-runs.repository';

/**
 * When the last backup succeeded: exported for the admin overview's "last backup", and registered as the metric
 * `backup_last_success_timestamp_seconds` (read at each scrape). Read from the shared ledger, so right in every
 * process, whichever one ran the backup.
 */
@Injectable()
export class BackupStatusService implements OnModuleInit {
  constructor(
    private readonly runs: BackupRunsRepository,
    private readonly metrics: MetricsRegistry,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge({
      name: 'backup_last_success_timestamp_seconds',
      help: 'When the last backup succeeded (Unix time; 0: none yet)',
      collect: async () => {
        const at = await this.lastSuccessAt();
        return at ? Math.floor(at.getTime() / 1000) : null;
      },
    });
  }

  /** null when no backup has succeeded yet. */
  async lastSuccessAt(): Promise<Date | null> {
    return (await this.runs.lastFinished('success'))?.finishedAt ?? null;
  }
}
