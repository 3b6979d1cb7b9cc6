import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull, Repository } from 'typeorm';
import { ACCESS_NOT_FOUND, AccessLevel, HomeAccessPolicy } from '../../core/access/home-access-policy';
import { parseId } from '../../core/http/parse-id.pipe';
import { CheckedDocument, DocumentRules, documentName, pdfFirstPageJpeg } from '../../core/documents/uploaded-document';
import { MB } from '../../core/http/uploaded-image';
import { PHOTO_UPLOAD_RULES, normalisePhoto } from '../../core/images/photo-normaliser';
import { fileUrl } from '../../core/storage/file-urls';
import { ObjectStorage } from '../../core/storage/object-storage';
import { equipmentFilesPrefix, newFileKey } from '../../core/storage/storage-keys';
import { EQUIPMENT_NOT_FOUND, EquipmentService } from '../equipment/equipment.service';
import { CreateWarrantyDto, UpdateWarrantyDto } from './dto/warranty.dto';
import { WarrantyDocument } from './entities/warranty-document.entity';
import { WarrantyNotification } from './entities/warranty-notification.entity';
import { Warranty } from './entities/warranty.entity';
import { toWarrantyDocumentView, toWarrantyView } from './warranty.mapper';
import { DEFAULT_WARRANTY_REMINDERS } from './warranty-reminder-rules';
import { WarrantyStatus, daysUntil, todayIso, warrantyStatus } from './warranty-status';
import type { WarrantyDocumentView, WarrantyView } from './warranty.view';

export const WARRANTY_NOT_FOUND = ACCESS_NOT_FOUND.warranty;
export const WARRANTY_EXISTS = 'This equipment already has a warranty';
export const END_BEFORE_START = 'End date must be on or after the start date';
export const EQUIPMENT_REQUIRED = 'Equipment is required';

/**
 * Warranty documents as people keep them: a PDF (stored as sent once it parses) or a photo of the paper
 * (any format the photo uploads take, re-encoded like every photo), up to 10 MB.
 */
export const WARRANTY_DOCUMENT_RULES: DocumentRules = {
  maxBytes: 10 * MB,
  imageMimeTypes: PHOTO_UPLOAD_RULES.allowedMimeTypes,
  tooLargeMessage: 'Please upload a file smaller than 10MB',
  wrongTypeMessage: 'Please upload a PDF or an image file',
};

/**
 * A warranty as this module reads it: its row, the derived status, the days left and its documents
 * (oldest first). Routes answer it as a WarrantyView (warranty.mapper.ts); read-only users such as the
 * home book take it as it is.
 */
export type WarrantyRecord = Warranty & {
  derivedStatus: WarrantyStatus;
  /** Days from today to the end date (negative once expired). */
  daysRemaining: number;
  documents: WarrantyDocument[];
};

const badRequest = (field: string, message: string) =>
  new BadRequestException({ message, errors: [{ field, message }] });

const isUniqueViolation = (error: unknown) =>
  (error as { driverError?: { code?: string } }).driverError?.code === '23505';

/**
 * Warranties (one per equipment) and their documents. Who may read or change a warranty is
 * HomeAccessPolicy's answer for its equipment (never this module's own joins), and the equipment row
 * is locked while a warranty or document of it changes. Rows and files belong to the home's owner,
 * whoever adds them.
 */
