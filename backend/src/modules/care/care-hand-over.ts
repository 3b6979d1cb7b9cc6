import { Injectable, OnModuleInit } from '@nestjs/common';
import { HomeTransferHooks } from '../../core/access/home-transfer-hooks';

/**
 * A home's hand-over moves its maintenance records (and so their attachments' ownership) to the new
 * owner. Notifications already delivered stay with whoever received them (docs/sharing.md).
 */
@Injectable()
export class CareHandOver implements OnModuleInit {
  constructor(private readonly hooks: HomeTransferHooks) {}

  onModuleInit(): void {
    this.hooks.register(async (manager, { toUserId, equipmentIds }) => {
      await manager.query(`UPDATE maintenance_records SET user_id = $2 WHERE equipment_id = ANY($1::int[])`, [
        equipmentIds,
        toUserId,
      ]);
    });
  }
}
