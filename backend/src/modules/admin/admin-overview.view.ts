/** GET /api/admin/overview: the instance at a glance (issue 45), every number counted in the database. */
export interface AdminOverviewView {
  users: number;
  homes: number;
  equipment: number;
  /** Label readings saved to equipment in the last 7 days, and how many of them read all four fields. */
  labelReads: { last7Days: number; complete: number };
  /** Support threads with a message; those whose user has waited over 24 hours for an answer. */
  support: { open: number; waitingOver24h: number };
  /** The last backup's time (ISO); null until the backup feature exists. */
  lastBackupAt: string | null;
}
