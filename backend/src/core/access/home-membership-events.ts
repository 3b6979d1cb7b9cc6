import { Injectable, Logger } from '@nestjs/common';

/** A user stopped being a member of a home (removed by its owner, or left). */
export interface HomeMembershipEnded {
  homeId: number;
  userId: number;
}

type Listener = (event: HomeMembershipEnded) => Promise<void>;

/**
 * Membership changes, for modules that keep state derived from a membership beyond the policy's own
 * queries (chat: the sockets in a home's equipment rooms). The homes module reports an ended membership
 * after its transaction commits; listeners subscribe at start-up. One instance per app (CoreModule),
 * nothing process-wide. A failing listener is logged and never fails the membership change.
 */
@Injectable()
export class HomeMembershipEvents {
  private readonly logger = new Logger(HomeMembershipEvents.name);
  private readonly listeners: Listener[] = [];

  onEnded(listener: Listener): void {
    this.listeners.push(listener);
  }

  async ended(event: HomeMembershipEnded): Promise<void> {
    for (const listener of this.listeners) {
      await listener(event).catch((error: Error) =>
        this.logger.error({ msg: 'membership listener failed', ...event, error: error.message, stack: error.stack }),
      );
    }
  }
}
