import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fileUrl } from '../../core/storage/file-urls';
import { ObjectStorage } from '../../core/storage/object-storage';
import {
  equipmentFilesPrefix,
  homeFilesPrefix,
  newFileKey,
  unattachedPhotosPrefix,
} from '../../core/storage/storage-keys';
import { CarePortability, type ServiceHistoryRow } from '../care/care-portability.service';
import { EquipmentChangeEvents } from '../equipment/equipment-change-events';
import { EquipmentPortability, type EquipmentRow } from '../equipment/equipment-portability.service';
import { HomesPortability } from '../homes/homes-portability.service';
import { InventoryPortability, type EquipmentReceiptRow } from '../inventory/inventory-portability.service';
import { PhotosPortability } from '../photos/photos-portability.service';
import { WarrantiesPortability, type WarrantyRow } from '../warranties/warranties-portability.service';
import { DEFAULT_WARRANTY_REMINDERS } from '../warranties/warranty-reminder-rules';
import { ArchiveLimits, ArchiveReader } from './archive-reader';
import { refuse } from './archive-refusal';
import { checkEveryFileUsed, checkLinks, checkManifest, checkRecords, refFile } from './archive-validation';
import { ArchiveImport } from './entities/archive-import.entity';
import { isImportedImage, storableImportedFile } from './imported-file';
import {
  ACCOUNT_FILE,
  ENTITY_NAMES,
  ENTITY_SINCE,
  EntityRecords,
  FileRef,
  ImportCounts,
  MANIFEST_FILE,
  Manifest,
  ManifestEntry,
} from './export-format';

const MB = 1024 * 1024;

/** What an import accepts (docs/export-format.md, "Import"). */
export const IMPORT_LIMITS: ArchiveLimits & { maxArchiveBytes: number } = {
  maxArchiveBytes: 4096 * MB,
  maxEntries: 100_000,
  maxFileBytes: 32 * MB,
  maxJsonBytes: 64 * MB,
  maxTotalBytes: 8192 * MB,
  maxRatio: 100,
  ratioFloorBytes: MB,
};

/** Files copied to storage at once. */
const COPIES_AT_ONCE = 4;

export const ALREADY_IMPORTED = 'ALREADY_IMPORTED';

const isUniqueViolation = (error: unknown) =>
  (error as { driverError?: { code?: string } }).driverError?.code === '23505';

const extensionOf = (path: string) => /\.([A-Za-z0-9]{1,5})$/.exec(path)?.[1].toLowerCase() ?? 'bin';

/**
 * Restores an export into an account with new ids, all or nothing: the whole archive is checked
 * first (manifest, records, links), then its files are copied to storage under the new records'
 * prefixes, each checked against its SHA-256 as it is read, then every row is inserted in one
 * transaction together with the archive's export id (unique per account: an archive is imported
 * once). Any failure removes the files already written, and the transaction leaves no row.
 */
@Injectable()
export class ArchiveImportService {
  private readonly logger = new Logger(ArchiveImportService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly homes: HomesPortability,
    private readonly photos: PhotosPortability,
    private readonly equipment: EquipmentPortability,
    private readonly warranties: WarrantiesPortability,
    private readonly care: CarePortability,
    private readonly inventory: InventoryPortability,
    private readonly changes: EquipmentChangeEvents,
  ) {}

  async import(userId: number, archivePath: string): Promise<ImportCounts> {
    const reader = await ArchiveReader.open(archivePath, IMPORT_LIMITS);
    try {
      return await this.importFrom(userId, reader);
    } finally {
      reader.close();
    }
  }

