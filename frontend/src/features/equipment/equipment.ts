/** A piece of equipment as the API returns it (spec §3). `photos[0]` is the main photo. */
export interface Equipment {
  id: number;
  userId: number;
  homeId: number;
  equipmentTypeId: number | null;
  templateEquipmentId: number | null;
  categoryId: number | null;
  name: string;
  brand: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  /** The estimated installation year, e.g. '2020'. */
  installationDate: string | null;
  lastMaintenanceDate: string | null;
  notes: string | null;
  manualUrls: string[];
  photos: string[];
  sheetId: string | null;
  completed: boolean;
  createdAt: string;
  updatedAt: string;
  type: string | null;
}

/** What POST /api/equipment takes. */
export interface NewEquipment {
  homeId: number;
  name: string;
  brand: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  type: string | null;
  installationDate: string | null;
  notes: string | null;
  manualUrls: string[];
  completed: boolean;
}

/** What PATCH /api/equipment/{id} takes. */
export type EquipmentChanges = NewEquipment;

/** The label-reading result (spec §3); produced by the vision feature. */
export interface LabelAnalysis {
  brand?: string | null;
  modelNumber?: string | null;
  serialNumber?: string | null;
  suggestedName?: string | null;
  equipmentType?: string | null;
  estimatedAge?: { years: number; confidence: string; details: string } | null;
}

/** Trimmed text, or null when nothing is left. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
