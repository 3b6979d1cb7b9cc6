import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** A home changing hands, inside the transfer's transaction (the home row locked). */
export interface HomeHandOver {
  homeId: number;
  fromUserId: number;
  toUserId: number;
  /** The home's equipment at that moment. */
  equipmentIds: number[];
}

/** A module's part of a hand-over: re-point its rows of the home to the new owner, with this manager. */
export type HomeTransferHook = (manager: EntityManager, handOver: HomeHandOver) => Promise<void>;

/**
 * Lets every module that keeps rows under a home (equipment, warranties, care, chat, …) move them to
 * the home's new owner in the one transaction of a hand-over (docs/sharing.md), without the homes
 * module importing them: each registers at start-up. Part of the platform (like the access policy)
 * because modules that do not import homes (chat) take part too. A hook that throws rolls the whole
 * hand-over back.
 */
@Injectable()
export class HomeTransferHooks {
  private readonly hooks = new Set<HomeTransferHook>();

  /** Returns the function that removes the hook. */
  register(hook: HomeTransferHook): () => void {
    this.hooks.add(hook);
    return () => this.hooks.delete(hook);
  }

  async run(manager: EntityManager, handOver: HomeHandOver): Promise<void> {
    for (const hook of this.hooks) await hook(manager, handOver);
  }
}
