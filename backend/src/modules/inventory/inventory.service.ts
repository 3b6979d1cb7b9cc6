import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { HomeAccessPolicy } from '../../core/access/home-access-policy';
import { userFilesPrefix } from '../../core/storage/storage-keys';
import { ObjectStorage } from '../../core/storage/object-storage';
import type { EquipmentView } from '../equipment/equipment.view';
import { toEquipmentView } from '../equipment/equipment.mapper';
import { EquipmentService } from '../equipment/equipment.service';
import { HomeBookImages } from '../home-book/home-book-images';
import { renderPdf } from '../home-book/pdf-renderer';
import { HomesService } from '../homes/homes.service';
import type { HomeView } from '../homes/home.view';
import { UsersService } from '../identity/users.service';
import { SettingsService } from '../settings/settings.service';
import { EquipmentReceipt } from './entities/equipment-receipt.entity';
import { ageStart, estimatedValueCents } from './estimated-value';
import { InventoryClock } from './inventory-clock';
import { inventoryCsv } from './inventory-csv';
import { INVENTORY_PHOTO_SIDE, inventoryDocument } from './inventory-document';
import { groupByRoom, inventoryTotals } from './inventory-rooms';
import { toReceiptView } from './receipt.mapper';
import type { InventoryItemView, InventoryView } from './inventory.view';

/** What the reports need besides the inventory itself. */
interface InventoryRead {
  home: HomeView;
  inventory: InventoryView;
  equipment: EquipmentView[];
}

/**
 * A home's inventory (docs/inventory.md): its equipment grouped by room with money totals and value estimates,
 * as JSON, PDF and CSV. Whoever reads the home reads its inventory (HomesService.get: 404 for anyone else);
 * equipment through EquipmentService, the currency through SettingsService.
 */
@Injectable()
export class InventoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly homes: HomesService,
    private readonly equipment: EquipmentService,
    private readonly settings: SettingsService,
    private readonly users: UsersService,
    private readonly storage: ObjectStorage,
    private readonly access: HomeAccessPolicy,
    private readonly clock: InventoryClock,
  ) {}

  async inventory(userId: number, homeId: number): Promise<InventoryView> {
    return (await this.read(userId, homeId)).inventory;
  }

  async csv(userId: number, homeId: number): Promise<{ home: HomeView; csv: string }> {
    const { home, inventory, equipment } = await this.read(userId, homeId);
    const extra = new Map(
      equipment.map((item) => [item.id, { installationYear: item.installationDate, notes: item.notes }]),
    );
    return { home, csv: inventoryCsv(inventory, extra) };
  }

  async pdf(userId: number, homeId: number): Promise<{ home: HomeView; pdf: Buffer }> {
    const { home, inventory } = await this.read(userId, homeId);
    const owner = await this.users.findById(home.userId);
    const readablePrefixes = [
      userFilesPrefix(home.userId),
      ...(await this.access.formerFilePrefixes(this.dataSource.manager, { homeId: home.id })),
    ];
    const items = inventory.rooms.flatMap((room) => room.items);
    const images = await new HomeBookImages(this.storage, readablePrefixes).load(
      items.map((item) => ({ url: item.photoUrl, maxSide: INVENTORY_PHOTO_SIDE })),
    );
    const pdf = await renderPdf(inventoryDocument({ home, ownerName: owner?.username ?? null, inventory, images }));
    return { home, pdf };
  }

  private async read(userId: number, homeId: number): Promise<InventoryRead> {
    const home = await this.homes.get(userId, homeId, 'read');
    const equipment = (await this.equipment.listForHome(home.id)).map(toEquipmentView);
    const [lives, receipts, currency] = await Promise.all([
      this.equipment.expectedLifeYears(
        equipment.map((item) => item.equipmentTypeId).filter((id): id is number => id !== null),
      ),
      equipment.length
        ? this.dataSource.getRepository(EquipmentReceipt).find({
            where: { equipmentId: In(equipment.map((item) => item.id)) },
            order: { id: 'ASC' },
          })
        : Promise.resolve([]),
      this.settings.currency(),
    ]);
    const today = this.clock.now().toISOString().slice(0, 10);
    const items: InventoryItemView[] = equipment.map((item) => {
      const life = item.equipmentTypeId === null ? null : (lives.get(item.equipmentTypeId) ?? null);
      return {
        id: item.id,
        name: item.name,
        brand: item.brand,
        modelNumber: item.modelNumber,
        serialNumber: item.serialNumber,
        type: item.type,
        room: item.room,
        quantity: item.quantity,
        purchaseDate: item.purchaseDate,
        purchasedFrom: item.purchasedFrom,
        purchasePriceCents: item.purchasePriceCents,
        replacementCostCents: item.replacementCostCents,
        estimatedValueCents: estimatedValueCents(
          item.purchasePriceCents,
          ageStart(item.purchaseDate, item.installationDate),
          life,
          today,
        ),
        typicalLifeYears: life,
        photoUrl: item.photos[0] ?? null,
        receipts: receipts.filter((receipt) => receipt.equipmentId === item.id).map(toReceiptView),
      };
    });
    return {
      home,
      equipment,
      inventory: { currency, asOf: today, rooms: groupByRoom(items), totals: inventoryTotals(items) },
    };
  }
}
