import type { Equipment, LabelAnalysis } from './equipment';

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

/** Test data: what the server reads off a Rheem gas water heater's label (serial dated May 2015). */
export function aRheemLabel(overrides: Partial<LabelAnalysis> = {}): LabelAnalysis {
  return {
    brand: 'Rheem',
    modelNumber: 'XG50T06EC36U1',
    serialNumber: 'Q051512345',
    suggestedName: 'Rheem Gas Water Heater',
    equipmentType: 'Gas Water Heater',
    estimatedAge: {
      years: 10,
      confidence: 'medium',
      details: 'Made in May 2015 — the four digits after "Q" are month 05, year 15.',
      alternatives: [{ year: 2015, month: 5 }],
      ruleId: 'Rheem MMYY',
    },
    ...overrides,
  };
}
