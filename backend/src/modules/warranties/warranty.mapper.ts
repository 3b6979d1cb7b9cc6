import { WarrantyDocument } from './entities/warranty-document.entity';
import type { WarrantyRecord } from './warranties.service';
import type { WarrantyDocumentView, WarrantyView } from './warranty.view';

export function toWarrantyDocumentView({
  id,
  fileName,
  fileUrl,
  fileType,
  thumbnailUrl,
  uploadedAt,
}: WarrantyDocument): WarrantyDocumentView {
  return { id, fileName, fileUrl, fileType, thumbnailUrl, uploadedAt: uploadedAt.toISOString() };
}

/** The warranty's JSON: its columns in the entity's order, then the derived status, days left and documents. */
export function toWarrantyView(record: WarrantyRecord): WarrantyView {
  return {
    id: record.id,
    equipmentId: record.equipmentId,
    startDate: record.startDate,
    endDate: record.endDate,
    provider: record.provider,
    policyNumber: record.policyNumber,
    terms: record.terms,
    status: record.status,
    autoRenewal: record.autoRenewal,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    derivedStatus: record.derivedStatus,
    daysRemaining: record.daysRemaining,
    documents: record.documents.map(toWarrantyDocumentView),
  };
}
