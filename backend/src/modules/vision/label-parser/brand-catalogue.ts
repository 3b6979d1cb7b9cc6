/**
 * The manufacturers the label parser recognises: the spelling we output, the ways labels (and OCR)
 * spell them, and the serial-number family whose date rules they share (sub-brands built in the same
 * factories use the parent's serial format).
 */

/** One way a brand appears on a label, in the normalised form of {@link normaliseForBrands}. */
export interface BrandAlias {
  text: string;
  /** Counts only on a "brand line" (the alias plus company words), e.g. 'STATE', 'GE'. */
  brandLineOnly?: boolean;
  /** Words that must not directly follow the alias ('STATE OF CALIFORNIA', 'RICHMOND VA'). */
  notFollowedBy?: string[];
  /** Words that must not directly precede the alias ('NEW YORK'). */
  notPrecededBy?: string[];
  /** OCR slips of a single letter are tolerated (long, distinctive single words only). */
  fuzzy?: boolean;
}

export interface BrandEntry {
  /** The catalogue spelling, what the parser outputs. */
  name: string;
  /** Serial-number families whose rules apply (a brand may carry two, e.g. Amana HVAC and appliances). */
  families: string[];
  aliases: BrandAlias[];
}

const US_PLACES = ['VA', 'VIRGINIA', 'CA', 'CALIFORNIA', 'IL', 'ILLINOIS', 'IN', 'INDIANA', 'KY', 'TX', 'BC'];

/** A brand whose name is distinctive: every alias is matched anywhere, with OCR slips tolerated. */
function brand(name: string, families: string[], ...aliases: Array<string | BrandAlias>): BrandEntry {
  // Later spellings of the same text override earlier ones (e.g. the name itself without OCR slips).
  const byText = new Map<string, BrandAlias>();
  for (const alias of [name, ...aliases]) {
    const given = typeof alias === 'string' ? { text: alias } : alias;
    const text = normaliseForBrands(given.text);
    const fuzzy = given.fuzzy ?? (!given.brandLineOnly && !text.includes(' ') && text.length >= 5);
    byText.set(text, { ...given, text, fuzzy });
  }
  return { name, families, aliases: [...byText.values()] };
}

