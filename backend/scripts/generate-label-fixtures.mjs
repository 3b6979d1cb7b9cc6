#!/usr/bin/env node
/**
 * Renders the label photo fixtures of the OCR accuracy test (backend/test/fixtures/labels): rating
 * plates and stickers of water heaters, furnaces, condensers and appliances of every brand family and
 * serial-format period of shared/reference/serial-date-codes.md, drawn as SVG with 14 font families
 * (Debian packages: fonts-dejavu, fonts-liberation, fonts-freefont-ttf, fonts-noto-core,
 * fonts-urw-base35, fonts-croscore, fonts-roboto, fonts-open-sans), in 6 layouts (inline, stacked,
 * table with a header row, two columns, embossed metal, sticker on a curved tank), then degraded like
 * a phone photo (rotation, perspective, glare, shadow, low light, blur, noise, partial crop, JPEG).
 *
 * Serials are written here from the research's format descriptions, independently of the decoder
 * (backend/src/modules/vision/age): nothing here calls it. The ground truth is the year each serial
 * was generated for; a repeating code (a year letter every 20 years…) is generated for a year in its
 * format's period, which may be the older decade.
 *
 * Every plate belongs to the dev split (used while tuning the reader) or the test split (never tuned
 * on), drawn from a PRNG of its own (SPLIT_SEED), so the split does not move when drawing changes.
 *
 * Reproducible: seeded PRNGs drive every choice. Run from the repository root:
 *   node backend/scripts/generate-label-fixtures.mjs
 * The images are committed, so the tests never depend on the fonts of the machine that runs them.
 *
 * A tuning batch (never committed, never the test split): another seed renders other plates, every one
 * of them in the 'tuning' split, into a directory of its own, which the accuracy test reads with
 * LABEL_FIXTURES_DIR:
 *   node backend/scripts/generate-label-fixtures.mjs --seed 4242 --count 200 --out .tmp/label-tuning
 * `--out` with the committed seed renders the committed set elsewhere (its ground-truth.json must be
 * byte-identical to the committed one).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const COMMITTED_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'labels');
const COMMITTED_SEED = 20261123;
const { values: options } = parseArgs({
  options: {
    seed: { type: 'string' },
    count: { type: 'string' },
    out: { type: 'string' },
  },
});
const SEED = options.seed === undefined ? COMMITTED_SEED : Number(options.seed);
const PLATES = options.count === undefined ? 160 : Number(options.count);
if (!Number.isSafeInteger(SEED) || !Number.isSafeInteger(PLATES) || PLATES < 1) {
  throw new Error(`--seed and --count take whole numbers (got ${options.seed}, ${options.count})`);
}
/** Another seed is a tuning batch: it must not overwrite the committed plates. */
const TUNING = SEED !== COMMITTED_SEED;
if (TUNING && options.out === undefined) throw new Error('a tuning batch (--seed) needs --out <dir>');
const OUT_DIR = options.out === undefined ? COMMITTED_DIR : resolve(options.out);
const SPLIT_SEED = 777;

// ---------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32)

