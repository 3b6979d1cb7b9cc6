import { Module, forwardRef } from '@nestjs/common';
import { EquipmentModule } from '../equipment/equipment.module';
import { HomesController } from './homes.controller';
import { HomesPortability } from './homes-portability.service';
import { HomesService } from './homes.service';
import { PhotosController } from './photos.controller';
import { PhotosService } from './photos.service';
import { TemplatesController } from './templates.controller';
import { TemplatesService } from './templates.service';

/** Homes, the photo library, home templates and equipment categories. */
@Module({
  // forwardRef: the equipment module checks home ownership through HomesService.
  imports: [forwardRef(() => EquipmentModule)],
  controllers: [HomesController, PhotosController, TemplatesController],
  providers: [HomesService, PhotosService, TemplatesService, HomesPortability],
  exports: [HomesService, PhotosService, TemplatesService, HomesPortability],
})
export class HomesModule {}