export const BRAND_CATALOGUE: readonly BrandEntry[] = [
  // Water heaters
  brand('Rheem', ['Rheem'], 'RHEEM MANUFACTURING', 'RHEEM-RUUD', 'RHEEN', 'RNEEM', 'RHFEM'),
  brand('Ruud', ['Rheem'], 'RUUD MANUFACTURING'),
  brand('Richmond', ['Rheem'], { text: 'RICHMOND', notFollowedBy: US_PLACES, fuzzy: false }),
  brand('A.O. Smith', ['A.O. Smith'], 'AO SMITH', 'A O SMITH', 'AOSMITH', 'A 0 SMITH', 'A0 SMITH', 'AO SM1TH'),
  brand('State', ['A.O. Smith'], 'STATE WATER HEATERS', 'STATE WATER HEATER', 'STATE INDUSTRIES', {
    text: 'STATE',
    brandLineOnly: true,
    notFollowedBy: ['OF'],
  }),
  brand(
    'American',
    ['A.O. Smith'],
    'AMERICAN WATER HEATER',
    'AMERICAN WATER HEATERS',
    'AMERICAN WATER HEATER COMPANY',
    { text: 'AMERICAN', brandLineOnly: true },
  ),
  brand('Reliance', ['A.O. Smith'], 'RELIANCE WATER HEATER', 'RELIANCE WATER HEATERS', {
    text: 'RELIANCE',
    brandLineOnly: true,
  }),
  brand('Lochinvar', ['Lochinvar']),
  brand('Bradford White', ['Bradford White'], 'BRADFORDWHITE', 'BRADFORD-WHITE', 'BRADF0RD WHITE', 'BRADFORD WH1TE'),
  brand('Rinnai', ['Rinnai'], 'RINNA1', 'RlNNAI'),
  brand('Navien', ['Navien'], 'NAV1EN'),
  brand('Noritz', ['Noritz'], 'NOR1TZ'),
  brand('Takagi', ['Takagi']),
  brand('Stiebel Eltron', ['Stiebel Eltron'], 'STIEBEL'),
  brand('EcoSmart', ['EcoSmart'], 'ECO SMART'),
  // HVAC
  brand('Carrier', ['Carrier'], 'CARRIER CORPORATION', 'CARR1ER'),
  brand('Bryant', ['Carrier'], 'BRYANT HEATING', 'BRYAN T'),
  brand('Payne', ['Carrier'], { text: 'PAYNE', fuzzy: false }),
  brand('Day & Night', ['Carrier'], 'DAY AND NIGHT', 'DAY N NIGHT', 'DAY NIGHT'),
  brand('Heil', ['ICP'], { text: 'HEIL', fuzzy: false }),
  brand('Tempstar', ['ICP']),
  brand('Comfortmaker', ['ICP']),
  brand('Arcoaire', ['ICP']),
  brand('KeepRite', ['ICP'], 'KEEP RITE'),
  brand('Trane', ['Trane'], { text: 'TRANE', fuzzy: false }, 'THE TRANE COMPANY', 'TRANE COMPANY'),
  brand('American Standard', ['Trane'], 'AMERICAN STANDARD', 'AMERICANSTANDARD', 'AMERICAN STD'),
  brand('Ameristar', ['Trane']),
  brand('Lennox', ['Lennox'], 'LENNOX INDUSTRIES', 'LENN0X'),
  brand('Armstrong Air', ['Lennox'], 'ARMSTRONG AIR', 'ARMSTRONG'),
  brand('Ducane', ['Lennox']),
  brand('AirEase', ['Lennox'], 'AIR EASE'),
  brand('Goodman', ['Goodman'], 'GOODMAN MANUFACTURING', 'G00DMAN', 'GOODMAM'),
  // Amana is both an HVAC brand (Goodman) and an appliance brand (Whirlpool).
  brand('Amana', ['Goodman', 'Whirlpool'], { text: 'AMANA', fuzzy: false }),
  brand('Daikin', ['Goodman'], 'DAIKIN COMFORT', 'DA1KIN'),
  brand('Janitrol', ['Goodman']),
  brand('York', ['York'], { text: 'YORK', notPrecededBy: ['NEW'] }, 'YORK INTERNATIONAL'),
  brand('Coleman', ['York']),
  brand('Luxaire', ['York']),
  brand('Mitsubishi Electric', ['Mitsubishi Electric'], 'MITSUBISHI ELECTRIC', 'MITSUBISHI'),
  brand('Fujitsu', ['Fujitsu'], 'FUJITSU GENERAL'),
  brand('Weil-McLain', ['Weil-McLain'], 'WEIL MCLAIN', 'WEILMCLAIN', 'WEIL MC LAIN'),
  brand('Burnham', ['Burnham']),
  brand('Honeywell', ['Honeywell']),
  brand('Emerson', ['Emerson']),
  // Appliances
  brand('Whirlpool', ['Whirlpool'], 'WHIRLPOOL CORPORATION', 'WH1RLPOOL', 'WHIRLP00L'),
  brand('Maytag', ['Whirlpool'], 'MAYTAG'),
  brand('KitchenAid', ['Whirlpool'], 'KITCHEN AID', 'KITCHENAID'),
  brand('Jenn-Air', ['Whirlpool'], 'JENN AIR', 'JENNAIR'),
  brand('Roper', ['Whirlpool'], { text: 'ROPER', fuzzy: false }),
  brand(
    'GE',
    ['GE'],
    { text: 'GE', brandLineOnly: true },
    'GE APPLIANCES',
    'GENERAL ELECTRIC',
    'GE PROFILE',
    'GE CAFE',
    'GE MONOGRAM',
  ),
  brand('Hotpoint', ['GE'], 'H0TPOINT'),
  brand('Haier', ['Haier'], { text: 'HAIER', fuzzy: false }),
  brand('Samsung', ['Samsung'], 'SAMSUNG ELECTRONICS', 'SAMSUMG', 'SAM5UNG'),
  brand('LG', ['LG'], 'LG ELECTRONICS', { text: 'LG' }),
  brand('Bosch', ['Bosch'], 'BOSCH HOME', 'B0SCH'),
  brand('Thermador', ['Bosch']),
  brand('Gaggenau', ['Bosch']),
  brand('Frigidaire', ['Electrolux'], 'FRIGIDAIRE', 'FRIGIDAlRE', 'FR1GIDAIRE'),
  brand('Electrolux', ['Electrolux'], 'ELECTROLUX HOME PRODUCTS', 'ELECTR0LUX'),
  brand('Tappan', ['Electrolux']),
  brand('Gibson', ['Electrolux'], { text: 'GIBSON', fuzzy: false }),
  brand('Kenmore', ['Kenmore'], 'SEARS KENMORE', 'KENM0RE'),
  brand('Speed Queen', ['Speed Queen'], 'SPEEDQUEEN'),
  brand('Sub-Zero', ['Sub-Zero'], 'SUB ZERO', 'SUBZERO'),
  brand('Viking', ['Viking'], 'VIKING RANGE'),
  brand('Wolf', ['Sub-Zero'], { text: 'WOLF', brandLineOnly: true }),
  brand('Miele', ['Miele']),
  brand('InSinkErator', ['Emerson'], 'IN SINK ERATOR', 'INSINKERATOR'),
  brand('Culligan', ['Culligan']),
  brand('Kinetico', ['Kinetico']),
  brand('Generac', ['Generac']),
  brand('Kohler', ['Kohler']),
  brand('Zoeller', ['Zoeller']),
  // Pool
  brand('Pentair', ['Pentair'], 'PENTA1R'),
  brand('Sta-Rite', ['Pentair'], 'STA RITE', 'STARITE'),
  brand('Hayward', ['Hayward'], 'HAYWARD POOL', 'HAYWARD POOL PRODUCTS'),
  brand('Jandy', ['Zodiac'], { text: 'JANDY', fuzzy: false }),
  brand('Zodiac', ['Zodiac']),
  brand('Polaris', ['Zodiac']),
  brand('Raypak', ['Raypak']),
];

/** Pool equipment makers (the equipment-type rules use them as evidence of pool equipment). */
export const POOL_BRANDS = new Set(['Pentair', 'Sta-Rite', 'Hayward', 'Jandy', 'Zodiac', 'Polaris', 'Raypak']);

/**
 * Uppercase; dots and apostrophes vanish ('A.O.' → 'AO'), '&' becomes AND, other punctuation a space.
 * Labels and aliases go through the same function, so they compare as plain words.
 */
export function normaliseForBrands(text: string): string {
  return text
    .toUpperCase()
    .replace(/[.'’`]/g, '')
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** Family names (serial rule sets) of a catalogue brand; the brand itself when it is not known. */
export function brandFamilies(name: string): string[] {
  const entry = BRAND_CATALOGUE.find((candidate) => candidate.name === name);
  return entry ? entry.families : [name];
}
