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

/** What a plate is on, as far as serial formats care: a brand may use another maker's format per kind. */
export type EquipmentKind = 'water-heater' | 'hvac' | 'appliance';

export interface BrandEntry {
  /** The catalogue spelling, what the parser outputs. */
  name: string;
  /** Serial-number families whose rules apply (a brand may carry two, e.g. Amana HVAC and appliances). */
  families: string[];
  /**
   * Families per kind of equipment, when the brand's water heaters, HVAC units or appliances are built
   * by different makers (Rheem water heaters vs Rheem HVAC, Frigidaire appliances vs Nordyne HVAC).
   * With the kind known only its families apply; without it, every family of the brand.
   */
  byKind?: Partial<Record<EquipmentKind, string[]>>;
  aliases: BrandAlias[];
}

const US_PLACES = ['VA', 'VIRGINIA', 'CA', 'CALIFORNIA', 'IL', 'ILLINOIS', 'IN', 'INDIANA', 'KY', 'TX', 'BC'];

/** A brand whose name is distinctive: every alias is matched anywhere, with OCR slips tolerated. */
function brand(
  name: string,
  families: string[] | { all?: string[]; byKind: Partial<Record<EquipmentKind, string[]>> },
  ...aliases: Array<string | BrandAlias>
): BrandEntry {
  // Later spellings of the same text override earlier ones (e.g. the name itself without OCR slips).
  const byText = new Map<string, BrandAlias>();
  for (const alias of [name, ...aliases]) {
    const given = typeof alias === 'string' ? { text: alias } : alias;
    const text = normaliseForBrands(given.text);
    const fuzzy = given.fuzzy ?? (!given.brandLineOnly && !text.includes(' ') && text.length >= 5);
    byText.set(text, { ...given, text, fuzzy });
  }
  if (Array.isArray(families)) return { name, families, aliases: [...byText.values()] };
  const every = [...new Set([...(families.all ?? []), ...Object.values(families.byKind).flat()])];
  return { name, families: every, byKind: families.byKind, aliases: [...byText.values()] };
}

