import { Module } from '@nestjs/common';
import { EquipmentService } from './equipment.service';

/** Equipment, equipment types and maintenance records (routes come with the equipment issue). */
@Module({
  providers: [EquipmentService],
  exports: [EquipmentService],
})
export class EquipmentModule {}
