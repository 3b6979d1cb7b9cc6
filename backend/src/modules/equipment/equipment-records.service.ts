import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { HomeAccessPolicy, readableHomeIds } from '../../core/access/home-access-policy';
import { PlainRows, SqlValue } from '../../core/database/plain-rows';
import { JsonText } from '../../core/http/json-text';
import { parseId } from '../../core/http/parse-id.pipe';
import { CheckedImage } from '../../core/http/uploaded-image';
import { normalisePhoto } from '../../core/images/photo-normaliser';
import { fileUrl } from '../../core/storage/file-urls';
import { deleteFilesAfterCommit } from '../../core/storage/delete-files-after-commit';
import { ObjectStorage } from '../../core/storage/object-storage';
import { equipmentFilesPrefix, newFileKey } from '../../core/storage/storage-keys';
import { HOME_NOT_FOUND } from '../homes/homes.service';
import { PhotosService } from '../photos/photos.service';
import { CreateEquipmentDto, UpdateEquipmentDto } from './dto/equipment.dto';
import { EquipmentType } from './entities/equipment-type.entity';
import { matchEquipmentType } from './equipment-type-match';
import { Equipment } from './entities/equipment.entity';
import { toEquipmentView } from './equipment.mapper';
import { EquipmentService } from './equipment.service';
import { EquipmentChangeEvents } from './equipment-change-events';
import type { EquipmentView } from './equipment.view';
import { recordAnalysisFeedback } from './analysis-feedback-recorder';

/** The homes the user `$1` may read, each with its equipment list's version (0 before its first write). */
const READABLE_LIST_VERSIONS = `SELECT r.id, coalesce(v.version, 0) AS version
  FROM (${readableHomeIds('$1')}) r(id) LEFT JOIN equipment_list_versions v ON v.home_id = r.id`;

/** Fields a PATCH may change directly (homeId, type and photos are handled on their own). */
const EDITABLE = [
  'name',
  'brand',
  'modelNumber',
  'serialNumber',
  'installationDate',
  'notes',
  'completed',
  'room',
  'purchaseDate',
  'purchasePriceCents',
  'replacementCostCents',
  'purchasedFrom',
] as const;

/** The lists' order: oldest first. */
const LIST_ORDER = ['created_at', 'id'] as const;

/** Equipment moves only between homes of one owner: its files are keyed by the owner. */
export const OTHER_OWNER = 'Equipment can only move to another home of the same owner';

/**
 * The equipment routes. Every lookup goes through HomeAccessPolicy (equipment the user may not read is
 * a 404 like a missing one); the photo library is reached through PhotosService: this module never
 * touches the homes or photos modules' tables itself. Rows and files of a home belong to its owner, whoever adds
 * them.
 */
