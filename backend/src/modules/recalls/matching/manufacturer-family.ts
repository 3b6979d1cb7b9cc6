import { BRAND_CATALOGUE, brandFamilies, normaliseForBrands } from '../../vision/label-parser/brand-catalogue';

/** The names under which a brand's maker may appear in a recall, for one piece of equipment. */
export interface ManufacturerFamily {
  /** The brand as the catalogue spells it (or as given when the catalogue does not know it). */
  brand: string;
  /** The catalogue brands built by the same makers (Ruud → Rheem, Ruud, Richmond), the brand first. */
  members: string[];
  /**
   * Each member's spellings and its parent companies' names, normalised (normaliseForBrands), longest
   * first. A weak one (a common word: 'STATE', 'AMERICAN', 'WOLF') counts only as a company's whole name.
   */
  names: Array<{ member: string; text: string; weak: boolean }>;
}

/** The catalogue entry a typed brand names ('RHEEM MANUFACTURING', 'rheem' → Rheem), if any. */
function catalogueBrand(brand: string): (typeof BRAND_CATALOGUE)[number] | undefined {
  const text = normaliseForBrands(brand);
  return (
    BRAND_CATALOGUE.find((entry) => normaliseForBrands(entry.name) === text) ??
    BRAND_CATALOGUE.find((entry) => entry.aliases.some((alias) => alias.text === text))
  );
}

/** Brand names that are common words: they name a company only as its whole name ('State Industries Inc.'). */
const WEAK_ALIASES = new Set(['AMERICAN', 'STATE', 'MILLER', 'WOLF', 'MONOGRAM', 'RELIANCE', 'GENERAL']);
/** Words of a company's name that say it is a company, not which one. */
const COMPANY_WORDS = new Set(
  'INC CO CORP CORPORATION COMPANY LLC LTD LP USA US AMERICA NORTH INDUSTRIES MANUFACTURING MFG GROUP THE OF AND WATER HEATER HEATERS PRODUCTS APPLIANCE APPLIANCES'.split(
    ' ',
  ),
);

/**
 * Parent companies and the names recalls use for them, beside the label catalogue's families (which
 * group brands by serial format): State and Reliance are A.O. Smith's, the ICP brands Carrier's, York's
 * family Johnson Controls', Goodman and Amana HVAC Daikin's, Bosch's BSH, Trane's Trane Technologies.
 */
const PARENT_NAMES: Record<string, string[]> = {
  State: ['A O SMITH', 'AO SMITH'],
  Reliance: ['A O SMITH', 'AO SMITH'],
  Lochinvar: ['A O SMITH', 'AO SMITH'],
  ICP: ['INTERNATIONAL COMFORT PRODUCTS', 'CARRIER'],
  York: ['JOHNSON CONTROLS'],
  Goodman: ['DAIKIN', 'GOODMAN'],
  'Amana BLACKHORSE': ['GOODMAN', 'DAIKIN'],
  Bosch: ['BSH HOME APPLIANCES', 'BSH HAUSGERATE', 'ROBERT BOSCH'],
  Trane: ['TRANE TECHNOLOGIES', 'TRANE US', 'INGERSOLL RAND'],
  Nordyne: ['NORTEK GLOBAL HVAC', 'NORTEK'],
  Electrolux: ['ELECTROLUX'],
  GE: ['GE APPLIANCES', 'GENERAL ELECTRIC', 'HAIER US APPLIANCE SOLUTIONS'],
};

/**
 * The manufacturer family of an equipment brand, from the label reader's brand catalogue (the serial
 * families brands share: Ruud and Richmond are Rheem, Bryant, Payne and Day & Night are Carrier,
 * Hotpoint and Monogram are GE). The equipment type narrows brands whose kinds come from different
 * makers (a Whirlpool water heater is A.O. Smith's, a Whirlpool dryer Whirlpool's). A brand the
 * catalogue does not know is its own family. Null without a brand.
 */
export function manufacturerFamily(
  brand: string | null | undefined,
  equipmentType?: string | null,
  model?: string | null,
): ManufacturerFamily | null {
  const typed = brand?.trim();
  if (!typed || !normaliseForBrands(typed)) return null;
  const entry = catalogueBrand(typed);
  if (!entry) {
    const text = normaliseForBrands(typed);
    return { brand: typed, members: [typed], names: [{ member: typed, text, weak: WEAK_ALIASES.has(text) }] };
  }
  const families = new Set(brandFamilies(entry.name, equipmentType, model));
  const relatives = BRAND_CATALOGUE.filter(
    (other) => other === entry || brandFamilies(other.name, equipmentType).some((family) => families.has(family)),
  );
  const members = [entry, ...relatives.filter((other) => other !== entry)];
  const parents = [...families].flatMap((family) => PARENT_NAMES[family] ?? []);
  const names = members.flatMap((member) => {
    const own = normaliseForBrands(member.name);
    const texts = new Map([[own, WEAK_ALIASES.has(own)]]);
    for (const alias of member.aliases) {
      // OCR misspellings (digits for letters) are for labels; a recall spells the company.
      if (/\d/.test(alias.text) || texts.has(alias.text)) continue;
      texts.set(alias.text, WEAK_ALIASES.has(alias.text));
    }
    return [...texts].map(([text, weak]) => ({ member: member.name, text, weak }));
  });
  for (const parent of parents) {
    if (!names.some((name) => name.text === parent)) names.push({ member: parent, text: parent, weak: false });
  }
  names.sort((a, b) => b.text.length - a.text.length);

  return { brand: entry.name, members: members.map((member) => member.name), names };
}

/**
 * The family member a company name or a title names ('RHEEM MANUFACTURING COMPANY' → Rheem), as whole
 * words, or null. `company`: the text is a company's name (weak spellings count there).
 */
export function familyMemberIn(family: ManufacturerFamily, text: string, company: boolean): string | null {
  const normalised = normaliseForBrands(text);
  const words = ` ${normalised} `;
  const bare = normalised
    .split(' ')
    .filter((word) => !COMPANY_WORDS.has(word))
    .join(' ');
  const found = family.names.find(({ text: name, weak }) =>
    weak ? company && bare === name : words.includes(` ${name} `),
  );
  return found?.member ?? null;
}
