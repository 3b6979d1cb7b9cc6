import { BRAND_CATALOGUE, brandFamilies, normaliseForBrands } from '../../vision/label-parser/brand-catalogue';

/** The names under which a brand's maker may appear in a recall, for one piece of equipment. */
export interface ManufacturerFamily {
  /** The brand as the catalogue spells it (or as given when the catalogue does not know it). */
  brand: string;
  /** The catalogue brands built by the same makers (Ruud → Rheem, Ruud, Richmond), the brand first. */
  members: string[];
  /**
   * Each member's spellings, normalised (normaliseForBrands), longest first. A weak one (a common word:
   * 'STATE', 'AMERICAN', 'WOLF') counts only in a list of companies, not in a title.
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

/** Aliases too short or too common to name a company on their own in a recall's text. */
const WEAK_ALIASES = new Set(['AMERICAN', 'STATE', 'MILLER', 'WOLF', 'MONOGRAM', 'RELIANCE']);

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
    return { brand: typed, members: [typed], names: [{ member: typed, text, weak: text.length < 3 }] };
  }
  const families = new Set(brandFamilies(entry.name, equipmentType, model));
  const relatives = BRAND_CATALOGUE.filter(
    (other) => other === entry || brandFamilies(other.name, equipmentType).some((family) => families.has(family)),
  );
  const members = [entry, ...relatives.filter((other) => other !== entry)];
  const names = members.flatMap((member) => {
    const own = normaliseForBrands(member.name);
    const texts = new Map([[own, WEAK_ALIASES.has(own) || own.length < 3]]);
    for (const alias of member.aliases) {
      // OCR misspellings (digits for letters) are for labels; a recall spells the company.
      if (/\d/.test(alias.text) || texts.has(alias.text)) continue;
      texts.set(alias.text, Boolean(alias.brandLineOnly) || WEAK_ALIASES.has(alias.text) || alias.text.length < 3);
    }
    return [...texts].map(([text, weak]) => ({ member: member.name, text, weak }));
  });
  names.sort((a, b) => b.text.length - a.text.length);
  return { brand: entry.name, members: members.map((member) => member.name), names };
}

/**
 * The family member a company name or a title names ('RHEEM MANUFACTURING COMPANY' → Rheem), as whole
 * words, or null. `company`: the text is a company's name (weak spellings count there).
 */
export function familyMemberIn(family: ManufacturerFamily, text: string, company: boolean): string | null {
  const words = ` ${normaliseForBrands(text)} `;
  const found = family.names.find(({ text: name, weak }) => (company || !weak) && words.includes(` ${name} `));
  return found?.member ?? null;
}
