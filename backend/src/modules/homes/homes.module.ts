import { Module, forwardRef } from '@nestjs/common';
import { EquipmentModule } from '../equipment/equipment.module';
import { HomesController } from './homes.controller';
import { HomesPortability } from './homes-portability.service';
import { HomesService } from './homes.service';
import { PhotosController } from './photos.controller';
import { PhotosService } from './photos.service';
import { TemplatesController } from './templates.controller';
import { TemplatesService } from './templates.service';
import { DatabaseModule } from '../../core/database/database-features';
import { EquipmentCategory } from './entities/equipment-category.entity';
import { HomeEquipmentChecklist } from './entities/home-equipment-checklist.entity';
import { HomeTemplate } from './entities/home-template.entity';
import { Home } from './entities/home.entity';
import { Photo } from './entities/photo.entity';
import { TemplateEquipment } from './entities/template-equipment.entity';
import { HOME_REFERENCE_DATA_SEED } from './templates/home-reference-data.seed';

/** Homes, the photo library, home templates and equipment categories. */
@Module({
  // forwardRef: the equipment module checks home ownership through HomesService.
  imports: [
    DatabaseModule.forFeature({
      entities: [EquipmentCategory, HomeEquipmentChecklist, HomeTemplate, Home, Photo, TemplateEquipment],
      seeds: [HOME_REFERENCE_DATA_SEED],
    }),
    forwardRef(() => EquipmentModule),
  ],
  controllers: [HomesController, PhotosController, TemplatesController],
  providers: [HomesService, PhotosService, TemplatesService, HomesPortability],
  exports: [HomesService, PhotosService, TemplatesService, HomesPortability],
})
export class HomesModule {}
