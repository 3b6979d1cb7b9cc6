/**
 * GET /api/homes/{id}/inventory (issue 44) and the equipment receipts routes. Types only: the frontend imports
 * this file as it is. Money is in cents (hundredths) of `currency`.
 */

/** A receipt of a piece of equipment (GET/POST /api/equipment/{id}/receipts). */
export interface ReceiptView {
  id: number;
  equipmentId: number;
  fileName: string;
  /** /api/files/… */
  fileUrl: string;
  /** 'application/pdf' or an image type. */
  fileType: string;
  /** A PDF's first page as a JPEG; null for photos. */
  thumbnailUrl: string | null;
  /** ISO 8601. */
  uploadedAt: string;
}

/** Sums over items (each unit figure × its quantity); items without the figure count as nothing. */
export interface InventoryTotalsView {
  /** How many units (the items' quantities added up). */
  quantity: number;
  purchasePriceCents: number;
  replacementCostCents: number;
  /** Null when no item has an estimate (no price, date or typical life): nothing to add up, not zero. */
  estimatedValueCents: number | null;
}

export interface InventoryItemView {
  id: number;
  name: string;
  brand: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  type: string | null;
  room: string | null;
  quantity: number;
  /** 'YYYY-MM-DD' */
  purchaseDate: string | null;
  purchasedFrom: string | null;
  /** Per unit. */
  purchasePriceCents: number | null;
  /** Per unit. */
  replacementCostCents: number | null;
  /**
   * Per unit, computed on each read (never stored): the purchase price taken straight down over the type's typical
   * life, never below 10% of it; null without a price, a typical life or a date to count the age from.
   */
  estimatedValueCents: number | null;
  /** The typical life the estimate used (years), null when the type has none. */
  typicalLifeYears: number | null;
  /** The main photo, when there is one. */
  photoUrl: string | null;
  receipts: ReceiptView[];
}

export interface InventoryRoomView {
  /** The room as typed on the equipment; null groups the items without one. */
  room: string | null;
  /** What to call the group: the room, or 'No room'. */
  label: string;
  items: InventoryItemView[];
  totals: InventoryTotalsView;
}

export interface InventoryView {
  /** ISO 4217 code the amounts are in (the instance's setting). */
  currency: string;
  /** 'YYYY-MM-DD': the day the estimates were computed for. */
  asOf: string;
  /** Rooms by name (case-insensitive), 'No room' last; items by name within a room. */
  rooms: InventoryRoomView[];
  totals: InventoryTotalsView;
}
