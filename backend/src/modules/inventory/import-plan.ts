import { inventoryImportRef } from './inventory-columns';
import { ImportField } from './spreadsheet-columns';
import { ImportedItem, rowMessage } from './spreadsheet-item';

/** The equipment fields an import compares and writes (ImportedItem's keys without importRef). */
export type ItemField = Exclude<keyof ImportedItem, 'importRef'>;

/** The stored side of a field the file fills (money columns are stored in cents). */
export const ITEM_FIELD: Record<Exclude<ImportField, 'importRef'>, ItemField> = {
  name: 'name',
  type: 'type',
  brand: 'brand',
  modelNumber: 'modelNumber',
  serialNumber: 'serialNumber',
  installationDate: 'installationDate',
  notes: 'notes',
  room: 'room',
  purchaseDate: 'purchaseDate',
  purchasePrice: 'purchasePriceCents',
  replacementCost: 'replacementCostCents',
  purchasedFrom: 'purchasedFrom',
  quantity: 'quantity',
};

/** An equipment of the home as the plan compares it. */
export type ExistingItem = { id: number; importRef: string | null } & Required<Omit<ImportedItem, 'importRef'>>;

export type RowStatus = 'create' | 'update' | 'skip' | 'error';

export interface PlannedRow {
  row: number;
  status: RowStatus;
  errors: string[];
  item: ImportedItem;
  /** For an update: the equipment and the fields that change. */
  equipmentId?: number;
  changes?: Partial<ImportedItem>;
}

const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * What importing the rows would do to the home's equipment. A row with an import ref that an equipment of the
 * home has (or our export's 'hb-<id>' of one): 'skip' when every column the file has holds what the equipment holds, else 'update' (of those
 * fields only; columns the file lacks are left alone). A ref used twice in the file is an error on its second
 * row. A row without a ref that equals an equipment without one on every column the file has is 'skip' (each
 * equipment answers one row), so re-importing a sheet without refs creates nothing twice either; else 'create'.
 */
export function planImport(
  rows: { row: number; item: ImportedItem; errors: string[] }[],
  existing: ExistingItem[],
  fields: Set<ImportField>,
): PlannedRow[] {
  const compared = [...fields].filter((field) => field !== 'importRef').map((field) => ITEM_FIELD[field]);
  // Our export's ref ('hb-<id>') names that equipment too; a ref the equipment keeps wins over it.
  const byRef = new Map(existing.map((e) => [inventoryImportRef(e.id), e]));
  for (const e of existing) if (e.importRef !== null) byRef.set(e.importRef, e);
  const keyOf = (item: Partial<ImportedItem>) => JSON.stringify(compared.map((field) => item[field] ?? null));
  const unreferenced = new Map<string, number[]>();
  for (const equipment of existing) {
    if (equipment.importRef !== null) continue;
    const key = keyOf(equipment);
    unreferenced.set(key, [...(unreferenced.get(key) ?? []), equipment.id]);
  }
  const refRows = new Map<string, number>();
  /** Equipment id → the row whose ref matched it (two refs may name one equipment: its own and 'hb-<id>'). */
  const matchedRows = new Map<number, number>();
  return rows.map(({ row, item, errors }): PlannedRow => {
    const ref = item.importRef ?? null;
    const problems = [...errors];
    if (ref !== null) {
      const first = refRows.get(ref);
      if (first !== undefined) problems.push(rowMessage(row, 'import ref', `'${ref}' is already used on row ${first}`));
      else refRows.set(ref, row);
    }
    if (problems.length) return { row, status: 'error', errors: problems, item };
    if (ref !== null) {
      const current = byRef.get(ref);
      if (!current) return { row, status: 'create', errors: [], item };
      const earlier = matchedRows.get(current.id);
      if (earlier !== undefined) {
        const error = rowMessage(row, 'import ref', `'${ref}' names the same equipment as row ${earlier}`);
        return { row, status: 'error', errors: [error], item };
      }
      matchedRows.set(current.id, row);
      const changes: Record<string, unknown> = {};
      for (const field of compared) {
        if (!sameValue(item[field], current[field])) changes[field] = item[field] ?? null;
      }
      return Object.keys(changes).length
        ? {
            row,
            status: 'update',
            errors: [],
            item,
            equipmentId: current.id,
            changes: changes as Partial<ImportedItem>,
          }
        : { row, status: 'skip', errors: [], item, equipmentId: current.id };
    }
    const twins = unreferenced.get(keyOf(item));
    if (twins?.length) return { row, status: 'skip', errors: [], item, equipmentId: twins.shift() };
    return { row, status: 'create', errors: [], item };
  });
}
