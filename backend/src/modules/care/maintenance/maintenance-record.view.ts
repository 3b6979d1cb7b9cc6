import { MaintenanceRecord } from '../entities/maintenance-record.entity';

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

export function toMaintenanceRecordView(record: MaintenanceRecord): MaintenanceRecordView {
  return {
    id: record.id,
    equipmentId: record.equipmentId,
    date: record.date,
    type: record.type,
    description: record.description,
    cost: record.cost === null ? null : Number(record.cost),
    serviceProvider: record.serviceProvider,
    nextScheduledDate: record.nextScheduledDate,
    attachments: record.attachments.map((url) => ({ url, kind: url.endsWith('.pdf') ? 'pdf' : 'image' })),
    createdAt: record.createdAt.toISOString(),
  };
}