function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let random = prng(SEED);
const splitRandom = prng(SPLIT_SEED);
const between = (min, max) => min + random() * (max - min);
const integer = (min, max) => Math.floor(between(min, max + 1));
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;
const digits = (n) => Array.from({ length: n }, () => integer(0, 9)).join('');
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letters = (n) => Array.from({ length: n }, () => pick(LETTERS)).join('');
const alnum = (n) => Array.from({ length: n }, () => (chance(0.7) ? String(integer(0, 9)) : pick(LETTERS))).join('');
const pad2 = (n) => String(n).padStart(2, '0');
function gaussian() {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
/** A week whose Thursday is in the middle of the year's months (weeks 2–51). */
const week = () => integer(2, 51);
const LAST_YEAR = 2025;

// ---------------------------------------------------------------------------------------------
// Serial formats, written from the research (shared/reference/serial-date-codes.md): each returns
// { serial, year } for a year inside the format's period of use.

const MONTHS_NO_I = 'ABCDEFGHJKLM';
const BW_YEARS = 'ABCDEFGHJKLMNPSTWXYZ'; // bulletin #100: A = 2004 … Z = 2003 (G = 1990), 20-year cycle
const GE = 'ADFGHLMRSTVZ'; // months; years A = 2013 … Z = 2024 (A = 2001 before)
const YORK_MONTHS = 'ABCDEFGHKLMN';
const YORK_OLD_YEARS = 'ABCDEFGHJKLMNPRSTVWXY'; // A = 1971 / 1992 … N = 1983 / 2004, P = 1984 … Y = 1991
const RINNAI_YEARS = 'ABCDEFGHJKLMNPRSTVWXYZ'; // A = 2009 (J = 2017)
const TRANE_YEARS = 'WXYSBCDEFGHJKLMNPRZ'; // W = 1983 … Z = 2001
const CARRIER_80S = 'MNPQRSTVWXYZ'; // January … December, 1980–84
const BLACKHORSE = 'EBLACKHORS'; // index = last digit of the year

const yy = (year) => pad2(year % 100);
const SERIALS = {
  bradfordWhite: () => {
    const year = integer(1986, LAST_YEAR);
    const tail = chance(0.3) ? letters(1) + digits(6) : digits(7);
    return { serial: BW_YEARS[(((year - 2004) % 20) + 20) % 20] + MONTHS_NO_I[integer(0, 11)] + tail, year };
  },
  bradfordWhiteOA: () => ({ serial: `OA${digits(7)}`, year: 1997 }),
  rheemLetters: () => {
    const year = integer(1992, LAST_YEAR);
    const prefix = pick([letters(1), letters(2), letters(4)]);
    return { serial: `${prefix}${pad2(integer(1, 12))}${yy(year)}${chance(0.4) ? letters(1) : ''}${digits(5)}`, year };
  },
  rheemDigits: () => {
    const year = integer(1976, 2008);
    return { serial: `${pad2(integer(1, 12))}${yy(year)}${chance(0.5) ? letters(1) : digits(1)}${digits(5)}`, year };
  },
  rheemHvac: () => {
    const year = integer(1988, LAST_YEAR);
    return { serial: `${letters(1)}${pad2(week())}${yy(year)}${digits(5)}`, year };
  },
  aoSmithYYWW: () => {
    const year = integer(2008, LAST_YEAR);
    return { serial: `${yy(year)}${pad2(week())}${letters(1)}${digits(6)}`, year };
  },
  aoSmithLetters: () => {
    const year = integer(1986, 2007);
    return { serial: `${letters(1)}${MONTHS_NO_I[integer(0, 11)]}${yy(year)}${digits(6)}`, year };
  },
  aoSmithLegacy: () => {
    const year = integer(1972, 1994);
    return { serial: `${digits(3)}-${letters(1)}-${yy(year)}${digits(4)}`, year };
  },
  stateLetters: () => {
    const year = integer(1986, 2007);
    return { serial: `${MONTHS_NO_I[integer(0, 11)]}${yy(year)}${digits(6)}`, year };
  },
  rinnaiLetters: () => {
    const year = integer(2009, LAST_YEAR);
    return { serial: `${RINNAI_YEARS[year - 2009]}${MONTHS_NO_I[integer(0, 11)]}${digits(6)}`, year };
  },
  rinnaiDigits: () => {
    const year = integer(1996, 2008);
    return { serial: `${yy(year)}${pad2(integer(1, 12))}${digits(6)}`, year };
  },
  carrierWWYY: () => {
    const year = integer(1986, LAST_YEAR);
    return { serial: `${pad2(week())}${yy(year)}${letters(1)}${digits(5)}`, year };
  },
  carrierYYMM: () => {
    const year = integer(1980, 1989);
    return { serial: `${yy(year)}${pad2(integer(1, 12))}${digits(6)}`, year };
  },
  carrier80s: () => {
    const year = integer(1980, 1984);
    return { serial: `${CARRIER_80S[integer(0, 11)]}${year % 10}${digits(5)}`, year };
  },
  carrier70s: () => {
    const year = integer(1971, 1979);
    return { serial: `${'ABCDEFGH'[integer(0, 7)]}${year % 10}${digits(5)}`, year };
  },
  traneYYWW: () => {
    const year = integer(2010, LAST_YEAR);
    return { serial: `${yy(year)}${pad2(week())}${digits(1)}${chance(0.5) ? letters(4) + digits(1) : alnum(5)}`, year };
  },
  traneYWW: () => {
    const year = integer(2002, 2009);
    return { serial: `${year % 10}${pad2(week())}${letters(2)}${digits(4)}`, year };
  },
  traneLetter: () => {
    const year = integer(1983, 2001);
    return { serial: `${TRANE_YEARS[year - 1983]}${pad2(week())}${digits(1)}${letters(1)}${digits(4)}`, year };
  },
  trane1980: () => {
    const year = integer(1980, 1982);
    return { serial: `${digits(6)}${{ 1980: 'A', 1981: 'T', 1982: 'U' }[year]}${digits(1)}`, year };
  },
  lennox: () => {
    const year = integer(1976, LAST_YEAR);
    return {
      serial: `${pick(['58', '19', '59', '60', '56'])}${yy(year)}${MONTHS_NO_I[integer(0, 11)]}${digits(5)}`,
      year,
    };
  },
  goodman: () => {
    const year = integer(1977, LAST_YEAR);
    return { serial: `${yy(year)}${pad2(integer(1, 12))}${digits(6)}`, year };
  },
  blackhorse: () => {
    const year = integer(1972, 1995);
    return { serial: `${BLACKHORSE[year % 10]}${digits(7)}`, year };
  },
  yorkNew: () => {
    const year = integer(2005, LAST_YEAR);
    return {
      serial: `${letters(1)}${Math.floor((year % 100) / 10)}${YORK_MONTHS[integer(0, 11)]}${year % 10}${digits(6)}`,
      year,
    };
  },
  yorkOld: () => {
    const year = integer(1972, 2003);
    const index = year <= 1991 && year >= 1984 ? year - 1971 : (year - 1971) % 21;
    return {
      serial: `${letters(1)}${YORK_MONTHS[integer(0, 11)]}${YORK_OLD_YEARS[index]}${letters(1)}${digits(6)}`,
      year,
    };
  },
  nordyne: () => {
    const year = integer(1990, LAST_YEAR);
    return {
      serial: `${letters(1)}${digits(1)}${letters(1)}${yy(year)}${pad2(integer(1, 12))}${letters(1)}${digits(5)}`,
      year,
    };
  },
  whirlpoolDigit: () => {
    const year = integer(2010, LAST_YEAR);
    return { serial: `${letters(1)}${year % 10}${pad2(week())}${digits(5)}`, year };
  },
  whirlpoolLetter: () => {
    const year = integer(2004, 2006);
    return { serial: `${letters(1)}${{ 2004: 'R', 2005: 'S', 2006: 'T' }[year]}${pad2(week())}${digits(5)}`, year };
  },
  ge: () => {
    const year = integer(1991, LAST_YEAR);
    return {
      serial: `${GE[integer(0, 11)]}${GE[(((year - 2013) % 12) + 12) % 12]}${digits(6)}${chance(0.6) ? letters(1) : ''}`,
      year,
    };
  },
  boschFD: () => {
    const year = integer(1996, 2019);
    return { serial: `FD ${year - 1920}${pad2(integer(1, 12))} ${digits(5)}`, year };
  },
  boschFactory: () => {
    const year = integer(1996, LAST_YEAR);
    return { serial: `${pick(['10', '82', '21'])}${year % 10}${pad2(integer(1, 12))}${digits(13)}`, year };
  },
  lg: () => {
    const year = integer(1999, LAST_YEAR);
    return {
      serial: `${year % 10}${pad2(integer(1, 12))}${pick(['KW', 'TA', 'RM', 'PN'])}${letters(2)}${digits(5)}`,
      year,
    };
  },
  electrolux: () => {
    const year = integer(1992, LAST_YEAR);
    return { serial: `${letters(2)}${year % 10}${pad2(week())}${digits(5)}`, year };
  },
};

// Brands without a documented date code: plausible serials, year null unless a date is printed.
const OPAQUE = {
  navien: () => `${digits(4)}${letters(1)}${digits(1)}${letters(2)}${digits(7)}`,
  samsung: () => `0${letters(1)}${digits(1)}${letters(1)}${digits(1)}${letters(3)}${digits(6)}${letters(1)}`,
  daikin: () => `${digits(10)}`,
  noritz: () => `${letters(1)}${digits(9)}`,
};

// ---------------------------------------------------------------------------------------------
// What the labels say

const EXTRAS = {
  'Gas Water Heater': () => [
    `CAPACITY ${pick([30, 40, 50, 75])} U.S. GALLONS`,
    `INPUT ${pick(['36,000', '40,000', '38,000', '65,000'])} BTU/H  NATURAL GAS`,
    `RECOVERY ${integer(30, 80)} GPH AT 90F RISE`,
    'MAX WORKING PRESSURE 150 PSI',
  ],
  'Electric Water Heater': () => [
    `CAPACITY ${pick([40, 50, 80])} U.S. GALLONS`,
    `VOLTS 240  WATTS ${pick(['4500', '5500', '3800'])}`,
    'UPPER ELEMENT 4500 W  LOWER ELEMENT 4500 W',
    'MAX WORKING PRESSURE 150 PSI',
  ],
  'Tankless Water Heater': () => [
    `INPUT MIN ${pick(['15,000', '11,000'])} MAX ${pick(['199,000', '180,000'])} BTU/H`,
    'NATURAL GAS  TANKLESS',
    'ELECTRICAL 120V 60HZ 1.5A',
  ],
  Furnace: () => [
    `INPUT ${pick(['60,000', '80,000', '100,000', '40,000'])} BTU/H`,
    `OUTPUT CAPACITY ${pick(['57,000', '77,000', '96,000'])} BTU/H`,
    pick(['VOLTS 115  HZ 60  PH 1', '115V 60HZ 1PH', '120V60']),
    `TEMPERATURE RISE ${integer(30, 40)}-${integer(60, 70)} F`,
  ],
  'Air Conditioner': () => [
    pick(['VOLTS 208/230  PH 1  HZ 60', '208/230V 60HZ 1PH']),
    `COMPRESSOR RLA ${integer(10, 20)}.${integer(0, 9)}  LRA ${integer(60, 90)}`,
    'DESIGN PRESSURE HIGH 600 PSIG LOW 250 PSIG',
    `MIN CIRCUIT AMPACITY ${integer(15, 30)}`,
  ],
  'Heat Pump': () => [
    'VOLTS 208/230  PH 1  HZ 60',
    'FACTORY CHARGED FOR 15 FT OF TUBING',
    `MAX FUSE ${pick([25, 30, 35, 40])} A`,
  ],
  Refrigerator: () => ['115V~ 60Hz', `RATED CURRENT ${integer(5, 9)} A`, 'CLASS: N'],
  Washer: () => ['120V~ 60Hz  12 A', `CAPACITY ${integer(4, 5)}.${integer(0, 9)} CU. FT.`, 'WATER PRESSURE 20-116 PSI'],
  Dryer: () => ['240V~ 60Hz  30 A', 'ELECTRIC DRYER  5600 W', 'EXHAUST DUCT 4 IN.'],
  Dishwasher: () => ['120V~ 60Hz  12 A', 'HEATER 1200 W', 'WATER PRESSURE 20-120 PSI'],
  Range: () => ['240V~ 60Hz  40 A', 'ELECTRIC RANGE', `${integer(10, 13)}.${integer(0, 9)} KW @ 240V`],
};

const DESCRIPTIONS = {
  'Gas Water Heater': ['GAS WATER HEATER', 'NATURAL GAS WATER HEATER', 'Residential Gas Water Heater'],
  'Electric Water Heater': ['ELECTRIC WATER HEATER', 'Residential Electric Water Heater'],
  'Tankless Water Heater': ['TANKLESS WATER HEATER', 'Condensing Tankless Water Heater'],
  Furnace: ['GAS-FIRED FURNACE', 'CATEGORY IV FURNACE', 'Gas Furnace - Upflow/Horizontal'],
  'Air Conditioner': ['SPLIT SYSTEM AIR CONDITIONER', 'OUTDOOR AIR CONDITIONING UNIT', 'Air Conditioner'],
  'Heat Pump': ['SPLIT SYSTEM HEAT PUMP', 'OUTDOOR HEAT PUMP UNIT', 'Heat Pump'],
  Refrigerator: ['REFRIGERATOR', 'REFRIGERATOR-FREEZER'],
  Washer: ['CLOTHES WASHER', 'AUTOMATIC WASHER'],
  Dryer: ['CLOTHES DRYER', 'ELECTRIC DRYER'],
  Dishwasher: ['DISHWASHER', 'BUILT-IN DISHWASHER'],
  Range: ['ELECTRIC RANGE', 'FREE-STANDING RANGE'],
};

const WARNINGS = [
  'WARNING: Read the installation and operating instructions before use.',
  'CAUTION: Disconnect all power before servicing.',
  'Keep combustible materials away from this appliance.',
];

/**
 * Printed hints real plates carry (never a manufacture date): the edition of a cited standard (an
 * edition at most a few years older than the unit) and the refrigerant of the era.
 */
function clueLines(kind, type, year) {
  const lines = [];
  const edition = Math.max(1975, year - integer(0, 4));
  if (kind === 'water-heater' && chance(0.6)) {
    lines.push(
      pick([
        `ANSI Z21.10.1-${edition} / CSA 4.1-${edition}`,
        `Complies with ANSI Z21.10.1-${edition}`,
        `UL 174-${edition}`,
      ]),
    );
  }
  if (kind === 'furnace' && chance(0.5)) lines.push(`ANSI Z21.47-${edition} / CSA 2.3-${edition}`);
  if (kind === 'condenser' && chance(0.85)) {
    const refrigerant = year < 2006 ? 'R-22' : year < 2025 ? 'R-410A' : 'R-454B';
    lines.push(`REFRIGERANT ${refrigerant}  ${integer(4, 9)} LBS ${integer(0, 15)} OZ`);
  }
  if (type === 'Refrigerator' && chance(0.8)) {
    lines.push(
      `REFRIGERANT ${year < 1994 ? 'R-12' : year < 2013 ? 'R-134a' : 'R-600a'} ${integer(2, 5)}.${integer(0, 9)} OZ`,
    );
  }
  if (kind === 'appliance' && type !== 'Refrigerator' && chance(0.4))
    lines.push(`UL ${pick(['2157', '749', '858'])}-${edition}`);
  return lines;
}

const MONTH_ABBR = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
function printedDate(year, month) {
  return pick([
    () => `MFG DATE: ${pad2(month)}/${year}`,
    () => `MFD ${year}-${pad2(month)}`,
    () => `DATE OF MFG: ${MONTH_ABBR[month - 1]} ${year}`,
  ])();
}

/** Brand as printed and in catalogue spelling, kind, types, models, serial formats. */
const WH = 'water-heater';
const SPECS = [
  {
    brand: 'Bradford White',
    logos: ['BRADFORD WHITE', 'Bradford White'],
    kind: WH,
    types: ['Gas Water Heater', 'Electric Water Heater'],
    models: ['RG250T6N', 'RE350S6-1NCWW', 'M450S6DS', 'MI403S6FBN'],
    serials: ['bradfordWhite', 'bradfordWhite', 'bradfordWhiteOA'],
  },
  {
    brand: 'Rheem',
    logos: ['Rheem', 'RHEEM'],
    kind: WH,
    types: ['Gas Water Heater', 'Electric Water Heater'],
    models: ['XG40T06EC36U1', 'XE50T06ST45U1', 'PROG40-38N', '21V40F1'],
    serials: ['rheemLetters', 'rheemDigits'],
  },
  {
    brand: 'Ruud',
    logos: ['RUUD', 'Ruud'],
    kind: WH,
    types: ['Gas Water Heater'],
    models: ['PROG50-42N', 'PROE40T2RU95'],
    serials: ['rheemLetters', 'rheemDigits'],
  },
  {
    brand: 'Richmond',
    logos: ['RICHMOND'],
    kind: WH,
    types: ['Gas Water Heater'],
    models: ['6G40-38F1', '6G50-40F3'],
    serials: ['rheemLetters'],
  },
  {
    brand: 'A.O. Smith',
    logos: ['A.O. SMITH', 'A. O. Smith'],
    kind: WH,
    types: ['Gas Water Heater', 'Electric Water Heater'],
    models: ['GCV-50', 'GPVL-50', 'ECT-52', 'FCG-40'],
    serials: ['aoSmithYYWW', 'aoSmithLetters', 'aoSmithLegacy'],
  },
  {
    brand: 'American',
    logos: ['AMERICAN WATER HEATER'],
    kind: WH,
    types: ['Gas Water Heater'],
    models: ['G62-40T40-3NV', 'E62-50H-045DV'],
    serials: ['aoSmithYYWW', 'aoSmithLetters'],
  },
  {
    brand: 'State',
    logos: ['STATE'],
    kind: WH,
    types: ['Gas Water Heater'],
    models: ['GS650YBRT', 'PR640YOMVF'],
    serials: ['stateLetters', 'aoSmithYYWW'],
  },
  {
    brand: 'Reliance',
    logos: ['RELIANCE'],
    kind: WH,
    types: ['Electric Water Heater'],
    models: ['6-50-DOCT', '6-40-SORT'],
    serials: ['stateLetters', 'aoSmithYYWW'],
  },
  {
    brand: 'Kenmore',
    logos: ['KENMORE', 'SEARS KENMORE'],
    kind: WH,
    types: ['Gas Water Heater'],
    models: ['153.331652', '153.332163'],
    serials: ['stateLetters', 'aoSmithYYWW'],
  },
  {
    brand: 'Whirlpool',
    logos: ['Whirlpool'],
    kind: WH,
    types: ['Electric Water Heater'],
    models: ['E1F50US045V', 'E2F40HD045V'],
    serials: ['aoSmithYYWW'],
  },
  {
    brand: 'Rinnai',
    logos: ['Rinnai'],
    kind: WH,
    types: ['Tankless Water Heater'],
    models: ['RL75EN', 'RUR160EN', 'R94LSI'],
    serials: ['rinnaiLetters', 'rinnaiDigits'],
  },
  {
    brand: 'Navien',
    logos: ['NAVIEN'],
    kind: WH,
    types: ['Tankless Water Heater'],
    models: ['NPE-240A2', 'NPE-180S2'],
    opaque: 'navien',
  },
  {
    brand: 'Carrier',
    logos: ['Carrier', 'CARRIER'],
    kind: 'furnace',
    types: ['Furnace'],
    models: ['59SC5A080E1720', '58STA090-12', '58SSC100-N'],
    serials: ['carrierWWYY', 'carrierYYMM', 'carrier80s', 'carrier70s'],
  },
  {
    brand: 'Bryant',
    logos: ['BRYANT'],
    kind: 'condenser',
    types: ['Heat Pump', 'Air Conditioner'],
    models: ['215DNA036000', '593CJX036'],
    serials: ['carrierWWYY', 'carrierYYMM'],
  },
  {
    brand: 'Payne',
    logos: ['PAYNE'],
    kind: 'furnace',
    types: ['Furnace'],
    models: ['PG92ESA36060', 'PG8MAA036070'],
    serials: ['carrierWWYY', 'carrier80s'],
  },
  {
    brand: 'Day & Night',
    logos: ['DAY & NIGHT', 'DAY AND NIGHT'],
    kind: 'furnace',
    types: ['Furnace'],
    models: ['FG7RAA100', 'N9MP1075B12'],
    serials: ['carrierWWYY', 'carrier70s'],
  },
  {
    brand: 'Trane',
    logos: ['TRANE'],
    kind: 'condenser',
    types: ['Air Conditioner', 'Heat Pump', 'Furnace'],
    models: ['4TTR6036J1000AA', 'XE1000', 'TUD2B080A9V3VB', 'TTX036C100A0'],
    serials: ['traneYYWW', 'traneYWW', 'traneLetter', 'trane1980'],
  },
  {
    brand: 'American Standard',
    logos: ['AMERICAN STANDARD', 'American Standard'],
    kind: 'furnace',
    types: ['Furnace', 'Heat Pump'],
    models: ['AUH2B080A9V3VB', '4A6H4036H1000A'],
    serials: ['traneYYWW', 'traneYWW', 'traneLetter'],
  },
  {
    brand: 'Lennox',
    logos: ['LENNOX'],
    kind: 'furnace',
    types: ['Furnace', 'Air Conditioner'],
    models: ['EL296UH070XV36B', 'ML14XC1-036-230A', 'G23Q3-80', 'HS29-311'],
    serials: ['lennox'],
  },
  {
    brand: 'Goodman',
    logos: ['GOODMAN', 'Goodman'],
    kind: 'condenser',
    types: ['Air Conditioner', 'Furnace', 'Heat Pump'],
    models: ['GSX160361', 'GMSS960603BN', 'CKL36-1'],
    serials: ['goodman'],
  },
  {
    brand: 'Janitrol',
    logos: ['JANITROL'],
    kind: 'furnace',
    types: ['Furnace'],
    models: ['GMS80705BXA', 'GUIC070CX30'],
    serials: ['goodman'],
  },
  {
    brand: 'Amana',
    logos: ['AMANA', 'Amana'],
    kind: 'condenser',
    types: ['Heat Pump', 'Air Conditioner', 'Furnace'],
    models: ['ASZ140361', 'AMVC960804CN', 'RCE36C2'],
    serials: ['goodman', 'blackhorse'],
  },
  {
    brand: 'York',
    logos: ['YORK'],
    kind: 'condenser',
    types: ['Air Conditioner', 'Furnace'],
    models: ['YCD36B21S', 'P3URC12N06401', 'H1DB036S06'],
    serials: ['yorkNew', 'yorkOld'],
  },
  {
    brand: 'Coleman',
    logos: ['COLEMAN', 'Coleman'],
    kind: 'condenser',
    types: ['Heat Pump'],
    models: ['TH4B3621S', 'DGAA077BDTB'],
    serials: ['yorkNew', 'yorkOld'],
  },
  {
    brand: 'Luxaire',
    logos: ['LUXAIRE'],
    kind: 'furnace',
    types: ['Furnace'],
    models: ['TM9V080B12MP11', 'G8T10012UPB11'],
    serials: ['yorkNew', 'yorkOld'],
  },
  {
    brand: 'Fraser-Johnston',
    logos: ['FRASER-JOHNSTON'],
    kind: 'furnace',
    types: ['Furnace'],
    models: ['FG9S080C12MP11', 'LP8D075B12'],
    serials: ['yorkOld'],
  },
  {
    brand: 'Rheem',
    logos: ['Rheem', 'RHEEM'],
    kind: 'condenser',
    types: ['Air Conditioner', 'Heat Pump'],
    models: ['RA1436AJ1NA', 'RP1436AJ1NA'],
    serials: ['rheemHvac'],
  },
  {
    brand: 'Ruud',
    logos: ['RUUD'],
    kind: 'furnace',
    types: ['Furnace'],
    models: ['UGRC-07EZAJS', 'R801TA075314MSA'],
    serials: ['rheemHvac'],
  },
  {
    brand: 'Frigidaire',
    logos: ['FRIGIDAIRE'],
    kind: 'furnace',
    types: ['Furnace'],
    models: ['FG6RL-072C-12B', 'M1MB056ABW'],
    serials: ['nordyne'],
  },
  {
    brand: 'Intertherm',
    logos: ['INTERTHERM'],
    kind: 'furnace',
    types: ['Furnace'],
    models: ['M1MB077ABW', 'E2EB-015HA'],
    serials: ['nordyne'],
  },
  {
    brand: 'Philco',
    logos: ['PHILCO'],
    kind: 'condenser',
    types: ['Heat Pump'],
    models: ['PH4BE-036K', 'PH4BF-024K'],
    serials: ['nordyne'],
  },
  {
    brand: 'Maytag',
    logos: ['MAYTAG'],
    kind: 'condenser',
    types: ['Air Conditioner'],
    models: ['PSA1BG4M34236', 'PSH1BG4M30236'],
    serials: ['nordyne'],
  },
  {
    brand: 'Gibson',
    logos: ['GIBSON'],
    kind: 'furnace',
    types: ['Furnace'],
    models: ['GG6RA-100C-20B', 'KG6RA-080K'],
    serials: ['nordyne'],
  },
  {
    brand: 'Miller',
    logos: ['MILLER'],
    kind: 'furnace',
    types: ['Furnace'],
    models: ['CMF1-056C', 'E7EB-015HA'],
    serials: ['nordyne'],
  },
  {
    brand: 'Daikin',
    logos: ['DAIKIN'],
    kind: 'condenser',
    types: ['Air Conditioner'],
    models: ['DX16SA0361', 'DX13SA0241'],
    opaque: 'daikin',
  },
  {
    brand: 'Whirlpool',
    logos: ['Whirlpool', 'WHIRLPOOL'],
    kind: 'appliance',
    types: ['Refrigerator', 'Washer', 'Dryer'],
    models: ['WRF555SDFZ', 'WTW5000DW1', 'WED4815EW1'],
    serials: ['whirlpoolDigit', 'whirlpoolLetter'],
  },
  {
    brand: 'Maytag',
    logos: ['MAYTAG'],
    kind: 'appliance',
    types: ['Washer'],
    models: ['MVW6230HW', 'MHW5630HW'],
    serials: ['whirlpoolDigit'],
  },
  {
    brand: 'KitchenAid',
    logos: ['KitchenAid'],
    kind: 'appliance',
    types: ['Dishwasher'],
    models: ['KDTM354DSS', 'KDFE104HPS'],
    serials: ['whirlpoolDigit', 'whirlpoolLetter'],
  },
  {
    brand: 'Kenmore',
    logos: ['Kenmore', 'KENMORE'],
    kind: 'appliance',
    types: ['Refrigerator', 'Washer'],
    models: ['106.51133211', '110.22244100'],
    serials: ['whirlpoolDigit'],
  },
  {
    brand: 'Kenmore',
    logos: ['Kenmore'],
    kind: 'appliance',
    types: ['Washer', 'Dryer'],
    models: ['796.41272900', '796.81382210'],
    serials: ['lg'],
  },
  {
    brand: 'Kenmore',
    logos: ['KENMORE'],
    kind: 'appliance',
    types: ['Refrigerator', 'Range'],
    models: ['253.70323410', '790.94012410'],
    serials: ['electrolux'],
  },
  {
    brand: 'GE',
    logos: ['GE Appliances', 'GE'],
    kind: 'appliance',
    types: ['Dryer', 'Refrigerator', 'Dishwasher'],
    models: ['GTD42EASJ2WW', 'GSS25GSHSS', 'GDT665SSN2SS'],
    serials: ['ge'],
  },
  {
    brand: 'Hotpoint',
    logos: ['Hotpoint'],
    kind: 'appliance',
    types: ['Range', 'Refrigerator'],
    models: ['RGB540DEHWW', 'HPS18BTHRWW'],
    serials: ['ge'],
  },
  {
    brand: 'Monogram',
    logos: ['MONOGRAM'],
    kind: 'appliance',
    types: ['Refrigerator'],
    models: ['ZIS360NHRH', 'ZISS420DKSS'],
    serials: ['ge'],
  },
  {
    brand: 'Bosch',
    logos: ['BOSCH'],
    kind: 'appliance',
    types: ['Dishwasher'],
    models: ['SHX878WD5N', 'SHE53T55UC', 'SHPM65W55N'],
    serials: ['boschFD', 'boschFactory'],
  },
  {
    brand: 'Siemens',
    logos: ['SIEMENS'],
    kind: 'appliance',
    types: ['Dishwasher', 'Washer'],
    models: ['SN25M831GB', 'WM14T391GB'],
    serials: ['boschFD'],
  },
  {
    brand: 'Thermador',
    logos: ['THERMADOR'],
    kind: 'appliance',
    types: ['Range', 'Dishwasher'],
    models: ['PRG305WH', 'DWHD650WFP'],
    serials: ['boschFD'],
  },
  {
    brand: 'LG',
    logos: ['LG', 'LG Electronics'],
    kind: 'appliance',
    types: ['Refrigerator', 'Washer', 'Dryer'],
    models: ['LRFVS3006S', 'WM3900HWA', 'DLEX3900W'],
    serials: ['lg'],
  },
  {
    brand: 'Frigidaire',
    logos: ['Frigidaire', 'FRIGIDAIRE'],
    kind: 'appliance',
    types: ['Range', 'Refrigerator', 'Dishwasher'],
    models: ['FFEF3054TS', 'FFHT1821QS', 'FFCD2413US'],
    serials: ['electrolux'],
  },
  {
    brand: 'Electrolux',
    logos: ['Electrolux'],
    kind: 'appliance',
    types: ['Washer', 'Dryer'],
    models: ['EFLS627UTT', 'EFME627UTT'],
    serials: ['electrolux'],
  },
  {
    brand: 'Samsung',
    logos: ['SAMSUNG'],
    kind: 'appliance',
    types: ['Washer', 'Refrigerator'],
    models: ['WF45R6100AW', 'RF28R7351SG'],
    opaque: 'samsung',
  },
];

// ---------------------------------------------------------------------------------------------
// Drawing

const FONTS = [
  { family: 'DejaVu Sans', width: 0.62 },
  { family: 'DejaVu Serif', width: 0.64 },
  { family: 'DejaVu Sans Mono', width: 0.61 },
  { family: 'Liberation Sans', width: 0.57 },
  { family: 'Liberation Serif', width: 0.53 },
  { family: 'Liberation Mono', width: 0.61 },
  { family: 'FreeSans', width: 0.57 },
  { family: 'FreeSerif', width: 0.53 },
  { family: 'FreeMono', width: 0.61 },
  { family: 'Noto Sans', width: 0.6 },
  { family: 'Noto Serif', width: 0.62 },
  { family: 'Nimbus Sans Narrow', width: 0.48 },
  { family: 'Arimo', width: 0.57 },
  { family: 'Cousine', width: 0.61 },
  { family: 'Tinos', width: 0.53 },
  { family: 'Roboto', width: 0.57 },
  { family: 'Roboto Condensed', width: 0.5 },
  { family: 'Open Sans', width: 0.6 },
  { family: 'URW Gothic', width: 0.62 },
];
const PHOTO_SIZES = [
  [1280, 960],
  [1400, 1050],
  [1600, 1200],
  [1500, 1000],
  [1200, 1200],
  [1024, 1365],
];
const PLATE_COLOURS = [
  { fill: '#e6e6e0', ink: '#161616', name: 'silver plate' },
  { fill: '#f7f7f2', ink: '#111111', name: 'white sticker' },
  { fill: '#efe6c8', ink: '#1d1a12', name: 'cream plate' },
  { fill: '#d2d5d8', ink: '#0d1a2a', name: 'grey plate' },
  { fill: '#f3e04a', ink: '#111111', name: 'yellow sticker' },
];
/** The fonts plates are drawn with (the long-tail plates of each split draw from their own half). */
let fontsInUse = FONTS;
const BAND_COLOURS = ['#b3202a', '#1d4f91', '#0f6b3a', '#333333'];
const LAYOUTS = ['inline', 'stacked', 'table', 'two-columns', 'embossed', 'curved-sticker'];

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function metalBackground(width, height) {
  const base = integer(110, 190);
  const stops = Array.from({ length: 5 }, (_, i) => {
    const v = Math.max(60, Math.min(230, base + integer(-35, 35)));
    return `<stop offset="${i * 25}%" stop-color="rgb(${v},${v + integer(-4, 4)},${v + integer(0, 8)})"/>`;
  }).join('');
  const streaks = Array.from({ length: 40 }, () => {
    const y = integer(0, height);
    const v = integer(90, 220);
    return `<rect x="0" y="${y}" width="${width}" height="${integer(1, 3)}" fill="rgb(${v},${v},${v})" opacity="${between(0.1, 0.3).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="metal" x1="0" y1="0" x2="${between(0.3, 1).toFixed(2)}" y2="1">${stops}</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#metal)"/>${streaks}</svg>`;
}

function barcode(x, y, width, height, ink) {
  let bars = '';
  let cursor = x;
  while (cursor < x + width) {
    const w = integer(1, 4) * 2;
    if (chance(0.55)) bars += `<rect x="${cursor}" y="${y}" width="${w}" height="${height}" fill="${ink}"/>`;
    cursor += w;
  }
  return bars;
}

/** A text element; embossed text is the plate's own colour with a highlight and a shadow. */
function text(x, y, content, { font, size, weight = 'normal', ink, embossed }) {
  const attrs = `font-family="${font}" font-size="${size}" font-weight="${weight}" xml:space="preserve"`;
  const body = escapeXml(content);
  if (!embossed) return `<text x="${x}" y="${y}" ${attrs} fill="${ink}">${body}</text>`;
  const d = Math.max(1, size / 22);
  const [light, dark] = embossed === 'raised' ? [-d, d] : [d, -d];
  return (
    `<text x="${x + light}" y="${y + light}" ${attrs} fill="#ffffff" opacity="0.75">${body}</text>` +
    `<text x="${x + dark}" y="${y + dark}" ${attrs} fill="#000000" opacity="0.55">${body}</text>` +
    `<text x="${x}" y="${y}" ${attrs} fill="${ink}">${body}</text>`
  );
}

function keyword(kind) {
  return kind === 'model'
    ? pick(['MODEL', 'MOD', 'M/N', 'MODEL NO.', 'MODEL NUMBER', 'Model No.', 'Model', 'MODEL #'])
    : pick(['SERIAL', 'SER', 'S/N', 'SERIAL NO.', 'SERIAL NUMBER', 'SER. NO.', 'Serial No.', 'Serial', 'SERIAL #']);
}

/** The plate as SVG in its own coordinates: { svg, width, height, description }. */
function drawPlate(label, plateWidth) {
  const font = pick(fontsInUse);
  const colours =
    label.layout === 'embossed' ? { fill: '#c9c9c4', ink: '#6d6d69', name: 'embossed metal' } : pick(PLATE_COLOURS);
  const embossed = label.layout === 'embossed' ? pick(['raised', 'engraved']) : null;
  const bold = chance(0.35) || embossed !== null;
  const widest = Math.max(...label.rows.map((row) => row.map((cell) => cell.text).join('    ').length));
  let size = integer(26, 38);
  while (size > 21 && widest * size * font.width > plateWidth - 80) size -= 1;
  const smallSize = Math.max(17, Math.round(size * 0.62));
  const margin = 40;
  const parts = [];
  let y = margin;
  const ink = colours.ink;
  const style = (lineSize, strong) => ({
    font: font.family,
    size: lineSize,
    weight: strong && bold ? 'bold' : 'normal',
    ink,
    embossed,
  });

  const banded = !embossed && chance(0.25);
  const logoSize = Math.min(size * 2, Math.floor((plateWidth - 2 * margin) / (label.logo.length * 0.7)));
  const logoFont = pick(FONTS).family;
  const logoWeight = chance(0.7) ? 'bold' : 'normal';
  if (banded) {
    const band = pick(BAND_COLOURS);
    parts.push(`<rect x="0" y="0" width="${plateWidth}" height="${logoSize + 2 * margin}" fill="${band}"/>`);
    parts.push(
      text(margin, margin + logoSize * 0.85, label.logo, {
        font: logoFont,
        size: logoSize,
        weight: logoWeight,
        ink: '#ffffff',
      }),
    );
    y = logoSize + 2 * margin + size;
  } else {
    const x = chance(0.5) ? margin : Math.max(margin, (plateWidth - label.logo.length * logoSize * 0.62) / 2);
    parts.push(
      text(x, y + logoSize * 0.85, label.logo, { font: logoFont, size: logoSize, weight: logoWeight, ink, embossed }),
    );
    y += logoSize + size * 0.9;
  }

  const columnX = (index, count) => margin + ((plateWidth - 2 * margin) / count) * index;
  for (const row of label.rows) {
    const lineSize = row[0].small ? smallSize : size;
    y += lineSize * 1.5;
    if (row[0].rule) {
      parts.push(
        `<rect x="${margin}" y="${y - lineSize * 1.1}" width="${plateWidth - 2 * margin}" height="2" fill="${ink}"/>`,
      );
    }
    row.forEach((cell, index) => {
      if (cell.text)
        parts.push(
          text(columnX(index, row.length) + (row.length > 1 ? 4 : 0), y, cell.text, style(lineSize, cell.strong)),
        );
    });
    if (row[0].grid) {
      for (let index = 1; index < row.length; index++) {
        parts.push(
          `<rect x="${columnX(index, row.length) - 8}" y="${y - lineSize * 1.2}" width="2" height="${lineSize * 1.5}" fill="${ink}"/>`,
        );
      }
      parts.push(
        `<rect x="${margin}" y="${y + lineSize * 0.35}" width="${plateWidth - 2 * margin}" height="2" fill="${ink}"/>`,
      );
    }
    if (row[0].barcode) {
      y += lineSize * 0.5;
      parts.push(
        barcode(margin, y, Math.min(plateWidth - 2 * margin, integer(260, 420)), Math.round(lineSize * 1.3), ink),
      );
      y += lineSize * 1.3;
    }
  }
  const height = Math.round(y + margin * 1.2);
  const border = chance(0.6)
    ? `<rect x="8" y="8" width="${plateWidth - 16}" height="${height - 16}" fill="none" stroke="${ink}" stroke-width="${integer(2, 4)}" rx="${integer(0, 14)}"/>`
    : '';
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${plateWidth}" height="${height}"><rect width="${plateWidth}" height="${height}" fill="${colours.fill}" rx="${integer(0, 18)}"/>${border}${parts.join('')}</svg>`,
    width: plateWidth,
    height,
    description: `${font.family} ${size}px${bold ? ' bold' : ''} on ${colours.name}${embossed ? ` (${embossed})` : ''}${banded ? ', brand on a colour band' : ''}`,
  };
}

/** The rows of cells of one label, in its layout. */
function labelRows(layout, spec, type, model, serial, extraLines) {
  const rows = [];
  const line = (textValue, options = {}) => rows.push([{ text: textValue, ...options }]);
  const sep = () => pick([': ', ' ', ':  ', ' : ']);
  const modelKey = keyword('model');
  const serialKey = keyword('serial');
  if (chance(0.8)) line(pick(DESCRIPTIONS[type]), { strong: true });
  const extras = EXTRAS[type]();
  if (layout === 'inline') {
    line(`${modelKey}${sep()}${model}     ${serialKey}${sep()}${serial}`, { strong: true });
  } else if (layout === 'table') {
    const third = pick([
      ['VOLTS', extras.find((e) => /V/.test(e))?.match(/\d{3}(?:\/\d{3})?/)?.[0] ?? '120'],
      ['PH', '1'],
      ['HZ', '60'],
    ]);
    rows.push([
      { text: pick(['MODEL NO.', 'MODEL', 'MODEL NUMBER']), strong: true, grid: true, rule: true },
      { text: pick(['SERIAL NO.', 'SERIAL', 'SERIAL NUMBER']), strong: true },
      { text: third[0], strong: true },
    ]);
    rows.push([{ text: model, strong: true, grid: true }, { text: serial, strong: true }, { text: third[1] }]);
  } else if (layout === 'two-columns') {
    const right = extras.slice(0, 2);
    rows.push([{ text: `${modelKey}${sep()}${model}`, strong: true }, { text: right[0] ?? '' }]);
    rows.push([{ text: `${serialKey}${sep()}${serial}`, strong: true }, { text: right[1] ?? '' }]);
  } else {
    const valueBelow = layout === 'stacked' && chance(0.3);
    const pair = valueBelow
      ? [
          [`${modelKey}`, model],
          [`${serialKey}`, serial],
        ]
      : [[`${modelKey}${sep()}${model}`], [`${serialKey}${sep()}${serial}`]];
    if (chance(0.2)) pair.reverse();
    for (const lines of pair) {
      for (const textValue of lines)
        line(textValue, { strong: true, barcode: layout === 'curved-sticker' && lines.length === 1 && chance(0.4) });
    }
  }
  for (const extra of extraLines) line(extra, { strong: true });
  for (const extra of layout === 'two-columns' ? extras.slice(2) : extras) line(extra);
  if (chance(0.6)) line(pick(WARNINGS), { small: true });
  if (chance(0.4))
    line(pick(['MADE IN U.S.A.', 'LISTED  c UL us', 'Assembled in Mexico', 'DESIGN CERTIFIED']), { small: true });
  return { rows, keys: `${modelKey} / ${serialKey}` };
}

/** Keystone perspective: each horizontal strip scaled to a width that changes from top to bottom. */
async function perspective(png, width, height, amount) {
  const strips = 48;
  const stripHeight = Math.ceil(height / strips);
  const composites = [];
  for (let index = 0; index * stripHeight < height; index++) {
    const top = index * stripHeight;
    const h = Math.min(stripHeight, height - top);
    const t = (top + h / 2) / height;
    const scale = 1 - amount * (amount > 0 ? t : t - 1);
    const w = Math.max(1, Math.round(width * scale));
    const strip = await sharp(png)
      .extract({ left: 0, top, width, height: h })
      .resize(w, h, { fit: 'fill' })
      .png()
      .toBuffer();
    composites.push({ input: strip, left: Math.round((width - w) / 2), top });
  }
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(composites)
    .png()
    .toBuffer();
}

/** A sticker on a round tank: columns compressed towards the edges (a cylinder seen from the front), shaded. */
async function curved(png, width, height) {
  const columns = 60;
  const columnWidth = Math.ceil(width / columns);
  const radius = width / 2 / Math.sin(1.1);
  const project = (x) => width / 2 + radius * Math.sin((x - width / 2) / radius);
  const outWidth = Math.round(project(width) - project(0));
  const offset = project(0);
  const composites = [];
  for (let index = 0; index * columnWidth < width; index++) {
    const left = index * columnWidth;
    const w = Math.min(columnWidth, width - left);
    const x0 = project(left) - offset;
    const x1 = project(left + w) - offset;
    const outW = Math.max(1, Math.round(x1) - Math.round(x0));
    const strip = await sharp(png)
      .extract({ left, top: 0, width: w, height })
      .resize(outW, height, { fit: 'fill' })
      .png()
      .toBuffer();
    composites.push({ input: strip, left: Math.round(x0), top: 0 });
  }
  const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="0">
<stop offset="0%" stop-color="#000" stop-opacity="0.45"/><stop offset="35%" stop-color="#000" stop-opacity="0"/><stop offset="55%" stop-color="#fff" stop-opacity="0.18"/><stop offset="100%" stop-color="#000" stop-opacity="0.5"/></linearGradient></defs><rect width="${outWidth}" height="${height}" fill="url(#s)"/></svg>`;
  composites.push({ input: Buffer.from(shade), left: 0, top: 0 });
  const buffer = await sharp({
    create: { width: outWidth, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite(composites)
    .png()
    .toBuffer();
  return { buffer, width: outWidth };
}

/** Vignette, glare and a shadow across part of the photo. */
function lighting(width, height) {
  const dark = between(0.2, 0.5).toFixed(2);
  const notes = [`vignette ${dark}`];
  let defs = `<radialGradient id="light" cx="${between(0, 1).toFixed(2)}" cy="${between(0, 1).toFixed(2)}" r="${between(0.7, 1.2).toFixed(2)}">
<stop offset="0%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="${dark}"/></radialGradient>`;
  let shapes = `<rect width="${width}" height="${height}" fill="url(#light)"/>`;
  if (chance(0.35)) {
    defs += `<radialGradient id="glare"><stop offset="0%" stop-color="#fff" stop-opacity="${between(0.3, 0.6).toFixed(2)}"/><stop offset="100%" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
    shapes += `<ellipse cx="${integer(0, width)}" cy="${integer(0, height)}" rx="${integer(150, 320)}" ry="${integer(100, 220)}" fill="url(#glare)"/>`;
    notes.push('glare');
  }
  if (chance(0.3)) {
    const x = integer(Math.round(width * 0.3), Math.round(width * 0.8));
    shapes += `<polygon points="${x},0 ${width},0 ${width},${height} ${x - integer(50, 300)},${height}" fill="#000" opacity="${between(0.2, 0.4).toFixed(2)}"/>`;
    notes.push('shadow');
  }
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${defs}</defs>${shapes}</svg>`,
    notes,
  };
}

async function renderPhoto(label) {
  const [width, height] = pick(PHOTO_SIZES);
  const plateWidth = Math.round(width * between(0.72, 0.88));
  const plate = drawPlate(label, plateWidth);
  let platePng = await sharp(Buffer.from(plate.svg)).png().toBuffer();
  let plateW = plate.width;
  const plateH = plate.height;
  const notes = [];
  if (label.layout === 'curved-sticker') {
    const bent = await curved(platePng, plateW, plateH);
    platePng = bent.buffer;
    plateW = bent.width;
    notes.push('curved tank');
  }
  if (chance(0.35)) {
    const amount = (chance(0.5) ? 1 : -1) * between(0.06, 0.16);
    platePng = await perspective(platePng, plateW, plateH, amount);
    notes.push(`perspective ${amount.toFixed(2)}`);
  }
  const scale = Math.min(1, (height * 0.9) / plateH, (width * 0.92) / plateW);
  const angle = (chance(0.5) ? -1 : 1) * between(0.5, 6);
  const placed = await sharp(platePng)
    .resize(Math.round(plateW * scale), Math.round(plateH * scale))
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const left = Math.max(0, Math.round((width - placed.info.width) / 2) + integer(-20, 20));
  const top = Math.max(0, Math.round((height - placed.info.height) / 2) + integer(-15, 15));
  const light = lighting(width, height);
  notes.push(`rotated ${angle.toFixed(1)}°`, ...light.notes);
  const composed = await sharp(Buffer.from(metalBackground(width, height)))
    .composite([
      {
        input: placed.data,
        left: Math.min(left, Math.max(0, width - placed.info.width)),
        top: Math.min(top, Math.max(0, height - placed.info.height)),
      },
      { input: Buffer.from(light.svg), left: 0, top: 0 },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = composed;
  const lowLight = chance(0.2) ? between(0.45, 0.7) : 1;
  const noise = lowLight < 1 ? between(8, 16) : chance(0.6) ? between(3, 12) : 0;
  if (lowLight < 1 || noise) {
    for (let i = 0; i < data.length; i++)
      data[i] = Math.max(0, Math.min(255, data[i] * lowLight + (noise ? gaussian() * noise : 0)));
  }
  if (lowLight < 1) notes.push(`low light ×${lowLight.toFixed(2)}`);
  if (noise) notes.push(`noise σ${noise.toFixed(0)}`);
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const blur = chance(0.45) ? between(0.5, 1.4) : 0;
  if (blur) {
    image = sharp(await image.blur(blur).raw().toBuffer(), {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
    notes.push(`blur ${blur.toFixed(1)}`);
  }
  // A partial crop: the photo cut at one edge, through the plate's margin or the bottom lines.
  if (chance(0.25)) {
    const side = pick(['top', 'bottom', 'left', 'right']);
    // The margin between the plate and that edge of the photo (the crop may eat into the plate's own
    // margin, never into its text columns).
    const margin = side === 'left' ? left : side === 'right' ? Math.max(0, width - left - placed.info.width) : top;
    const cut =
      side === 'bottom'
        ? Math.round(height * between(0.05, 0.15))
        : side === 'top'
          ? Math.max(0, Math.round(margin * 0.9))
          : Math.max(0, Math.round(margin * between(0.6, 1.1)));
    const region = {
      left: side === 'left' ? cut : 0,
      top: side === 'top' ? cut : 0,
      width: width - (side === 'left' || side === 'right' ? cut : 0),
      height: height - (side === 'top' || side === 'bottom' ? cut : 0),
    };
    image = sharp(await image.extract(region).raw().toBuffer(), {
      raw: { width: region.width, height: region.height, channels: info.channels },
    });
    notes.push(`cropped ${cut}px at the ${side}`);
  }
  const quality = integer(40, 85);
  const jpeg = await image.jpeg({ quality, mozjpeg: true }).toBuffer();
  notes.push(`JPEG q${quality}`);
  return {
    jpeg,
    notes: `${width}x${height}; ${label.layout} layout (${label.keys}); ${plate.description}; ${notes.join(', ')}`,
  };
}

// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// The long tail (issue 43): plates made of what still went wrong on unseen plates — look-alike characters
// where a family's grammar allows only digits or only letters (O/0, I/1, S/5, B/8, Z/2), serials printed in
// spaced groups, the older formats of every family, and models with a revision suffix. Each split has its
// own seed and its own half of the fonts, so the test plates share neither drawing nor fonts with the dev
// plates tuned on; they follow the 160 plates above, so those stay byte-identical.

const LONG_TAIL = {
  dev: { seed: 43_001, plates: 24, fonts: (font, index) => index % 2 === 0 },
  test: { seed: 43_002, plates: 24, fonts: (font, index) => index % 2 === 1 },
};
const LONG_TAIL_KINDS = ['look-alike', 'spaced', 'older', 'model-suffix'];
/** The older formats with their periods (serial-date-codes.md), by the spec that prints them. */
const OLDER_FORMATS = [
  'rheemDigits',
  'aoSmithLetters',
  'aoSmithLegacy',
  'stateLetters',
  'rinnaiDigits',
  'carrierYYMM',
  'carrier80s',
  'carrier70s',
  'traneLetter',
  'traneYWW',
  'trane1980',
  'blackhorse',
  'yorkOld',
  'whirlpoolLetter',
];
/** Families whose grammar fixes digit and letter positions: serials rich in look-alikes are drawn from them. */
const LOOK_ALIKE_FORMATS = [
  'bradfordWhite',
  'aoSmithYYWW',
  'carrierWWYY',
  'lennox',
  'goodman',
  'yorkNew',
  'whirlpoolDigit',
  'ge',
  'rheemLetters',
  'traneYYWW',
];
const LOOK_ALIKE_DIGITS = '0158';

/** The serial's digits redrawn from the look-alike ones (0, 1, 5, 8) where the date part allows it. */
function withLookAlikeDigits(serial, format) {
  // The date part (the first four or five characters) keeps its digits, the sequence number takes look-alikes.
  const keep =
    format === 'ge' || format === 'bradfordWhite'
      ? 2
      : format === 'rheemLetters'
        ? /^[A-Z]+\d{4}/.exec(serial)[0].length
        : 5;
  return [...serial].map((char, i) => (i >= keep && /\d/.test(char) ? pick([...LOOK_ALIKE_DIGITS]) : char)).join('');
}

/** A serial printed in groups ('AD3430614' → 'AD34 30614'): where the plate breaks it, not the reader. */
function spacedGroups(serial) {
  const compact = serial.replace(/\s+/g, '');
  const cut = Math.min(compact.length - 3, pick([3, 4, 5]));
  return chance(0.5) || compact.length < 10
    ? `${compact.slice(0, cut)} ${compact.slice(cut)}`
    : `${compact.slice(0, cut)} ${compact.slice(cut, cut + 3)} ${compact.slice(cut + 3)}`;
}

async function renderLongTail(split, truth) {
  const { seed, plates, fonts } = LONG_TAIL[split];
  random = prng(seed);
  fontsInUse = FONTS.filter(fonts);
  let bytes = 0;
  for (let index = 0; index < plates; index++) {
    const tail = LONG_TAIL_KINDS[index % LONG_TAIL_KINDS.length];
    const candidates =
      tail === 'older'
        ? SPECS.flatMap((spec) => (spec.serials ?? []).filter((f) => OLDER_FORMATS.includes(f)).map((f) => [spec, f]))
        : SPECS.flatMap((spec) =>
            (spec.serials ?? [])
              .filter((f) => tail !== 'look-alike' || LOOK_ALIKE_FORMATS.includes(f))
              .map((f) => [spec, f]),
          );
    const [spec, format] = pick(candidates);
    const type = pick(spec.types);
    const kind =
      spec.kind === 'furnace' || spec.kind === 'condenser' ? (type === 'Furnace' ? 'furnace' : 'condenser') : spec.kind;
    let model = pick(spec.models);
    let { serial, year } = SERIALS[format]();
    if (tail === 'look-alike') serial = withLookAlikeDigits(serial, format);
    const printed = tail === 'spaced' ? spacedGroups(serial) : serial;
    // A revision suffix printed after the model, as plates do ('XG40T06EC36U1 REV B', 'M1MB077ABW (A)').
    const modelPrinted = tail === 'model-suffix' ? `${model}${pick([' REV B', ' (A)', '  R1', ' -'])}` : model;
    if (tail === 'model-suffix') model = modelPrinted.replace(/\s+(?:REV\s+\w|\(\w\)|R\d|-)$/, '');
    const extraLines = clueLines(kind, type, year);
    const layout = LAYOUTS[index % LAYOUTS.length];
    const { rows, keys } = labelRows(layout, spec, type, modelPrinted, printed, extraLines);
    const { jpeg, notes } = await renderPhoto({ layout, rows, keys, logo: pick(spec.logos) });
    const number = truth.length + 1;
    const file = `${String(number).padStart(3, '0')}-${split}-tail-${tail}-${spec.brand.toLowerCase().replace(/[^a-z]+/g, '-')}-${format}.jpg`;
    writeFileSync(join(OUT_DIR, file), jpeg);
    bytes += jpeg.length;
    truth.push({
      file,
      split,
      brand: spec.brand,
      modelNumber: model,
      serialNumber: serial.replace(/\s+/g, ''),
      equipmentType: type,
      manufactureYear: year,
      serialFormat: format,
      serialYear: year,
      kind,
      layout,
      notes: `long tail: ${tail}${printed !== serial ? ` (printed "${printed}")` : ''}${modelPrinted !== model ? ` (model printed "${modelPrinted}")` : ''}; ${notes}${extraLines.length ? `; clues ${JSON.stringify(extraLines)}` : ''}`,
    });
  }
  random = prng(SEED);
  fontsInUse = FONTS;
  return bytes;
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const file of readdirSync(OUT_DIR)) if (file.endsWith('.jpg')) rmSync(join(OUT_DIR, file));
  const truth = [];
  let totalBytes = 0;
  // Every spec × serial format appears; the rest of the plates are drawn at random.
  const combos = SPECS.flatMap((spec) => (spec.serials ?? [null]).map((format) => ({ spec, format })));
  for (let index = 0; index < PLATES; index++) {
    // The split PRNG is drawn for every plate either way, so the committed set's split never moves.
    const split = splitRandom() < 0.5 ? (TUNING ? 'tuning' : 'dev') : TUNING ? 'tuning' : 'test';
    const { spec, format } =
      index < combos.length
        ? combos[index]
        : (() => {
            const s = pick(SPECS);
            return { spec: s, format: s.serials ? pick(s.serials) : null };
          })();
    const type = pick(spec.types);
    const kind =
      spec.kind === 'furnace' || spec.kind === 'condenser' ? (type === 'Furnace' ? 'furnace' : 'condenser') : spec.kind;
    const model = pick(spec.models);
    let serial;
    let year = null;
    let serialYear = null;
    if (format) {
      ({ serial, year } = SERIALS[format]());
      serialYear = year;
    } else {
      serial = OPAQUE[spec.opaque]();
    }
    const printsDate = spec.opaque ? chance(0.6) : chance(0.12);
    const extraLines = [];
    if (printsDate) {
      year ??= integer(2008, LAST_YEAR);
      extraLines.push(printedDate(year, integer(1, 12)));
    }
    if (year !== null) extraLines.push(...clueLines(kind, type, year));
    const layout = LAYOUTS[index % LAYOUTS.length];
    const { rows, keys } = labelRows(layout, spec, type, model, serial, extraLines);
    const { jpeg, notes } = await renderPhoto({ layout, rows, keys, logo: pick(spec.logos) });
    const file = `${String(index + 1).padStart(3, '0')}-${spec.brand.toLowerCase().replace(/[^a-z]+/g, '-')}-${format ?? spec.opaque}.jpg`;
    writeFileSync(join(OUT_DIR, file), jpeg);
    totalBytes += jpeg.length;
    truth.push({
      file,
      split,
      brand: spec.brand,
      modelNumber: model,
      serialNumber: serial,
      equipmentType: type,
      manufactureYear: year,
      serialFormat: format,
      serialYear,
      kind,
      layout,
      notes: `${notes}${printsDate ? `; printed "${extraLines[0]}"` : ''}${extraLines.length > (printsDate ? 1 : 0) ? `; clues ${JSON.stringify(extraLines.slice(printsDate ? 1 : 0))}` : ''}`,
    });
  }
  if (!TUNING) {
    for (const split of ['dev', 'test']) totalBytes += await renderLongTail(split, truth);
  }
  writeFileSync(join(OUT_DIR, 'ground-truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  const counts = truth.reduce((acc, row) => ({ ...acc, [row.split]: (acc[row.split] ?? 0) + 1 }), {});
  process.stdout.write(
    `${truth.length} label photos (${JSON.stringify(counts)}), ${(totalBytes / 1024 / 1024).toFixed(1)} MB, in ${OUT_DIR}\n`,
  );
}

await main();
