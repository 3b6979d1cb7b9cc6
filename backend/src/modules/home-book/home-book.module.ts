import { Module } from '@nestjs/common';
import { EquipmentModule } from '../equipment/equipment.module';
import { HomesModule } from '../homes/homes.module';
import { IdentityModule } from '../identity/identity.module';
import { WarrantiesModule } from '../warranties/warranties.module';
import { HomeBookExportService } from './home-book-export.service';
import { HomeBookService } from './home-book.service';
import { RenderHomeBookJob } from './render-home-book.job';

/**
 * The home-book PDF: one renderer (pdfmake) behind the 'home-book.render' job, used by the admin's
 * export and by the owner's download (modules/archive). Reads other modules through their services.
 */
@Module({
  imports: [IdentityModule, HomesModule, EquipmentModule, WarrantiesModule],
  providers: [HomeBookService, HomeBookExportService, RenderHomeBookJob],
  exports: [HomeBookExportService],
})
export class HomeBookModule {}
