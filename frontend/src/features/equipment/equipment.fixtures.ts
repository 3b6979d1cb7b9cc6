import type { Equipment } from './equipment';

/** Test data: a piece of equipment in home 5. */
export function anEquipment(overrides: Partial<Equipment> = {}): Equipment {
  return {
    id: 1,
    userId: 1,
    homeId: 5,
    equipmentTypeId: null,
    templateEquipmentId: null,
    categoryId: null,
    name: 'Water Heater',
    brand: null,
    modelNumber: null,
    serialNumber: null,
    installationDate: null,
    lastMaintenanceDate: null,
    maintenanceIntervalMonths: null,
    notes: null,
    manualUrls: [],
    photos: [],
    sheetId: null,
    importRef: null,
    completed: false,
    room: null,
    purchaseDate: null,
    purchasePriceCents: null,
    replacementCostCents: null,
    purchasedFrom: null,
    quantity: 1,
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    type: null,
    ...overrides,
  };
}

/** What the equipment forms send for inventory fields left as they open (issue 44). */
export const NO_INVENTORY_CHANGES = {
  room: null,
  purchaseDate: null,
  purchasePriceCents: null,
  replacementCostCents: null,
  purchasedFrom: null,
  quantity: 1,
};
