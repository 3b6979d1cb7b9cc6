import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CheckedDocument, documentName, pdfFirstPageJpeg } from '../../core/documents/uploaded-document';
import { normalisePhoto } from '../../core/images/photo-normaliser';
import { fileUrl, storageKeyFromUrl } from '../../core/storage/file-urls';
import { ObjectStorage } from '../../core/storage/object-storage';
import { equipmentFilesPrefix, newFileKey } from '../../core/storage/storage-keys';
import { EquipmentService } from '../equipment/equipment.service';
import { WARRANTY_DOCUMENT_RULES } from '../warranties/warranties.service';
import { EquipmentReceipt } from './entities/equipment-receipt.entity';
import type { ReceiptView } from './inventory.view';
import { toReceiptView } from './receipt.mapper';

export const RECEIPT_NOT_FOUND = 'Receipt not found';

/** Receipts are taken as warranty documents are: a PDF that opens or an image, up to 10 MB (413/415 otherwise). */
export const RECEIPT_RULES = WARRANTY_DOCUMENT_RULES;

/**
 * An equipment's receipts (issue 44). Whoever reads the equipment lists them; whoever may change it (owner,
 * editor) adds and deletes them; anyone else gets the equipment's 404 (EquipmentService). Files are the
 * home owner's, under the equipment's folder, so they go with it.
 */
@Injectable()
export class ReceiptsService {
  private readonly logger = new Logger(ReceiptsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly equipment: EquipmentService,
  ) {}

  async list(userId: number, equipmentId: number): Promise<ReceiptView[]> {
    await this.equipment.get(userId, equipmentId, 'read');
    const rows = await this.dataSource
      .getRepository(EquipmentReceipt)
      .find({ where: { equipmentId }, order: { id: 'ASC' } });
    return rows.map(toReceiptView);
  }

  /** Stores the file (a PDF as sent with a JPEG of its first page, an image re-encoded), then its row. */
  async add(userId: number, equipmentId: number, document: CheckedDocument): Promise<ReceiptView> {
    const { userId: ownerId } = await this.equipment.get(userId, equipmentId, 'write');
    const file = document.kind === 'pdf' ? document : await normalisePhoto(document);
    const prefix = `${equipmentFilesPrefix(ownerId, equipmentId)}receipts/`;
    const key = newFileKey(prefix, file.extension);
    const thumbnail = document.kind === 'pdf' ? await pdfFirstPageJpeg(document.buffer) : null;
    const thumbnailKey = thumbnail ? newFileKey(prefix, 'jpg') : null;
    await this.storage.put(key, file.buffer, file.mimeType);
    if (thumbnail && thumbnailKey) await this.storage.put(thumbnailKey, thumbnail, 'image/jpeg');
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        // Locked, so a deletion of the equipment meanwhile either waits or makes this fail.
        await this.equipment.lock(manager, userId, equipmentId, 'write');
        const repository = manager.getRepository(EquipmentReceipt);
        const { identifiers } = await repository.insert({
          equipmentId,
          fileName: documentName(document.originalName),
          fileUrl: fileUrl(key),
          fileType: file.mimeType,
          thumbnailUrl: thumbnailKey ? fileUrl(thumbnailKey) : null,
        });
        return repository.findOneByOrFail({ id: identifiers[0].id as number });
      });
      return toReceiptView(row);
    } catch (error) {
      for (const stored of thumbnailKey ? [key, thumbnailKey] : [key]) {
        await this.storage.delete(stored).catch((deleteError: Error) => {
          this.logger.error({ msg: 'receipt file not deleted', key: stored, error: deleteError.message });
        });
      }
      throw error;
    }
  }

  /** Deletes the receipt's row, then (once committed) its files. */
  async remove(userId: number, equipmentId: number, receiptId: number): Promise<void> {
    const row = await this.dataSource.transaction(async (manager) => {
      await this.equipment.lock(manager, userId, equipmentId, 'write');
      const repository = manager.getRepository(EquipmentReceipt);
      const found = await repository.findOneBy({ id: receiptId, equipmentId });
      if (!found) throw new NotFoundException(RECEIPT_NOT_FOUND);
      await repository.delete({ id: receiptId });
      return found;
    });
    const keys = [row.fileUrl, row.thumbnailUrl]
      .map((url) => (url ? storageKeyFromUrl(url) : null))
      .filter((key): key is string => key !== null);
    for (const key of keys) {
      await this.storage.delete(key).catch((error: Error) => {
        this.logger.error({ msg: 'receipt deleted but not its file', receiptId, key, error: error.message });
      });
    }
  }
}
