/** What an import created, per kind (POST /api/import, docs/export-format.md). */
export interface ImportCountsView {
  homes: number;
  equipment: number;
  photos: number;
  warranties: number;
  warrantyDocuments: number;
  maintenanceRecords: number;
  warrantyReminders: number;
  notificationSettings: number;
  equipmentReceipts: number;
  /** Last-serviced answers (since format version 4). */
  equipmentServiceHistory: number;
  files: number;
}

/** POST /api/import. */
export interface ArchiveImportView {
  imported: ImportCountsView;
}
