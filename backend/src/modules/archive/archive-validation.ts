import { isLastServicedAnswer } from '../care/dto/service-history.dto';
import { MAX_MONEY_CENTS, MAX_QUANTITY } from '../equipment/dto/equipment.dto';
import { refuse } from './archive-refusal';
import {
  ACCOUNT_FILE,
  ENTITY_FILES,
  ENTITY_NAMES,
  ENTITY_SINCE,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  EntityName,
  EntityRecords,
  FILES_FOLDER,
  FILE_CONTENT_TYPES,
  FileRef,
  IMAGE_CONTENT_TYPES,
  MANIFEST_FILE,
  Manifest,
  ManifestFile,
} from './export-format';

/**
 * Checks of an archive's contents before anything is written: the manifest (format, version, one
 * line per entry, nothing more, nothing less) and the records (types of every field, ids unique,
 * every reference inside the archive resolving). Each failure is a clear 400 ArchiveRefusal.
 */

type Kind =
  | 'id'
  | 'id?'
  | 'text'
  | 'text?'
  | 'bool'
  | 'day'
  | 'day?'
  | 'time'
  | 'texts'
  | 'ref'
  | 'ref?'
  | 'refs'
  | 'templateItem?'
  | 'photoType'
  | 'months?'
  | 'money?'
  | 'channel'
  | 'days'
  | 'cents?'
  | 'quantity'
  | 'lastServiced';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SHA256 = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const FIELDS: Record<EntityName, Record<string, Kind>> = {
  homes: {
    id: 'id',
    name: 'text',
    address: 'text',
    city: 'text',
    state: 'text',
    zipCode: 'text',
    type: 'text?',
    details: 'text?',
    photo: 'ref?',
    createdAt: 'time',
  },
  equipment: {
    id: 'id',
    homeId: 'id',
    name: 'text',
    brand: 'text?',
    modelNumber: 'text?',
    serialNumber: 'text?',
    type: 'text?',
    equipmentType: 'text?',
    category: 'text?',
    templateItem: 'templateItem?',
    installationDate: 'text?',
    lastMaintenanceDate: 'day?',
    notes: 'text?',
    manualUrls: 'texts',
    photos: 'refs',
    sheetId: 'text?',
    completed: 'bool',
    maintenanceIntervalMonths: 'months?',
    room: 'text?',
    purchaseDate: 'day?',
    purchasePriceCents: 'cents?',
    replacementCostCents: 'cents?',
    purchasedFrom: 'text?',
    quantity: 'quantity',
    createdAt: 'time',
    updatedAt: 'time',
  },
  photos: { id: 'id', homeId: 'id?', equipmentId: 'id?', type: 'photoType', photo: 'ref', createdAt: 'time' },
  warranties: {
    id: 'id',
    equipmentId: 'id',
    startDate: 'day',
    endDate: 'day',
    provider: 'text?',
    policyNumber: 'text?',
    terms: 'text?',
    status: 'text',
    autoRenewal: 'bool',
    createdAt: 'time',
    updatedAt: 'time',
  },
  warrantyDocuments: {
    id: 'id',
    warrantyId: 'id?',
    equipmentId: 'id',
    fileName: 'text',
    fileType: 'text',
    document: 'ref',
    uploadedAt: 'time',
  },
  maintenanceRecords: {
    id: 'id',
    equipmentId: 'id',
    date: 'day',
    type: 'text',
    description: 'text?',
    cost: 'money?',
    serviceProvider: 'text?',
    nextScheduledDate: 'day?',
    attachments: 'refs',
    createdAt: 'time',
  },
  warrantyReminders: {
    id: 'id',
    warrantyId: 'id',
    notificationType: 'channel',
    daysBeforeExpiration: 'days',
    enabled: 'bool',
    createdAt: 'time',
  },
  notificationSettings: {
    maintenanceEmail: 'bool',
    maintenanceInApp: 'bool',
    maintenanceSms: 'bool',
    maintenanceDaysBefore: 'days',
    updatedAt: 'time',
  },
  equipmentReceipts: {
    id: 'id',
    equipmentId: 'id',
    fileName: 'text',
    fileType: 'text',
    receipt: 'ref',
    uploadedAt: 'time',
  },
  equipmentServiceHistory: { equipmentId: 'id', lastServiced: 'lastServiced', updatedAt: 'time' },
};

/** Fields added to an entity after its first version: absent (read as null) in older archives. */
const FIELD_SINCE: Partial<Record<EntityName, Record<string, number>>> = {
  equipment: {
    maintenanceIntervalMonths: 2,
    room: 3,
    purchaseDate: 3,
    purchasePriceCents: 3,
    replacementCostCents: 3,
    purchasedFrom: 3,
    quantity: 3,
  },
};

