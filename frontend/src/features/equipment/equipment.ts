/**
 * A piece of equipment as the API returns it (spec §3): the backend's view, imported as a type (`@api/*` is
 * backend/src/modules/*). `photos[0]` is the main photo.
 */
export type { EquipmentView as Equipment } from '@api/equipment/equipment.view';
/** A receipt of a piece of equipment (GET /api/equipment/{id}/receipts). */
export type { ReceiptView as Receipt } from '@api/inventory/inventory.view';

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
  /** Inventory fields (issue 44); absent ones stay as they are on a change. */
  room?: string | null;
  purchaseDate?: string | null;
  purchasePriceCents?: number | null;
  replacementCostCents?: number | null;
  purchasedFrom?: string | null;
  quantity?: number;
  /** The label analysis the values came from, when there was one (kept by the server as feedback). */
  labelReading?: LabelReadingFeedback | null;
}

/** What a label analysis proposed, sent with the save that follows it (docs/vision.md). */
export interface LabelReadingFeedback {
  brand: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  installationYear: string | null;
  /** The candidate years of a repeating serial code, when there were several. */
  alternatives: number[] | null;
}

/** What PATCH /api/equipment/{id} takes. */
export type EquipmentChanges = NewEquipment;

/**
 * What a label analysis answers (POST /api/equipment/analyze, spec §3), the backend's view imported as a type:
 * `estimatedAge.years` is null when the age could not be told; `alternatives` lists every possible
 * manufacture date, the chosen one first (several when a serial code repeats every 10, 12 or 20 years);
 * `details` is the plain text for the homeowner, `ruleId` the serial rule for support (never shown).
 */
export type {
  AgeEstimateView as AgeEstimate,
  LabelAnalysisView as LabelAnalysis,
  ManufactureDateView as ManufactureDate,
} from '@api/vision/label-analysis/label-analysis.view';

/** Trimmed text, or null when nothing is left. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
