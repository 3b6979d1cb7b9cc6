// A second, independent set of rating-plate photos: the holdout. Nothing in the label reader is tuned on it.
//
// Why a second set: the main fixtures (generate-label-fixtures.mjs) come from one generator, so their dev and test
// splits share its fonts, layouts, wording and serial writers; a reader tuned on the dev split can still be tuned to
// that generator. These plates are made another way on purpose:
//  - drawn as HTML/CSS in Chromium (playwright-core), not as SVG through sharp: other text rendering, real tables,
//    CSS perspective, filters and lighting;
//  - fonts the main generator never uses (Nimbus Roman / Sans / Mono PS, C059, P052, URW Bookman, Liberation Sans
//    Narrow, DejaVu Sans Condensed, Open Sans Condensed);
//  - wording and layouts of their own: bilingual keywords (MODÈLE / NO DE SÉRIE), M/N and S/N, barcode stickers,
//    spec sheets with ratings tables, warnings and maker addresses;
//  - every plate written by hand below: real model numbers of each maker's lines, and serials written by hand from
//    the public descriptions of each format (shared research, docs/serial-numbers.md), never produced by code that
//    the decoder or the main generator shares. Brands without a documented date code have manufactureYear null.
//
// Run from the repository root: `node backend/scripts/render-holdout-plates.mjs` (needs /usr/bin/chromium and the
// Debian font packages that .ci/run installs). Writes backend/test/fixtures/labels-holdout/*.jpg and its
// ground-truth.json (the main set's fields, split 'holdout'). Deterministic: a seeded PRNG picks every variation.
//
// `--tuning <dir> [--seed n]`: instead, draws the main set's DEV split (its brands, models, serials and years, which
// are tuned on already) the holdout's way, into <dir> with split 'html-dev': a tuning set for what this renderer
// exposes (its fonts, layouts, wording, perspective), so the holdout's own plates never need to be looked at.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));
const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const TUNING_DIR = argument('--tuning');
const OUT = TUNING_DIR ? join(process.cwd(), TUNING_DIR) : join(root, 'backend', 'test', 'fixtures', 'labels-holdout');
const SPLIT = TUNING_DIR ? 'html-dev' : 'holdout';

