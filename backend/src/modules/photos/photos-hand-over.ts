import { Injectable, OnModuleInit } from '@nestjs/common';
import { HomeTransferHooks } from '../../core/access/home-transfer-hooks';

/** A home's hand-over moves the library photos of the home and of its equipment to the new owner. */
@Injectable()
export class PhotosHandOver implements OnModuleInit {
  constructor(private readonly hooks: HomeTransferHooks) {}

  onModuleInit(): void {
    this.hooks.register(async (manager, { homeId, toUserId, equipmentIds }) => {
      await manager.query(`UPDATE photos SET user_id = $3 WHERE home_id = $1 OR equipment_id = ANY($2::int[])`, [
        homeId,
        equipmentIds,
        toUserId,
      ]);
    });
  }
}
