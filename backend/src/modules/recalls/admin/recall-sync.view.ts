/** One recall source's sync as the admin System tab shows it (GET /api/admin/recalls/sync). */
export interface RecallSourceSyncView {
  source: 'cpsc' | 'health-canada' | 'safety-gate';
  /** Its name for people ('US CPSC'…). */
  label: string;
  /** Switched on by RECALLS_SOURCES. */
  enabled: boolean;
  /** ISO instants; null: never. */
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  nextAttemptAt: string | null;
  /** null: never run. */
  result: 'ok' | 'failed' | null;
  /** The last failure (code and message), while the source is failing. */
  error: { code: string; message: string } | null;
  consecutiveFailures: number;
  /** The last successful run: recalls read, new, changed. */
  fetched: number;
  inserted: number;
  updated: number;
  durationMs: number;
  /** Recalls of this source in the mirror. */
  recallCount: number;
}

export interface RecallSyncView {
  /** RECALL_SYNC_INTERVAL_SECONDS (0: no scheduled syncs). */
  intervalSeconds: number;
  sources: RecallSourceSyncView[];
}
