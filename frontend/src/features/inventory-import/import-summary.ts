import type { InventoryImportView } from '@api/inventory/inventory-import.view';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 to create, 1 to update, 2 unchanged, 1 with errors" (a dry run) or "3 created, 1 updated, 2 unchanged". */
export function importSummary(view: InventoryImportView): string {
  const parts = view.dryRun
    ? [
        `${view.created} to create`,
        `${view.updated} to update`,
        `${view.skipped} unchanged`,
        ...(view.errors ? [plural(view.errors, 'row with errors', 'rows with errors')] : []),
      ]
    : [
        `${view.created} created`,
        `${view.updated} updated`,
        `${view.skipped} unchanged`,
        ...(view.errors ? [plural(view.errors, 'row skipped for errors', 'rows skipped for errors')] : []),
      ];
  return parts.join(', ');
}

/** The words a row's status is shown with. */
export const STATUS_LABEL = { create: 'New', update: 'Update', skip: 'Unchanged', error: 'Error' } as const;
export const STATUS_COLOR = { create: 'success', update: 'info', skip: 'default', error: 'error' } as const;
