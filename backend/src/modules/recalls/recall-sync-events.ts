import { Injectable, Logger } from '@nestjs/common';
import { RecallSource } from './recall-match';

/** Told after each source's sync has committed: the mirror rows that are new or whose content changed. */
export interface RecallsSyncedEvent {
  name: 'recalls.synced';
  source: RecallSource;
  /** Mirror ids (`recalls.id`) inserted by this run. */
  newRecallIds: number[];
  /** Mirror ids whose content changed in this run. */
  changedRecallIds: number[];
}

export type RecallsSyncedListener = (event: RecallsSyncedEvent) => Promise<void>;

/**
 * The sync's event, for modules built on the recalls module (the owner's side checks the new and changed
 * recalls against the equipment). Told after the source's transaction committed, in the process that ran
 * the sync (the worker with REDIS_URL); a listener that throws is logged and does not fail the sync.
 * Listen in onModuleInit: `recallSyncEvents.listen(async (event) => ...)`.
 */
@Injectable()
export class RecallSyncEvents {
  private readonly logger = new Logger('RecallSyncEvents');
  private readonly listeners = new Set<RecallsSyncedListener>();

  /** Returns the function that removes the listener. */
  listen(listener: RecallsSyncedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async emit(event: RecallsSyncedEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        this.logger.error(`A ${event.name} listener failed: ${(error as Error).message}`);
      }
    }
  }
}
