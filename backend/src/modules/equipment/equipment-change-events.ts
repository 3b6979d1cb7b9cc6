import { Injectable, Logger } from '@nestjs/common';

/** Equipment was added, or its details changed (after the transaction committed). */
export interface EquipmentSaved {
  equipmentId: number;
  /** Who saved it. */
  userId: number;
}

/** Many equipment were added or changed at once (a spreadsheet or archive import, after its commit). */
export interface EquipmentBatchSaved {
  equipmentIds: number[];
  /** Who saved them. */
  userId: number;
}

type Listener = (event: EquipmentSaved) => Promise<void>;
type BatchListener = (event: EquipmentBatchSaved) => Promise<void>;

/**
 * Equipment saves, for modules that keep state derived from an equipment's brand, model or serial (the
 * recall watch checks it against the recall mirror at once). The equipment module tells listeners after its
 * transaction commits; listeners subscribe at start-up (modules that import this one: no cycle). A failing
 * listener is logged and never fails the save. A batch (up to thousands of rows in one request) is told once;
 * its listeners only hand the work to the background (the request does not wait for per-equipment work).
 */
@Injectable()
export class EquipmentChangeEvents {
  private readonly logger = new Logger(EquipmentChangeEvents.name);
  private readonly listeners: Listener[] = [];
  private readonly batchListeners: BatchListener[] = [];

  onSaved(listener: Listener): void {
    this.listeners.push(listener);
  }

  onBatchSaved(listener: BatchListener): void {
    this.batchListeners.push(listener);
  }

  async batchSaved(event: EquipmentBatchSaved): Promise<void> {
    if (!event.equipmentIds.length) return;
    for (const listener of this.batchListeners) {
      await listener(event).catch((error: Error) =>
        this.logger.error({
          msg: 'equipment batch listener failed',
          userId: event.userId,
          count: event.equipmentIds.length,
          error: error.message,
          stack: error.stack,
        }),
      );
    }
  }

  async saved(event: EquipmentSaved): Promise<void> {
    for (const listener of this.listeners) {
      await listener(event).catch((error: Error) =>
        this.logger.error({ msg: 'equipment listener failed', ...event, error: error.message, stack: error.stack }),
      );
    }
  }
}
