/** One row of an import's answer: its spreadsheet row number (the header is row 1) and what it does. */
export interface ImportRowView {
  row: number;
  status: 'create' | 'update' | 'skip' | 'error';
  /** "Row 4: purchase price 'abc' is not a number"; empty unless the status is 'error'. */
  errors: string[];
  /** The row's name, to show beside its status (null when the row has none). */
  name: string | null;
}

/**
 * POST /api/homes/{id}/inventory/import: what the import did (or, with dryRun, would do). `errors` counts the
 * rows with errors; `ignoredColumns` are the headers the import does not read, once each.
 */
export interface InventoryImportView {
  dryRun: boolean;
  rows: ImportRowView[];
  created: number;
  updated: number;
  skipped: number;
  errors: number;
  ignoredColumns: string[];
}
