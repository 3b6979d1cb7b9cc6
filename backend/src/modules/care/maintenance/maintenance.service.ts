import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, In, Not } from 'typeorm';
import { ACCESS_NOT_FOUND, AccessLevel, HomeAccessPolicy } from '../../../core/access/home-access-policy';
import type { UploadedFileData } from '../../../core/http/http-request';
import { fileUrl, storageKeyFromUrl } from '../../../core/storage/file-urls';
import { ObjectStorage } from '../../../core/storage/object-storage';
import { equipmentFilesPrefix, newFileKey } from '../../../core/storage/storage-keys';
import { EquipmentService } from '../../equipment/equipment.service';
import { CareClock } from '../care-clock';
import { latestTodayAnywhere } from '../care-schedule';
import { CreateMaintenanceRecordDto, UpdateMaintenanceRecordDto } from '../dto/maintenance-record.dto';
import { MaintenanceRecord } from '../entities/maintenance-record.entity';
import { MAX_ATTACHMENTS, storableAttachment } from './maintenance-attachment';
import { toMaintenanceRecordView } from './maintenance-record.mapper';
import type { MaintenanceRecordView } from './maintenance-record.view';

export const MAINTENANCE_NOT_FOUND = ACCESS_NOT_FOUND.maintenanceRecord;
const NEXT_BEFORE_DATE = 'Next scheduled date must be on or after the date';
export const DATE_IN_FUTURE = 'Date cannot be in the future';
/** A log entry that records a fact about the unit, not work done on it (lastMaintenanceDate ignores it). */
export const NOTE_TYPE = 'Note';

const badRequest = (field: string, message: string) =>
  new BadRequestException({ message, errors: [{ field, message }] });

/**
 * The maintenance log of equipment. Who may read or change a record is HomeAccessPolicy's answer for
 * its equipment (with the equipment row locked while its log changes); rows and files belong to the
 * home's owner, whoever adds them. The equipment's lastMaintenanceDate follows the newest record.
 * Attachments live under the equipment's storage prefix, so deleting the equipment deletes them with
 * its other files.
 */
@Injectable()
export class MaintenanceService {
  private readonly logger = new Logger(MaintenanceService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly equipment: EquipmentService,
    private readonly access: HomeAccessPolicy,
    private readonly clock: CareClock,
  ) {}

  /** Maintenance that was performed: its date is today at the latest (in the user's time zone, whichever). */
  private checkPerformed(date: string): void {
    if (date > latestTodayAnywhere(this.clock.now())) throw badRequest('date', DATE_IN_FUTURE);
  }

  /** Newest first. */
  async list(userId: number, equipmentId: number): Promise<MaintenanceRecordView[]> {
    await this.access.equipment(userId, equipmentId, 'read');
    const records = await this.dataSource
      .getRepository(MaintenanceRecord)
      .find({ where: { equipmentId }, order: { date: 'DESC', id: 'DESC' } });
    return records.map(toMaintenanceRecordView);
  }

  /**
   * The records of these equipment, newest first per equipment, for a reader that checked access
   * itself (the home book renders a home its caller may read).
   */
  async forEquipment(equipmentIds: number[]): Promise<MaintenanceRecordView[]> {
    if (!equipmentIds.length) return [];
    const records = await this.dataSource
      .getRepository(MaintenanceRecord)
      .find({ where: { equipmentId: In(equipmentIds) }, order: { date: 'DESC', id: 'DESC' } });
    return records.map(toMaintenanceRecordView);
  }

  async create(userId: number, equipmentId: number, dto: CreateMaintenanceRecordDto): Promise<MaintenanceRecordView> {
    this.checkPerformed(dto.date);
    if (dto.nextScheduledDate && dto.nextScheduledDate < dto.date) {
      throw badRequest('nextScheduledDate', NEXT_BEFORE_DATE);
    }
    const id = await this.dataSource.transaction(async (manager) => {
      const { ownerId } = await this.access.equipment(userId, equipmentId, 'write', { manager, lock: true });
      const { identifiers } = await manager.getRepository(MaintenanceRecord).insert({
        equipmentId,
        userId: ownerId,
        date: dto.date,
        type: dto.type,
        description: dto.description ?? null,
        cost: dto.cost === undefined || dto.cost === null ? null : dto.cost.toFixed(2),
        serviceProvider: dto.serviceProvider ?? null,
        nextScheduledDate: dto.nextScheduledDate ?? null,
        attachments: [],
      });
      await this.syncLastMaintenance(manager, equipmentId);
      return identifiers[0].id as number;
    });
    return this.view(id);
  }

  async update(userId: number, id: number, dto: UpdateMaintenanceRecordDto): Promise<MaintenanceRecordView> {
    if (dto.date) this.checkPerformed(dto.date);
    await this.dataSource.transaction(async (manager) => {
      const record = await this.lock(manager, userId, id);
      const date = dto.date ?? record.date;
      const next = dto.nextScheduledDate === undefined ? record.nextScheduledDate : dto.nextScheduledDate;
      if (next && next < date) throw badRequest('nextScheduledDate', NEXT_BEFORE_DATE);
      const changes: Partial<MaintenanceRecord> = { date, nextScheduledDate: next };
      if (dto.type !== undefined) changes.type = dto.type;
      if (dto.description !== undefined) changes.description = dto.description;
      if (dto.serviceProvider !== undefined) changes.serviceProvider = dto.serviceProvider;
      if (dto.cost !== undefined) changes.cost = dto.cost === null ? null : dto.cost.toFixed(2);
      await manager.getRepository(MaintenanceRecord).update({ id }, changes);
      await this.syncLastMaintenance(manager, record.equipmentId);
    });
    return this.view(id);
  }

