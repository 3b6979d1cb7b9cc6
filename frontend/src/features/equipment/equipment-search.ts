import type { Equipment } from './equipment';

/** Spec §5 equipment search: a case-insensitive substring match on name, brand or model number. */
export function filterEquipment(equipment: Equipment[], query: string): Equipment[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return equipment;
  return equipment.filter((item) =>
    [item.name, item.brand, item.modelNumber].some((field) => field?.toLowerCase().includes(needle)),
  );
}

/** The share of completed equipment as a whole percent; 0 when there is none. */
export function completionPercent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}
