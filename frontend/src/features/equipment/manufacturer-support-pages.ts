/**
 * The troubleshooting quick links' fixed table of manufacturer support pages (spec §9): ten brands,
 * keyed by the spec's brand keys. The backend's guide links use the same pages
 * (backend/src/modules/troubleshooting/manufacturer-support-pages.ts); keep the two in step.
 */
export interface ManufacturerSupportPage {
  /** The brand as the link names it. */
  brand: string;
  url: string;
}

export const MANUFACTURER_SUPPORT_PAGES: Readonly<Record<string, ManufacturerSupportPage>> = {
  samsung: { brand: 'Samsung', url: 'https://www.samsung.com/us/support/' },
  lg: { brand: 'LG', url: 'https://www.lg.com/us/support' },
  whirlpool: { brand: 'Whirlpool', url: 'https://producthelp.whirlpool.com/' },
  ge: { brand: 'GE Appliances', url: 'https://www.geappliances.com/ge/service-and-support.htm' },
  maytag: { brand: 'Maytag', url: 'https://producthelp.maytag.com/' },
  kenmore: { brand: 'Kenmore', url: 'https://www.kenmore.com/pages/customer-care' },
  frigidaire: { brand: 'Frigidaire', url: 'https://www.frigidaire.com/Support/' },
  kitchenaid: { brand: 'KitchenAid', url: 'https://producthelp.kitchenaid.com/' },
  bosch: { brand: 'Bosch', url: 'https://www.bosch-home.com/us/service' },
  rheem: { brand: 'Rheem', url: 'https://www.rheem.com/support/contact/' },
};

/**
 * The support page of `brand`, ignoring case: the brand itself or its first word is one of the table's
 * keys ('RHEEM', 'LG Electronics', 'GE Appliances', 'Kitchen Aid'); null for any other brand.
 */
export function manufacturerSupportPage(brand: string | null | undefined): ManufacturerSupportPage | null {
  const words = (brand ?? '').toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const candidates = [words.join(''), words[0] ?? ''];
  const key = candidates.find((candidate) => Object.hasOwn(MANUFACTURER_SUPPORT_PAGES, candidate));
  return key ? MANUFACTURER_SUPPORT_PAGES[key] : null;
}

/** A web search for the manual of this brand and model. */
export function manualSearchUrl(brand: string, modelNumber: string): string {
  const query = `${brand.trim()} ${modelNumber.trim()} manual`;
  return `https://www.google.com/search?q=${encodeURIComponent(query)}`;
}
