export type ExportJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A worker-built export as its owner polls it (POST /api/export/jobs, GET /api/export/jobs/:id). */
export interface ExportJobView {
  id: string;
  status: ExportJobStatus;
  filesDone: number;
  filesTotal: number;
  bytes: number;
}
