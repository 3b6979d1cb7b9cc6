/**
 * The troubleshooting quick links' fixed table of manufacturer support pages (spec §9): ten brands,
 * keyed by the brand in lower case. Brands outside the table get no manufacturer link.
 */
export const MANUFACTURER_SUPPORT_PAGES: Readonly<Record<string, string>> = {
  samsung: 'https://www.samsung.com/us/support/',
  lg: 'https://www.lg.com/us/support',
  whirlpool: 'https://producthelp.whirlpool.com/',
  ge: 'https://www.geappliances.com/ge/service-and-support.htm',
  maytag: 'https://producthelp.maytag.com/',
  kenmore: 'https://www.kenmore.com/support/',
  frigidaire: 'https://www.frigidaire.com/en/support',
  kitchenaid: 'https://producthelp.kitchenaid.com/',
  bosch: 'https://www.bosch-home.com/us/support',
  rheem: 'https://www.rheem.com/support/',
};

/** The support page of `brand` (any case, surrounding spaces ignored), or null when it is not in the table. */
export function manufacturerSupportPage(brand: string | null | undefined): string | null {
  const key = brand?.trim().toLowerCase() ?? '';
  return Object.hasOwn(MANUFACTURER_SUPPORT_PAGES, key) ? MANUFACTURER_SUPPORT_PAGES[key] : null;
}

/** A web search for the manual of this brand and model. */
export function manualSearchUrl(brand: string, modelNumber: string): string {
  const query = `${brand.trim()} ${modelNumber.trim()} manual`;
  return `https://www.google.com/search?q=${encodeURIComponent(query)}`;
}
