import type { BackupRun } from './backup-runs.repository';
import type { BackupView } from './backup.view';

export function toBackupView(run: BackupRun): BackupView {
  return {
    name: run.name,
    createdAt: run.finishedAt.toISOString(),
    sizeBytes: run.sizeBytes,
    result: run.result,
    trigger: run.trigger,
    error: run.error,
  };
}
