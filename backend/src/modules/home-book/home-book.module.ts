import { Module } from '@nestjs/common';
import { CareModule } from '../care/care.module';
import { EquipmentModule } from '../equipment/equipment.module';
import { HomesModule } from '../homes/homes.module';
import { IdentityModule } from '../identity/identity.module';
import { WarrantiesModule } from '../warranties/warranties.module';
import { HomeBookExportService } from './home-book-export.service';
import { HomeBookController } from './home-book.controller';
import { HomeBookService } from './home-book.service';
import { LabelSheetService } from './labels/label-sheet.service';
import { RenderHomeBookJob } from './render-home-book.job';

/**
 * The home-book PDF: one renderer (pdfmake) behind the 'home-book.render' job, used by the admin's
 * export and by the owner's download (HomeBookController, with the QR label sheets). Reads other
 * modules through their services (the care module's for the maintenance history and attention list).
 */
@Module({
  imports: [IdentityModule, HomesModule, EquipmentModule, WarrantiesModule, CareModule],
  controllers: [HomeBookController],
  providers: [HomeBookService, HomeBookExportService, RenderHomeBookJob, LabelSheetService],
  exports: [HomeBookExportService],
})
export class HomeBookModule {}
