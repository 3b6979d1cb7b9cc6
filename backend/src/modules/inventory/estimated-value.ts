/** The estimate never falls below this share of the purchase price. */
export const VALUE_FLOOR_SHARE = 0.1;

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.25;

/** The day the item's age counts from: its purchase date, else 1 January of its installation year. */
export function ageStart(purchaseDate: string | null, installationYear: string | null): string | null {
  if (purchaseDate) return purchaseDate;
  return installationYear && /^\d{4}$/.test(installationYear) ? `${installationYear}-01-01` : null;
}

/**
 * Estimated current value of one unit, in cents (docs/inventory.md): straight-line depreciation of the purchase
 * price over the type's typical life, never below 10% of the price:
 * `price × max(0.1, 1 − age / life)`, rounded to the cent, age in years (days / 365.25) from `since` to `today`.
 * Null when there is no price, no typical life or no date to count the age from: nothing is guessed.
 */
export function estimatedValueCents(
  priceCents: number | null,
  since: string | null,
  lifeYears: number | null,
  today: string,
): number | null {
  if (priceCents === null || !lifeYears || !since) return null;
  const ageDays = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${since}T00:00:00Z`)) / DAY_MS;
  if (Number.isNaN(ageDays)) return null;
  const remaining = 1 - Math.max(0, ageDays) / YEAR_DAYS / lifeYears;
  return Math.round(priceCents * Math.max(VALUE_FLOOR_SHARE, Math.min(1, remaining)));
}
