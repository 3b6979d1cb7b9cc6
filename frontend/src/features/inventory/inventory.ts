/** The home inventory as the API returns it (GET /api/homes/{id}/inventory): the backend's views, type-only. */
export type {
  InventoryView as Inventory,
  InventoryRoomView as InventoryRoom,
  InventoryItemView as InventoryItem,
  InventoryTotalsView as InventoryTotals,
} from '@api/inventory/inventory.view';

/** The reports are plain links: the browser downloads them with the session cookie. */
export const inventoryPdfUrl = (homeId: number) => `/api/homes/${homeId}/inventory.pdf`;
export const inventoryCsvUrl = (homeId: number) => `/api/homes/${homeId}/inventory.csv`;

/** The one line the screen says about the estimate (docs/inventory.md has the formula). */
export const ESTIMATE_EXPLANATION =
  "Estimated value is an estimate: the purchase price taken down evenly over the equipment type's typical life, " +
  'never below 10% of the price. Items shown with — have no estimate (no price, date or typical life) and are left ' +
  'out of the estimated totals.';
