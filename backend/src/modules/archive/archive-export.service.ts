import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { HomeAccessPolicy } from '../../core/access/home-access-policy';
import { storageKeyFromUrl } from '../../core/storage/file-urls';
import { ObjectStorage } from '../../core/storage/object-storage';
import { userFilesPrefix } from '../../core/storage/storage-keys';
import { CarePortability } from '../care/care-portability.service';
import { EquipmentPortability } from '../equipment/equipment-portability.service';
import { HOME_NOT_FOUND } from '../homes/homes.service';
import { HomesPortability } from '../homes/homes-portability.service';
import { PhotosPortability } from '../photos/photos-portability.service';
import { UsersService } from '../identity/users.service';
import { InventoryPortability } from '../inventory/inventory-portability.service';
import { WarrantiesPortability } from '../warranties/warranties-portability.service';
import {
  ACCOUNT_FILE,
  AccountRecord,
  ENTITY_FILES,
  ENTITY_NAMES,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  EntityRecords,
  FILES_FOLDER,
  FileRef,
  MANIFEST_FILE,
  Manifest,
  ManifestEntry,
  ManifestFile,
} from './export-format';
import { DataSource } from 'typeorm';

export interface ExportArchive {
  /** The zip, produced while it is read (nothing is held but the file being copied). */
  stream: Readable;
  fileName: string;
  counts: Manifest['counts'];
}

export interface ExportOptions {
  /** Called as each stored file has passed into the zip (a worker-built export records its progress). */
  onFileCopied?: (file: ManifestFile) => void;
}

const iso = (date: Date) => date.toISOString();

/** The state of one export's download: whether the client left, and the stored file being copied. */
interface Transfer {
  aborted: boolean;
  current: Readable | null;
}
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The files an export carries: storage key → path in the archive, and whether the file exists. */
class ArchiveFiles {
  readonly pathByKey = new Map<string, string>();

  constructor(private readonly existing: Set<string>) {}

  /** A record's file URL as a reference: in the archive when it is the user's stored file. */
  ref(url: string | null): FileRef | null {
    if (!url) return null;
    const key = storageKeyFromUrl(url);
    if (key === null) return { url };
    if (!this.existing.has(key)) return null;
    let path = this.pathByKey.get(key);
    if (!path) {
      // The user's files, and a handed-over home's files still under its first owner's prefix
      // (docs/sharing.md): both go to files/<the rest of the key>.
      const userFolder = /^users\/\d+\//.exec(key)?.[0];
      path = userFolder ? FILES_FOLDER + key.slice(userFolder.length) : `${FILES_FOLDER}avatar/${key.split('/').pop()}`;
      this.pathByKey.set(key, path);
    }
    return { file: path };
  }
}

/**
 * Builds an export (docs/export-format.md) as a zip stream: the entity files, then every stored file
 * copied from the storage port one at a time and hashed as it passes, then the manifest with the
 * checksums. Memory stays flat whatever the size of the photos (yazl pulls one stream at a time).
 */
@Injectable()
export class ArchiveExportService {
  private readonly logger = new Logger(ArchiveExportService.name);

  constructor(
    private readonly homes: HomesPortability,
    private readonly photos: PhotosPortability,
    private readonly equipment: EquipmentPortability,
    private readonly warranties: WarrantiesPortability,
    private readonly care: CarePortability,
    private readonly inventory: InventoryPortability,
    private readonly users: UsersService,
    private readonly storage: ObjectStorage,
    private readonly access: HomeAccessPolicy,
    private readonly dataSource: DataSource,
  ) {}