/** mulberry32: a small seeded PRNG, so the set renders the same everywhere. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(Number(argument('--seed') ?? (TUNING_DIR ? 5151 : 20261125)));
const between = (low, high) => low + (high - low) * random();
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;

// brand as printed on the plate (logo), brand as the catalogue spells it, model, serial, type, the true
// manufacture year (null: no documented code and no printed date), the format's name, the type's words on the
// plate, and extra lines (a printed date, a cited standard, refrigerant) where real plates of the kind carry them.
const PLATES = [
  // Water heaters
  {
    logo: 'Bradford White',
    brand: 'Bradford White',
    model: 'RG240T6N',
    serial: 'XG4512873',
    type: 'Gas Water Heater',
    year: 2021,
    format: 'Bradford White letters (20-year cycle)',
    kind: 'water-heater',
    words: 'GAS WATER HEATER',
    extra: ['Complies with ANSI Z21.10.1-2019'],
  },
  {
    logo: 'BRADFORD WHITE',
    brand: 'Bradford White',
    model: 'RE350S6-1NCWW',
    serial: 'KD0093317',
    type: 'Electric Water Heater',
    year: 1993,
    format: 'Bradford White letters (20-year cycle)',
    kind: 'water-heater',
    words: 'ELECTRIC WATER HEATER',
    extra: [],
  },
  {
    logo: 'rheem',
    brand: 'Rheem',
    model: 'XG40T06EC36U1',
    serial: 'Q111807428',
    type: 'Gas Water Heater',
    year: 2018,
    format: 'Rheem letter + MMYY',
    kind: 'water-heater',
    words: 'NATURAL GAS WATER HEATER',
    extra: ['Complies with ANSI Z21.10.1-2017'],
  },
  {
    logo: 'RUUD',
    brand: 'Ruud',
    model: 'PE2-52-2',
    serial: '0894A04412',
    type: 'Electric Water Heater',
    year: 1994,
    format: 'Rheem MMYY (older tanks)',
    kind: 'water-heater',
    words: 'ELECTRIC WATER HEATER',
    extra: [],
  },
  {
    logo: 'A.O. Smith',
    brand: 'A.O. Smith',
    model: 'GCV-50 300',
    serial: '1347A018892',
    type: 'Gas Water Heater',
    year: 2013,
    format: 'A.O. Smith YYWW',
    kind: 'water-heater',
    words: 'GAS WATER HEATER',
    extra: [],
  },
  {
    logo: 'A.O. SMITH',
    brand: 'A.O. Smith',
    model: 'FCG 40 243',
    serial: 'LK01093847',
    type: 'Gas Water Heater',
    year: 2001,
    format: 'A.O. Smith plant + month letter + YY (before 2008)',
    kind: 'water-heater',
    words: 'GAS WATER HEATER',
    extra: [],
  },
  {
    logo: 'STATE',
    brand: 'State',
    model: 'GS640YBRT',
    serial: 'G03147765',
    type: 'Gas Water Heater',
    year: 2003,
    format: 'State month letter + YY (before 2008)',
    kind: 'water-heater',
    words: 'GAS WATER HEATER',
    extra: ['STATE WATER HEATERS · ASHLAND CITY, TN'],
  },
  {
    logo: 'American',
    brand: 'American',
    model: 'E62-50H-045DV',
    serial: '1822A000713',
    type: 'Electric Water Heater',
    year: 2018,
    format: 'A.O. Smith YYWW',
    kind: 'water-heater',
    words: 'ELECTRIC WATER HEATER',
    extra: ['AMERICAN WATER HEATER COMPANY'],
  },
  {
    logo: 'Rinnai',
    brand: 'Rinnai',
    model: 'RU199iN',
    serial: 'KF.018274',
    type: 'Tankless Water Heater',
    year: 2018,
    format: 'Rinnai year letter + month letter (2009+)',
    kind: 'water-heater',
    words: 'TANKLESS GAS WATER HEATER',
    extra: [],
  },
  {
    logo: 'Rinnai',
    brand: 'Rinnai',
    model: 'R94LSi',
    serial: '0608-016523',
    type: 'Tankless Water Heater',
    year: 2006,
    format: 'Rinnai YYMM (before 2009)',
    kind: 'water-heater',
    words: 'TANKLESS GAS WATER HEATER',
    extra: [],
  },
  {
    logo: 'Kenmore',
    brand: 'Kenmore',
    model: '153.332163',
    serial: '1442J018844',
    type: 'Gas Water Heater',
    year: 2014,
    format: 'A.O. Smith/State YYWW (Sears 153)',
    kind: 'water-heater',
    words: 'GAS WATER HEATER',
    extra: ['SEARS, ROEBUCK AND CO. HOFFMAN ESTATES, IL'],
  },
  {
    logo: 'NAVIEN',
    brand: 'Navien',
    model: 'NPE-240A',
    serial: '7122W1171234567',
    type: 'Tankless Water Heater',
    year: null,
    format: 'none documented',
    kind: 'water-heater',
    words: 'CONDENSING TANKLESS WATER HEATER',
    extra: [],
  },
  {
    logo: 'NORITZ',
    brand: 'Noritz',
    model: 'NRC66DVNG',
    serial: 'ATB-0312945',
    type: 'Tankless Water Heater',
    year: null,
    format: 'none documented',
    kind: 'water-heater',
    words: 'TANKLESS WATER HEATER',
    extra: [],
  },
  // HVAC
  {
    logo: 'Carrier',
    brand: 'Carrier',
    model: '24ABB336A300',
    serial: '3309E04531',
    type: 'Air Conditioner',
    year: 2009,
    format: 'Carrier WWYY',
    kind: 'hvac',
    words: 'SPLIT SYSTEM AIR CONDITIONER',
    extra: ['REFRIGERANT R-410A'],
  },
  {
    logo: 'Carrier',
    brand: 'Carrier',
    model: '58SS080-GC',
    serial: '8607031244',
    type: 'Furnace',
    year: 1986,
    format: 'Carrier all-digit YYMM (1980s)',
    kind: 'hvac',
    words: 'GAS-FIRED FORCED AIR FURNACE',
    extra: [],
  },
  {
    logo: 'Bryant',
    brand: 'Bryant',
    model: '355BAV060080',
    serial: '4612A34567',
    type: 'Furnace',
    year: 2012,
    format: 'Carrier WWYY',
    kind: 'hvac',
    words: 'GAS FURNACE',
    extra: [],
  },
  {
    logo: 'PAYNE',
    brand: 'Payne',
    model: 'PG95ESAA36070',
    serial: '1915E21334',
    type: 'Furnace',
    year: 2015,
    format: 'Carrier WWYY',
    kind: 'hvac',
    words: 'GAS FURNACE',
    extra: [],
  },
  {
    logo: 'Bryant',
    brand: 'Bryant',
    model: '394GAW075100',
    serial: 'S2A45118',
    type: 'Furnace',
    year: 1982,
    format: 'Carrier month letter + year digit (1980–84)',
    kind: 'hvac',
    words: 'GAS FURNACE',
    extra: [],
  },
  {
    logo: 'Day & Night',
    brand: 'Day & Night',
    model: 'N4A336AKB200',
    serial: '1007V10883',
    type: 'Air Conditioner',
    year: 2007,
    format: 'Carrier WWYY',
    kind: 'hvac',
    words: 'AIR CONDITIONER',
    extra: ['REFRIGERANT R-410A'],
  },
  {
    logo: 'TRANE',
    brand: 'Trane',
    model: '4TTR4036L1000AA',
    serial: '16081N4A1F',
    type: 'Air Conditioner',
    year: 2016,
    format: 'Trane YYWW (2010+)',
    kind: 'hvac',
    words: 'SPLIT SYSTEM COOLING',
    extra: ['R-410A'],
  },
  {
    logo: 'TRANE',
    brand: 'Trane',
    model: '2TTB3036A1000AA',
    serial: '7264V1XBF',
    type: 'Air Conditioner',
    year: 2007,
    format: 'Trane YWW (2002–09)',
    kind: 'hvac',
    words: 'OUTDOOR AIR CONDITIONER',
    extra: ['R-22'],
  },
  {
    logo: 'American Standard',
    brand: 'American Standard',
    model: 'TUD080R9V3K0',
    serial: 'H22M85521',
    type: 'Furnace',
    year: 1993,
    format: 'Trane year letter + week (1983–2001)',
    kind: 'hvac',
    words: 'UPFLOW GAS FURNACE',
    extra: [],
  },
  {
    logo: 'LENNOX',
    brand: 'Lennox',
    model: 'EL296UH070XV36B',
    serial: '5915K09822',
    type: 'Furnace',
    year: 2015,
    format: 'Lennox plant + YY + month letter',
    kind: 'hvac',
    words: 'GAS FURNACE',
    extra: [],
  },
  {
    logo: 'GOODMAN',
    brand: 'Goodman',
    model: 'GSX140361KD',
    serial: '1903642388',
    type: 'Air Conditioner',
    year: 2019,
    format: 'Goodman YYMM',
    kind: 'hvac',
    words: 'SPLIT SYSTEM AIR CONDITIONER',
    extra: ['R-410A'],
  },
  {
    logo: 'Janitrol',
    brand: 'Janitrol',
    model: 'GMP075-3',
    serial: '9807384412',
    type: 'Furnace',
    year: 1998,
    format: 'Goodman YYMM',
    kind: 'hvac',
    words: 'GAS FURNACE',
    extra: [],
  },
  {
    logo: 'AMANA',
    brand: 'Amana',
    model: 'ASX130241BA',
    serial: '1208170425',
    type: 'Air Conditioner',
    year: 2012,
    format: 'Goodman YYMM',
    kind: 'hvac',
    words: 'SPLIT SYSTEM AIR CONDITIONER',
    extra: ['R-410A'],
  },
  {
    logo: 'AMANA',
    brand: 'Amana',
    model: 'GUC090X50',
    serial: 'R6234118',
    type: 'Furnace',
    year: 1988,
    format: 'Amana BLACKHORSE (10-year cycle)',
    kind: 'hvac',
    words: 'GAS FURNACE',
    extra: [],
  },
  {
    logo: 'YORK',
    brand: 'York',
    model: 'TM9V080B12MP11',
    serial: 'W1E4372918',
    type: 'Furnace',
    year: 2014,
    format: 'York letter-digit-letter-digit (2004+)',
    kind: 'hvac',
    words: 'GAS-FIRED FURNACE',
    extra: [],
  },
  {
    logo: 'Coleman',
    brand: 'Coleman',
    model: 'DGAT070BDD',
    serial: 'NGHM452216',
    type: 'Furnace',
    year: 1999,
    format: 'York old style (21-letter cycle)',
    kind: 'hvac',
    words: 'GAS FURNACE',
    extra: [],
  },
  {
    logo: 'RHEEM',
    brand: 'Rheem',
    model: 'RGPJ-07EAMKR',
    serial: 'W260405233',
    type: 'Furnace',
    year: 2004,
    format: 'Rheem HVAC line letter + WWYY',
    kind: 'hvac',
    words: 'GAS FURNACE',
    extra: [],
  },
  {
    logo: 'Intertherm',
    brand: 'Intertherm',
    model: 'M1MB070ABW',
    serial: 'M1G0309K32117',
    type: 'Furnace',
    year: 2003,
    format: 'Nordyne chars 4–5 year, 6–7 month',
    kind: 'hvac',
    words: 'ELECTRIC FURNACE',
    extra: [],
  },
  {
    logo: 'Heil',
    brand: 'Heil',
    model: 'N9MP2075B12A1',
    serial: 'L062712345',
    type: 'Furnace',
    year: null,
    format: 'none documented (ICP)',
    kind: 'hvac',
    words: 'GAS FURNACE',
    extra: [],
  },
  {
    logo: 'MITSUBISHI ELECTRIC',
    brand: 'Mitsubishi Electric',
    model: 'MUZ-GL12NA',
    serial: '52U01844',
    type: 'Heat Pump',
    year: null,
    format: 'none documented',
    kind: 'hvac',
    words: 'SPLIT-TYPE HEAT PUMP',
    extra: ['R410A'],
  },
  // Appliances
  {
    logo: 'Whirlpool',
    brand: 'Whirlpool',
    model: 'WTW5000DW1',
    serial: 'C31938471',
    type: 'Washer',
    year: 2013,
    format: 'Whirlpool digit year + week (2010+)',
    kind: 'appliance',
    words: 'AUTOMATIC WASHER',
    extra: [],
  },
  {
    logo: 'Whirlpool',
    brand: 'Whirlpool',
    model: 'DU1100XTPQ0',
    serial: 'FT2403871',
    type: 'Dishwasher',
    year: 2006,
    format: 'Whirlpool letter year + week (2004–09)',
    kind: 'appliance',
    words: 'DISHWASHER',
    extra: [],
  },
  {
    logo: 'KitchenAid',
    brand: 'KitchenAid',
    model: 'KDTE104DSS0',
    serial: 'F04412873',
    type: 'Dishwasher',
    year: 2020,
    format: 'Whirlpool digit year + week (2010+)',
    kind: 'appliance',
    words: 'DISHWASHER',
    extra: [],
  },
  {
    logo: 'Kenmore',
    brand: 'Kenmore',
    model: '110.20222991',
    serial: 'C81203351',
    type: 'Dryer',
    year: 2018,
    format: 'Whirlpool digit year + week (Sears 110)',
    kind: 'appliance',
    words: 'ELECTRIC DRYER',
    extra: [],
  },
  {
    logo: 'GE',
    brand: 'GE',
    model: 'GNE27JYMFS',
    serial: 'HT432187A',
    type: 'Refrigerator',
    year: 2022,
    format: 'GE month letter + year letter (12-year cycle)',
    kind: 'appliance',
    words: 'REFRIGERATOR',
    extra: ['REFRIGERANT R600a'],
  },
  {
    logo: 'Hotpoint',
    brand: 'Hotpoint',
    model: 'HPS18BTHBRWW',
    serial: 'GL543210R',
    type: 'Refrigerator',
    year: 2018,
    format: 'GE month letter + year letter (12-year cycle)',
    kind: 'appliance',
    words: 'REFRIGERATOR',
    extra: ['R-134a'],
  },
  {
    logo: 'BOSCH',
    brand: 'Bosch',
    model: 'SHE3AR75UC',
    serial: 'FD 9708 00543',
    type: 'Dishwasher',
    year: 2017,
    format: 'BSH FD + YYMM (1920 + YY)',
    kind: 'appliance',
    words: 'DISHWASHER',
    extra: [],
  },
  {
    logo: 'THERMADOR',
    brand: 'Thermador',
    model: 'DWHD650JFM',
    serial: 'FD 9404 01877',
    type: 'Dishwasher',
    year: 2014,
    format: 'BSH FD + YYMM (1920 + YY)',
    kind: 'appliance',
    words: 'DISHWASHER',
    extra: [],
  },
  {
    logo: 'LG',
    brand: 'LG',
    model: 'WM3400CW',
    serial: '112KWZX03447',
    type: 'Washer',
    year: 2021,
    format: 'LG year digit + month (10-year cycle)',
    kind: 'appliance',
    words: 'FRONT LOAD WASHER',
    extra: [],
  },
  {
    logo: 'FRIGIDAIRE',
    brand: 'Frigidaire',
    model: 'FFTR1821TW0',
    serial: 'BA33409218',
    type: 'Refrigerator',
    year: 2013,
    format: 'Electrolux year digit + week (10-year cycle)',
    kind: 'appliance',
    words: 'REFRIGERATOR-FREEZER',
    extra: ['R-134a'],
  },
  {
    logo: 'SAMSUNG',
    brand: 'Samsung',
    model: 'RF28R7201SR',
    serial: '0B8M4BBN700123A',
    type: 'Refrigerator',
    year: null,
    format: 'none documented',
    kind: 'appliance',
    words: 'REFRIGERATOR',
    extra: ['R-600a'],
  },
  {
    logo: 'SPEED QUEEN',
    brand: 'Speed Queen',
    model: 'TR7003WN',
    serial: '2208013452',
    type: 'Washer',
    year: null,
    format: 'none documented',
    kind: 'appliance',
    words: 'TOP LOAD WASHER',
    extra: [],
  },
  {
    logo: 'Maytag',
    brand: 'Maytag',
    model: 'MED6630HW1',
    serial: 'C91404321',
    type: 'Dryer',
    year: 2019,
    format: 'Whirlpool digit year + week (2010+)',
    kind: 'appliance',
    words: 'ELECTRIC DRYER',
    extra: [],
  },
];

/** The main set's dev split, as plates for this renderer (--tuning). */
function devPlates() {
  const truth = JSON.parse(
    readFileSync(join(root, 'backend', 'test', 'fixtures', 'labels', 'ground-truth.json'), 'utf8'),
  );
  const words = {
    'Gas Water Heater': 'GAS WATER HEATER',
    'Electric Water Heater': 'ELECTRIC WATER HEATER',
    'Tankless Water Heater': 'TANKLESS WATER HEATER',
    Furnace: 'GAS FURNACE',
    'Air Conditioner': 'AIR CONDITIONER',
    'Heat Pump': 'HEAT PUMP',
  };
  return truth
    .filter((fixture) => fixture.split === 'dev')
    .map((fixture) => ({
      logo: chance(0.5) ? fixture.brand.toUpperCase() : fixture.brand,
      brand: fixture.brand,
      model: fixture.modelNumber,
      serial: fixture.serialNumber,
      type: fixture.equipmentType,
      year: fixture.manufactureYear,
      format: fixture.serialFormat,
      kind: fixture.kind === 'water-heater' || fixture.kind === 'appliance' ? fixture.kind : 'hvac',
      words: words[fixture.equipmentType] ?? fixture.equipmentType.toUpperCase(),
      extra: [],
    }));
}

