import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { insertWithIds, reserveIds } from '../../core/database/reserved-ids';
import { EquipmentType } from './entities/equipment-type.entity';
import { Equipment } from './entities/equipment.entity';

/** An equipment row as an import inserts it (ids already chosen). */
export type EquipmentRow = Omit<Equipment, never>;

/**
 * Data portability of the equipment table for the archive module: reads by owner and home, id
 * reservation and inserts in the caller's transaction, and equipment types by name (reference data
 * whose ids differ between servers).
 */
@Injectable()
export class EquipmentPortability {
  constructor(private readonly dataSource: DataSource) {}

  /** The user's equipment in these homes, oldest first. */
  equipment(userId: number, homeIds: number[]): Promise<Equipment[]> {
    if (!homeIds.length) return Promise.resolve([]);
    return this.dataSource
      .getRepository(Equipment)
      .find({ where: { userId, homeId: In(homeIds) }, order: { id: 'ASC' } });
  }

  async typeNames(): Promise<Map<number, string>> {
    const rows = await this.dataSource.getRepository(EquipmentType).find({ select: { id: true, name: true } });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  reserveIds(manager: EntityManager, count: number): Promise<number[]> {
    return reserveIds(manager, 'equipment', count);
  }

  async insert(manager: EntityManager, rows: EquipmentRow[]): Promise<void> {
    await insertWithIds(manager, Equipment, rows);
  }
}
