import type { Equipment } from './equipment';

/**
 * How the home page shows its equipment (issue 17, docs/mobile.md): grouped by category or by completion
 * (the spec's 'Completed Equipment' and 'Uncompleted Equipment'), filtered, sorted, as cards or a compact list.
 */

export type EquipmentViewMode = 'cards' | 'list';
export type EquipmentGrouping = 'category' | 'completion';
export type EquipmentSort = 'name' | 'age' | 'next-due' | 'recent';
export type WarrantyState = 'Active' | 'Expiring Soon' | 'Expired';
export type WarrantyFilter = 'any' | WarrantyState | 'none';

/** What other features know about one piece of equipment, composed in by the route. */
export interface EquipmentStatus {
  /** The warranty's derived status; null when there is no warranty. */
  warranty: WarrantyState | null;
  /** On the 'Needs attention' list (maintenance due, warranty ending, end of life). */
  needsAttention: boolean;
  /** The next maintenance date 'YYYY-MM-DD', when a plan is known. */
  nextDue: string | null;
}

export interface EquipmentFilters {
  incompleteOnly: boolean;
  needsAttentionOnly: boolean;
  warranty: WarrantyFilter;
}

export const NO_FILTERS: EquipmentFilters = { incompleteOnly: false, needsAttentionOnly: false, warranty: 'any' };

export interface CategoryRef {
  id: number;
  name: string;
  /**
   * The heading this category's equipment goes under with other categories of the same `group` (the pool
   * add-on's Filtration, Temperature Control, Water Treatment and Cleaning under 'Pool'), at the place of
   * the first of them; absent → its own group, titled by its name.
   */
  group?: string;
}

export interface EquipmentGroup {
  /** Stable key: `category-<id>`, `group-<group>`, `other`, `completed` or `uncompleted`. */
  key: string;
  title: string;
  items: Equipment[];
}

export const OTHER_EQUIPMENT = 'Other Equipment';
export const SORT_LABELS: Record<EquipmentSort, string> = {
  name: 'Name',
  age: 'Age (oldest first)',
  'next-due': 'Next maintenance due',
  recent: 'Recently added',
};

const NO_STATUS: EquipmentStatus = { warranty: null, needsAttention: false, nextDue: null };

/** The status of one piece of equipment, or the empty one when nothing is known. */
export function statusOf(statuses: ReadonlyMap<number, EquipmentStatus>, id: number): EquipmentStatus {
  return statuses.get(id) ?? NO_STATUS;
}

export function applyFilters(
  items: Equipment[],
  filters: EquipmentFilters,
  statuses: ReadonlyMap<number, EquipmentStatus>,
): Equipment[] {
  return items.filter((item) => {
    const status = statusOf(statuses, item.id);
    if (filters.incompleteOnly && item.completed) return false;
    if (filters.needsAttentionOnly && !status.needsAttention) return false;
    if (filters.warranty === 'none') return status.warranty === null;
    if (filters.warranty !== 'any') return status.warranty === filters.warranty;
    return true;
  });
}

/** The installation year as a number, or null when not known. */
function installationYear(item: Equipment): number | null {
  const year = Number.parseInt(item.installationDate ?? '', 10);
  return Number.isFinite(year) ? year : null;
}

/** Ascending with unknown values last. */
function compareKnownFirst<T>(a: T | null, b: T | null, compare: (x: T, y: T) => number): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return compare(a, b);
}

// One collator for the sort: localeCompare with a locale and options builds a new one per comparison.
let nameCollator: Intl.Collator | undefined;
const byName = (a: Equipment, b: Equipment) => {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return nameCollator.compare(a.name, b.name);
};

/** A sorted copy; ties are broken by name. */
export function sortEquipment(
  items: Equipment[],
  sort: EquipmentSort,
  statuses: ReadonlyMap<number, EquipmentStatus>,
): Equipment[] {
  const primary = (a: Equipment, b: Equipment): number => {
    switch (sort) {
      case 'name':
        return 0;
      case 'age':
        return compareKnownFirst(installationYear(a), installationYear(b), (x, y) => x - y);
      case 'next-due':
        return compareKnownFirst(statusOf(statuses, a.id).nextDue, statusOf(statuses, b.id).nextDue, (x, y) =>
          x.localeCompare(y),
        );
      case 'recent':
        return b.createdAt.localeCompare(a.createdAt);
    }
  };
  return [...items].sort((a, b) => primary(a, b) || byName(a, b));
}

/**
 * Groups in display order, empty groups left out. By category: the template's categories in their
 * order, then 'Other Equipment' (no category, or one not in the list). By completion: the spec's two grids.
 */
export function groupEquipment(
  items: Equipment[],
  grouping: EquipmentGrouping,
  categories: readonly CategoryRef[],
): EquipmentGroup[] {
  if (grouping === 'completion') {
    return [
      { key: 'completed', title: 'Completed Equipment', items: items.filter((item) => item.completed) },
      { key: 'uncompleted', title: 'Uncompleted Equipment', items: items.filter((item) => !item.completed) },
    ].filter((group) => group.items.length > 0);
  }
  const known = new Set(categories.map((category) => category.id));
  const groups: EquipmentGroup[] = [];
  const groupOfCategory = new Map<number, EquipmentGroup>();
  const byGroupTitle = new Map<string, EquipmentGroup>();
  for (const category of categories) {
    let group = category.group ? byGroupTitle.get(category.group) : undefined;
    if (!group) {
      group = category.group
        ? { key: `group-${category.group}`, title: category.group, items: [] }
        : { key: `category-${category.id}`, title: category.name, items: [] };
      groups.push(group);
      if (category.group) byGroupTitle.set(category.group, group);
    }
    groupOfCategory.set(category.id, group);
  }
  for (const item of items) {
    if (item.categoryId !== null) groupOfCategory.get(item.categoryId)?.items.push(item);
  }
  groups.push({
    key: 'other',
    title: OTHER_EQUIPMENT,
    items: items.filter((item) => item.categoryId === null || !known.has(item.categoryId)),
  });
  return groups.filter((group) => group.items.length > 0);
}

/** What is remembered per user on this device. */
export interface EquipmentViewPreferences {
  view: EquipmentViewMode;
  grouping: EquipmentGrouping;
}

export const DEFAULT_VIEW_PREFERENCES: EquipmentViewPreferences = { view: 'cards', grouping: 'category' };

export const viewPreferencesKey = (userId: number) => `hb.equipment.view.${userId}`;

/** The stored preferences of this user, the defaults when none (or unreadable). */
export function readViewPreferences(storage: Storage | undefined, userId: number | null): EquipmentViewPreferences {
  if (!storage || userId === null) return DEFAULT_VIEW_PREFERENCES;
  try {
    const stored = JSON.parse(storage.getItem(viewPreferencesKey(userId)) ?? 'null') as Partial<
      Record<keyof EquipmentViewPreferences, unknown>
    > | null;
    return {
      view: stored?.view === 'list' ? 'list' : 'cards',
      grouping: stored?.grouping === 'completion' ? 'completion' : 'category',
    };
  } catch {
    return DEFAULT_VIEW_PREFERENCES;
  }
}

export function writeViewPreferences(
  storage: Storage | undefined,
  userId: number | null,
  preferences: EquipmentViewPreferences,
): void {
  if (!storage || userId === null) return;
  try {
    storage.setItem(viewPreferencesKey(userId), JSON.stringify(preferences));
  } catch {
    // Storage full or refused (private mode): the choice lasts for this visit only.
  }
}
