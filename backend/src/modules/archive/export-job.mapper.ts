import type { ExportJobRecord } from './archive-export-jobs.service';
import type { ExportJobView } from './export-job.view';

export function toExportJobView({ id, status, filesDone, filesTotal, bytes }: ExportJobRecord): ExportJobView {
  return { id, status, filesDone, filesTotal, bytes };
}
