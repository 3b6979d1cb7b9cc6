import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { EquipmentType } from './entities/equipment-type.entity';
import { Equipment } from './entities/equipment.entity';

/** One item to create from a home template or add-on. */
export interface TemplateItem {
  name: string;
  categoryId: number | null;
  /** The template_equipment row it came from; null for add-on items. */
  templateEquipmentId: number | null;
}

const sameName = (name: string) => name.trim().toLowerCase();

/**
 * The equipment table's owner. For now only what the homes module needs; the methods take the
 * caller's transaction manager so they join its transaction (and, on the embedded database's single
 * connection, never wait for a second one).
 */
@Injectable()
export class EquipmentService {
  /**
   * Creates the home's equipment from template/add-on items, incomplete, with their equipment type
   * matched by name. Items whose name the home already has (any case) are skipped, so populating twice
   * adds nothing. Returns how many rows were created. The caller locks the home row, so concurrent
   * calls for one home cannot both pass the duplicate check.
   */
  async createFromTemplate(
    manager: EntityManager,
    userId: number,
    homeId: number,
    items: TemplateItem[],
  ): Promise<number> {
    const existing = await manager.getRepository(Equipment).find({ select: { name: true }, where: { homeId } });
    const taken = new Set(existing.map((row) => sameName(row.name)));
    const fresh = items.filter((item) => {
      if (taken.has(sameName(item.name))) return false;
      taken.add(sameName(item.name));
      return true;
    });
    if (!fresh.length) return 0;

    const types = await manager
      .getRepository(EquipmentType)
      .find({ select: { id: true, name: true }, where: { name: In(fresh.map((item) => item.name)) } });
    const typeIdByName = new Map(types.map((type) => [type.name, type.id]));
    await manager.getRepository(Equipment).insert(
      fresh.map((item) => ({
        userId,
        homeId,
        name: item.name,
        categoryId: item.categoryId,
        templateEquipmentId: item.templateEquipmentId,
        equipmentTypeId: typeIdByName.get(item.name) ?? null,
        completed: false,
      })),
    );
    return fresh.length;
  }

  /** Ids of the equipment in a home (to clean up their files once the home is deleted). */
  async idsForHome(manager: EntityManager, homeId: number): Promise<number[]> {
    const rows = await manager.getRepository(Equipment).find({ select: { id: true }, where: { homeId } });
    return rows.map((row) => row.id);
  }
}
