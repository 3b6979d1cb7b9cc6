/**
 * spec §9: the fixed table of manufacturer support pages for ten brands. Keys are the spec's brand
 * keys; `aliases` are other spellings found on labels and in the brand field (compared as whole words,
 * case and punctuation ignored).
 */
export interface ManufacturerSupportPage {
  key: string;
  /** The brand as shown in the link title. */
  brand: string;
  url: string;
  aliases: string[];
}

export const MANUFACTURER_SUPPORT_PAGES: readonly ManufacturerSupportPage[] = [
  { key: 'samsung', brand: 'Samsung', url: 'https://www.samsung.com/us/support/', aliases: [] },
  { key: 'lg', brand: 'LG', url: 'https://www.lg.com/us/support', aliases: ['lg electronics'] },
  { key: 'whirlpool', brand: 'Whirlpool', url: 'https://producthelp.whirlpool.com/', aliases: [] },
  {
    key: 'ge',
    brand: 'GE Appliances',
    url: 'https://www.geappliances.com/ge/service-and-support.htm',
    aliases: ['general electric', 'ge appliances', 'ge profile', 'ge cafe', 'hotpoint'],
  },
  { key: 'maytag', brand: 'Maytag', url: 'https://producthelp.maytag.com/', aliases: [] },
  { key: 'kenmore', brand: 'Kenmore', url: 'https://www.kenmore.com/pages/customer-care', aliases: ['sears kenmore'] },
  { key: 'frigidaire', brand: 'Frigidaire', url: 'https://www.frigidaire.com/Support/', aliases: [] },
  { key: 'kitchenaid', brand: 'KitchenAid', url: 'https://producthelp.kitchenaid.com/', aliases: ['kitchen aid'] },
  { key: 'bosch', brand: 'Bosch', url: 'https://www.bosch-home.com/us/service', aliases: [] },
  { key: 'rheem', brand: 'Rheem', url: 'https://www.rheem.com/support/contact/', aliases: [] },
];

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The support page for a brand as typed ('GE', 'General Electric', 'LG Electronics', 'Rheem
 * Manufacturing'), or null for brands outside the table. A key or alias must appear as whole words.
 */
export function findManufacturerSupportPage(brand: string | null | undefined): ManufacturerSupportPage | null {
  if (!brand) return null;
  const text = ` ${words(brand)} `;
  return (
    MANUFACTURER_SUPPORT_PAGES.find((page) =>
      [page.key, ...page.aliases].some((name) => text.includes(` ${words(name)} `)),
    ) ?? null
  );
}
