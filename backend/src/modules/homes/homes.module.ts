import { Module } from '@nestjs/common';
import { HomeDeletionHooks } from './home-deletion-hooks';
import { HomesController } from './homes.controller';
import { HomesPortability } from './homes-portability.service';
import { HomesService } from './homes.service';
import { PhotosController } from './photos.controller';
import { PhotosService } from './photos.service';
import { TemplatesController } from './templates.controller';
import { TemplatesService } from './templates.service';

/**
 * Homes, the photo library, home templates and equipment categories. It imports no other module:
 * modules with records under a home register their clean-up with HomeDeletionHooks.
 */
@Module({
  controllers: [HomesController, PhotosController, TemplatesController],
  providers: [HomesService, PhotosService, TemplatesService, HomesPortability, HomeDeletionHooks],
  exports: [HomesService, PhotosService, TemplatesService, HomesPortability, HomeDeletionHooks],
})
export class HomesModule {}
