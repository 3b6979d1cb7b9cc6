import type { EquipmentReceipt } from './entities/equipment-receipt.entity';
import type { ReceiptView } from './inventory.view';

export function toReceiptView(receipt: EquipmentReceipt): ReceiptView {
  return {
    id: receipt.id,
    equipmentId: receipt.equipmentId,
    fileName: receipt.fileName,
    fileUrl: receipt.fileUrl,
    fileType: receipt.fileType,
    thumbnailUrl: receipt.thumbnailUrl,
    uploadedAt: receipt.uploadedAt.toISOString(),
  };
}