@Injectable()
export class EquipmentRecordsService {
  private readonly logger = new Logger(EquipmentRecordsService.name);
  /** Plain rows for the lists (same JSON as the entity). */
  private readonly plainEquipment: PlainRows<Equipment>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly equipmentService: EquipmentService,
    private readonly access: HomeAccessPolicy,
    private readonly photos: PhotosService,
    private readonly changes: EquipmentChangeEvents,
  ) {
    this.plainEquipment = new PlainRows(dataSource, Equipment);
  }

  /**
   * Oldest first, of every home the user reads (owned or shared); with a homeId only that home's (which
   * the user must be able to read: 404 otherwise).
   */
  async list(userId: number, rawHomeId?: unknown): Promise<JsonText<EquipmentView[]>> {
    // toEquipmentView is the entity's columns in order, timestamps as ISO text: what jsonArray writes.
    if (rawHomeId === undefined || rawHomeId === '') {
      return new JsonText(
        await this.plainEquipment.jsonArray(`WHERE home_id IN (${readableHomeIds('$1')})`, LIST_ORDER, [userId]),
      );
    }
    const homeId = parseId(rawHomeId);
    if (homeId === null) throw new NotFoundException(HOME_NOT_FOUND);
    await this.access.home(userId, homeId, 'read');
    return new JsonText(await this.plainEquipment.jsonArray('WHERE home_id = $1', LIST_ORDER, [homeId]));
  }

  /**
   * What `list` would answer, named without reading it: the user's readable homes (all of them, or the one
   * asked for) with each one's equipment list version, which the database changes in every transaction that
   * writes that home's equipment rows (migration EquipmentListVersions1764400000000): a scalar SQL
   * expression (`$1` the user id, `$2` the home's) for @VersionedRead (core/http/versioned-read.ts). Its value is NULL when the home asked for is missing or
   * not readable (`list` then answers its 404); null for a home id that is not one.
   */
  listVersionQuery(rawHomeId?: unknown): SqlValue | null {
    if (rawHomeId === undefined || rawHomeId === '') {
      return {
        sql: `SELECT 'all ' || coalesce(string_agg(id || ':' || version, ',' ORDER BY id), '')
              FROM (${READABLE_LIST_VERSIONS}) homes`,
        params: [],
      };
    }
    const homeId = parseId(rawHomeId);
    if (homeId === null) return null;
    return {
      sql: `SELECT 'home ' || id || ':' || version FROM (${READABLE_LIST_VERSIONS}) homes WHERE id = $2::int LIMIT 1`,
      params: [homeId],
    };
  }

  async get(userId: number, id: number): Promise<EquipmentView> {
    return toEquipmentView(await this.equipmentService.get(userId, id));
  }

  /** The home is locked while the row is added, so a concurrent deletion of that home cannot miss it. */
  async create(userId: number, dto: CreateEquipmentDto): Promise<EquipmentView> {
    const homeId = parseId(dto.homeId);
    if (homeId === null) throw new NotFoundException(HOME_NOT_FOUND);
    const id = await this.dataSource.transaction(async (manager) => {
      const home = await this.access.home(userId, homeId, 'write', { manager, lock: true });
      const type = dto.type ?? null;
      const { identifiers } = await manager.getRepository(Equipment).insert({
        userId: home.ownerId,
        homeId,
        name: dto.name,
        brand: dto.brand ?? null,
        modelNumber: dto.modelNumber ?? null,
        serialNumber: dto.serialNumber ?? null,
        type,
        equipmentTypeId: await this.typeIdFor(manager, type),
        installationDate: dto.installationDate ?? null,
        notes: dto.notes ?? null,
        manualUrls: dto.manualUrls ?? [],
        completed: dto.completed ?? false,
        room: dto.room ?? null,
        purchaseDate: dto.purchaseDate ?? null,
        purchasePriceCents: dto.purchasePriceCents ?? null,
        replacementCostCents: dto.replacementCostCents ?? null,
        purchasedFrom: dto.purchasedFrom ?? null,
        quantity: dto.quantity ?? 1,
      });
      const id = identifiers[0].id as number;
      if (dto.labelReading) {
        await recordAnalysisFeedback(
          manager,
          userId,
          {
            id,
            brand: dto.brand ?? null,
            modelNumber: dto.modelNumber ?? null,
            serialNumber: dto.serialNumber ?? null,
            installationDate: dto.installationDate ?? null,
          },
          dto.labelReading,
        );
      }
      return id;
    });
    await this.changes.saved({ equipmentId: id, userId });
    return this.get(userId, id);
  }

  /**
   * Changes the given fields. Moving to another home the user may write (of the same owner) also moves
   * the equipment's photos in the library; its files stay where they are (keyed by equipment, not home).
   */
  async update(userId: number, id: number, dto: UpdateEquipmentDto): Promise<EquipmentView> {
    await this.dataSource.transaction(async (manager) => {
      const current = await this.equipmentService.lock(manager, userId, id, 'write');
      const changes: Partial<Equipment> = {};
      for (const field of EDITABLE) {
        if (dto[field] !== undefined) Object.assign(changes, { [field]: dto[field] });
      }
      if (dto.manualUrls !== undefined) changes.manualUrls = dto.manualUrls ?? [];
      // A quantity cleared (null) returns to the default of one.
      if (dto.quantity !== undefined) changes.quantity = dto.quantity ?? 1;
      if (dto.maintenanceIntervalMonths !== undefined)
        changes.maintenanceIntervalMonths = dto.maintenanceIntervalMonths;
      if (dto.type !== undefined) {
        changes.type = dto.type;
        // A label reading ("Take Photo" on the card) that names no known type keeps the one the equipment
        // has; a type typed without a reading, or cleared, sets it to what it names (or none).
        const typeId = await this.typeIdFor(manager, dto.type);
        changes.equipmentTypeId = typeId ?? (dto.labelReading && dto.type ? current.equipmentTypeId : null);
      }
      if (dto.homeId !== undefined && dto.homeId !== current.homeId) {
        const homeId = parseId(dto.homeId);
        if (homeId === null) throw new NotFoundException(HOME_NOT_FOUND);
        const target = await this.access.home(userId, homeId, 'write', { manager, lock: true });
        if (target.ownerId !== current.userId) {
          throw new BadRequestException({ message: OTHER_OWNER, errors: [{ field: 'homeId', message: OTHER_OWNER }] });
        }
        changes.homeId = homeId;
        // A spreadsheet import's ref is unique within a home (docs/inventory.md, "Import"): it stays behind.
        changes.importRef = null;
        await this.photos.moveEquipmentPhotos(manager, id, homeId);
      }
      if (Object.keys(changes).length) await manager.getRepository(Equipment).update({ id }, changes);
      if (dto.labelReading) {
        await recordAnalysisFeedback(manager, userId, { ...current, ...changes, id }, dto.labelReading);
      }
    });
    await this.changes.saved({ equipmentId: id, userId });
    return this.get(userId, id);
  }

  /**
   * Deletes the equipment in one transaction; the foreign keys cascade to its photos rows, warranty
   * and documents (pending ones too), maintenance records and chat room. Then, once committed, its
   * files: everything under its storage prefix.
   */
  async remove(userId: number, id: number): Promise<void> {
    const prefixes = await this.dataSource.transaction(async (manager) => {
      const { ownerId } = await this.access.equipment(userId, id, 'write', { manager, lock: true });
      const formerPrefixes = await this.access.formerFilePrefixes(manager, { equipmentId: id });
      await manager.getRepository(Equipment).delete({ id });
      return [equipmentFilesPrefix(ownerId, id), ...formerPrefixes];
    });
    await deleteFilesAfterCommit(this.storage, prefixes, (failed, error) =>
      this.logger.error({ msg: 'equipment deleted but not its files', equipmentId: id, prefixes: failed, error }),
    );
  }

  /**
   * Stores a normalised photo under the equipment, appends its URL to `photos` (the first is the main
   * photo) and records it in the photo library under the equipment's home.
   */
  async addPhoto(userId: number, id: number, image: CheckedImage): Promise<EquipmentView> {
    const { ownerId } = await this.access.equipment(userId, id, 'write');
    const photo = await normalisePhoto(image);
    const key = newFileKey(`${equipmentFilesPrefix(ownerId, id)}photos/`, photo.extension);
    await this.storage.put(key, photo.buffer, photo.mimeType);
    try {
      await this.dataSource.transaction(async (manager) => {
        const equipment = await this.equipmentService.lock(manager, userId, id, 'write');
        const url = fileUrl(key);
        await manager.getRepository(Equipment).update({ id }, { photos: [...equipment.photos, url] });
        await this.photos.addEquipmentPhoto(manager, {
          userId: equipment.userId,
          url,
          equipmentId: id,
          homeId: equipment.homeId,
        });
      });
    } catch (error) {
      // The equipment was deleted meanwhile: do not leave the new file behind.
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
    return this.get(userId, id);
  }

  /** The known equipment type the free-text type names (see matchEquipmentType), if there is one. */
  private async typeIdFor(manager: EntityManager, type: string | null): Promise<number | null> {
    if (!type) return null;
    const types = await manager.getRepository(EquipmentType).find({ select: { id: true, name: true } });
    return matchEquipmentType(type, types);
  }
}
