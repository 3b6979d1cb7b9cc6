/**
 * The inventory spreadsheet's columns (GET /api/homes/{id}/inventory.csv), in order: the header row of our
 * own export, which the spreadsheet import (POST /api/homes/{id}/inventory/import) also accepts. Money cells
 * are per unit in the instance currency with two decimals ('1299.99', no symbol); dates 'YYYY-MM-DD'; the
 * estimated value is computed (docs/inventory.md) and ignored on import. `Import Ref` is the equipment's
 * stable reference ('hb-<equipment id>' for our own export), so re-importing a file updates, not duplicates.
 */
export const INVENTORY_COLUMNS = {
  importRef: 'Import Ref',
  room: 'Room',
  name: 'Name',
  brand: 'Brand',
  modelNumber: 'Model Number',
  serialNumber: 'Serial Number',
  type: 'Type',
  quantity: 'Quantity',
  purchaseDate: 'Purchase Date',
  purchasePrice: 'Purchase Price',
  purchasedFrom: 'Purchased From',
  replacementCost: 'Replacement Cost',
  estimatedValue: 'Estimated Value',
  installationYear: 'Installation Year',
  notes: 'Notes',
  receipts: 'Receipts',
} as const;

export type InventoryColumn = keyof typeof INVENTORY_COLUMNS;

/** The header row, in column order. */
export const INVENTORY_CSV_HEADERS: readonly string[] = Object.values(INVENTORY_COLUMNS);

/** Our own export's reference for an equipment row (the `Import Ref` column). */
export const inventoryImportRef = (equipmentId: number) => `hb-${equipmentId}`;
