import { Module } from '@nestjs/common';
import { DatabaseModule } from '../../core/database/database-features';
import { HomesModule } from '../homes/homes.module';
import { Photo } from './entities/photo.entity';
import { PhotosPortability } from './photos-portability.service';
import { PhotosController } from './photos.controller';
import { PhotosHandOver } from './photos-hand-over';
import { PhotosService } from './photos.service';

/**
 * The photo library (GET/POST /api/photos): the user's photos grouped by home, equipment photos
 * recorded by the equipment module through PhotosService. It imports homes (a home's name, address
 * and access), never the other way round: a home's deletion needs nothing from it (the rows go by
 * ON DELETE CASCADE, the files with the home's storage prefix, `users/<u>/homes/<h>/photos/`).
 */
@Module({
  imports: [DatabaseModule.forFeature({ entities: [Photo] }), HomesModule],
  controllers: [PhotosController],
  providers: [PhotosService, PhotosPortability, PhotosHandOver],
  exports: [PhotosService, PhotosPortability],
})
export class PhotosModule {}
