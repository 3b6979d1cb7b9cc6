import type { ImportCounts } from './api';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * 'Imported 2 homes, 4 equipment, 7 photos, 2 warranties, 4 warranty documents, 3 maintenance records and
 * 13 files.' Maintenance records and receipts are named only when there are some (older archives have none);
 * reminder rules, settings and last-serviced answers come with their warranties, account and equipment and are
 * not counted aloud.
 */
export function importSummary(counts: ImportCounts): string {
  const parts = [
    plural(counts.homes, 'home', 'homes'),
    `${counts.equipment} equipment`,
    plural(counts.photos, 'photo', 'photos'),
    plural(counts.warranties, 'warranty', 'warranties'),
    plural(counts.warrantyDocuments, 'warranty document', 'warranty documents'),
    ...(counts.maintenanceRecords
      ? [plural(counts.maintenanceRecords, 'maintenance record', 'maintenance records')]
      : []),
    ...(counts.equipmentReceipts ? [plural(counts.equipmentReceipts, 'receipt', 'receipts')] : []),
    plural(counts.files, 'file', 'files'),
  ];
  return `Imported ${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}.`;
}
