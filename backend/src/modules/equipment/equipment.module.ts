import { Module, forwardRef } from '@nestjs/common';
import { HomesModule } from '../homes/homes.module';
import { EquipmentPortability } from './equipment-portability.service';
import { EquipmentRecordsService } from './equipment-records.service';
import { EquipmentController } from './equipment.controller';
import { EquipmentService } from './equipment.service';
import { DatabaseModule } from '../../core/database/database-features';
import { EquipmentType } from './entities/equipment-type.entity';
import { AnalysisFeedback } from './entities/analysis-feedback.entity';
import { Equipment } from './entities/equipment.entity';

/**
 * Equipment, equipment types and maintenance records. HomesModule uses EquipmentService (populate,
 * home deletion) and the equipment routes check homes through HomesService, hence forwardRef both ways.
 */
@Module({
  imports: [
    DatabaseModule.forFeature({ entities: [EquipmentType, AnalysisFeedback, Equipment] }),
    forwardRef(() => HomesModule),
  ],
  controllers: [EquipmentController],
  providers: [EquipmentService, EquipmentRecordsService, EquipmentPortability],
  exports: [EquipmentService, EquipmentPortability],
})
export class EquipmentModule {}
