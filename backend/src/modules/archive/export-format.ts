import type { ImportCountsView } from './archive-import.view';
/**
 * The Home Book export format, version 4 (docs/export-format.md is the reference for people; this
 * file is the one for the code). A zip holding:
 *
 *   homes.json, equipment.json, photos.json, warranties.json, warranty-documents.json,
 *   maintenance-records.json, warranty-reminders.json, notification-settings.json (since version 2),
 *   equipment-receipts.json (since version 3), equipment-service-history.json (since version 4)
 *                       one JSON array per entity type, records in the shapes below
 *   account.json        the exporting account (account exports only; informative, never imported)
 *   files/…             every stored file the records refer to, byte for byte
 *   manifest.json       written last: format, version, export id and date, counts, and the size and
 *                       SHA-256 of every other entry
 *
 * Field names are part of the format: renaming one is a new major version. Ids are the exporting
 * server's and only link records inside the archive; an import gives every record a new id.
 */

export const EXPORT_FORMAT = 'home-book-export';
/** The version this server writes; it reads versions up to this one. */
export const EXPORT_FORMAT_VERSION = 4;

/**
 * Entity files by name, in import order. Readers refuse an archive that announces an entity they do
 * not know (a version-1 server refuses every version-2 archive by its version already).
 */
export const ENTITY_FILES = {
  homes: 'homes.json',
  equipment: 'equipment.json',
  photos: 'photos.json',
  warranties: 'warranties.json',
  warrantyDocuments: 'warranty-documents.json',
  maintenanceRecords: 'maintenance-records.json',
  warrantyReminders: 'warranty-reminders.json',
  notificationSettings: 'notification-settings.json',
  equipmentReceipts: 'equipment-receipts.json',
  equipmentServiceHistory: 'equipment-service-history.json',
} as const;
export type EntityName = keyof typeof ENTITY_FILES;
export const ENTITY_NAMES = Object.keys(ENTITY_FILES) as EntityName[];

/** The version each entity appeared in: an older archive has no such file and reads as none. */
export const ENTITY_SINCE: Record<EntityName, number> = {
  homes: 1,
  equipment: 1,
  photos: 1,
  warranties: 1,
  warrantyDocuments: 1,
  maintenanceRecords: 2,
  warrantyReminders: 2,
  notificationSettings: 2,
  equipmentReceipts: 3,
  equipmentServiceHistory: 4,
};

export const ACCOUNT_FILE = 'account.json';
export const MANIFEST_FILE = 'manifest.json';
export const FILES_FOLDER = 'files/';

/**
 * A reference to a file: `{ file }` names an entry of the archive (`files/…`, listed in the
 * manifest); `{ url }` is a link outside Home Book kept as text (for instance a photo URL entered by
 * hand). A stored file that no longer existed when the archive was made is left out of the record.
 */
export type FileRef = { file: string } | { url: string };

export interface HomeRecord {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  type: string | null;
  details: string | null;
  photo: FileRef | null;
  createdAt: string;
}

/** A template item by names (reference data ids differ between servers). */
export interface TemplateItemName {
  template: string;
  name: string;
}

