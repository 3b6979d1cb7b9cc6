import { Module } from '@nestjs/common';
import { HomesModule } from '../homes/homes.module';
import { PhotosModule } from '../photos/photos.module';
import { EquipmentPortability } from './equipment-portability.service';
import { EquipmentRecordsService } from './equipment-records.service';
import { EquipmentController } from './equipment.controller';
import { EquipmentService } from './equipment.service';
import { DatabaseModule } from '../../core/database/database-features';
import { EquipmentType } from './entities/equipment-type.entity';
import { AnalysisFeedback } from './entities/analysis-feedback.entity';
import { Equipment } from './entities/equipment.entity';
import { HomePopulateController } from './home-populate.controller';
import { HomePopulateService } from './home-populate.service';
import { EquipmentHandOver } from './equipment-hand-over';
import { EquipmentChangeEvents } from './equipment-change-events';
import { EquipmentImportRows } from './equipment-import-rows.service';

/**
 * Equipment and equipment types, and filling a home from a template. It depends on the homes module
 * (templates, home deletion hooks) and the photos module (the library lists equipment photos), never
 * the other way round; access goes through the platform's HomeAccessPolicy.
 */
@Module({
  imports: [
    DatabaseModule.forFeature({ entities: [EquipmentType, AnalysisFeedback, Equipment] }),
    HomesModule,
    PhotosModule,
  ],
  controllers: [EquipmentController, HomePopulateController],
  providers: [
    EquipmentHandOver,
    EquipmentChangeEvents,
    EquipmentService,
    EquipmentRecordsService,
    EquipmentPortability,
    EquipmentImportRows,
    HomePopulateService,
  ],
  exports: [EquipmentService, EquipmentPortability, EquipmentChangeEvents, EquipmentImportRows],
})
export class EquipmentModule {}
