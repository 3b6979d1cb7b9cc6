import { MaintenanceRecord } from '../entities/maintenance-record.entity';
import type { MaintenanceRecordView } from './maintenance-record.view';

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
