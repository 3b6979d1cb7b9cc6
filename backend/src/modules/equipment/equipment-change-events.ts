import { Injectable, Logger } from '@nestjs/common';

/** Equipment was added, or its details changed (after the transaction committed). */
export interface EquipmentSaved {
  equipmentId: number;
  /** Who saved it. */
  userId: number;
}

type Listener = (event: EquipmentSaved) => Promise<void>;

/**
 * Equipment saves, for modules that keep state derived from an equipment's brand, model or serial (the
 * recall watch checks it against the recall mirror at once). The equipment module tells listeners after its
 * transaction commits; listeners subscribe at start-up (modules that import this one: no cycle). A failing
 * listener is logged and never fails the save.
 */
@Injectable()
export class EquipmentChangeEvents {
  private readonly logger = new Logger(EquipmentChangeEvents.name);
  private readonly listeners: Listener[] = [];

  onSaved(listener: Listener): void {
    this.listeners.push(listener);
  }

  async saved(event: EquipmentSaved): Promise<void> {
    for (const listener of this.listeners) {
      await listener(event).catch((error: Error) =>
        this.logger.error({ msg: 'equipment listener failed', ...event, error: error.message, stack: error.stack }),
      );
    }
  }
}