export const BRAND_CATALOGUE: readonly BrandEntry[] = [
  // Water heaters
  brand(
    'Rheem',
    { byKind: { 'water-heater': ['Rheem'], hvac: ['Rheem HVAC'] } },
    'RHEEM MANUFACTURING',
    'RHEEM-RUUD',
    'RHEEN',
    'RNEEM',
    'RHFEM',
  ),
  brand('Ruud', { byKind: { 'water-heater': ['Rheem'], hvac: ['Rheem HVAC'] } }, 'RUUD MANUFACTURING'),
  brand('Richmond', ['Rheem'], { text: 'RICHMOND', notFollowedBy: US_PLACES, fuzzy: false }),
  brand('A.O. Smith', ['A.O. Smith'], 'AO SMITH', 'A O SMITH', 'AOSMITH', 'A 0 SMITH', 'A0 SMITH', 'AO SM1TH'),
  brand('State', ['State'], 'STATE WATER HEATERS', 'STATE WATER HEATER', 'STATE INDUSTRIES', {
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
  brand('Reliance', ['State'], 'RELIANCE WATER HEATER', 'RELIANCE WATER HEATERS', {
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
  brand(
    'Amana',
    { byKind: { hvac: ['Goodman', 'Amana BLACKHORSE'], appliance: ['Whirlpool'] } },
    { text: 'AMANA', fuzzy: false },
  ),
  brand('Daikin', ['Daikin'], 'DAIKIN COMFORT', 'DA1KIN'),
  brand('Janitrol', ['Goodman']),
  brand('York', ['York'], { text: 'YORK', notPrecededBy: ['NEW'] }, 'YORK INTERNATIONAL'),
  brand('Coleman', ['York']),
  brand('Luxaire', ['York']),
  brand('Fraser-Johnston', ['York'], 'FRASER JOHNSTON'),
  brand('Nordyne', ['Nordyne']),
  brand('Intertherm', ['Nordyne'], 'INTER THERM'),
  brand('Miller', ['Nordyne'], { text: 'MILLER', brandLineOnly: true }),
  brand('Philco', ['Nordyne'], { text: 'PHILCO', fuzzy: false }),
  brand('Mitsubishi Electric', ['Mitsubishi Electric'], 'MITSUBISHI ELECTRIC', 'MITSUBISHI'),
  brand('Fujitsu', ['Fujitsu'], 'FUJITSU GENERAL'),
  brand('Weil-McLain', ['Weil-McLain'], 'WEIL MCLAIN', 'WEILMCLAIN', 'WEIL MC LAIN'),
  brand('Burnham', ['Burnham']),
  brand('Honeywell', ['Honeywell']),
  brand('Emerson', ['Emerson']),
  // Appliances
  brand(
    'Whirlpool',
    { byKind: { appliance: ['Whirlpool'], 'water-heater': ['A.O. Smith'] } },
    'WHIRLPOOL CORPORATION',
    'WH1RLPOOL',
    'WHIRLP00L',
  ),
  brand('Maytag', { byKind: { appliance: ['Whirlpool'], hvac: ['Nordyne'] } }, 'MAYTAG'),
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
  brand('Monogram', ['GE'], { text: 'MONOGRAM', brandLineOnly: true }),
  brand('Hotpoint', ['GE'], 'H0TPOINT'),
  brand('Haier', ['Haier'], { text: 'HAIER', fuzzy: false }),
  brand('Samsung', ['Samsung'], 'SAMSUNG ELECTRONICS', 'SAMSUMG', 'SAM5UNG'),
  brand('LG', ['LG'], 'LG ELECTRONICS', { text: 'LG' }),
  brand('Bosch', ['Bosch'], 'BOSCH HOME', 'B0SCH'),
  brand('Thermador', ['Bosch']),
  brand('Siemens', ['Bosch'], { text: 'SIEMENS', fuzzy: false }),
  brand('Gaggenau', ['Bosch']),
  brand(
    'Frigidaire',
    { byKind: { appliance: ['Electrolux'], hvac: ['Nordyne'] } },
    'FRIGIDAIRE',
    'FRIGIDAlRE',
    'FR1GIDAIRE',
  ),
  brand('Electrolux', ['Electrolux'], 'ELECTROLUX HOME PRODUCTS', 'ELECTR0LUX'),
  brand('Tappan', ['Electrolux']),
  brand('Gibson', { byKind: { appliance: ['Electrolux'], hvac: ['Nordyne'] } }, { text: 'GIBSON', fuzzy: false }),
  // Kenmore's maker follows the Sears model prefix (kenmoreFamilies); these apply when it is unknown.
  brand('Kenmore', { byKind: { 'water-heater': ['State', 'A.O. Smith'] } }, 'SEARS KENMORE', 'KENM0RE'),
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

/** The kind of equipment an equipment type names ('Gas Water Heater' → water-heater), or null. */
export function equipmentKind(equipmentType: string | null | undefined): EquipmentKind | null {
  if (!equipmentType) return null;
  if (/water heater|tankless|boiler/i.test(equipmentType)) return 'water-heater';
  if (/furnace|air conditioner|heat pump|air handler|condens|hvac/i.test(equipmentType)) return 'hvac';
  if (/refrigerator|freezer|dishwasher|dryer|washer|microwave|range|cooktop|oven|disposal/i.test(equipmentType)) {
    return 'appliance';
  }
  return null;
}

/**
 * Sears Kenmore models start with the maker's code (research: serial-date-codes.md): 153 water heaters
 * (State / A.O. Smith built), 106 / 110 / 665 Whirlpool, 253 / 417 / 790 / 970 Electrolux (Frigidaire),
 * 795 / 796 LG.
 */
const KENMORE_PREFIXES: Record<string, string[]> = {
  '153': ['State', 'A.O. Smith'],
  '106': ['Whirlpool'],
  '110': ['Whirlpool'],
  '665': ['Whirlpool'],
  '253': ['Electrolux'],
  '417': ['Electrolux'],
  '790': ['Electrolux'],
  '970': ['Electrolux'],
  '795': ['LG'],
  '796': ['LG'],
};

/**
 * A Sears model number with a Kenmore source code ('106.51133211', '110.22244100', '153.331652'): the
 * three digits, the dot, the numeric model. Only Kenmore plates carry these, so such a model names the
 * brand when the logo was not read (a plate whose 'Kenmore' OCR lost or misspelt beyond recognition).
 */
export function isKenmoreModel(modelNumber: string | null): boolean {
  const prefix = /^(\d{3})\.\d{5,8}[A-Z0-9]*$/.exec(modelNumber?.trim() ?? '')?.[1];
  return prefix !== undefined && KENMORE_PREFIXES[prefix] !== undefined;
}

/**
 * Model-number series that only one maker's lines use (the makers' own model nomenclatures, as printed
 * in their product and service literature): the series letters at the start of the model, followed by
 * the digits that give its size. Only series that name one brand are listed; a short or shared prefix
 * (Rheem's `PROG` and `XE` tanks are also sold as Ruud, GE and Goodman both start with `GS`) is left
 * out, or written with the grammar that tells them apart.
 */
const MODEL_SERIES: ReadonlyArray<[RegExp, string]> = [
  // Water heaters
  [/^(?:GCR|GCV|GPVL|GPVH|GPHE|GDHE|ENT|ECT|ENS|EES|GCG|BTH|BTR|FPTU|HPTU|XCR|GNR)-?\d{2}/, 'A.O. Smith'],
  [/^(?:U?R[GE]|MI?|RTG)[1-4]?\d{2,3}[TSL][36][A-Z]/, 'Bradford White'],
  [/^[69]\d{0,2}[ -]\d{2}[ -][A-Z]{3,5}$/, 'Reliance'],
  [/^(?:RU[RCS]?\d{2,3}[A-Z]|RL\d{2}[A-Z]|REU-)/, 'Rinnai'],
  [/^(?:NPE|NCB|NPN|NHB|NFB|NFC|NWP)-?\d{3}/, 'Navien'],
  [/^(?:NRC|NRCP|NCC|EZTR)\d{2,4}/, 'Noritz'],
  // HVAC
  [/^[24]T[TWEY][A-Z0-9]\d|^TU[DEHXY][0-9A-Z]{0,2}\d{3}/, 'Trane'],
  [/^[24]A[67][A-Z0-9]\d|^AU[DHX][0-9A-Z]{0,2}\d{3}/, 'American Standard'],
  [/^(?:[EMS]L\d{3}[A-Z]{2}\d{3}|\d{2}(?:ACX|HPX|ACC|HPC)-\d{3}|(?:XC|XP)\d{2}-\d{3})/, 'Lennox'],
  [/^(?:GSX|GSZ|GSXC|GSZC|GMSS|GMVC|GMVM|GMEC|GMH|GKS|GCSS|GPG|GPH|GPC|GLXS|GLZS|ARUF|CAPF|CHPF|CAUF)\d{2}/, 'Goodman'],
  [/^(?:ASX|ASZ|AMVC|AMVM|AMEC|AMH|AMSS|ASPT|AVPTC)\d{2}/, 'Amana'],
  [/^(?:24|25|38|58|59)[A-Z]{2,3}\d{1,3}[A-Z0-9]/, 'Carrier'],
  [/^P[AGH](?:1[3-6]|[89]\d)[A-Z]{2,3}\d/, 'Payne'],
  [/^N[4-9](?:A|H|MP|MS)[A-Z]?\d{3}/, 'Day & Night'],
  // Appliances
  [/^(?:WRF|WRS|WRX|WRT|WRB|WRR|WTW|WGD|WED|WFW|WDF|WDT|WMH|WOS|WFG|WFE|WGT)\d{3}/, 'Whirlpool'],
  [/^(?:MVW|MED|MGD|MHW|MDB|MFI|MRT|MFT|MSS|MRF)\d{3}/, 'Maytag'],
  [/^K(?:DTE|DTM|DFE|DPM|RFF|RFC|RMF|SRF|ODE|SGG|SEB|RSF)\d{3}/, 'KitchenAid'],
  [/^(?:GTS|GTE|GNE|GFE|GYE|GDT|GDF|GTW|GTD|GFW|GFD|PFE|PFS|PSE|PSS|PYE|PDT|JGB|JVM|PVM)\d{2}/, 'GE'],
  [/^(?:LRF|LFX|LMX|LRMV|LSX|LDF|LDT|LDP|DLEX|DLGX)[A-Z]{0,3}\d{4}|^(?:WM|WT)\d{4}[A-Z]/, 'LG'],
  [/^(?:RF|RS|RT|RB|WF|WA|DV|DW|NE|NX)\d{2}[A-Z]\d{4}[A-Z]/, 'Samsung'],
  [/^Z(?:ISS?|IRS?|ICS?|IFS?|ET|DW|DP|GU)\d{2,3}/, 'Monogram'],
  [/^(?:SHE|SHX|SHP|SHS|SHV|SGE|SPX|SPE)\d{1,2}[A-Z0-9]{3}/, 'Bosch'],
  [/^S[NRX]\d{2}[A-Z]\d{3}/, 'Siemens'],
  [
    /^(?:FFTR|FFHS|FFSS|FGHS|FGHB|FFHT|FFEF|FFGF|FGTR|LFHT|LFTR|FFID|FGID|FFBD|FGBD|FFLE|FFLG|FAFW|GLRT|GLHS)\d{4}/,
    'Frigidaire',
  ],
];

/**
 * The brand a model number names by its series (`MODEL_SERIES`), when the plate's logo was not read:
 * a Sears model number with a Kenmore source code, or a series only one maker uses. Null otherwise.
 */
export function brandFromModel(modelNumber: string | null): string | null {
  if (isKenmoreModel(modelNumber)) return 'Kenmore';
  const model = modelNumber?.trim().toUpperCase() ?? '';
  return MODEL_SERIES.find(([series]) => series.test(model))?.[1] ?? null;
}

/**
 * Family names (serial rule sets) of a catalogue brand; the brand itself when it is not known. The
 * equipment type narrows brands whose kinds of equipment come from different makers; a Kenmore model
 * number names its maker.
 */
export function brandFamilies(name: string, equipmentType?: string | null, modelNumber?: string | null): string[] {
  const entry = BRAND_CATALOGUE.find((candidate) => candidate.name === name);
  if (!entry) return [name];
  if (entry.name === 'Kenmore' && modelNumber) {
    const prefix = /^\s*(\d{3})[.\s-]?\d/.exec(modelNumber)?.[1];
    if (prefix && KENMORE_PREFIXES[prefix]) return KENMORE_PREFIXES[prefix];
  }
  const kind = equipmentKind(equipmentType);
  if (!kind || !entry.byKind) return entry.families;
  // A kind the brand's makers are not known for has no format (a Kenmore washer without its model).
  return entry.byKind[kind] ?? [entry.name];
}
