import { Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { ACCESS_NOT_FOUND, AccessLevel, HomeAccessPolicy, readableHomeIds } from '../../core/access/home-access-policy';
import { equipmentFilesPrefix } from '../../core/storage/storage-keys';
import { HomeDeletionHooks } from '../homes/home-deletion-hooks';
import { TemplateItem } from '../homes/templates.service';
import { EquipmentType } from './entities/equipment-type.entity';
import { Equipment } from './entities/equipment.entity';

export const EQUIPMENT_NOT_FOUND = ACCESS_NOT_FOUND.equipment;

/** What identifies a unit (EquipmentService.identities). */
export interface EquipmentIdentity {
  id: number;
  ownerId: number;
  homeId: number;
  name: string;
  brand: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  type: string | null;
}

const sameName = (name: string) => name.trim().toLowerCase();

/**
 * The equipment table's owner, for the other modules; the methods take the caller's transaction
 * manager so they join its transaction (and, on the embedded database's single connection, never wait
 * for a second one). Who may see or change which equipment is HomeAccessPolicy's answer.
 */
@Injectable()
export class EquipmentService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: HomeAccessPolicy,
    private readonly homeDeletion: HomeDeletionHooks,
  ) {}

  /** How many pieces of equipment this instance has, in every home (the admin overview; one COUNT query). */
  async count(): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query('SELECT count(*)::int AS count FROM equipment');
    return row.count;
  }

  /**
   * Label reads saved since `since` and how many of them were read completely (the admin overview). A label
   * analysis itself is not stored (docs/vision.md); the nearest stored fact is its analysis_feedback row, written
   * when a reading is saved to equipment: `reading` is what the label gave, so "complete" means brand, model,
   * serial number and installation year were all read. Counted in the database (one query).
   */
  async labelReadCounts(since: Date): Promise<{ last7Days: number; complete: number }> {
    const [row]: { total: number; complete: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE reading->>'brand' IS NOT NULL AND reading->>'modelNumber' IS NOT NULL
           AND reading->>'serialNumber' IS NOT NULL AND reading->>'installationYear' IS NOT NULL)::int AS complete
       FROM analysis_feedback WHERE created_at >= $1`,
      [since],
    );
    return { last7Days: row.total, complete: row.complete };
  }

  /** A home's deletion also deletes each of its equipment's files (they are keyed by equipment). */
  onModuleInit(): void {
    this.homeDeletion.register(async (manager, home) =>
      (await this.idsForHome(manager, home.id)).map((id) => equipmentFilesPrefix(home.userId, id)),
    );
  }

  /** Equipment the user may access at that level, or 404 'Equipment not found' (403 for a lacking role). */
  async get(userId: number, equipmentId: number, level: AccessLevel = 'read'): Promise<Equipment> {
    await this.access.equipment(userId, equipmentId, level);
    const equipment = await this.dataSource.getRepository(Equipment).findOneBy({ id: equipmentId });
    if (!equipment) throw new NotFoundException(EQUIPMENT_NOT_FOUND);
    return equipment;
  }

  /**
   * As get, with the equipment locked until the caller's transaction ends (its deletion, moves, photo
   * appends and warranty changes are serialised on this row).
   */
  async lock(manager: EntityManager, userId: number, equipmentId: number, level: AccessLevel): Promise<Equipment> {
    await this.access.equipment(userId, equipmentId, level, { manager, lock: true });
    return manager.getRepository(Equipment).findOneByOrFail({ id: equipmentId });
  }

  /** Ids of every equipment the user may read (of the homes they own or share), one query. */
  async readableIds(userId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM equipment WHERE home_id IN (${readableHomeIds('$1')}) ORDER BY id`,
      [userId],
    );
    return rows.map((row) => row.id);
  }

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

  /** A home's equipment, by name (read-only uses such as the admin's home-book export). */
  listForHome(homeId: number): Promise<Equipment[]> {
    return this.dataSource.getRepository(Equipment).find({ where: { homeId }, order: { name: 'ASC', id: 'ASC' } });
  }

  /** The typical life in years of these equipment types (the care rules' figures), for those that have one. */
  async expectedLifeYears(typeIds: number[]): Promise<Map<number, number>> {
    if (!typeIds.length) return new Map();
    const types = await this.dataSource
      .getRepository(EquipmentType)
      .find({ select: { id: true, expectedLifeYears: true }, where: { id: In([...new Set(typeIds)]) } });
    return new Map(
      types.filter((type) => type.expectedLifeYears).map((type) => [type.id, type.expectedLifeYears as number]),
    );
  }

  /** Ids of the equipment in a home (to clean up their files once the home is deleted). */
  async idsForHome(manager: EntityManager, homeId: number): Promise<number[]> {
    const rows = await manager.getRepository(Equipment).find({ select: { id: true }, where: { homeId } });
    return rows.map((row) => row.id);
  }

  /**
   * What identifies the units, for checks that run without a user (the recall watch): the given ids, or a
   * keyset page of every equipment with a brand and model (after `afterId`, at most `limit`), by id.
   */
  async identities(which: { ids: number[] } | { afterId: number; limit: number }): Promise<EquipmentIdentity[]> {
    const [where, params] =
      'ids' in which
        ? ['id = ANY($1::int[])', [which.ids]]
        : [
            "id > $1 AND brand IS NOT NULL AND brand <> '' AND model_number IS NOT NULL AND model_number <> ''",
            [which.afterId],
          ];
    return this.dataSource.query(
      `SELECT id, user_id AS "ownerId", home_id AS "homeId", name, brand, model_number AS "modelNumber",
              serial_number AS "serialNumber", type
       FROM equipment WHERE ${where} ORDER BY id ${'ids' in which ? '' : 'LIMIT $2'}`,
      'ids' in which ? params : [...params, which.limit],
    );
  }

  /** Sets lastMaintenanceDate (the newest maintenance record's date, or null) inside the caller's transaction. */
  async setLastMaintenanceDate(manager: EntityManager, equipmentId: number, date: string | null): Promise<void> {
    await manager.getRepository(Equipment).update({ id: equipmentId }, { lastMaintenanceDate: date });
  }
}