const FONTS = [
  'Nimbus Roman',
  'Nimbus Sans',
  'Nimbus Mono PS',
  'C059',
  'P052',
  'URW Bookman',
  'Liberation Sans Narrow',
  'DejaVu Sans Condensed',
  'Open Sans Condensed',
];
const LOGO_FONTS = ['Nimbus Sans', 'C059', 'URW Bookman', 'P052', 'Nimbus Roman', 'DejaVu Sans Condensed'];
const SURFACES = [
  {
    name: 'brushed aluminium',
    css: 'background: repeating-linear-gradient(90deg,#c9ccd0 0 2px,#bfc3c8 2px 3px,#d3d6da 3px 5px); color:#1b1b1b;',
    band: '#1d3f8f',
  },
  { name: 'white sticker', css: 'background:#f7f7f2; color:#111;', band: '#b3121b' },
  {
    name: 'silver foil sticker',
    css: 'background: linear-gradient(160deg,#e8e9eb,#b9bcc1 60%,#dadcdf); color:#0d0d0d;',
    band: '#222',
  },
  { name: 'cream paper', css: 'background:#efe6cf; color:#2a2115;', band: '#5a3b14' },
  { name: 'black plate', css: 'background:#1c1c1e; color:#f1f1f1;', band: '#c8a200' },
  { name: 'yellowed label', css: 'background:#f1e6a6; color:#1a1a1a;', band: '#0b5d2a' },
];
const SCENES = ['#8d9296', '#d8d2c4', '#4b5560', '#b8b09a', '#e4e4e0', '#5d4a3a'];
const LAYOUTS = ['grid', 'colon', 'stacked', 'bilingual', 'barcode', 'spec-sheet'];

