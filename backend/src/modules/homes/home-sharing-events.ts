import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** What happened to who shares or owns a home (recorded in the audit log by the admin module). */
export type HomeSharingAction =
  | 'home.invitation.sent'
  | 'home.invitation.revoked'
  | 'home.invitation.accepted'
  | 'home.member.role-changed'
  | 'home.member.removed'
  | 'home.member.left'
  | 'home.transfer.requested'
  | 'home.transfer.cancelled'
  | 'home.transfer.accepted';

export interface HomeSharingEvent {
  action: HomeSharingAction;
  /** Who did it. */
  actorUserId: number;
  homeId: number;
  /** The target besides the home: the member's user id, the invited e-mail, the role, the new owner… */
  details: Record<string, string | number | boolean | null>;
}

export type HomeSharingListener = (manager: EntityManager, event: HomeSharingEvent) => Promise<void>;

/**
 * Sharing events, told to listeners inside the action's transaction (so a record commits or rolls back
 * with the action). The admin module (which imports homes) listens and writes its audit log: homes
 * never imports admin, so there is no cycle (docs/architecture.md, "Access").
 */
@Injectable()
export class HomeSharingEvents {
  private readonly listeners = new Set<HomeSharingListener>();

  /** Returns the function that removes the listener. */
  listen(listener: HomeSharingListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async emit(manager: EntityManager, event: HomeSharingEvent): Promise<void> {
    for (const listener of this.listeners) await listener(manager, event);
  }
}
