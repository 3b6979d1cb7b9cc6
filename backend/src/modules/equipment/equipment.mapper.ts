import { Equipment } from './entities/equipment.entity';
import type { EquipmentView } from './equipment.view';

/** The equipment's JSON, keys in the order the API has always sent them (the entity's column order). */
export function toEquipmentView(equipment: Equipment): EquipmentView {
  return {
    id: equipment.id,
    userId: equipment.userId,
    homeId: equipment.homeId,
    equipmentTypeId: equipment.equipmentTypeId,
    templateEquipmentId: equipment.templateEquipmentId,
    categoryId: equipment.categoryId,
    name: equipment.name,
    brand: equipment.brand,
    modelNumber: equipment.modelNumber,
    serialNumber: equipment.serialNumber,
    type: equipment.type,
    installationDate: equipment.installationDate,
    lastMaintenanceDate: equipment.lastMaintenanceDate,
    maintenanceIntervalMonths: equipment.maintenanceIntervalMonths,
    notes: equipment.notes,
    manualUrls: equipment.manualUrls,
    photos: equipment.photos,
    sheetId: equipment.sheetId,
    importRef: equipment.importRef,
    completed: equipment.completed,
    room: equipment.room,
    purchaseDate: equipment.purchaseDate,
    purchasePriceCents: equipment.purchasePriceCents,
    replacementCostCents: equipment.replacementCostCents,
    purchasedFrom: equipment.purchasedFrom,
    quantity: equipment.quantity,
    createdAt: equipment.createdAt.toISOString(),
    updatedAt: equipment.updatedAt.toISOString(),
  };
}