const KEYWORDS = {
  model: ['MODEL NO.', 'MODEL', 'M/N', 'MOD.', 'Model Number', 'MODEL #'],
  serial: ['SERIAL NO.', 'SERIAL', 'S/N', 'SER. NO.', 'Serial Number', 'SERIAL #'],
};

function ratings(kind) {
  if (kind === 'water-heater')
    return [
      ['VOLTS', pick(['120', '240', '208/240'])],
      ['CAPACITY', `${pick([30, 40, 50, 75])} U.S. GAL`],
      ['WORKING PRESSURE', '150 PSI'],
      ['INPUT', `${pick(['32,000', '40,000', '199,000'])} BTU/HR`],
    ];
  if (kind === 'hvac')
    return [
      ['VOLTS', pick(['208/230', '115', '460'])],
      ['PH', '1'],
      ['HZ', '60'],
      ['MIN CIRCUIT AMPS', pick(['14.2', '20.5', '9.8'])],
      ['MAX FUSE', `${pick([20, 25, 30, 40])} A`],
    ];
  return [
    ['VOLTS', pick(['120', '240'])],
    ['HZ', '60'],
    ['AMPS', pick(['6.5', '12', '15', '30'])],
  ];
}

const FOOTERS = [
  'CAUTION: DISCONNECT ALL POWER BEFORE SERVICING.',
  'WARNING: Improper installation can cause property damage, injury or death.',
  'Do not remove this label. / Ne pas enlever cette étiquette.',
  'LISTED · Made in U.S.A.',
  'Refer to the installation manual for clearances to combustibles.',
];