  /**
   * A log entry another module writes about the equipment (the recall watch's "Recall remedy done: …" and
   * "Not my unit: …"), inside the caller's transaction, which has already checked write access and locked
   * the equipment. The row belongs to the equipment's owner. An entry of type NOTE_TYPE is a note, not
   * maintenance: it never moves lastMaintenanceDate.
   */
  async addLogEntry(
    manager: EntityManager,
    entry: { equipmentId: number; ownerId: number; date: string; type: string; description: string },
  ): Promise<void> {
    await manager.getRepository(MaintenanceRecord).insert({
      equipmentId: entry.equipmentId,
      userId: entry.ownerId,
      date: entry.date,
      type: entry.type,
      description: entry.description,
      cost: null,
      serviceProvider: null,
      nextScheduledDate: null,
      attachments: [],
    });
    await this.syncLastMaintenance(manager, entry.equipmentId);
  }

  /** Deletes the record, then (once committed) its attachment files. */
  async remove(userId: number, id: number): Promise<void> {
    const attachments = await this.dataSource.transaction(async (manager) => {
      const record = await this.lock(manager, userId, id);
      await manager.getRepository(MaintenanceRecord).delete({ id });
      await this.syncLastMaintenance(manager, record.equipmentId);
      return record.attachments;
    });
    await this.deleteFiles(attachments);
  }

  /** Stores an image or PDF (≤ 5 MB) under the equipment and appends it to the record. */
  async addAttachment(userId: number, id: number, file: UploadedFileData | undefined): Promise<MaintenanceRecordView> {
    const record = await this.get(userId, id, 'write');
    if (record.attachments.length >= MAX_ATTACHMENTS) {
      throw badRequest('file', `At most ${MAX_ATTACHMENTS} attachments per record`);
    }
    const attachment = await storableAttachment(file);
    const key = newFileKey(
      `${equipmentFilesPrefix(record.userId, record.equipmentId)}maintenance/`,
      attachment.extension,
    );
    await this.storage.put(key, attachment.buffer, attachment.contentType);
    try {
      await this.dataSource.transaction(async (manager) => {
        const current = await this.lock(manager, userId, id);
        if (current.attachments.length >= MAX_ATTACHMENTS) {
          throw badRequest('file', `At most ${MAX_ATTACHMENTS} attachments per record`);
        }
        await manager
          .getRepository(MaintenanceRecord)
          .update({ id }, { attachments: [...current.attachments, fileUrl(key)] });
      });
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
    return this.view(id);
  }

  async removeAttachment(userId: number, id: number, url: string): Promise<MaintenanceRecordView> {
    await this.dataSource.transaction(async (manager) => {
      const record = await this.lock(manager, userId, id);
      if (!record.attachments.includes(url)) throw new NotFoundException('Attachment not found');
      await manager
        .getRepository(MaintenanceRecord)
        .update({ id }, { attachments: record.attachments.filter((item) => item !== url) });
    });
    await this.deleteFiles([url]);
    return this.view(id);
  }

  /** lastMaintenanceDate = the newest record's date, notes aside (null when there is none). */
  private async syncLastMaintenance(manager: EntityManager, equipmentId: number): Promise<void> {
    const newest = await manager.getRepository(MaintenanceRecord).findOne({
      select: { date: true },
      where: { equipmentId, type: Not(NOTE_TYPE) },
      order: { date: 'DESC', id: 'DESC' },
    });
    await this.equipment.setLastMaintenanceDate(manager, equipmentId, newest?.date ?? null);
  }

  private async get(userId: number, id: number, level: AccessLevel): Promise<MaintenanceRecord> {
    await this.access.maintenanceRecord(userId, id, level);
    const record = await this.dataSource.getRepository(MaintenanceRecord).findOneBy({ id });
    if (!record) throw new NotFoundException(MAINTENANCE_NOT_FOUND);
    return record;
  }

  /** A record the user may change, with its equipment locked; the record is read again under the lock. */
  private async lock(manager: EntityManager, userId: number, id: number): Promise<MaintenanceRecord> {
    await this.access.maintenanceRecord(userId, id, 'write', { manager, lock: true });
    const record = await manager.getRepository(MaintenanceRecord).findOneBy({ id });
    if (!record) throw new NotFoundException(MAINTENANCE_NOT_FOUND);
    return record;
  }

  private async view(id: number): Promise<MaintenanceRecordView> {
    return toMaintenanceRecordView(await this.dataSource.getRepository(MaintenanceRecord).findOneByOrFail({ id }));
  }

  private async deleteFiles(urls: string[]): Promise<void> {
    for (const url of urls) {
      const key = storageKeyFromUrl(url);
      if (!key) continue;
      await this.storage.delete(key).catch((error: Error) => {
        this.logger.error({ msg: 'maintenance attachment not deleted', key, error: error.message });
      });
    }
  }
}
