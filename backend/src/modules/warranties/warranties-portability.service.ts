import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { insertWithIds, reserveIds } from '../../core/database/reserved-ids';
import { WarrantyDocument } from './entities/warranty-document.entity';
import { WarrantyNotification } from './entities/warranty-notification.entity';
import { Warranty } from './entities/warranty.entity';

/** A warranty row as an import inserts it (ids already chosen). */
export type WarrantyRow = Omit<Warranty, never>;
/** An imported document: its first-page picture (of a PDF) is not part of an archive, so it shows as an icon. */
export type WarrantyDocumentRow = Omit<WarrantyDocument, 'id' | 'thumbnailUrl'> & { thumbnailUrl?: string | null };
export type WarrantyReminderRow = Omit<WarrantyNotification, 'id'>;

/**
 * Data portability of warranties, their documents and reminder rules for the archive module: reads by equipment,
 * id reservation and inserts in the caller's transaction.
 */
@Injectable()
export class WarrantiesPortability {
  constructor(private readonly dataSource: DataSource) {}

  warranties(equipmentIds: number[]): Promise<Warranty[]> {
    if (!equipmentIds.length) return Promise.resolve([]);
    return this.dataSource
      .getRepository(Warranty)
      .find({ where: { equipmentId: In(equipmentIds) }, order: { id: 'ASC' } });
  }

  /** Documents of these equipment, attached to a warranty or still pending (warrantyId null). */
  documents(userId: number, equipmentIds: number[]): Promise<WarrantyDocument[]> {
    if (!equipmentIds.length) return Promise.resolve([]);
    return this.dataSource
      .getRepository(WarrantyDocument)
      .find({ where: { userId, equipmentId: In(equipmentIds) }, order: { id: 'ASC' } });
  }

  /** The reminder rules (warranty_notifications) of these warranties, oldest first. */
  reminders(warrantyIds: number[]): Promise<WarrantyNotification[]> {
    if (!warrantyIds.length) return Promise.resolve([]);
    return this.dataSource
      .getRepository(WarrantyNotification)
      .find({ where: { warrantyId: In(warrantyIds) }, order: { id: 'ASC' } });
  }

  reserveWarrantyIds(manager: EntityManager, count: number): Promise<number[]> {
    return reserveIds(manager, 'warranties', count);
  }

  async insertWarranties(manager: EntityManager, rows: WarrantyRow[]): Promise<void> {
    await insertWithIds(manager, Warranty, rows);
  }

  async insertDocuments(manager: EntityManager, rows: WarrantyDocumentRow[]): Promise<void> {
    if (rows.length) await manager.getRepository(WarrantyDocument).insert(rows);
  }

  async insertReminders(manager: EntityManager, rows: WarrantyReminderRow[]): Promise<void> {
    if (rows.length) await manager.getRepository(WarrantyNotification).insert(rows);
  }
}
