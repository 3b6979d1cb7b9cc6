import { Module } from '@nestjs/common';
import { EquipmentModule } from '../equipment/equipment.module';
import { WarrantiesController } from './warranties.controller';
import { WarrantiesPortability } from './warranties-portability.service';
import { WarrantiesService } from './warranties.service';
import { WarrantyRemindersController } from './warranty-reminders.controller';
import { WarrantyRemindersService } from './warranty-reminders.service';
import { DatabaseModule } from '../../core/database/database-features';
import { WarrantyDocument } from './entities/warranty-document.entity';
import { WarrantyNotification } from './entities/warranty-notification.entity';
import { Warranty } from './entities/warranty.entity';
import { WarrantiesHandOver } from './warranties-hand-over';

/** Warranties (one per equipment), their documents (pending before the warranty exists) and notifications. */
@Module({
  imports: [
    DatabaseModule.forFeature({ entities: [WarrantyDocument, WarrantyNotification, Warranty] }),
    EquipmentModule,
  ],
  controllers: [WarrantiesController, WarrantyRemindersController],
  providers: [WarrantiesHandOver, WarrantiesService, WarrantiesPortability, WarrantyRemindersService],
  exports: [WarrantiesService, WarrantiesPortability],
})
export class WarrantiesModule {}