export interface EquipmentRecord {
  id: number;
  homeId: number;
  name: string;
  brand: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  /** Free-text type as typed in the form. */
  type: string | null;
  /** The known equipment type's name, when one is linked. */
  equipmentType: string | null;
  /** The category's name, when one is linked. */
  category: string | null;
  templateItem: TemplateItemName | null;
  installationDate: string | null;
  /** YYYY-MM-DD */
  lastMaintenanceDate: string | null;
  notes: string | null;
  manualUrls: string[];
  /** The first is the main photo. */
  photos: FileRef[];
  sheetId: string | null;
  completed: boolean;
  /** Since version 2: the equipment's own maintenance interval (1-120), null when its type's applies. */
  maintenanceIntervalMonths: number | null;
  /**
   * Since version 3, the inventory (issue 44): where in the home, purchase date (YYYY-MM-DD), price and
   * replacement cost per unit in cents of the server's currency, the seller, and how many units (at least 1).
   * An older archive has none of them (null; quantity 1). The spreadsheet import's ref (importRef) does not
   * travel: it names a row of a spreadsheet imported into one home.
   */
  room: string | null;
  purchaseDate: string | null;
  purchasePriceCents: number | null;
  replacementCostCents: number | null;
  purchasedFrom: string | null;
  quantity: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface PhotoRecord {
  id: number;
  homeId: number | null;
  equipmentId: number | null;
  type: 'equipment' | 'additional';
  photo: FileRef;
  createdAt: string;
}

export interface WarrantyRecord {
  id: number;
  equipmentId: number;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  provider: string | null;
  policyNumber: string | null;
  terms: string | null;
  status: string;
  autoRenewal: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface WarrantyDocumentRecord {
  id: number;
  /** null: uploaded before the warranty existed (pending). */
  warrantyId: number | null;
  equipmentId: number;
  fileName: string;
  fileType: string;
  document: FileRef;
  uploadedAt: string;
}

/** Since version 2. */
export interface MaintenanceRecordRecord {
  id: number;
  equipmentId: number;
  /** YYYY-MM-DD */
  date: string;
  type: string;
  description: string | null;
  /** A decimal with at most two places, as text ("120.50"), so no rounding creeps in. */
  cost: string | null;
  serviceProvider: string | null;
  /** YYYY-MM-DD */
  nextScheduledDate: string | null;
  /** Images and PDFs. */
  attachments: FileRef[];
  createdAt: string;
}

/** Since version 3: a receipt of an equipment (equipment_receipts), a PDF or an image. */
export interface EquipmentReceiptRecord {
  id: number;
  equipmentId: number;
  /** The name the file had on the uploader's device. */
  fileName: string;
  fileType: string;
  receipt: FileRef;
  uploadedAt: string;
}

/**
 * Since version 4: the owner's answer to "When was it last serviced?" (equipment_service_history, docs/care.md),
 * at most one per equipment; an equipment without one was not asked. Its own file rather than an equipment
 * field: the care module owns the table, and a version-3 server refuses the file's name as well as the version.
 */
export interface EquipmentServiceHistoryRecord {
  equipmentId: number;
  /** A month 'YYYY-MM' (1900-01 or later) or 'never' (never / don't know). */
  lastServiced: string;
  /** When the owner answered. */
  updatedAt: string;
}

/** Since version 2: one reminder rule of a warranty (warranty_notifications). */
export interface WarrantyReminderRecord {
  id: number;
  warrantyId: number;
  notificationType: 'email' | 'sms' | 'in-app';
  daysBeforeExpiration: number;
  enabled: boolean;
  createdAt: string;
}

/** Since version 2: the account's maintenance reminder settings (account exports, when not the defaults). */
export interface NotificationSettingsRecord {
  maintenanceEmail: boolean;
  maintenanceInApp: boolean;
  maintenanceSms: boolean;
  maintenanceDaysBefore: number;
  updatedAt: string;
}

export interface AccountRecord {
  username: string;
  email: string;
  displayName: string | null;
  avatar: FileRef | null;
  createdAt: string;
}

export interface EntityRecords {
  homes: HomeRecord[];
  equipment: EquipmentRecord[];
  photos: PhotoRecord[];
  warranties: WarrantyRecord[];
  warrantyDocuments: WarrantyDocumentRecord[];
  maintenanceRecords: MaintenanceRecordRecord[];
  warrantyReminders: WarrantyReminderRecord[];
  notificationSettings: NotificationSettingsRecord[];
  equipmentReceipts: EquipmentReceiptRecord[];
  equipmentServiceHistory: EquipmentServiceHistoryRecord[];
}

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

export interface ManifestFile extends ManifestEntry {
  contentType: string;
}

export interface Manifest {
  format: typeof EXPORT_FORMAT;
  version: number;
  /** A uuid per export: importing the same archive twice into one account is refused by it. */
  exportId: string;
  /** ISO 8601 */
  exportedAt: string;
  scope: 'account' | 'home';
  /** The exported home's id, for a home export. */
  homeId: number | null;
  /** Per entity: its JSON file with size, SHA-256 and record count. */
  entities: Record<string, ManifestEntry & { count: number }>;
  account: ManifestEntry | null;
  files: ManifestFile[];
  counts: Record<EntityName | 'files' | 'fileBytes', number>;
}

/** Image types an archive may carry (what uploads are normalised to, plus the avatar's WebP). */
export const IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/tiff',
];
/** PDFs: as warranty documents, maintenance attachments (since version 2) and receipts (since version 3). */
export const PDF_CONTENT_TYPE = 'application/pdf';
/** File types an archive may carry. */
export const FILE_CONTENT_TYPES = [...IMAGE_CONTENT_TYPES, PDF_CONTENT_TYPE];

/** The counts an import answers. */
export type ImportCounts = Record<EntityName | 'files', number>;

/** The import's answer names every kind the format holds: a new kind fails to compile until the view has it. */
const IMPORT_VIEW_NAMES_EVERY_KIND: [keyof ImportCountsView] extends [keyof ImportCounts]
  ? [keyof ImportCounts] extends [keyof ImportCountsView]
    ? true
    : false
  : false = true;
void IMPORT_VIEW_NAMES_EVERY_KIND;
