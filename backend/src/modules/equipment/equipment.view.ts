/**
 * A piece of equipment as the equipment routes answer it (spec §3; GET/POST/PATCH /api/equipment,
 * POST /api/equipment/{id}/photos). Types only: the frontend imports this file as it is.
 */
export interface EquipmentView {
  id: number;
  /** The home's owner (rows under a home are the owner's, whoever adds them). */
  userId: number;
  homeId: number;
  equipmentTypeId: number | null;
  templateEquipmentId: number | null;
  categoryId: number | null;
  name: string;
  brand: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  /** The equipment type as typed in the form (free text); equipmentTypeId is set when it names a known type. */
  type: string | null;
  /** The estimated installation year as entered, e.g. '2020'. */
  installationDate: string | null;
  /** 'YYYY-MM-DD': the newest maintenance record's date. */
  lastMaintenanceDate: string | null;
  /** Overrides the type's maintenance interval (months); null = the type's. */
  maintenanceIntervalMonths: number | null;
  notes: string | null;
  manualUrls: string[];
  /** Photo URLs; the first is the main photo. */
  photos: string[];
  sheetId: string | null;
  /** The spreadsheet import's reference of the row it came from (docs/inventory.md, "Import"), or null. */
  importRef: string | null;
  completed: boolean;
  /** Where in the home it is (free text, at most 80 characters). */
  room: string | null;
  /** 'YYYY-MM-DD', not in the future. */
  purchaseDate: string | null;
  /** Per unit, in cents (hundredths) of the instance currency: 129999 is 1,299.99. */
  purchasePriceCents: number | null;
  /** What one unit would cost to replace, in cents of the instance currency. */
  replacementCostCents: number | null;
  /** The shop or seller (at most 120 characters). */
  purchasedFrom: string | null;
  /** How many identical units; prices are per unit. At least 1. */
  quantity: number;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601. */
  updatedAt: string;
}
