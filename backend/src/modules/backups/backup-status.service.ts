import { Injectable } from '@nestjs/common';
import { BackupRunsRepository } from './backup-runs.repository';

/**
 * When the last backup succeeded: exported for the admin overview's "last backup" and the metrics
 * (`backup_last_success_timestamp_seconds`). Read from the shared ledger, so right in every process.
 */
@Injectable()
export class BackupStatusService {
  constructor(private readonly runs: BackupRunsRepository) {}

  /** null when no backup has succeeded yet. */
  async lastSuccessAt(): Promise<Date | null> {
    return (await this.runs.lastFinished('success'))?.finishedAt ?? null;
  }
}
