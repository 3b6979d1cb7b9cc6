import { PURCHASED_FROM_MAX_LENGTH, ROOM_MAX_LENGTH } from '../equipment/dto/equipment.dto';
import { ColumnPlan, FIELD_WORDS, ImportField, NOTE_WORDS, NoteColumn } from './spreadsheet-columns';
import type { SheetRow } from './spreadsheet-reader';
import { CellReading, readBoolean, readDate, readMoney, readQuantity, readYear } from './spreadsheet-values';

/** One row as equipment fields (money in cents per unit); absent columns are left out. */
export interface ImportedItem {
  importRef?: string | null;
  name?: string;
  type?: string | null;
  brand?: string | null;
  modelNumber?: string | null;
  serialNumber?: string | null;
  installationDate?: string | null;
  notes?: string | null;
  room?: string | null;
  purchaseDate?: string | null;
  purchasePriceCents?: number | null;
  replacementCostCents?: number | null;
  purchasedFrom?: string | null;
  quantity?: number;
}

/** The longest text each field takes (the equipment form's limits; room and seller as the inventory's). */
const MAX_LENGTH: Partial<Record<ImportField, number>> = {
  importRef: 100,
  name: 200,
  type: 100,
  brand: 100,
  modelNumber: 100,
  serialNumber: 100,
  notes: 5000,
  room: ROOM_MAX_LENGTH,
  purchasedFrom: PURCHASED_FROM_MAX_LENGTH,
};

/** Trimmed, without NUL characters (Postgres text cannot hold them); blank is null. */
const cleanText = (text: string) => text.replaceAll('\0', '').trim() || null;

/** "Row 4: purchase price 'abc' is not a number". */
export const rowMessage = (row: number, words: string, problem: string) => `Row ${row}: ${words} ${problem}`;

/**
 * A data row read through the column plan: the item, and every problem in it, each naming the row and the
 * column. HomeBox's description, warranty columns and custom fields (`HB.field.<name>`) become lines of the
 * notes ("Warranty expires: 2027-01-31"). HomeBox writes "0" for a price it does not know: from a HomeBox file
 * a zero purchase price is none. `today` is YYYY-MM-DD (no purchase date after it).
 */
export function readItem(
  plan: ColumnPlan,
  sheetRow: SheetRow,
  today: string,
): { item: ImportedItem; errors: string[] } {
  const item: ImportedItem = {};
  const errors: string[] = [];
  const noteLines: string[] = [];
  const { row, cells } = sheetRow;
  const take = <T>(field: ImportField, reading: CellReading<T>, set: (value: T) => void) => {
    if ('error' in reading) errors.push(rowMessage(row, FIELD_WORDS[field], reading.error));
    else set(reading.value);
  };
  const notes: Partial<Record<NoteColumn, string>> = {};
  plan.uses.forEach((use, index) => {
    if (!use) return;
    const cell = cells[index] ?? '';
    if (use.kind === 'note') {
      notes[use.note] = cell.trim();
      return;
    }
    if (use.kind === 'customField') {
      if (cell.trim()) noteLines.push(`${use.label}: ${cell.trim()}`);
      return;
    }
    const field = use.field;
    switch (field) {
      case 'purchasePrice':
        return take(field, readMoney(cell), (cents) => {
          item.purchasePriceCents = cents === 0 && plan.source === 'homebox' ? null : cents;
        });
      case 'replacementCost':
        return take(field, readMoney(cell), (cents) => (item.replacementCostCents = cents));
      case 'purchaseDate':
        return take(field, readDate(cell, today), (day) => (item.purchaseDate = day));
      case 'quantity':
        return take(field, readQuantity(cell), (quantity) => (item.quantity = quantity));
      case 'installationDate':
        return take(field, readYear(cell, today), (year) => (item.installationDate = year));
      case 'room': {
        // HomeBox locations are paths ("Home / Office / Desk"): kept as written, separators evened out.
        const room = cleanText(
          cell
            .split('/')
            .map((part) => part.trim())
            .filter(Boolean)
            .join(' / '),
        );
        item.room = room;
        break;
      }
      default:
        (item as Record<string, unknown>)[field] = cleanText(cell);
    }
  });

  const description = notes.description;
  const warranty: string[] = [];
  if (notes.lifetimeWarranty !== undefined) {
    const lifetime = readBoolean(notes.lifetimeWarranty);
    if ('error' in lifetime) errors.push(rowMessage(row, NOTE_WORDS.lifetimeWarranty, lifetime.error));
    else if (lifetime.value) warranty.push('Lifetime warranty');
  }
  if (notes.warrantyExpires) {
    const expires = readDate(notes.warrantyExpires, '9999-12-31');
    if ('error' in expires) errors.push(rowMessage(row, NOTE_WORDS.warrantyExpires, expires.error));
    else if (expires.value) warranty.push(`Warranty expires: ${expires.value}`);
  }
  if (notes.warrantyDetails) warranty.push(`Warranty: ${notes.warrantyDetails}`);
  const extra = [description, ...warranty, ...noteLines].filter((line): line is string => !!line);
  if (extra.length) item.notes = [item.notes, ...extra].filter(Boolean).join('\n') || null;
  if (plan.fields.has('notes') && item.notes === undefined) item.notes = null;

  if (!item.name) errors.push(rowMessage(row, FIELD_WORDS.name, 'is empty: every row needs a name'));
  for (const [field, max] of Object.entries(MAX_LENGTH) as [ImportField, number][]) {
    const value = (item as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length > max) {
      errors.push(rowMessage(row, FIELD_WORDS[field], `is longer than ${max} characters`));
    }
  }
  return { item, errors };
}
