import { INVENTORY_COLUMNS, InventoryColumn } from './inventory-columns';

/** The equipment fields a spreadsheet column can fill (docs/inventory.md, "Import"). */
export type ImportField =
  | 'importRef'
  | 'name'
  | 'type'
  | 'brand'
  | 'modelNumber'
  | 'serialNumber'
  | 'installationDate'
  | 'notes'
  | 'room'
  | 'purchaseDate'
  | 'purchasePrice'
  | 'replacementCost'
  | 'purchasedFrom'
  | 'quantity';

/** HomeBox columns that add a line to the notes (HomeBox has them; equipment keeps them as text). */
export type NoteColumn = 'description' | 'lifetimeWarranty' | 'warrantyExpires' | 'warrantyDetails';

/** How each field is named in messages ("Row 4: purchase price 'abc' is not a number"). */
export const FIELD_WORDS: Record<ImportField, string> = {
  importRef: 'import ref',
  name: 'name',
  type: 'type',
  brand: 'brand',
  modelNumber: 'model number',
  serialNumber: 'serial number',
  installationDate: 'installation year',
  notes: 'notes',
  room: 'room',
  purchaseDate: 'purchase date',
  purchasePrice: 'purchase price',
  replacementCost: 'replacement cost',
  purchasedFrom: 'purchased from',
  quantity: 'quantity',
};

export const NOTE_WORDS: Record<NoteColumn, string> = {
  description: 'description',
  lifetimeWarranty: 'lifetime warranty',
  warrantyExpires: 'warranty expires',
  warrantyDetails: 'warranty details',
};

/**
 * HomeBox's documented CSV columns (its "CSV Imports" page and its export's row type: `HB.purchase_date` and
 * `HB.sold_date` are the newer names of `HB.purchase_time` and `HB.sold_time`). Its other columns (asset id,
 * tags or labels, insured, archived, sold_*, url, parent import ref, low stock threshold) have no place on
 * equipment: they are answered as ignored.
 */
const HOMEBOX_FIELDS: Record<string, ImportField> = {
  'hb.import_ref': 'importRef',
  'hb.name': 'name',
  'hb.location': 'room',
  'hb.manufacturer': 'brand',
  'hb.model_number': 'modelNumber',
  'hb.serial_number': 'serialNumber',
  'hb.purchase_price': 'purchasePrice',
  'hb.purchase_time': 'purchaseDate',
  'hb.purchase_date': 'purchaseDate',
  'hb.purchase_from': 'purchasedFrom',
  'hb.notes': 'notes',
  'hb.quantity': 'quantity',
};

const HOMEBOX_NOTES: Record<string, NoteColumn> = {
  'hb.description': 'description',
  'hb.lifetime_warranty': 'lifetimeWarranty',
  'hb.warranty_expires': 'warrantyExpires',
  'hb.warranty_details': 'warrantyDetails',
};

/**
 * Our own spreadsheet's headers (the inventory CSV export's, and what a person typing a sheet would write),
 * lower case.
 */
const OWN_FIELDS: Record<string, ImportField> = {
  'import ref': 'importRef',
  name: 'name',
  'equipment name': 'name',
  item: 'name',
  type: 'type',
  'equipment type': 'type',
  brand: 'brand',
  manufacturer: 'brand',
  model: 'modelNumber',
  'model number': 'modelNumber',
  serial: 'serialNumber',
  'serial number': 'serialNumber',
  'installation year': 'installationDate',
  'est. installation year': 'installationDate',
  notes: 'notes',
  room: 'room',
  location: 'room',
  'purchase date': 'purchaseDate',
  'date purchased': 'purchaseDate',
  'purchase price': 'purchasePrice',
  'price paid': 'purchasePrice',
  price: 'purchasePrice',
  'replacement cost': 'replacementCost',
  'purchased from': 'purchasedFrom',
  store: 'purchasedFrom',
  quantity: 'quantity',
  qty: 'quantity',
};

/** Our inventory export's columns (INVENTORY_COLUMNS) and the field each fills; the others are computed. */
const EXPORT_FIELDS: Partial<Record<InventoryColumn, ImportField>> = {
  importRef: 'importRef',
  room: 'room',
  name: 'name',
  brand: 'brand',
  modelNumber: 'modelNumber',
  serialNumber: 'serialNumber',
  type: 'type',
  quantity: 'quantity',
  purchaseDate: 'purchaseDate',
  purchasePrice: 'purchasePrice',
  purchasedFrom: 'purchasedFrom',
  replacementCost: 'replacementCost',
  installationYear: 'installationDate',
  notes: 'notes',
};

const EXPORT_HEADERS: Record<string, ImportField> = Object.fromEntries(
  (Object.entries(EXPORT_FIELDS) as [InventoryColumn, ImportField][]).map(([column, field]) => [
    INVENTORY_COLUMNS[column].toLowerCase(),
    field,
  ]),
);

/** A column the import reads: which field it fills, or which note it adds. */
export type ColumnUse =
  { kind: 'field'; field: ImportField } | { kind: 'note'; note: NoteColumn } | { kind: 'customField'; label: string };

/** What the header row says: the column each index feeds (null: ignored), and the ignored headers. */
export interface ColumnPlan {
  uses: (ColumnUse | null)[];
  /** The headers of the columns the import does not read, as written, once each (blank ones left out). */
  ignoredColumns: string[];
  /** The fields some column fills (an update changes only these). */
  fields: Set<ImportField>;
  /** The source: 'homebox' when any header is HomeBox's `HB.` syntax. */
  source: 'homebox' | 'spreadsheet';
}

/**
 * Reads a header row, by name and in any case: HomeBox's `HB.` columns (with `HB.field.<name>` custom fields)
 * and ours (the inventory export's INVENTORY_COLUMNS, and common spreadsheet names). The first column of a
 * field wins; a later one with the same field is ignored.
 */
export function planColumns(headers: string[]): ColumnPlan {
  const own = { ...OWN_FIELDS, ...EXPORT_HEADERS };
  const fields = new Set<ImportField>();
  const notes = new Set<NoteColumn>();
  const ignored: string[] = [];
  const uses = headers.map((raw): ColumnUse | null => {
    const header = raw.trim();
    const key = header.toLowerCase().replace(/\s+/g, ' ');
    const field = HOMEBOX_FIELDS[key] ?? own[key];
    if (field && !fields.has(field)) {
      fields.add(field);
      return { kind: 'field', field };
    }
    const note = HOMEBOX_NOTES[key];
    if (note && !notes.has(note)) {
      notes.add(note);
      return { kind: 'note', note };
    }
    if (key.startsWith('hb.field.') && header.length > 'hb.field.'.length) {
      return { kind: 'customField', label: header.slice('hb.field.'.length).trim() };
    }
    if (header && !ignored.includes(header)) ignored.push(header);
    return null;
  });
  if (uses.some((use) => use?.kind === 'note' || use?.kind === 'customField')) fields.add('notes');
  const source = headers.some((header) => /^hb\./i.test(header.trim())) ? 'homebox' : 'spreadsheet';
  return { uses, ignoredColumns: ignored, fields, source };
}
