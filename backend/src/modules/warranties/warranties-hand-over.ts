import { Injectable, OnModuleInit } from '@nestjs/common';
import { HomeTransferHooks } from '../../core/access/home-transfer-hooks';

/** A home's hand-over moves its equipment's warranty documents and reminder rules to the new owner. */
@Injectable()
export class WarrantiesHandOver implements OnModuleInit {
  constructor(private readonly hooks: HomeTransferHooks) {}

  onModuleInit(): void {
    this.hooks.register(async (manager, { toUserId, equipmentIds }) => {
      await manager.query(`UPDATE warranty_documents SET user_id = $2 WHERE equipment_id = ANY($1::int[])`, [
        equipmentIds,
        toUserId,
      ]);
      await manager.query(
        `UPDATE warranty_notifications SET user_id = $2
         WHERE warranty_id IN (SELECT id FROM warranties WHERE equipment_id = ANY($1::int[]))`,
        [equipmentIds, toUserId],
      );
    });
  }
}
