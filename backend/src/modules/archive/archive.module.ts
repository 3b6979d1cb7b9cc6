import { Module } from '@nestjs/common';
import { CareModule } from '../care/care.module';
import { EquipmentModule } from '../equipment/equipment.module';
import { HomesModule } from '../homes/homes.module';
import { IdentityModule } from '../identity/identity.module';
import { InventoryModule } from '../inventory/inventory.module';
import { PhotosModule } from '../photos/photos.module';
import { WarrantiesModule } from '../warranties/warranties.module';
import { ArchiveController } from './archive.controller';
import { ArchiveExportService } from './archive-export.service';
import { ArchiveImportService } from './archive-import.service';
import { DatabaseModule } from '../../core/database/database-features';
import { ArchiveImport } from './entities/archive-import.entity';
import { ArchiveExportJob } from './archive-export.job';
import { ArchiveExportJobs } from './archive-export-jobs.service';
import { ArchiveExportJobsController } from './archive-export-jobs.controller';
import { ArchiveSweepJob } from './archive-sweep.job';
import { ArchiveClock } from './archive-clock';

/**
 * "Own your data": export of everything a user owns (or one home) as a zip in the Home Book export
 * format, and its import into an account. Reads and writes the other modules' tables only through
 * their portability services. Large exports are built by the 'archive.export' job (ArchiveExportJobs).
 */
@Module({
  imports: [
    DatabaseModule.forFeature({ entities: [ArchiveImport] }),
    IdentityModule,
    HomesModule,
    PhotosModule,
    EquipmentModule,
    WarrantiesModule,
    CareModule,
    InventoryModule,
  ],
  controllers: [ArchiveController, ArchiveExportJobsController],
  providers: [
    ArchiveExportService,
    ArchiveImportService,
    ArchiveExportJobs,
    ArchiveExportJob,
    ArchiveSweepJob,
    ArchiveClock,
  ],
})
export class ArchiveModule {}
