import { Injectable, OnModuleInit } from '@nestjs/common';
import { HomeTransferHooks } from '../../core/access/home-transfer-hooks';

/**
 * A home's hand-over gives its equipment rooms to the new owner; the previous owner's support thread
 * is theirs and does not move (docs/sharing.md).
 */
@Injectable()
export class ChatHandOver implements OnModuleInit {
  constructor(private readonly hooks: HomeTransferHooks) {}

  onModuleInit(): void {
    this.hooks.register(async (manager, { toUserId, equipmentIds }) => {
      await manager.query(
        `UPDATE chat_rooms SET owner_user_id = $2 WHERE equipment_id = ANY($1::int[]) AND type <> 'support'`,
        [equipmentIds, toUserId],
      );
    });
  }
}
