import { ExportJobRecord, ExportJobStatus } from './archive-export-jobs.service';

/** A worker-built export as its owner polls it (POST /api/export/jobs, GET /api/export/jobs/:id). */
export interface ExportJobView {
  id: string;
  status: ExportJobStatus;
  filesDone: number;
  filesTotal: number;
  bytes: number;
}

export function toExportJobView({ id, status, filesDone, filesTotal, bytes }: ExportJobRecord): ExportJobView {
  return { id, status, filesDone, filesTotal, bytes };
}
