import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { EquipmentReceipt } from './entities/equipment-receipt.entity';

/** An imported receipt: a PDF's first-page picture is not part of an archive, so it shows as an icon. */
export type EquipmentReceiptRow = Omit<EquipmentReceipt, 'id' | 'thumbnailUrl'> & { thumbnailUrl?: string | null };

/**
 * Data portability of equipment receipts for the archive module (as WarrantiesPortability is for warranty
 * documents): reads by equipment, inserts in the caller's transaction.
 */
@Injectable()
export class InventoryPortability {
  constructor(private readonly dataSource: DataSource) {}

  /** The receipts of these equipment, oldest first. */
  receipts(equipmentIds: number[]): Promise<EquipmentReceipt[]> {
    if (!equipmentIds.length) return Promise.resolve([]);
    return this.dataSource
      .getRepository(EquipmentReceipt)
      .find({ where: { equipmentId: In(equipmentIds) }, order: { id: 'ASC' } });
  }

  async insertReceipts(manager: EntityManager, rows: EquipmentReceiptRow[]): Promise<void> {
    if (rows.length) await manager.getRepository(EquipmentReceipt).insert(rows);
  }
}