const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');

function barcode(width, height) {
  let x = 0;
  let bars = '';
  while (x < width) {
    const w = 1 + Math.floor(random() * 3);
    if (chance(0.55)) bars += `<rect x="${x}" y="0" width="${w}" height="${height}"/>`;
    x += w + 1;
  }
  return `<svg width="${width}" height="${height}" fill="currentColor">${bars}</svg>`;
}

function body(plate, layout, printedDate) {
  const modelKey = pick(KEYWORDS.model);
  const serialKey = pick(KEYWORDS.serial);
  const rows = ratings(plate.kind);
  const dateLine = printedDate ? `<div>MFG. DATE ${printedDate}</div>` : '';
  const extra = plate.extra.map((line) => `<div class="small">${esc(line)}</div>`).join('');
  switch (layout) {
    case 'grid':
      return `<table class="grid"><tr><th>${modelKey}</th><th>${serialKey}</th><th>${esc(rows[0][0])}</th></tr>
        <tr><td>${esc(plate.model)}</td><td>${esc(plate.serial)}</td><td>${esc(rows[0][1])}</td></tr></table>
        <table class="grid small">${rows
          .slice(1)
          .map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`)
          .join('')}</table>${dateLine}${extra}`;
    case 'colon':
      return `<div>${modelKey}: ${esc(plate.model)}</div><div>${serialKey}: ${esc(plate.serial)}</div>${dateLine}
        <div class="small">${rows.map(([k, v]) => `${k} ${v}`).join(' &nbsp; ')}</div>${extra}`;
    case 'stacked':
      return `<div class="key">${modelKey}</div><div class="value">${esc(plate.model)}</div>
        <div class="key">${serialKey}</div><div class="value">${esc(plate.serial)}</div>${dateLine}
        <div class="small">${rows.map(([k, v]) => `${k} ${v}`).join(' · ')}</div>${extra}`;
    case 'bilingual':
      return `<div>MODEL / MODÈLE &nbsp; ${esc(plate.model)}</div><div>SERIAL NO. / NO DE SÉRIE &nbsp; ${esc(plate.serial)}</div>${dateLine}
        <div class="small">${rows.map(([k, v]) => `${k} ${v}`).join(' &nbsp; ')}</div>${extra}`;
    case 'barcode':
      return `<div>${modelKey} ${esc(plate.model)}</div><div class="code">${barcode(420, 46)}</div>
        <div>${serialKey} ${esc(plate.serial)}</div><div class="code">${barcode(420, 46)}</div>${dateLine}${extra}`;
    default:
      return `<div class="columns"><div><div>${modelKey}</div><div class="value">${esc(plate.model)}</div>
        <div>${serialKey}</div><div class="value">${esc(plate.serial)}</div>${dateLine}</div>
        <table class="grid small">${rows.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}</table></div>${extra}`;
  }
}

function page(plate, index) {
  const layout = LAYOUTS[index % LAYOUTS.length];
  const font = pick(FONTS);
  const logoFont = pick(LOGO_FONTS);
  const surface = pick(SURFACES);
  const size = Math.round(between(24, 34));
  const bold = chance(0.4);
  const printedDate =
    plate.year && chance(0.12) ? `${String(1 + Math.floor(random() * 12)).padStart(2, '0')}/${plate.year}` : null;
  const [width, height] = pick([
    [1400, 1050],
    [1600, 1000],
    [1200, 1500],
    [1500, 1125],
  ]);
  const rotate = between(-5, 5);
  const tiltX = between(-14, 14);
  const tiltY = between(-16, 16);
  const blur = chance(0.35) ? between(0.4, 1.3) : 0;
  const glare = chance(0.35);
  const shadow = chance(0.3);
  const dim = chance(0.2) ? between(0.55, 0.75) : 1;
  const quality = Math.round(between(45, 85));
  const banded = chance(0.45);
  const logoStyle = `font-family:'${logoFont}'; font-size:${Math.round(size * between(1.6, 2.4))}px; font-weight:${chance(0.7) ? 700 : 400};
    font-style:${chance(0.3) ? 'italic' : 'normal'}; letter-spacing:${between(0, 4).toFixed(1)}px;`;
  const footer = pick(FOOTERS);
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
    html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;background:${pick(SCENES)};}
    .scene{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;perspective:1400px;
      filter:${blur ? `blur(${blur.toFixed(2)}px)` : 'none'} brightness(${dim.toFixed(2)});}
    .plate{${surface.css} font-family:'${font}'; font-size:${size}px; font-weight:${bold ? 700 : 400}; width:${Math.round(width * between(0.8, 0.92))}px;
      padding:${Math.round(size * 1.1)}px; border-radius:${chance(0.5) ? 14 : 3}px; box-shadow:0 8px 28px rgba(0,0,0,.45);
      transform:rotate(${rotate.toFixed(1)}deg) rotateX(${tiltX.toFixed(1)}deg) rotateY(${tiltY.toFixed(1)}deg); line-height:1.35; position:relative;}
    .logo{${logoStyle} margin-bottom:${Math.round(size * 0.4)}px; ${banded ? `background:${surface.band}; color:#fff; padding:4px 14px; display:inline-block;` : ''}}
    .kind{font-size:${Math.round(size * 0.85)}px; font-weight:700; margin-bottom:${Math.round(size * 0.5)}px;}
    .small{font-size:${Math.round(size * 0.62)}px;}
    .key{font-size:${Math.round(size * 0.7)}px; text-transform:uppercase;}
    .value{font-size:${Math.round(size * 1.05)}px; font-weight:700; margin-bottom:6px;}
    table.grid{border-collapse:collapse; margin:6px 0; width:100%;}
    table.grid td, table.grid th{border:1.5px solid currentColor; padding:4px 10px; text-align:left;}
    table.grid th{font-size:${Math.round(size * 0.7)}px;}
    .columns{display:grid; grid-template-columns:1.2fr 1fr; gap:18px; align-items:start;}
    .code{margin:2px 0 8px;}
    .rivet{position:absolute;width:16px;height:16px;border-radius:50%;background:radial-gradient(circle at 35% 35%,#fff,#888 60%,#444);}
    .light{position:absolute;inset:0;pointer-events:none;
      background:${glare ? `radial-gradient(ellipse at ${Math.round(between(20, 80))}% ${Math.round(between(15, 60))}%, rgba(255,255,255,.55), rgba(255,255,255,0) 38%)` : 'none'}${shadow ? `, linear-gradient(${Math.round(between(0, 360))}deg, rgba(0,0,0,.42), rgba(0,0,0,0) 55%)` : ''};}
    .grain{position:absolute;inset:0;opacity:.16;pointer-events:none;}
  </style></head><body><div class="scene"><div class="plate">
    <div class="rivet" style="left:8px;top:8px"></div><div class="rivet" style="right:8px;top:8px"></div>
    <div class="rivet" style="left:8px;bottom:8px"></div><div class="rivet" style="right:8px;bottom:8px"></div>
    <div class="logo">${esc(plate.logo)}</div><div class="kind">${esc(plate.words)}</div>
    ${body(plate, layout, printedDate)}
    <div class="small" style="margin-top:8px">${esc(footer)}</div>
  </div></div>
  <div class="light"></div>
  <svg class="grain" width="100%" height="100%"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="${between(0.7, 1.1).toFixed(2)}" seed="${index + 1}"/></filter><rect width="100%" height="100%" filter="url(#n)"/></svg>
  </body></html>`;
  const notes = [
    `${width}x${height}`,
    `${layout} layout`,
    `${font} ${size}px${bold ? ' bold' : ''} on ${surface.name}, logo in ${logoFont}${banded ? ' on a band' : ''}`,
    `rotated ${rotate.toFixed(1)}°, tilt ${tiltX.toFixed(0)}°/${tiltY.toFixed(0)}°`,
    blur ? `blur ${blur.toFixed(1)}` : null,
    glare ? 'glare' : null,
    shadow ? 'shadow' : null,
    dim < 1 ? `low light ×${dim.toFixed(2)}` : null,
    `JPEG q${quality}`,
    printedDate ? `printed date ${printedDate}` : null,
  ].filter(Boolean);
  return { html, width, height, quality, layout, notes: notes.join('; ') };
}

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const truth = [];
  try {
    for (const [index, plate] of (TUNING_DIR ? devPlates() : PLATES).entries()) {
      const shot = page(plate, index);
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: 1,
      });
      const tab = await context.newPage();
      await tab.setContent(shot.html, { waitUntil: 'load' });
      await tab.evaluate(() => globalThis.document.fonts.ready);
      const file = `${String(index + 1).padStart(3, '0')}-${slug(plate.brand)}.jpg`;
      await tab.screenshot({ path: join(OUT, file), type: 'jpeg', quality: shot.quality });
      await context.close();
      truth.push({
        file,
        split: SPLIT,
        brand: plate.brand,
        modelNumber: plate.model,
        serialNumber: plate.serial,
        equipmentType: plate.type,
        manufactureYear: plate.year,
        serialFormat: plate.format,
        serialYear: plate.year,
        kind: plate.kind,
        layout: shot.layout,
        notes: shot.notes,
      });
      process.stdout.write(`${file}\n`);
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(OUT, 'ground-truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
}

await main();
