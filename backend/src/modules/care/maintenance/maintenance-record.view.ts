export interface MaintenanceAttachmentView {
  url: string;
  kind: 'image' | 'pdf';
}

/** A maintenance record as the API answers it (GET/POST /api/equipment/{id}/maintenance, PATCH /api/maintenance/{id}). */
export interface MaintenanceRecordView {
  id: number;
  equipmentId: number;
  date: string;
  type: string;
  description: string | null;
  cost: number | null;
  serviceProvider: string | null;
  nextScheduledDate: string | null;
  attachments: MaintenanceAttachmentView[];
  createdAt: string;
}
