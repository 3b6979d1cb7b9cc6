import { Module } from '@nestjs/common';
import { DatabaseModule } from '../../core/database/database-features';
import { EquipmentModule } from '../equipment/equipment.module';
import { HomesModule } from '../homes/homes.module';
import { IdentityModule } from '../identity/identity.module';
import { SettingsModule } from '../settings/settings.module';
import { EquipmentReceipt } from './entities/equipment-receipt.entity';
import { InventoryClock } from './inventory-clock';
import { InventoryImportController } from './inventory-import.controller';
import { InventoryImportService } from './inventory-import.service';
import { InventoryPortability } from './inventory-portability.service';
import { InventoryController } from './inventory.controller';
import { InventoryService } from './inventory.service';
import { ReceiptsController } from './receipts.controller';
import { ReceiptsService } from './receipts.service';

/**
 * A home's inventory for insurers (issue 44, docs/inventory.md): equipment receipts, the inventory grouped by room
 * with totals and value estimates, its PDF (the home book's renderer and photo loader) and CSV, and the
 * spreadsheet import (CSV or TSV, ours or HomeBox's) through the equipment module's EquipmentImportRows. Reads equipment
 * through EquipmentService, homes through HomesService, the currency through SettingsService. Receipts travel in
 * the user's export through InventoryPortability (the archive module).
 */
@Module({
  imports: [
    DatabaseModule.forFeature({ entities: [EquipmentReceipt] }),
    EquipmentModule,
    HomesModule,
    IdentityModule,
    SettingsModule,
  ],
  controllers: [InventoryController, ReceiptsController, InventoryImportController],
  providers: [InventoryClock, InventoryService, ReceiptsService, InventoryImportService, InventoryPortability],
  exports: [InventoryService, InventoryPortability],
})
export class InventoryModule {}