  /** Everything the user owns, or one of their homes (404 when they may not read it, 403 to a member). */
  async export(userId: number, homeId?: number, options: ExportOptions = {}): Promise<ExportArchive> {
    // An archive is its owner's data: a member of the home gets 403 HOME_OWNER_ONLY, a stranger 404.
    if (homeId !== undefined) await this.access.home(userId, homeId, 'own');
    const homes = await this.homes.homes(userId, homeId);
    if (homeId !== undefined && !homes.length) throw new NotFoundException(HOME_NOT_FOUND);
    const homeIds = homes.map((home) => home.id);
    const equipment = await this.equipment.equipment(userId, homeIds);
    const equipmentIds = equipment.map((item) => item.id);
    const [
      photos,
      warranties,
      documents,
      maintenance,
      serviceHistory,
      receipts,
      settings,
      categoryNames,
      typeNames,
      templateItems,
      user,
      existingUserFiles,
    ] = await Promise.all([
      this.photos.photos(userId, homeId === undefined ? undefined : { homeIds, equipmentIds }),
      this.warranties.warranties(equipmentIds),
      this.warranties.documents(userId, equipmentIds),
      this.care.maintenanceRecords(equipmentIds),
      this.care.serviceHistory(equipmentIds),
      this.inventory.receipts(equipmentIds),
      homeId === undefined ? this.care.settings(userId) : Promise.resolve(null),
      this.homes.categoryNames(),
      this.equipment.typeNames(),
      this.homes.templateItemRefs(),
      homeId === undefined ? this.users.findById(userId) : Promise.resolve(null),
      this.storage.list(userFilesPrefix(userId)),
    ]);
    const reminders = await this.warranties.reminders(warranties.map((warranty) => warranty.id));
    const existing = new Set(existingUserFiles);
    // Homes handed over to this user keep their files under the first owner's prefixes.
    for (const id of homeIds) {
      for (const prefix of await this.access.formerFilePrefixes(this.dataSource.manager, { homeId: id })) {
        for (const key of await this.storage.list(prefix)) existing.add(key);
      }
    }
    const avatarKey = user?.avatarUrl ? storageKeyFromUrl(user.avatarUrl) : null;
    if (avatarKey?.startsWith(`avatars/${userId}/`) && (await this.storage.exists(avatarKey))) existing.add(avatarKey);
    const files = new ArchiveFiles(existing);

    const records: EntityRecords = {
      homes: homes.map((home) => ({
        id: home.id,
        name: home.name,
        address: home.address,
        city: home.city,
        state: home.state,
        zipCode: home.zipCode,
        type: home.type,
        details: home.details,
        photo: files.ref(home.photoUrl),
        createdAt: iso(home.createdAt),
      })),
      equipment: equipment.map((item) => ({
        id: item.id,
        homeId: item.homeId,
        name: item.name,
        brand: item.brand,
        modelNumber: item.modelNumber,
        serialNumber: item.serialNumber,
        type: item.type,
        equipmentType: item.equipmentTypeId === null ? null : (typeNames.get(item.equipmentTypeId) ?? null),
        category: item.categoryId === null ? null : (categoryNames.get(item.categoryId) ?? null),
        templateItem: item.templateEquipmentId === null ? null : (templateItems.get(item.templateEquipmentId) ?? null),
        installationDate: item.installationDate,
        lastMaintenanceDate: item.lastMaintenanceDate,
        notes: item.notes,
        manualUrls: item.manualUrls,
        photos: item.photos.map((url) => files.ref(url)).filter((ref): ref is FileRef => ref !== null),
        sheetId: item.sheetId,
        completed: item.completed,
        maintenanceIntervalMonths: item.maintenanceIntervalMonths,
        // importRef stays behind: it names a row of a spreadsheet imported into this home (docs/export-format.md).
        room: item.room,
        purchaseDate: item.purchaseDate,
        purchasePriceCents: item.purchasePriceCents,
        replacementCostCents: item.replacementCostCents,
        purchasedFrom: item.purchasedFrom,
        quantity: item.quantity,
        createdAt: iso(item.createdAt),
        updatedAt: iso(item.updatedAt),
      })),
      photos: photos.flatMap((photo) => {
        const ref = files.ref(photo.url);
        if (!ref) return [];
        return [
          {
            id: photo.id,
            homeId: photo.homeId,
            equipmentId: photo.equipmentId,
            type: photo.type,
            photo: ref,
            createdAt: iso(photo.createdAt),
          },
        ];
      }),
      warranties: warranties.map((warranty) => ({
        id: warranty.id,
        equipmentId: warranty.equipmentId,
        startDate: warranty.startDate,
        endDate: warranty.endDate,
        provider: warranty.provider,
        policyNumber: warranty.policyNumber,
        terms: warranty.terms,
        status: warranty.status,
        autoRenewal: warranty.autoRenewal,
        createdAt: iso(warranty.createdAt),
        updatedAt: iso(warranty.updatedAt),
      })),
      warrantyDocuments: documents.flatMap((document) => {
        const ref = files.ref(document.fileUrl);
        if (!ref || document.equipmentId === null) return [];
        return [
          {
            id: document.id,
            warrantyId: document.warrantyId,
            equipmentId: document.equipmentId,
            fileName: document.fileName,
            fileType: document.fileType,
            document: ref,
            uploadedAt: iso(document.uploadedAt),
          },
        ];
      }),
      maintenanceRecords: maintenance.map((record) => ({
        id: record.id,
        equipmentId: record.equipmentId,
        date: record.date,
        type: record.type,
        description: record.description,
        cost: record.cost,
        serviceProvider: record.serviceProvider,
        nextScheduledDate: record.nextScheduledDate,
        attachments: record.attachments.map((url) => files.ref(url)).filter((ref): ref is FileRef => ref !== null),
        createdAt: iso(record.createdAt),
      })),
      warrantyReminders: reminders.map((reminder) => ({
        id: reminder.id,
        warrantyId: reminder.warrantyId,
        notificationType: reminder.notificationType,
        daysBeforeExpiration: reminder.daysBeforeExpiration,
        enabled: reminder.enabled,
        createdAt: iso(reminder.createdAt),
      })),
      // A PDF's first-page picture stays behind, as for warranty documents: the importing server shows an icon.
      equipmentReceipts: receipts.flatMap((receipt) => {
        const ref = files.ref(receipt.fileUrl);
        if (!ref) return [];
        return [
          {
            id: receipt.id,
            equipmentId: receipt.equipmentId,
            fileName: receipt.fileName,
            fileType: receipt.fileType,
            receipt: ref,
            uploadedAt: iso(receipt.uploadedAt),
          },
        ];
      }),
      equipmentServiceHistory: serviceHistory.map((answer) => ({
        equipmentId: answer.equipmentId,
        lastServiced: answer.lastServiced,
        updatedAt: iso(answer.updatedAt),
      })),
      notificationSettings: settings
        ? [
            {
              maintenanceEmail: settings.maintenanceEmail,
              maintenanceInApp: settings.maintenanceInApp,
              maintenanceSms: settings.maintenanceSms,
              maintenanceDaysBefore: settings.maintenanceDaysBefore,
              updatedAt: iso(settings.updatedAt),
            },
          ]
        : [],
    };
    const account: AccountRecord | null = user
      ? {
          username: user.username,
          email: user.email,
          displayName: user.displayName,
          avatar: files.ref(user.avatarUrl),
          createdAt: iso(user.createdAt),
        }
      : null;

    const exportedAt = new Date();
    const zip = new ZipFile();
    const mtime = exportedAt;
    const addJson = (path: string, value: unknown): ManifestEntry => {
      const data = Buffer.from(JSON.stringify(value, null, 2));
      zip.addBuffer(data, path, { mtime });
      return { path, size: data.length, sha256: sha256(data) };
    };
    const entities: Manifest['entities'] = {};
    for (const name of ENTITY_NAMES) {
      entities[name] = { ...addJson(ENTITY_FILES[name], records[name]), count: records[name].length };
    }
    const accountEntry = account ? addJson(ACCOUNT_FILE, account) : null;

    // The client may go away mid-download: then the file being copied is closed and no other is opened.
    const transfer: Transfer = { aborted: false, current: null };
    const copies = [...files.pathByKey].map(([key, path]) =>
      this.addStoredFile(zip, key, path, mtime, transfer).then((file) => {
        options.onFileCopied?.(file);
        return file;
      }),
    );
    const counts: Manifest['counts'] = {
      homes: records.homes.length,
      equipment: records.equipment.length,
      photos: records.photos.length,
      warranties: records.warranties.length,
      warrantyDocuments: records.warrantyDocuments.length,
      maintenanceRecords: records.maintenanceRecords.length,
      warrantyReminders: records.warrantyReminders.length,
      notificationSettings: records.notificationSettings.length,
      equipmentReceipts: records.equipmentReceipts.length,
      equipmentServiceHistory: records.equipmentServiceHistory.length,
      files: copies.length,
      fileBytes: 0,
    };
    const exportId = randomUUID();
    const output = new PassThrough();
    zip.outputStream.on('error', (error) => output.destroy(error));
    // yazl reports a failed entry on the ZipFile itself (unhandled, it would crash the process).
    zip.on('error', (error: Error) => output.destroy(error));
    output.on('close', () => {
      if (output.writableFinished) return;
      transfer.aborted = true;
      transfer.current?.destroy();
    });
    zip.outputStream.pipe(output);
    Promise.all(copies)
      .then((copied) => {
        counts.fileBytes = copied.reduce((sum, file) => sum + file.size, 0);
        const manifest: Manifest = {
          format: EXPORT_FORMAT,
          version: EXPORT_FORMAT_VERSION,
          exportId,
          exportedAt: iso(exportedAt),
          scope: homeId === undefined ? 'account' : 'home',
          homeId: homeId ?? null,
          entities,
          account: accountEntry,
          files: copied,
          counts,
        };
        zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_FILE, { mtime });
        zip.end();
      })
      .catch((error: Error) => {
        if (transfer.aborted) return; // the client left; nothing to report
        // The answer has started: the only way to say so is to cut it (an import refuses the result).
        this.logger.error({ msg: 'export failed while streaming', userId, homeId, error: error.message });
        output.destroy(error);
      });
    const date = iso(exportedAt).slice(0, 10);
    const fileName =
      homeId === undefined ? `HomeBook_export_${date}.zip` : `HomeBook_home_${homeId}_export_${date}.zip`;
    return { stream: output, fileName, counts };
  }

  /** Adds one stored file, read when the zip reaches it; resolves with its size and hash once copied. */
  private addStoredFile(
    zip: ZipFile,
    key: string,
    path: string,
    mtime: Date,
    transfer: Transfer,
  ): Promise<ManifestFile> {
    return new Promise((resolve, reject) => {
      zip.addReadStreamLazy(path, { compress: false, mtime }, (callback) => {
        if (transfer.aborted) {
          const error = new Error('export abandoned by the client');
          reject(error);
          callback(error, undefined as never);
          return;
        }
        this.storage.get(key).then(
          (stored) => {
            if (!stored) {
              const error = new Error(`stored file disappeared during the export: ${key}`);
              reject(error);
              callback(error, undefined as never);
              return;
            }
            const hash = createHash('sha256');
            let size = 0;
            const hashing = new PassThrough();
            hashing.on('data', (chunk: Buffer) => {
              hash.update(chunk);
              size += chunk.length;
            });
            hashing.on('end', () =>
              resolve({ path, size, sha256: hash.digest('hex'), contentType: stored.contentType }),
            );
            stored.stream.on('error', (error) => {
              reject(error);
              hashing.destroy(error);
            });
            hashing.on('close', () => reject(new Error('copy interrupted')));
            transfer.current = stored.stream;
            callback(null, stored.stream.pipe(hashing));
          },
          (error: Error) => {
            reject(error);
            callback(error, undefined as never);
          },
        );
      });
    });
  }
}
