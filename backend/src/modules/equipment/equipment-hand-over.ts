import { Injectable, OnModuleInit } from '@nestjs/common';
import { HomeTransferHooks } from '../../core/access/home-transfer-hooks';

/** A home's hand-over moves its equipment and their label-reading feedback to the new owner. */
@Injectable()
export class EquipmentHandOver implements OnModuleInit {
  constructor(private readonly hooks: HomeTransferHooks) {}

  onModuleInit(): void {
    this.hooks.register(async (manager, { homeId, toUserId, equipmentIds }) => {
      await manager.query(`UPDATE equipment SET user_id = $2 WHERE home_id = $1`, [homeId, toUserId]);
      await manager.query(`UPDATE analysis_feedback SET user_id = $2 WHERE equipment_id = ANY($1::int[])`, [
        equipmentIds,
        toUserId,
      ]);
    });
  }
}
