import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobHandlerRegistry } from '../../../core/queue/job-handler-registry';
import { JobHandler } from '../../../core/queue/job-types';
import { RecallChecks } from './recall-checks.service';

declare module '../../../core/queue/job-types' {
  interface JobTypes {
    /** Checks these equipment against the whole recall mirror (saved in bulk: a spreadsheet or archive import). */
    'recalls.check-equipment': { payload: { equipmentIds: number[] }; result: number };
  }
}

/**
 * The check of equipment saved in bulk, in the background (docs/recalls.md, "When equipment is checked"): the
 * import announces its ids after its commit (EquipmentChangeEvents.batchSaved), RecallChecks enqueues this job,
 * and the request answers without waiting. Runs in the worker with REDIS_URL, in this process otherwise; a
 * retry checks again, which changes nothing already stored.
 */
@Injectable()
export class RecallCheckJob implements JobHandler<'recalls.check-equipment'>, OnModuleInit {
  readonly jobName = 'recalls.check-equipment' as const;

  constructor(
    private readonly checks: RecallChecks,
    private readonly registry: JobHandlerRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  handle(payload: { equipmentIds: number[] }): Promise<number> {
    return this.checks.checkMany(payload.equipmentIds);
  }
}