const MONEY = /^-?\d{1,10}(\.\d{1,2})?$/;
const isInt = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

const isId = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;
const isText = (value: unknown) => typeof value === 'string' && !value.includes('\u0000');
const isTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function isRef(value: unknown, files: Set<string>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const ref = value as Record<string, unknown>;
  if (typeof ref.file === 'string') return files.has(ref.file);
  // A link outside Home Book; never one to stored files (they travel as files).
  return isText(ref.url) && !pointsAtStoredFiles(ref.url as string);
}

/** Any origin will do as the base of a relative URL: only the path is judged. */
const URL_BASE = 'http://archive.invalid/';

/**
 * Whether a link, once read the way a browser reads it, names a path under `/api/files/` — of this server or
 * of any other (the validator does not know under which names this server is reached): parsed as a URL
 * (relative, protocol-relative `//host/…` and absolute alike; backslashes are slashes), dot segments
 * resolved, percent-escapes decoded, repeated slashes collapsed and case ignored. A link that does not
 * parse is refused too.
 */
export function pointsAtStoredFiles(link: string): boolean {
  let path: string;
  try {
    path = new URL(link.trim(), URL_BASE).pathname;
  } catch {
    return true;
  }
  const decoded = path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
  // A decoded segment may hold "/", "." or ".." again: resolved once more, as a second reader would.
  const normalised = new URL(decoded.replace(/\\/g, '/').replace(/\/{2,}/g, '/'), URL_BASE).pathname;
  return normalised
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .startsWith('/api/files/');
}

