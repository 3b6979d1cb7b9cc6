import { Module } from '@nestjs/common';
import { BackupControlLifecycle } from './backup-control.lifecycle';
import { BackupJob } from './backup.job';
import { BackupRunsRepository } from './backup-runs.repository';
import { BackupStatusService } from './backup-status.service';
import { BackupsController } from './backups.controller';
import { BackupsService } from './backups.service';

/**
 * Backups of the whole instance (issue 40): the backup file (backup-writer.ts) and its restore
 * (backup-restorer.ts, `npm run restore`), scheduled backups with retention and an off-box copy, the
 * admin's backups API. Imports no module: it reads every table through the platform's DataSource.
 * Exports BackupStatusService (the last success, for the admin overview and the metrics).
 */
@Module({
  controllers: [BackupsController],
  providers: [BackupRunsRepository, BackupsService, BackupStatusService, BackupJob, BackupControlLifecycle],
  exports: [BackupStatusService],
})
export class BackupsModule {}
