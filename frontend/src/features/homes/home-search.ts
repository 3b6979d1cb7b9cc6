import type { Home } from '../../shared/homes/home';

const SEARCHED_FIELDS = ['name', 'address', 'city', 'state', 'zipCode', 'type'] as const;

/** Spec §5 home search: a case-insensitive substring match on name, address, city, state, zip code and type. */
export function filterHomes(homes: Home[], query: string): Home[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return homes;
  return homes.filter((home) => SEARCHED_FIELDS.some((field) => home[field]?.toLowerCase().includes(needle)));
}
