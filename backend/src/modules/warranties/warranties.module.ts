import { Module } from '@nestjs/common';
import { EquipmentModule } from '../equipment/equipment.module';
import { WarrantiesController } from './warranties.controller';
import { WarrantiesPortability } from './warranties-portability.service';
import { WarrantiesService } from './warranties.service';

/** Warranties (one per equipment), their documents (pending before the warranty exists) and notifications. */
@Module({
  imports: [EquipmentModule],
  controllers: [WarrantiesController],
  providers: [WarrantiesService, WarrantiesPortability],
  exports: [WarrantiesService, WarrantiesPortability],
})
export class WarrantiesModule {}
