import { INVENTORY_COLUMNS, InventoryColumn, inventoryImportRef } from './inventory-columns';
import type { InventoryItemView, InventoryView } from './inventory.view';

/** Characters a spreadsheet may read as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as a spreadsheet cannot run it: text starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a
 * single quote in front (OWASP's advice; spreadsheets show the text as typed, and the import strips that one quote
 * back off). Numbers we write never start so (amounts are ≥ 0).
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Cents as the amount with two decimals, no symbol or grouping ('1299.99'); '' for none. */
export function moneyCell(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function row(item: InventoryItemView, installationYear: string | null): Record<InventoryColumn, string> {
  return {
    importRef: inventoryImportRef(item.id),
    room: item.room ?? '',
    name: item.name,
    brand: item.brand ?? '',
    modelNumber: item.modelNumber ?? '',
    serialNumber: item.serialNumber ?? '',
    type: item.type ?? '',
    quantity: String(item.quantity),
    purchaseDate: item.purchaseDate ?? '',
    purchasePrice: moneyCell(item.purchasePriceCents),
    purchasedFrom: item.purchasedFrom ?? '',
    replacementCost: moneyCell(item.replacementCostCents),
    estimatedValue: moneyCell(item.estimatedValueCents),
    installationYear: installationYear ?? '',
    notes: '',
    receipts: item.receipts.map((receipt) => receipt.fileName).join('; '),
  };
}

/**
 * The inventory as a spreadsheet: UTF-8 with a byte-order mark (so Excel reads it as UTF-8), a header row of
 * INVENTORY_COLUMNS, one row per item (rooms in the inventory's order), CRLF line ends, every cell neutralised.
 * Amounts are per unit in the inventory's currency.
 */
export function inventoryCsv(
  inventory: InventoryView,
  extra: Map<number, { installationYear: string | null; notes: string | null }>,
): string {
  const columns = Object.keys(INVENTORY_COLUMNS) as InventoryColumn[];
  const lines = [columns.map((column) => csvField(INVENTORY_COLUMNS[column])).join(',')];
  for (const room of inventory.rooms) {
    for (const item of room.items) {
      const more = extra.get(item.id);
      const cells = row(item, more?.installationYear ?? null);
      cells.notes = more?.notes ?? '';
      lines.push(columns.map((column) => csvField(neutraliseCell(cells[column]))).join(','));
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