  private async importFrom(userId: number, reader: ArchiveReader): Promise<ImportCounts> {
    if (!reader.has(MANIFEST_FILE)) {
      throw refuse('NOT_AN_EXPORT', 'This file is not a Home Book export: manifest.json is missing');
    }
    const { data: manifestData, sha256: manifestSha256 } = await reader.read(MANIFEST_FILE);
    const manifest = checkManifest(manifestData, reader.names());
    await this.refuseIfImported(userId, manifest.exportId);

    const files = new Set(manifest.files.map((file) => file.path));
    const readChecked = async (entry: ManifestEntry) => {
      const { data, sha256 } = await reader.read(entry.path);
      if (sha256 !== entry.sha256 || data.length !== entry.size) {
        throw refuse('CHECKSUM_MISMATCH', `The archive is damaged: ${entry.path} does not match its checksum`);
      }
      return data;
    };
    const records = {} as EntityRecords;
    for (const name of ENTITY_NAMES) {
      const entry = manifest.entities[name];
      // An entity newer than the archive's version is absent: none of it (checkManifest made sure).
      (records as unknown as Record<string, unknown>)[name] =
        ENTITY_SINCE[name] > manifest.version
          ? []
          : checkRecords(name, await readChecked(entry), entry.count, files, manifest.version);
    }
    const account = manifest.account ? await readChecked({ ...manifest.account, path: ACCOUNT_FILE }) : null;
    checkLinks(records, new Map(manifest.files.map((file) => [file.path, file.contentType])));
    checkEveryFileUsed(manifest.files, records, account);

    const contentTypes = new Map(manifest.files.map((file) => [file.path, file.contentType]));
    const plan = await this.plan(userId, records, manifest.version, contentTypes);
    const written: string[] = [];
    try {
      await this.copyFiles(manifest, plan.keyByPath, readChecked, written);
      await this.dataSource.transaction(async (manager) => {
        await manager.getRepository(ArchiveImport).insert({
          userId,
          exportId: manifest.exportId,
          manifestSha256,
          counts: plan.counts,
        });
        await this.homes.insertHomes(manager, plan.homes);
        await this.equipment.insert(manager, plan.equipment);
        await this.photos.insertPhotos(manager, plan.photos);
        await this.warranties.insertWarranties(manager, plan.warranties);
        await this.warranties.insertDocuments(manager, plan.documents);
        await this.warranties.insertReminders(manager, plan.reminders);
        await this.care.insertMaintenanceRecords(manager, plan.maintenanceRecords);
        await this.care.insertServiceHistory(manager, plan.serviceHistory);
        await this.inventory.insertReceipts(manager, plan.receipts);
        if (plan.settings) await this.care.insertSettingsIfNone(manager, plan.settings);
      });
    } catch (error) {
      await Promise.all(
        written.map((key) =>
          this.storage.delete(key).catch((deleteError: Error) => {
            this.logger.error({ msg: 'imported file not removed after a failure', key, error: deleteError.message });
          }),
        ),
      );
      // Two imports of one archive at the same time: the second one's transaction meets the first's row.
      if (isUniqueViolation(error)) await this.refuseIfImported(userId, manifest.exportId);
      throw error;
    }
    // After the commit: listeners (the recall watch) check the new equipment in the background.
    await this.changes.batchSaved({ equipmentIds: plan.equipment.map((row) => row.id), userId });
    this.logger.log({ msg: 'archive imported', userId, exportId: manifest.exportId, ...plan.counts });
    return plan.counts;
  }

  private async refuseIfImported(userId: number, exportId: string): Promise<void> {
    const earlier = await this.dataSource.getRepository(ArchiveImport).findOneBy({ userId, exportId });
    if (earlier) {
      throw new ConflictException({
        message: `This archive was already imported into your account on ${earlier.importedAt.toISOString().slice(0, 10)}; nothing was imported again`,
        code: ALREADY_IMPORTED,
      });
    }
  }

