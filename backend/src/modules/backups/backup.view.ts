/** One backup in the admin's list. */
export interface BackupView {
  name: string;
  createdAt: string;
  sizeBytes: number | null;
  result: 'success' | 'failed';
  trigger: 'schedule' | 'manual';
  error: string | null;
}

/** GET /api/admin/backups: the backups, the schedule and the last outcomes. */
export interface BackupsView {
  backups: BackupView[];
  /** Cron pattern in UTC; null when scheduled backups are off. */
  schedule: string | null;
  nextRunAt: string | null;
  lastSuccessAt: string | null;
  lastFailure: { at: string; error: string } | null;
}