@Injectable()
export class WarrantiesService {
  private readonly logger = new Logger(WarrantiesService.name);
  private readonly warranties: Repository<Warranty>;
  private readonly documents: Repository<WarrantyDocument>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly equipment: EquipmentService,
    private readonly access: HomeAccessPolicy,
  ) {
    this.warranties = dataSource.getRepository(Warranty);
    this.documents = dataSource.getRepository(WarrantyDocument);
  }

  /** The warranty of equipment the user may read, or null when it has none. */
  async forEquipment(userId: number, rawEquipmentId: unknown): Promise<WarrantyView | null> {
    const equipmentId = parseId(rawEquipmentId);
    if (equipmentId === null) throw new NotFoundException(EQUIPMENT_NOT_FOUND);
    await this.access.equipment(userId, equipmentId, 'read');
    const warranty = await this.warranties.findOneBy({ equipmentId });
    return warranty ? toWarrantyView((await this.records([warranty]))[0]) : null;
  }

  /** The warranties of every equipment the user reads (owned or in a shared home), oldest first. */
  async list(userId: number): Promise<WarrantyView[]> {
    const equipmentIds = await this.equipment.readableIds(userId);
    if (!equipmentIds.length) return [];
    const warranties = await this.warranties.find({
      where: { equipmentId: In(equipmentIds) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return (await this.records(warranties)).map(toWarrantyView);
  }

  /** The warranties of these equipment, whoever owns them (read-only uses such as the admin's export). */
  async forEquipmentIds(equipmentIds: number[]): Promise<WarrantyRecord[]> {
    if (!equipmentIds.length) return [];
    return this.records(await this.warranties.find({ where: { equipmentId: In(equipmentIds) }, order: { id: 'ASC' } }));
  }

  /**
   * Creates the equipment's warranty and attaches the documents the user uploaded for it beforehand
   * (pending ones), in one transaction with the equipment locked.
   */
  async create(userId: number, dto: CreateWarrantyDto): Promise<WarrantyView> {
    const equipmentId = parseId(dto.equipmentId);
    if (equipmentId === null) throw new NotFoundException(EQUIPMENT_NOT_FOUND);
    if (dto.endDate < dto.startDate) throw badRequest('endDate', END_BEFORE_START);
    let id: number;
    try {
      id = await this.dataSource.transaction(async (manager) => {
        const { ownerId } = await this.access.equipment(userId, equipmentId, 'write', { manager, lock: true });
        if (await manager.getRepository(Warranty).existsBy({ equipmentId })) {
          throw new ConflictException(WARRANTY_EXISTS);
        }
        const { identifiers } = await manager.getRepository(Warranty).insert({
          equipmentId,
          startDate: dto.startDate,
          endDate: dto.endDate,
          provider: dto.provider ?? null,
          policyNumber: dto.policyNumber ?? null,
          terms: dto.terms ?? null,
          autoRenewal: dto.autoRenewal ?? false,
        });
        const warrantyId = identifiers[0].id as number;
        await manager
          .getRepository(WarrantyNotification)
          .insert(DEFAULT_WARRANTY_REMINDERS.map((rule) => ({ ...rule, userId: ownerId, warrantyId })));
        await manager
          .getRepository(WarrantyDocument)
          .update({ userId: ownerId, equipmentId, warrantyId: IsNull() }, { warrantyId });
        return warrantyId;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(WARRANTY_EXISTS);
      throw error;
    }
    return this.view(id);
  }

  /** Changes the given fields; the dates must still be in order. A warranty never moves to other equipment. */
  async update(userId: number, id: number, dto: UpdateWarrantyDto): Promise<WarrantyView> {
    await this.dataSource.transaction(async (manager) => {
      const warranty = await this.lock(manager, userId, id, 'write');
      if (dto.equipmentId !== undefined && dto.equipmentId !== warranty.equipmentId) {
        throw badRequest('equipmentId', 'A warranty cannot move to other equipment');
      }
      const startDate = dto.startDate ?? warranty.startDate;
      const endDate = dto.endDate ?? warranty.endDate;
      if (endDate < startDate) throw badRequest('endDate', END_BEFORE_START);
      const changes: Partial<Warranty> = { startDate, endDate };
      for (const field of ['provider', 'policyNumber', 'terms', 'autoRenewal'] as const) {
        if (dto[field] !== undefined) Object.assign(changes, { [field]: dto[field] });
      }
      await manager.getRepository(Warranty).update({ id }, changes);
    });
    return this.view(id);
  }

  /** A document (a PDF as sent, or an image, normalised) for an existing warranty the user may change. */
  async addDocument(userId: number, warrantyId: number, document: CheckedDocument): Promise<WarrantyDocumentView> {
    const { ownerId, equipmentId } = await this.access.warranty(userId, warrantyId, 'write');
    return this.storeDocument(ownerId, equipmentId, document, async (manager) => {
      await this.lock(manager, userId, warrantyId, 'write');
      return warrantyId;
    });
  }

  /**
   * A document uploaded before the warranty exists ('new'): kept as pending for that equipment and
   * attached when its warranty is created (or at once, if the equipment has one by now).
   */
  async addPendingDocument(
    userId: number,
    rawEquipmentId: unknown,
    document: CheckedDocument,
  ): Promise<WarrantyDocumentView> {
    if (rawEquipmentId === undefined || rawEquipmentId === null || rawEquipmentId === '') {
      throw badRequest('equipmentId', EQUIPMENT_REQUIRED);
    }
    const equipmentId = parseId(rawEquipmentId);
    if (equipmentId === null) throw new NotFoundException(EQUIPMENT_NOT_FOUND);
    const { ownerId } = await this.access.equipment(userId, equipmentId, 'write');
    return this.storeDocument(ownerId, equipmentId, document, async (manager) => {
      await this.access.equipment(userId, equipmentId, 'write', { manager, lock: true });
      const existing = await manager.getRepository(Warranty).findOneBy({ equipmentId });
      return existing?.id ?? null;
    });
  }

  /**
   * Stores the file (a PDF as sent with a JPEG of its first page, an image re-encoded) under the equipment (users/<u>/equipment/<e>/warranty/, deleted with it), then
   * records it in a transaction whose `attach` step locks and answers the warranty id (or null).
   * ownerId is the home's owner (whose prefix and rows the document joins).
   */
  private async storeDocument(
    ownerId: number,
    equipmentId: number,
    document: CheckedDocument,
    attach: (manager: EntityManager) => Promise<number | null>,
  ): Promise<WarrantyDocumentView> {
    const file = document.kind === 'pdf' ? document : await normalisePhoto(document);
    const prefix = `${equipmentFilesPrefix(ownerId, equipmentId)}warranty/`;
    const key = newFileKey(prefix, file.extension);
    const thumbnail = document.kind === 'pdf' ? await pdfFirstPageJpeg(document.buffer) : null;
    const thumbnailKey = thumbnail ? newFileKey(prefix, 'jpg') : null;
    const keys = thumbnailKey ? [key, thumbnailKey] : [key];
    await this.storage.put(key, file.buffer, file.mimeType);
    if (thumbnail && thumbnailKey) await this.storage.put(thumbnailKey, thumbnail, 'image/jpeg');
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        const warrantyId = await attach(manager);
        const repository = manager.getRepository(WarrantyDocument);
        const { identifiers } = await repository.insert({
          warrantyId,
          userId: ownerId,
          equipmentId,
          fileName: documentName(document.originalName),
          fileUrl: fileUrl(key),
          fileType: file.mimeType,
          thumbnailUrl: thumbnailKey ? fileUrl(thumbnailKey) : null,
        });
        return repository.findOneByOrFail({ id: identifiers[0].id as number });
      });
      return toWarrantyDocumentView(row);
    } catch (error) {
      // The equipment or warranty was deleted meanwhile: do not leave the new files behind.
      for (const stored of keys) {
        await this.storage.delete(stored).catch((deleteError: Error) => {
          this.logger.error({ msg: 'warranty document file not deleted', key: stored, error: deleteError.message });
        });
      }
      throw error;
    }
  }

  /**
   * The warranty, if the user may access its equipment at that level (404 'Warranty not found'
   * otherwise), with the equipment locked until the transaction ends.
   */
  async lock(manager: EntityManager, userId: number, id: number, level: AccessLevel): Promise<Warranty> {
    await this.access.warranty(userId, id, level, { manager, lock: true });
    // Read again under the lock: a concurrent change may have committed meanwhile.
    const warranty = await manager.getRepository(Warranty).findOneBy({ id });
    if (!warranty) throw new NotFoundException(WARRANTY_NOT_FOUND);
    return warranty;
  }

  private async view(id: number): Promise<WarrantyView> {
    return toWarrantyView((await this.records([await this.warranties.findOneByOrFail({ id })]))[0]);
  }

  private async records(warranties: Warranty[]): Promise<WarrantyRecord[]> {
    const documents = warranties.length
      ? await this.documents.find({
          where: { warrantyId: In(warranties.map((warranty) => warranty.id)) },
          order: { uploadedAt: 'ASC', id: 'ASC' },
        })
      : [];
    const today = todayIso();
    return warranties.map((warranty) => ({
      ...warranty,
      derivedStatus: warrantyStatus(warranty.endDate, today),
      daysRemaining: daysUntil(warranty.endDate, today),
      documents: documents.filter((document) => document.warrantyId === warranty.id),
    }));
  }
}
