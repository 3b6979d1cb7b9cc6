import { Module } from '@nestjs/common';
import { EquipmentModule } from '../equipment/equipment.module';
import { InventoryImportController } from './inventory-import.controller';
import { InventoryImportService } from './inventory-import.service';

/**
 * The spreadsheet import of a home's inventory (issue 44): CSV or TSV, ours or HomeBox's, into the home's
 * equipment through the equipment module's EquipmentImportRows.
 */
@Module({
  imports: [EquipmentModule],
  controllers: [InventoryImportController],
  providers: [InventoryImportService],
})
export class InventoryImportModule {}
