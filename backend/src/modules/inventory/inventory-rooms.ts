import type { InventoryItemView, InventoryRoomView, InventoryTotalsView } from './inventory.view';

/** The group of the items that have no room. */
export const NO_ROOM = 'No room';

const roomKey = (room: string | null) => (room === null ? null : room.trim().toLocaleLowerCase('en'));
let collator: Intl.Collator | undefined;

/**
 * Names in the order people expect ("Room 2" before "Room 10"); the collator is made on the first sort, not at
 * start (ICU's collation data counts in the idle footprint).
 */
function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

/** Each figure per unit × quantity, added up; a missing figure adds nothing (no estimate at all: null). */
export function inventoryTotals(items: InventoryItemView[]): InventoryTotalsView {
  const totals: InventoryTotalsView = {
    quantity: 0,
    purchasePriceCents: 0,
    replacementCostCents: 0,
    estimatedValueCents: null,
  };
  for (const item of items) {
    totals.quantity += item.quantity;
    totals.purchasePriceCents += (item.purchasePriceCents ?? 0) * item.quantity;
    totals.replacementCostCents += (item.replacementCostCents ?? 0) * item.quantity;
    if (item.estimatedValueCents !== null) {
      totals.estimatedValueCents = (totals.estimatedValueCents ?? 0) + item.estimatedValueCents * item.quantity;
    }
  }
  return totals;
}

/**
 * The items grouped by room: rooms that differ only in case or surrounding spaces are one (named as the oldest of its items names it),
 * rooms by name, the items without a room last as 'No room'; items by name within a room.
 */
export function groupByRoom(items: InventoryItemView[]): InventoryRoomView[] {
  const groups = new Map<string | null, { room: string | null; firstId: number; items: InventoryItemView[] }>();
  for (const item of items) {
    const key = roomKey(item.room);
    const group = groups.get(key) ?? { room: null, firstId: Infinity, items: [] };
    if (item.room !== null && item.id < group.firstId) {
      group.room = item.room.trim();
      group.firstId = item.id;
    }
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => (a.room === null ? 1 : b.room === null ? -1 : compareNames(a.room, b.room)))
    .map((group) => {
      const sorted = [...group.items].sort((a, b) => compareNames(a.name, b.name) || a.id - b.id);
      return { room: group.room, label: group.room ?? NO_ROOM, items: sorted, totals: inventoryTotals(sorted) };
    });
}