  /** New ids, the storage key of every file, and the rows to insert. */
  private async plan(userId: number, records: EntityRecords, version: number, contentTypes: Map<string, string>) {
    const manager = this.dataSource.manager;
    const [homeIds, equipmentIds, warrantyIds, categories, types, templateItems, ownSettings] = await Promise.all([
      this.homes.reserveHomeIds(manager, records.homes.length),
      this.equipment.reserveIds(manager, records.equipment.length),
      this.warranties.reserveWarrantyIds(manager, records.warranties.length),
      this.homes.categoryNames(),
      this.equipment.typeNames(),
      this.homes.templateItemRefs(),
      this.care.settings(userId),
    ]);
    const newHomeId = new Map(records.homes.map((home, index) => [home.id, homeIds[index]]));
    const newEquipmentId = new Map(records.equipment.map((item, index) => [item.id, equipmentIds[index]]));
    const newWarrantyId = new Map(records.warranties.map((warranty, index) => [warranty.id, warrantyIds[index]]));
    const invert = <K, V>(map: Map<K, V>, key: (value: V) => string) =>
      new Map([...map].map(([id, value]) => [key(value), id]));
    const categoryId = invert(categories, (name) => name);
    const typeId = invert(types, (name) => name);
    const templateItemId = invert(templateItems, (ref) => `${ref.template}\u0000${ref.name}`);

    // A file referred to from several records (an equipment photo is also a library photo) gets one
    // key, under the most specific owner: equipment first, then home, then the user's library.
    const keyByPath = new Map<string, string>();
    const place = (ref: FileRef | null, folder: string) => {
      const path = refFile(ref);
      if (!path || keyByPath.has(path)) return;
      // Images are stored as the upload pipeline's JPEG (storableImportedFile), whatever the archive held.
      keyByPath.set(path, newFileKey(folder, isImportedImage(contentTypes.get(path)!) ? 'jpg' : extensionOf(path)));
    };
    for (const item of records.equipment) {
      for (const ref of item.photos) place(ref, `${equipmentFilesPrefix(userId, newEquipmentId.get(item.id)!)}photos/`);
    }
    for (const document of records.warrantyDocuments) {
      place(document.document, `${equipmentFilesPrefix(userId, newEquipmentId.get(document.equipmentId)!)}warranty/`);
    }
    for (const record of records.maintenanceRecords) {
      const folder = `${equipmentFilesPrefix(userId, newEquipmentId.get(record.equipmentId)!)}maintenance/`;
      for (const ref of record.attachments) place(ref, folder);
    }
    for (const receipt of records.equipmentReceipts) {
      place(receipt.receipt, `${equipmentFilesPrefix(userId, newEquipmentId.get(receipt.equipmentId)!)}receipts/`);
    }
    for (const photo of records.photos) {
      const folder =
        photo.equipmentId !== null
          ? `${equipmentFilesPrefix(userId, newEquipmentId.get(photo.equipmentId)!)}photos/`
          : photo.homeId !== null
            ? `${homeFilesPrefix(userId, newHomeId.get(photo.homeId)!)}photos/`
            : unattachedPhotosPrefix(userId);
      place(photo.photo, folder);
    }
    for (const home of records.homes)
      place(home.photo, `${homeFilesPrefix(userId, newHomeId.get(home.id)!)}home-photo/`);
    const url = (ref: FileRef) => ('file' in ref ? fileUrl(keyByPath.get(ref.file)!) : ref.url);

    const homes = records.homes.map((home) => ({
      id: newHomeId.get(home.id)!,
      userId,
      name: home.name,
      address: home.address,
      city: home.city,
      state: home.state,
      zipCode: home.zipCode,
      type: home.type,
      details: home.details,
      photoUrl: home.photo ? url(home.photo) : null,
      createdAt: new Date(home.createdAt),
    }));
    const equipment: EquipmentRow[] = records.equipment.map((item) => ({
      id: newEquipmentId.get(item.id)!,
      userId,
      homeId: newHomeId.get(item.homeId)!,
      equipmentTypeId: item.equipmentType === null ? null : (typeId.get(item.equipmentType) ?? null),
      templateEquipmentId: item.templateItem
        ? (templateItemId.get(`${item.templateItem.template}\u0000${item.templateItem.name}`) ?? null)
        : null,
      categoryId: item.category === null ? null : (categoryId.get(item.category) ?? null),
      name: item.name,
      brand: item.brand,
      modelNumber: item.modelNumber,
      serialNumber: item.serialNumber,
      type: item.type,
      installationDate: item.installationDate,
      lastMaintenanceDate: item.lastMaintenanceDate,
      // null from a version-1 archive (docs/export-format.md): the type's interval applies.
      maintenanceIntervalMonths: item.maintenanceIntervalMonths,
      notes: item.notes,
      manualUrls: item.manualUrls,
      photos: item.photos.map(url),
      sheetId: item.sheetId,
      // A spreadsheet import's ref belongs to the home it was imported into (docs/inventory.md): not in an archive.
      importRef: null,
      completed: item.completed,
      // The inventory (since version 3); an older archive's equipment has none, and one unit.
      room: item.room,
      purchaseDate: item.purchaseDate,
      purchasePriceCents: item.purchasePriceCents,
      replacementCostCents: item.replacementCostCents,
      purchasedFrom: item.purchasedFrom,
      quantity: item.quantity ?? 1,
      createdAt: new Date(item.createdAt),
      updatedAt: new Date(item.updatedAt),
    }));
    const photos = records.photos.map((photo) => ({
      userId,
      url: url(photo.photo),
      type: photo.type,
      equipmentId: photo.equipmentId === null ? null : newEquipmentId.get(photo.equipmentId)!,
      homeId: photo.homeId === null ? null : newHomeId.get(photo.homeId)!,
      createdAt: new Date(photo.createdAt),
    }));
    const warranties: WarrantyRow[] = records.warranties.map((warranty) => ({
      id: newWarrantyId.get(warranty.id)!,
      equipmentId: newEquipmentId.get(warranty.equipmentId)!,
      startDate: warranty.startDate,
      endDate: warranty.endDate,
      provider: warranty.provider,
      policyNumber: warranty.policyNumber,
      terms: warranty.terms,
      status: warranty.status,
      autoRenewal: warranty.autoRenewal,
      createdAt: new Date(warranty.createdAt),
      updatedAt: new Date(warranty.updatedAt),
    }));
    const documents = records.warrantyDocuments.map((document) => ({
      warrantyId: document.warrantyId === null ? null : newWarrantyId.get(document.warrantyId)!,
      userId,
      equipmentId: newEquipmentId.get(document.equipmentId)!,
      fileName: document.fileName,
      fileUrl: url(document.document),
      fileType: document.fileType,
      uploadedAt: new Date(document.uploadedAt),
    }));
    // An image is stored as the upload pipeline's JPEG (storableImportedFile), so its type is that one.
    const receipts: EquipmentReceiptRow[] = records.equipmentReceipts.map((receipt) => {
      const path = refFile(receipt.receipt)!;
      const contentType = contentTypes.get(path)!;
      return {
        equipmentId: newEquipmentId.get(receipt.equipmentId)!,
        fileName: receipt.fileName,
        fileUrl: url(receipt.receipt),
        fileType: isImportedImage(contentType) ? 'image/jpeg' : contentType,
        uploadedAt: new Date(receipt.uploadedAt),
      };
    });
    const maintenanceRecords = records.maintenanceRecords.map((record) => ({
      equipmentId: newEquipmentId.get(record.equipmentId)!,
      userId,
      date: record.date,
      type: record.type,
      description: record.description,
      cost: record.cost,
      serviceProvider: record.serviceProvider,
      nextScheduledDate: record.nextScheduledDate,
      attachments: record.attachments.map(url),
      createdAt: new Date(record.createdAt),
    }));
    // The owner's last-serviced answers (since version 4; an older archive's equipment were not asked).
    const serviceHistory: ServiceHistoryRow[] = records.equipmentServiceHistory.map((answer) => ({
      equipmentId: newEquipmentId.get(answer.equipmentId)!,
      lastServiced: answer.lastServiced,
      updatedAt: new Date(answer.updatedAt),
    }));
    // A version-1 archive has no reminder rules: its warranties get a new warranty's defaults.
    const reminderRules =
      version < ENTITY_SINCE.warrantyReminders
        ? records.warranties.flatMap((warranty) =>
            DEFAULT_WARRANTY_REMINDERS.map((rule) => ({
              ...rule,
              warrantyId: warranty.id,
              createdAt: warranty.createdAt,
            })),
          )
        : records.warrantyReminders;
    // This server has no SMS provider: SMS reminders arrive switched off (as the settings page would allow).
    const reminders = reminderRules.map((rule) => ({
      userId,
      warrantyId: newWarrantyId.get(rule.warrantyId)!,
      notificationType: rule.notificationType,
      daysBeforeExpiration: rule.daysBeforeExpiration,
      enabled: rule.enabled && rule.notificationType !== 'sms',
      createdAt: new Date(rule.createdAt),
    }));
    // The account's own settings, when it has chosen some, are kept; an archive's fill in the defaults.
    const archived = records.notificationSettings[0];
    const settings =
      archived && !ownSettings
        ? {
            userId,
            maintenanceEmail: archived.maintenanceEmail,
            maintenanceInApp: archived.maintenanceInApp,
            maintenanceSms: false,
            maintenanceDaysBefore: archived.maintenanceDaysBefore,
            updatedAt: new Date(archived.updatedAt),
          }
        : null;
    const counts: ImportCounts = {
      homes: homes.length,
      equipment: equipment.length,
      photos: photos.length,
      warranties: warranties.length,
      warrantyDocuments: documents.length,
      maintenanceRecords: maintenanceRecords.length,
      warrantyReminders: reminders.length,
      notificationSettings: settings ? 1 : 0,
      equipmentReceipts: receipts.length,
      equipmentServiceHistory: serviceHistory.length,
      files: keyByPath.size,
    };
    return {
      keyByPath,
      homes,
      equipment,
      photos,
      warranties,
      documents,
      maintenanceRecords,
      serviceHistory,
      receipts,
      reminders,
      settings,
      counts,
    };
  }

  /**
   * Reads every file of the manifest (a damaged one is refused even if nothing refers to it) and
   * stores those the records use; `written` collects the keys so a failure can remove them.
   */
  private async copyFiles(
    manifest: Manifest,
    keyByPath: Map<string, string>,
    readChecked: (entry: ManifestEntry) => Promise<Buffer>,
    written: string[],
  ): Promise<void> {
    const queue = [...manifest.files];
    let failure: { error: unknown } | null = null;
    // Every copier stops at the first failure and is awaited, so no write lands after the clean-up.
    const copier = async () => {
      for (let file = queue.shift(); file && !failure; file = queue.shift()) {
        try {
          const data = await readChecked(file);
          const key = keyByPath.get(file.path);
          // The account's avatar (checked, not restored); checkEveryFileUsed refused any other file no record uses.
          if (!key) continue;
          const stored = await storableImportedFile(file.path, file.contentType, data, IMPORT_LIMITS.maxFileBytes);
          written.push(key);
          await this.storage.put(key, stored.data, stored.contentType);
        } catch (error) {
          failure ??= { error };
        }
      }
    };
    await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copier));
    if (failure) throw (failure as { error: unknown }).error;
  }
}
