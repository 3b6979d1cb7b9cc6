import type { SystemReport } from '../../core/health/system-health';
import type { AdminSystemView } from './admin-system.view';

export function toAdminSystemView(report: SystemReport): AdminSystemView {
  return {
    status: report.parts.some((part) => part.state === 'down') ? 'degraded' : 'ok',
    parts: report.parts.map(({ part, state, detail }) => ({ part, state, detail })),
    queues: report.queues?.map(({ queue, waiting, active, failed }) => ({ queue, waiting, active, failed })) ?? null,
    workers: report.workers.map((worker) => ({
      workerId: worker.workerId,
      kind: worker.kind,
      lastBeatAt: new Date(worker.beatAt).toISOString(),
      expiresAt: new Date(worker.expiresAt).toISOString(),
    })),
    uptimeSeconds: report.uptimeSeconds,
    version: report.version,
    schema: report.schema ? { version: report.schema.version, migration: report.schema.migration } : null,
    checkedAt: new Date(report.checkedAt).toISOString(),
  };
}