function fits(kind: Kind, value: unknown, files: Set<string>): boolean {
  switch (kind) {
    case 'id':
      return isId(value);
    case 'id?':
      return value === null || isId(value);
    case 'text':
      return isText(value);
    case 'text?':
      return value === null || isText(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'day':
      return typeof value === 'string' && DAY.test(value) && isTime(value);
    case 'day?':
      return value === null || (typeof value === 'string' && DAY.test(value) && isTime(value));
    case 'time':
      return isTime(value);
    case 'texts':
      return Array.isArray(value) && value.every(isText);
    case 'ref':
      return isRef(value, files);
    case 'ref?':
      return value === null || isRef(value, files);
    case 'refs':
      return Array.isArray(value) && value.every((item) => isRef(item, files));
    case 'templateItem?':
      return (
        value === null ||
        (typeof value === 'object' &&
          isText((value as Record<string, unknown>).template) &&
          isText((value as Record<string, unknown>).name))
      );
    case 'photoType':
      return value === 'equipment' || value === 'additional';
    case 'months?':
      return value === null || isInt(value, 1, 120);
    case 'money?':
      return value === null || (typeof value === 'string' && MONEY.test(value));
    case 'channel':
      return value === 'email' || value === 'sms' || value === 'in-app';
    case 'days':
      return isInt(value, 0, 365);
    case 'cents?':
      return value === null || isInt(value, 0, MAX_MONEY_CENTS);
    case 'quantity':
      return isInt(value, 1, MAX_QUANTITY);
    case 'lastServiced':
      return isLastServicedAnswer(value);
  }
}

const invalid = (message: string) => refuse('INVALID_CONTENT', `The archive's contents are not valid: ${message}`);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The manifest, checked against the entries the zip actually holds. */
export function checkManifest(data: Buffer, entryNames: string[]): Manifest {
  let manifest: unknown;
  try {
    manifest = JSON.parse(data.toString('utf8'));
  } catch {
    throw refuse('NOT_AN_EXPORT', 'This file is not a Home Book export: manifest.json is not valid JSON');
  }
  if (!isObject(manifest) || manifest.format !== EXPORT_FORMAT) {
    throw refuse('NOT_AN_EXPORT', `This file is not a Home Book export: its manifest is not a ${EXPORT_FORMAT}`);
  }
  const version = manifest.version;
  if (!Number.isInteger(version) || (version as number) < 1 || (version as number) > EXPORT_FORMAT_VERSION) {
    throw refuse(
      'UNSUPPORTED_VERSION',
      `This export has format version ${String(version)}, which this server cannot read (it reads version ${EXPORT_FORMAT_VERSION})`,
    );
  }
  const wrong = (what: string) => refuse('NOT_AN_EXPORT', `This file is not a valid Home Book export: ${what}`);
  if (typeof manifest.exportId !== 'string' || !UUID.test(manifest.exportId)) throw wrong('no export id');
  if (!isTime(manifest.exportedAt)) throw wrong('no export date');
  if (manifest.scope !== 'account' && manifest.scope !== 'home') throw wrong('unknown scope');
  if (!isObject(manifest.entities) || !Array.isArray(manifest.files)) throw wrong('no list of entities and files');

  const listed = new Set<string>([MANIFEST_FILE]);
  const entry = (value: unknown, what: string) => {
    if (
      !isObject(value) ||
      typeof value.path !== 'string' ||
      !Number.isSafeInteger(value.size) ||
      typeof value.sha256 !== 'string' ||
      !SHA256.test(value.sha256)
    ) {
      throw wrong(`the manifest line of ${what} is incomplete`);
    }
    if (listed.has(value.path)) throw wrong(`${value.path} is listed twice`);
    listed.add(value.path);
  };
  for (const name of Object.keys(manifest.entities)) {
    if (!ENTITY_NAMES.includes(name as EntityName)) {
      throw refuse(
        'UNSUPPORTED_VERSION',
        `This export contains '${name}', which this server cannot import (it reads format version ${EXPORT_FORMAT_VERSION})`,
      );
    }
  }
  for (const name of ENTITY_NAMES) {
    const line = manifest.entities[name];
    if (ENTITY_SINCE[name] > (version as number)) {
      // A newer entity in an older archive: the version is wrong, or the archive was made up.
      if (line !== undefined) throw wrong(`${name} is not part of format version ${String(version)}`);
      continue;
    }
    entry(line, name);
    if ((line as { path: string }).path !== ENTITY_FILES[name]) throw wrong(`${name} is not in ${ENTITY_FILES[name]}`);
    if (!Number.isSafeInteger((line as { count: unknown }).count)) throw wrong(`no count of ${name}`);
  }
  if (manifest.account !== null && manifest.account !== undefined) {
    entry(manifest.account, ACCOUNT_FILE);
    if ((manifest.account as { path: string }).path !== ACCOUNT_FILE) throw wrong('the account is not in account.json');
  }
  for (const file of manifest.files as unknown[]) {
    entry(file, 'a file');
    const { path, contentType } = file as ManifestFile;
    if (!path.startsWith(FILES_FOLDER)) throw wrong(`${path} is not under ${FILES_FOLDER}`);
    if (!FILE_CONTENT_TYPES.includes(contentType)) {
      throw refuse('INVALID_CONTENT', `The archive contains a file of a type Home Book does not store: ${path}`);
    }
  }
  const present = new Set(entryNames);
  for (const path of listed) {
    if (!present.has(path)) throw refuse('DAMAGED', `The archive is damaged: ${path} is missing`);
  }
  for (const name of entryNames) {
    if (!listed.has(name)) throw refuse('DAMAGED', `The archive is damaged: ${name} is not in its manifest`);
  }
  return manifest as unknown as Manifest;
}

/**
 * One entity file's records: the field types, unique ids and the count the manifest announced.
 * Fields newer than the archive's `version` are set to null.
 */
export function checkRecords<N extends EntityName>(
  name: N,
  data: Buffer,
  count: number,
  files: Set<string>,
  version: number,
): EntityRecords[N] {
  let records: unknown;
  try {
    records = JSON.parse(data.toString('utf8'));
  } catch {
    throw invalid(`${ENTITY_FILES[name]} is not valid JSON`);
  }
  if (!Array.isArray(records)) throw invalid(`${ENTITY_FILES[name]} is not a list`);
  if (records.length !== count) throw invalid(`${ENTITY_FILES[name]} does not hold the ${count} records announced`);
  const ids = new Set<number>();
  records.forEach((record: unknown, index) => {
    if (!isObject(record)) throw invalid(`record ${index + 1} of ${ENTITY_FILES[name]} is not an object`);
    for (const [field, kind] of Object.entries(FIELDS[name])) {
      if ((FIELD_SINCE[name]?.[field] ?? 1) > version) {
        record[field] = null;
        continue;
      }
      if (!fits(kind, record[field], files)) {
        throw invalid(`${field} of record ${index + 1} in ${ENTITY_FILES[name]} is missing or wrong`);
      }
    }
    if (!('id' in FIELDS[name])) return;
    if (ids.has(record.id as number)) throw invalid(`id ${String(record.id)} appears twice in ${ENTITY_FILES[name]}`);
    ids.add(record.id as number);
  });
  if (name === 'notificationSettings' && records.length > 1) {
    throw invalid(`${ENTITY_FILES[name]} holds more than one account's settings`);
  }
  return records as EntityRecords[N];
}

/**
 * Every link between records resolves inside the archive, and every file a record shows as an image
 * is one (PDFs only as warranty documents, maintenance attachments and receipts). `contentTypes`: the manifest's type per file path.
 */
export function checkLinks(records: EntityRecords, contentTypes: Map<string, string>): void {
  const homeIds = new Set(records.homes.map((home) => home.id));
  const equipmentIds = new Set(records.equipment.map((item) => item.id));
  const warrantyIds = new Set(records.warranties.map((warranty) => warranty.id));
  const missing = (what: string, id: number) => invalid(`${what} ${id} refers to a record the archive does not hold`);
  for (const item of records.equipment) if (!homeIds.has(item.homeId)) throw missing('equipment', item.id);
  for (const photo of records.photos) {
    if (photo.homeId !== null && !homeIds.has(photo.homeId)) throw missing('photo', photo.id);
    if (photo.equipmentId !== null && !equipmentIds.has(photo.equipmentId)) throw missing('photo', photo.id);
  }
  const warrantied = new Set<number>();
  for (const warranty of records.warranties) {
    if (!equipmentIds.has(warranty.equipmentId)) throw missing('warranty', warranty.id);
    if (warrantied.has(warranty.equipmentId)) throw invalid(`equipment ${warranty.equipmentId} has two warranties`);
    if (warranty.endDate < warranty.startDate) throw invalid(`warranty ${warranty.id} ends before it starts`);
    warrantied.add(warranty.equipmentId);
  }
  for (const document of records.warrantyDocuments) {
    if (!equipmentIds.has(document.equipmentId)) throw missing('warranty document', document.id);
    if (document.warrantyId !== null && !warrantyIds.has(document.warrantyId)) {
      throw missing('warranty document', document.id);
    }
  }
  for (const record of records.maintenanceRecords) {
    if (!equipmentIds.has(record.equipmentId)) throw missing('maintenance record', record.id);
    if (record.nextScheduledDate !== null && record.nextScheduledDate < record.date) {
      throw invalid(`maintenance record ${record.id} is next scheduled before its date`);
    }
  }
  for (const receipt of records.equipmentReceipts) {
    if (!equipmentIds.has(receipt.equipmentId)) throw missing('receipt', receipt.id);
  }
  // Keyed by its equipment (no id of its own): one answer per equipment, as the table holds.
  const answered = new Set<number>();
  for (const answer of records.equipmentServiceHistory) {
    if (!equipmentIds.has(answer.equipmentId)) {
      throw invalid(
        `the last-serviced answer of equipment ${answer.equipmentId} refers to a record the archive does not hold`,
      );
    }
    if (answered.has(answer.equipmentId)) {
      throw invalid(`equipment ${answer.equipmentId} has two last-serviced answers`);
    }
    answered.add(answer.equipmentId);
  }
  const rules = new Set<string>();
  for (const reminder of records.warrantyReminders) {
    if (!warrantyIds.has(reminder.warrantyId)) throw missing('warranty reminder', reminder.id);
    const rule = `${reminder.warrantyId}:${reminder.notificationType}:${reminder.daysBeforeExpiration}`;
    if (rules.has(rule)) throw invalid(`warranty reminder ${reminder.id} is listed twice`);
    rules.add(rule);
  }
  const images = [
    ...records.homes.map((home) => home.photo),
    ...records.equipment.flatMap((item) => item.photos),
    ...records.photos.map((photo) => photo.photo),
  ];
  for (const ref of images) {
    const path = refFile(ref);
    if (path !== null && !IMAGE_CONTENT_TYPES.includes(contentTypes.get(path)!)) {
      throw invalid(`${path} is not an image, but a record shows it as one`);
    }
  }
}

/**
 * Refuses a file of the archive that no record refers to (records, or the account's avatar): nothing would
 * keep it, so it is never inflated; an archive padded with such entries is refused before any file is read.
 */
export function checkEveryFileUsed(files: ManifestFile[], records: EntityRecords, account: Buffer | null): void {
  const used = new Set<string>();
  const use = (ref: FileRef | null) => {
    const path = refFile(ref);
    if (path !== null) used.add(path);
  };
  records.homes.forEach((home) => use(home.photo));
  records.equipment.forEach((item) => item.photos.forEach(use));
  records.photos.forEach((photo) => use(photo.photo));
  records.warrantyDocuments.forEach((document) => use(document.document));
  records.maintenanceRecords.forEach((record) => record.attachments.forEach(use));
  records.equipmentReceipts.forEach((receipt) => use(receipt.receipt));
  if (account) use(accountAvatar(account));
  const unused = files.find((file) => !used.has(file.path));
  if (unused) throw invalid(`${unused.path} is in the archive, but no record refers to it`);
}

function accountAvatar(data: Buffer): FileRef | null {
  try {
    const avatar = (JSON.parse(data.toString('utf8')) as { avatar?: unknown }).avatar;
    return typeof avatar === 'object' && avatar !== null && typeof (avatar as { file?: unknown }).file === 'string'
      ? (avatar as FileRef)
      : null;
  } catch {
    throw invalid(`${ACCOUNT_FILE} is not JSON`);
  }
}

export const refFile = (ref: FileRef | null): string | null => (ref && 'file' in ref ? ref.file : null);
