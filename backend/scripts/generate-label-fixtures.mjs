#!/usr/bin/env node
/**
 * Renders the label photo fixtures of the OCR accuracy test (backend/test/fixtures/labels): rating
 * plates and stickers of water heaters, furnaces, condensers and appliances, drawn as SVG with the
 * machine's fonts (DejaVu, Liberation), then degraded like a phone photo (rotation, skew, uneven light,
 * blur, noise, JPEG artefacts). Serials follow the formats of docs/serial-numbers.md, so the ground
 * truth year is what a correct decoder must find.
 *
 * Reproducible: one seeded PRNG drives every choice. Run from the repository root:
 *   node backend/scripts/generate-label-fixtures.mjs
 * The images are committed, so the tests never depend on the fonts of the machine that runs them.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'labels');
const SEED = 20260522;

// ---------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32)

let state = SEED >>> 0;
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const between = (min, max) => min + random() * (max - min);
const integer = (min, max) => Math.floor(between(min, max + 1));
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;
const digits = (n) => Array.from({ length: n }, () => integer(0, 9)).join('');
/** Letters that real serials use and OCR does not confuse with digits (no I, O, Q, S, B, Z). */
const SAFE_LETTERS = 'ACDEFGHJKLMNPRTUVWXY';
const letters = (n) => Array.from({ length: n }, () => pick(SAFE_LETTERS)).join('');
const pad2 = (n) => String(n).padStart(2, '0');
function gaussian() {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

// ---------------------------------------------------------------------------------------------
// Serial numbers in the formats of the contract table; each returns { serial, year }

const BW_YEAR_LETTERS = 'ABCDEFGHJKLMNPSTWXYZ'; // A=2004 (and 2024), 20-year cycle
const BW_MONTH_LETTERS = 'ABCDEFGHJKLM';
const LENNOX_MONTH_LETTERS = 'ABCDEFGHJKLM';

const SERIALS = {
  bradfordWhite: () => {
    const year = integer(2008, 2025);
    const month = integer(1, 12);
    const tail = chance(0.3) ? letters(1) + digits(6) : digits(7);
    return { serial: BW_YEAR_LETTERS[(year - 2004) % 20] + BW_MONTH_LETTERS[month - 1] + tail, year };
  },
  rheem: () => {
    const year = integer(2006, 2025);
    const month = integer(1, 12);
    const prefix = chance(0.5) ? letters(1) : letters(4);
    const tail = prefix.length === 1 ? digits(5) : letters(1) + digits(5);
    return { serial: `${prefix}${pad2(month)}${pad2(year % 100)}${tail}`, year };
  },
  aoSmith: () => {
    const year = integer(2009, 2025);
    return { serial: `${pad2(year % 100)}${pad2(integer(1, 52))}${letters(1)}${digits(6)}`, year };
  },
  carrier: () => {
    const year = integer(2006, 2025);
    return { serial: `${pad2(integer(1, 52))}${pad2(year % 100)}${letters(1)}${digits(5)}`, year };
  },
  trane: () => {
    const year = integer(2010, 2025);
    const tail = chance(0.5) ? digits(1) + letters(4) : digits(1) + letters(1) + digits(4) + letters(1);
    return { serial: `${pad2(year % 100)}${pad2(integer(1, 52))}${tail}`, year };
  },
  lennox: () => {
    const year = integer(2006, 2025);
    return {
      serial: `${pick(['58', '19', '59', '60', '56'])}${pad2(year % 100)}${LENNOX_MONTH_LETTERS[integer(0, 11)]}${digits(5)}`,
      year,
    };
  },
  goodman: () => {
    const year = integer(2006, 2025);
    return { serial: `${pad2(year % 100)}${pad2(integer(1, 12))}${digits(6)}`, year };
  },
  lg: () => {
    const year = integer(2017, 2025); // one decade back from the fixtures' generation: unambiguous
    return {
      serial: `${year % 10}${pad2(integer(1, 12))}${pick(['KW', 'TA', 'RM', 'PN'])}${letters(2)}${digits(5)}`,
      year,
    };
  },
  bosch: () => {
    const year = integer(2008, 2019);
    return { serial: `FD ${year - 1920}${pad2(integer(1, 12))} ${digits(5)}`, year, fd: true };
  },
};

// Brands whose serial format the contract does not define: plausible serials, year null.
const OPAQUE_SERIALS = {
  rinnai: () => `${letters(2)}${digits(2)}${letters(1)}${digits(6)}`,
  navien: () => `${digits(4)}${letters(1)}${digits(1)}${letters(2)}${digits(7)}`,
  york: () => `W${digits(1)}${letters(1)}${digits(7)}`,
  whirlpool: () => `${letters(3)}${digits(7)}`,
  ge: () => `${letters(2)}${digits(6)}${letters(1)}`,
  samsung: () => `0${letters(1)}${digits(1)}${letters(1)}${digits(1)}${letters(3)}${digits(6)}${letters(1)}`,
  frigidaire: () => `${letters(2)}${digits(8)}`,
};

// ---------------------------------------------------------------------------------------------
// What the labels say

const KEYWORDS_MODEL = ['MODEL', 'MOD', 'M/N', 'MODEL NO.', 'MODEL NUMBER', 'MODEL NO', 'Model No.', 'Model'];
const KEYWORDS_SERIAL = ['SERIAL', 'SER', 'S/N', 'SERIAL NO.', 'SERIAL NUMBER', 'SER. NO.', 'Serial No.', 'Serial'];

const EXTRAS = {
  'Gas Water Heater': () => [
    `CAPACITY ${pick([30, 40, 50, 75])} U.S. GALLONS`,
    `INPUT ${pick(['36,000', '40,000', '38,000', '65,000'])} BTU/H  NATURAL GAS`,
    `RECOVERY ${integer(30, 80)} GPH AT 90F RISE`,
    'MAX WORKING PRESSURE 150 PSI',
    'MANIFOLD PRESSURE 3.5 IN. W.C.',
  ],
  'Electric Water Heater': () => [
    `CAPACITY ${pick([40, 50, 80])} U.S. GALLONS`,
    `VOLTS 240  WATTS ${pick(['4500', '5500', '3800'])}`,
    'UPPER ELEMENT 4500 W  LOWER ELEMENT 4500 W',
    'MAX WORKING PRESSURE 150 PSI',
  ],
  'Tankless Water Heater': () => [
    `INPUT MIN ${pick(['15,000', '11,000'])} MAX ${pick(['199,000', '180,000', '160,000'])} BTU/H`,
    'NATURAL GAS  TANKLESS',
    'ELECTRICAL 120V 60HZ 1.5A',
    'MAX WATER PRESSURE 150 PSI',
  ],
  Furnace: () => [
    `INPUT ${pick(['60,000', '80,000', '100,000', '40,000'])} BTU/H`,
    `OUTPUT CAPACITY ${pick(['57,000', '77,000', '96,000'])} BTU/H`,
    'VOLTS 115  HZ 60  PH 1',
    `TEMPERATURE RISE ${integer(30, 40)}-${integer(60, 70)} F`,
    'MAX EXTERNAL STATIC PRESSURE 0.5 IN. W.C.',
  ],
  'Air Conditioner': () => [
    'VOLTS 208/230  PH 1  HZ 60',
    `COMPRESSOR RLA ${integer(10, 20)}.${integer(0, 9)}  LRA ${integer(60, 90)}`,
    `REFRIGERANT R-410A  ${integer(4, 9)} LBS ${integer(0, 15)} OZ`,
    'DESIGN PRESSURE HIGH 600 PSIG LOW 250 PSIG',
    `MIN CIRCUIT AMPACITY ${integer(15, 30)}`,
  ],
  'Heat Pump': () => [
    'VOLTS 208/230  PH 1  HZ 60',
    `REFRIGERANT R-410A  ${integer(5, 11)} LBS ${integer(0, 15)} OZ`,
    'FACTORY CHARGED FOR 15 FT OF TUBING',
    `MAX FUSE ${pick([25, 30, 35, 40])} A`,
  ],
  Refrigerator: () => ['115V~ 60Hz', `RATED CURRENT ${integer(5, 9)} A`, 'REFRIGERANT R600a 2.6 OZ', 'CLASS: N'],
  Washer: () => ['120V~ 60Hz  12 A', `CAPACITY ${integer(4, 5)}.${integer(0, 9)} CU. FT.`, 'WATER PRESSURE 20-116 PSI'],
  Dryer: () => ['240V~ 60Hz  30 A', 'ELECTRIC DRYER  5600 W', 'EXHAUST DUCT 4 IN.'],
  Dishwasher: () => ['120V~ 60Hz  12 A', 'HEATER 1200 W', 'WATER PRESSURE 20-120 PSI'],
  Range: () => ['240V~ 60Hz  40 A', 'ELECTRIC RANGE', `${integer(10, 13)}.${integer(0, 9)} KW @ 240V`],
};

const WARNINGS = [
  'WARNING: Read the installation and operating instructions before use.',
  'CAUTION: Disconnect all power before servicing.',
  'Improper installation may cause property damage, injury or death.',
  'Keep combustible materials away from this appliance.',
  'DANGER: Risk of electric shock. More than one disconnect may be required.',
];

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

/** Printed manufacture dates, in the three forms of the contract. */
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
function printedDate(year, month) {
  return pick([
    () => `MFG DATE: ${pad2(month)}/${year}`,
    () => `MFD ${year}-${pad2(month)}`,
    () => `DATE OF MFG: ${MONTHS[month - 1]} ${year}`,
  ])();
}

/**
 * Every fixture: brand as printed (`logo`) and in catalogue spelling (`brand`), the models it may
 * carry, its serial format, kind and equipment type.
 */
const SPECS = [
  // Water heaters
  {
    brand: 'Rheem',
    logo: 'Rheem',
    kind: 'water-heater',
    type: 'Gas Water Heater',
    models: ['XG40T06EC36U1', 'XG50T06EC38U1'],
    serial: 'rheem',
  },
  {
    brand: 'Rheem',
    logo: 'RHEEM',
    kind: 'water-heater',
    type: 'Electric Water Heater',
    models: ['XE50T06ST45U1', 'PROE50T2RH95'],
    serial: 'rheem',
  },
  {
    brand: 'Rheem',
    logo: 'Rheem',
    kind: 'water-heater',
    type: 'Gas Water Heater',
    models: ['XG30T06EC32U0', 'PROG40-38N'],
    serial: 'rheem',
  },
  {
    brand: 'Ruud',
    logo: 'RUUD',
    kind: 'water-heater',
    type: 'Gas Water Heater',
    models: ['PROG50-42N', 'PROG40-38U'],
    serial: 'rheem',
  },
  {
    brand: 'Ruud',
    logo: 'Ruud',
    kind: 'water-heater',
    type: 'Electric Water Heater',
    models: ['PROE40T2RU95', 'PROE50M2RU95'],
    serial: 'rheem',
  },
  {
    brand: 'Richmond',
    logo: 'RICHMOND',
    kind: 'water-heater',
    type: 'Gas Water Heater',
    models: ['6G40-38F1', '6G50-40F3'],
    serial: 'rheem',
  },
  {
    brand: 'A.O. Smith',
    logo: 'A.O. SMITH',
    kind: 'water-heater',
    type: 'Gas Water Heater',
    models: ['GCV-50', 'GPVL-50', 'GCR-40'],
    serial: 'aoSmith',
  },
  {
    brand: 'A.O. Smith',
    logo: 'A. O. Smith',
    kind: 'water-heater',
    type: 'Electric Water Heater',
    models: ['ECT-52', 'ENT-50', 'EES-40'],
    serial: 'aoSmith',
  },
  {
    brand: 'A.O. Smith',
    logo: 'A.O. SMITH',
    kind: 'water-heater',
    type: 'Gas Water Heater',
    models: ['GDHE-50', 'GPHE-50'],
    serial: 'aoSmith',
  },
  {
    brand: 'State',
    logo: 'STATE',
    kind: 'water-heater',
    type: 'Gas Water Heater',
    models: ['GS650YBRT', 'GS640YBRT'],
    serial: 'aoSmith',
  },
  {
    brand: 'Bradford White',
    logo: 'BRADFORD WHITE',
    kind: 'water-heater',
    type: 'Gas Water Heater',
    models: ['RG250T6N', 'RG240S6N'],
    serial: 'bradfordWhite',
  },
  {
    brand: 'Bradford White',
    logo: 'Bradford White',
    kind: 'water-heater',
    type: 'Electric Water Heater',
    models: ['RE350S6-1NCWW', 'RE240T6-1NCWW'],
    serial: 'bradfordWhite',
  },
  {
    brand: 'Bradford White',
    logo: 'BRADFORD WHITE',
    kind: 'water-heater',
    type: 'Gas Water Heater',
    models: ['M450S6DS', 'RG2PV50H6N'],
    serial: 'bradfordWhite',
  },
  {
    brand: 'Bradford White',
    logo: 'Bradford White',
    kind: 'water-heater',
    type: 'Gas Water Heater',
    models: ['RG240T6N', 'MI403S6FBN'],
    serial: 'bradfordWhite',
  },
  {
    brand: 'Rinnai',
    logo: 'Rinnai',
    kind: 'water-heater',
    type: 'Tankless Water Heater',
    models: ['RL75EN', 'RUR160EN'],
    opaque: 'rinnai',
  },
  {
    brand: 'Navien',
    logo: 'NAVIEN',
    kind: 'water-heater',
    type: 'Tankless Water Heater',
    models: ['NPE-240A2', 'NPE-180S2'],
    opaque: 'navien',
    printed: true,
  },
  // Furnaces
  {
    brand: 'Carrier',
    logo: 'Carrier',
    kind: 'furnace',
    type: 'Furnace',
    models: ['59SC5A080E1720', '58STA090-12'],
    serial: 'carrier',
  },
  {
    brand: 'Bryant',
    logo: 'BRYANT',
    kind: 'furnace',
    type: 'Furnace',
    models: ['315AAV036070ACJA', '912SB36060E17'],
    serial: 'carrier',
  },
  {
    brand: 'Payne',
    logo: 'PAYNE',
    kind: 'furnace',
    type: 'Furnace',
    models: ['PG92ESA36060', 'PG95ESA48080'],
    serial: 'carrier',
  },
  {
    brand: 'Trane',
    logo: 'TRANE',
    kind: 'furnace',
    type: 'Furnace',
    models: ['S9V2B080U3PSAA', 'TUD2B080A9V3VB'],
    serial: 'trane',
  },
  {
    brand: 'American Standard',
    logo: 'AMERICAN STANDARD',
    kind: 'furnace',
    type: 'Furnace',
    models: ['AUH2B080A9V3VB', 'AUD2B060A9H21B'],
    serial: 'trane',
  },
  {
    brand: 'Lennox',
    logo: 'LENNOX',
    kind: 'furnace',
    type: 'Furnace',
    models: ['EL296UH070XV36B', 'ML180UH090P48B'],
    serial: 'lennox',
  },
  {
    brand: 'Goodman',
    logo: 'GOODMAN',
    kind: 'furnace',
    type: 'Furnace',
    models: ['GMSS960603BN', 'GMEC960804CN'],
    serial: 'goodman',
  },
  {
    brand: 'Amana',
    logo: 'AMANA',
    kind: 'furnace',
    type: 'Furnace',
    models: ['AMVC960804CN', 'AMES960603BN'],
    serial: 'goodman',
  },
  {
    brand: 'Carrier',
    logo: 'CARRIER',
    kind: 'furnace',
    type: 'Furnace',
    models: ['58CVA090-1-16', '59TP6A080V1716'],
    serial: 'carrier',
  },
  // Condensers and heat pumps
  {
    brand: 'Carrier',
    logo: 'Carrier',
    kind: 'condenser',
    type: 'Air Conditioner',
    models: ['24ACC636A003', '24ABC624A300'],
    serial: 'carrier',
  },
  {
    brand: 'Bryant',
    logo: 'Bryant',
    kind: 'condenser',
    type: 'Heat Pump',
    models: ['215DNA036000', '225ANA048000'],
    serial: 'carrier',
  },
  {
    brand: 'Payne',
    logo: 'Payne',
    kind: 'condenser',
    type: 'Air Conditioner',
    models: ['PA13NA036000', 'PA14NA024000'],
    serial: 'carrier',
  },
  {
    brand: 'Trane',
    logo: 'TRANE',
    kind: 'condenser',
    type: 'Air Conditioner',
    models: ['4TTR6036J1000AA', '4TTR4024L1000A'],
    serial: 'trane',
  },
  {
    brand: 'Trane',
    logo: 'Trane',
    kind: 'condenser',
    type: 'Heat Pump',
    models: ['4TWR4036G1000AA', '4TWR6048H1000A'],
    serial: 'trane',
  },
  {
    brand: 'American Standard',
    logo: 'American Standard',
    kind: 'condenser',
    type: 'Heat Pump',
    models: ['4A6H4036H1000A', '4A6H6024A1000A'],
    serial: 'trane',
  },
  {
    brand: 'Lennox',
    logo: 'LENNOX',
    kind: 'condenser',
    type: 'Air Conditioner',
    models: ['ML14XC1-036-230A', 'XC16-036-230'],
    serial: 'lennox',
  },
  {
    brand: 'Goodman',
    logo: 'Goodman',
    kind: 'condenser',
    type: 'Air Conditioner',
    models: ['GSX160361', 'GSX140481'],
    serial: 'goodman',
  },
  {
    brand: 'Goodman',
    logo: 'GOODMAN',
    kind: 'condenser',
    type: 'Heat Pump',
    models: ['GSZ140481', 'GSZ160361'],
    serial: 'goodman',
  },
  {
    brand: 'Daikin',
    logo: 'DAIKIN',
    kind: 'condenser',
    type: 'Air Conditioner',
    models: ['DX16SA0361', 'DX13SA0241'],
    serial: 'goodman',
  },
  {
    brand: 'Amana',
    logo: 'Amana',
    kind: 'condenser',
    type: 'Heat Pump',
    models: ['ASZ140361', 'ASZ160481'],
    serial: 'goodman',
  },
  {
    brand: 'York',
    logo: 'YORK',
    kind: 'condenser',
    type: 'Air Conditioner',
    models: ['YCD36B21S', 'YCE24B21S'],
    opaque: 'york',
  },
  {
    brand: 'Coleman',
    logo: 'COLEMAN',
    kind: 'condenser',
    type: 'Heat Pump',
    models: ['TH4B3621S', 'TH4B2421S'],
    opaque: 'york',
    printed: true,
  },
  // Appliances
  {
    brand: 'LG',
    logo: 'LG',
    kind: 'appliance',
    type: 'Refrigerator',
    models: ['LRFVS3006S', 'LFXS26973S'],
    serial: 'lg',
  },
  {
    brand: 'LG',
    logo: 'LG Electronics',
    kind: 'appliance',
    type: 'Washer',
    models: ['WM3900HWA', 'WM4000HWA'],
    serial: 'lg',
  },
  { brand: 'LG', logo: 'LG', kind: 'appliance', type: 'Dryer', models: ['DLEX3900W', 'DLE3400W'], serial: 'lg' },
  {
    brand: 'Bosch',
    logo: 'BOSCH',
    kind: 'appliance',
    type: 'Dishwasher',
    models: ['SHX878WD5N', 'SHEM63W55N'],
    serial: 'bosch',
  },
  {
    brand: 'Bosch',
    logo: 'BOSCH',
    kind: 'appliance',
    type: 'Dishwasher',
    models: ['SHPM65W55N', 'SHE53T55UC'],
    serial: 'bosch',
  },
  {
    brand: 'Whirlpool',
    logo: 'Whirlpool',
    kind: 'appliance',
    type: 'Refrigerator',
    models: ['WRF555SDFZ', 'WRS325FDAM'],
    opaque: 'whirlpool',
  },
  {
    brand: 'Maytag',
    logo: 'MAYTAG',
    kind: 'appliance',
    type: 'Washer',
    models: ['MVW6230HW', 'MHW5630HW'],
    opaque: 'whirlpool',
  },
  {
    brand: 'KitchenAid',
    logo: 'KitchenAid',
    kind: 'appliance',
    type: 'Dishwasher',
    models: ['KDTM354DSS', 'KDFE104HPS'],
    opaque: 'whirlpool',
    printed: true,
  },
  {
    brand: 'GE',
    logo: 'GE Appliances',
    kind: 'appliance',
    type: 'Dryer',
    models: ['GTD42EASJ2WW', 'GTD65EBSJ2WS'],
    opaque: 'ge',
  },
  {
    brand: 'Samsung',
    logo: 'SAMSUNG',
    kind: 'appliance',
    type: 'Washer',
    models: ['WF45R6100AW', 'WF45T6000AW'],
    opaque: 'samsung',
  },
  {
    brand: 'Frigidaire',
    logo: 'Frigidaire',
    kind: 'appliance',
    type: 'Range',
    models: ['FFEF3054TS', 'FCRE3052AS'],
    opaque: 'frigidaire',
    printed: true,
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
  { family: 'Liberation Sans Narrow', width: 0.47 },
];
const PHOTO_SIZES = [
  [1280, 960],
  [1400, 1050],
  [1600, 1200],
  [1500, 1000],
  [1200, 1200],
  [1024, 1365],
];
const PLATES = [
  { fill: '#e6e6e0', ink: '#161616', name: 'silver plate' },
  { fill: '#f7f7f2', ink: '#111111', name: 'white sticker' },
  { fill: '#efe6c8', ink: '#1d1a12', name: 'cream plate' },
  { fill: '#d2d5d8', ink: '#0d1a2a', name: 'grey plate' },
];
const BAND_COLOURS = ['#b3202a', '#1d4f91', '#0f6b3a', '#333333'];

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function textWidth(text, size, font) {
  return text.length * size * font.width;
}

/** A metal background: a brushed gradient with a few streaks. */
function metalBackground(width, height) {
  const base = integer(120, 190);
  const stops = Array.from({ length: 5 }, (_, i) => {
    const v = Math.max(60, Math.min(230, base + integer(-35, 35)));
    return `<stop offset="${i * 25}%" stop-color="rgb(${v},${v + integer(-4, 4)},${v + integer(0, 8)})"/>`;
  }).join('');
  const streaks = Array.from({ length: 40 }, () => {
    const y = integer(0, height);
    const v = integer(90, 220);
    return `<rect x="0" y="${y}" width="${width}" height="${integer(1, 3)}" fill="rgb(${v},${v},${v})" opacity="${between(0.1, 0.3).toFixed(2)}"/>`;
  }).join('');
  return `<defs><linearGradient id="metal" x1="0" y1="0" x2="${between(0.3, 1).toFixed(2)}" y2="1">${stops}</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#metal)"/>${streaks}`;
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

/** Lays out one label as lines of text; returns the SVG of the plate (in plate coordinates). */
function drawPlate(label, plateWidth) {
  const font = pick(FONTS);
  const plate = pick(PLATES);
  const bold = chance(0.35);
  const maxLineChars = Math.max(...label.lines.map((line) => line.text.length));
  let size = integer(26, 38);
  while (size > 22 && textWidth('x'.repeat(maxLineChars), size, font) > plateWidth - 80) size -= 1;
  const smallSize = Math.max(17, Math.round(size * 0.62));
  const margin = 40;
  const parts = [];
  let y = margin;

  // Brand: large, sometimes white on a coloured band.
  const banded = chance(0.25);
  const logoSize = Math.min(size * 2, Math.floor((plateWidth - 2 * margin) / (label.logo.length * 0.7)));
  const logoFont = pick(['DejaVu Sans', 'Liberation Sans', 'DejaVu Serif', 'Liberation Serif']);
  const logoWeight = chance(0.7) ? 'bold' : 'normal';
  const logoStyle = chance(0.2) ? 'italic' : 'normal';
  if (banded) {
    const band = pick(BAND_COLOURS);
    parts.push(`<rect x="0" y="0" width="${plateWidth}" height="${logoSize + 2 * margin}" fill="${band}"/>`);
    parts.push(
      `<text x="${margin}" y="${margin + logoSize * 0.85}" font-family="${logoFont}" font-size="${logoSize}" font-weight="${logoWeight}" font-style="${logoStyle}" fill="#ffffff">${escapeXml(label.logo)}</text>`,
    );
    y = logoSize + 2 * margin + size;
  } else {
    const x = chance(0.5) ? margin : (plateWidth - label.logo.length * logoSize * 0.62) / 2;
    parts.push(
      `<text x="${Math.max(margin, x)}" y="${y + logoSize * 0.85}" font-family="${logoFont}" font-size="${logoSize}" font-weight="${logoWeight}" font-style="${logoStyle}" fill="${plate.ink}">${escapeXml(label.logo)}</text>`,
    );
    y += logoSize + size * 0.9;
    if (chance(0.5)) {
      parts.push(
        `<rect x="${margin}" y="${y - size * 0.6}" width="${plateWidth - 2 * margin}" height="3" fill="${plate.ink}"/>`,
      );
      y += size * 0.4;
    }
  }

  for (const line of label.lines) {
    const lineSize = line.small ? smallSize : size;
    const weight = line.strong && bold ? 'bold' : 'normal';
    y += lineSize * 1.45;
    parts.push(
      `<text x="${margin}" y="${y}" font-family="${font.family}" font-size="${lineSize}" font-weight="${weight}" fill="${plate.ink}" xml:space="preserve">${escapeXml(line.text)}</text>`,
    );
    if (line.barcode) {
      y += lineSize * 0.5;
      parts.push(
        barcode(margin, y, Math.min(plateWidth - 2 * margin, integer(260, 420)), Math.round(lineSize * 1.3), plate.ink),
      );
      y += lineSize * 1.3;
    }
  }
  const plateHeight = Math.round(y + margin * 1.2);
  const border = chance(0.6)
    ? `<rect x="8" y="8" width="${plateWidth - 16}" height="${plateHeight - 16}" fill="none" stroke="${plate.ink}" stroke-width="${integer(2, 4)}" rx="${integer(0, 14)}"/>`
    : '';
  const screws = chance(0.4)
    ? [
        [22, 22],
        [plateWidth - 22, 22],
        [22, plateHeight - 22],
        [plateWidth - 22, plateHeight - 22],
      ]
        .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="9" fill="#8a8a8a" stroke="#555" stroke-width="2"/>`)
        .join('')
    : '';
  return {
    svg: `<rect width="${plateWidth}" height="${plateHeight}" fill="${plate.fill}" rx="${integer(0, 18)}"/>${border}${screws}${parts.join('')}`,
    height: plateHeight,
    description: `${font.family} ${size}px${bold ? ' bold' : ''} on ${plate.name}${banded ? ', brand on a colour band' : ''}`,
  };
}

/** The text lines of one label: description, model and serial in one of several layouts, extras, warnings. */
function labelLines(spec, model, serial, printed) {
  const modelKey = pick(KEYWORDS_MODEL);
  const serialKey = pick(KEYWORDS_SERIAL);
  const separator = pick([': ', ' ', '. ', ':  ', ' : ']);
  const cleanSeparator = (key) => (key.endsWith('.') && separator.startsWith('.') ? ' ' : separator);
  const modelText = `${modelKey}${cleanSeparator(modelKey)}${model}`;
  const serialText = `${serialKey}${cleanSeparator(serialKey)}${serial}`;
  const extras = EXTRAS[spec.type]();
  const lines = [];
  const layout = pick(['plate', 'plate', 'inline', 'sticker', 'extras-first']);
  if (chance(0.8)) lines.push({ text: pick(DESCRIPTIONS[spec.type]), strong: true });
  if (layout === 'extras-first') lines.push(...extras.slice(0, 2).map((text) => ({ text })));
  if (layout === 'inline') {
    lines.push({ text: `${modelText}    ${serialText}`, strong: true });
  } else {
    const withBarcodes = layout === 'sticker';
    const pair = [
      { text: modelText, strong: true, barcode: withBarcodes },
      { text: serialText, strong: true, barcode: withBarcodes },
    ];
    if (chance(0.2)) pair.reverse();
    lines.push(...pair);
  }
  if (printed) lines.push({ text: printed, strong: true });
  lines.push(...extras.slice(layout === 'extras-first' ? 2 : 0).map((text) => ({ text })));
  if (chance(0.7)) lines.push({ text: pick(WARNINGS), small: true });
  if (chance(0.4))
    lines.push({
      text: pick(['MADE IN U.S.A.', 'LISTED  c UL us', 'Assembled in Mexico', 'DESIGN CERTIFIED']),
      small: true,
    });
  return { lines, layout, keys: `${modelKey} / ${serialKey}` };
}

/** Lighting: a dark vignette from one side and sometimes a glare spot. */
function lighting(width, height) {
  const cx = between(0, 1).toFixed(2);
  const cy = between(0, 1).toFixed(2);
  const dark = between(0.25, 0.55).toFixed(2);
  let svg = `<defs><radialGradient id="light" cx="${cx}" cy="${cy}" r="${between(0.7, 1.2).toFixed(2)}">
<stop offset="0%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="${dark}"/></radialGradient>`;
  const glare = chance(0.35);
  if (glare) {
    svg += `<radialGradient id="glare"><stop offset="0%" stop-color="#fff" stop-opacity="${between(0.25, 0.45).toFixed(2)}"/><stop offset="100%" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  }
  svg += `</defs><rect width="${width}" height="${height}" fill="url(#light)"/>`;
  if (glare) {
    svg += `<ellipse cx="${integer(0, width)}" cy="${integer(0, height)}" rx="${integer(150, 300)}" ry="${integer(100, 200)}" fill="url(#glare)"/>`;
  }
  return { svg, description: `uneven light (vignette ${dark}${glare ? ', glare' : ''})` };
}

function addNoise(pixels, sigma) {
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = Math.max(0, Math.min(255, pixels[i] + gaussian() * sigma));
  }
}

async function renderPhoto(label) {
  const [width, height] = pick(PHOTO_SIZES);
  const plateWidth = Math.round(width * between(0.72, 0.9));
  const plate = drawPlate(label, plateWidth);
  // Fit the plate in the photo: scale down when it is taller than ~92% of the frame.
  const scale = Math.min(1, (height * 0.9) / plate.height);
  const angle = (chance(0.5) ? -1 : 1) * between(1, 7);
  const skew = chance(0.4) ? between(-4, 4) : 0;
  const x = (width - plateWidth * scale) / 2 + integer(-20, 20);
  const y = (height - plate.height * scale) / 2 + integer(-15, 15);
  const cx = (plateWidth * scale) / 2;
  const cy = (plate.height * scale) / 2;
  const light = lighting(width, height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
${metalBackground(width, height)}
<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(2)} ${cx.toFixed(1)} ${cy.toFixed(1)}) skewX(${skew.toFixed(2)}) scale(${scale.toFixed(3)})">
<rect x="6" y="8" width="${plateWidth}" height="${plate.height}" fill="#000" opacity="0.25"/>
${plate.svg}
</g>
${light.svg}
</svg>`;

  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const noise = chance(0.7) ? between(4, 14) : 0;
  if (noise) addNoise(data, noise);
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const blur = chance(0.5) ? between(0.5, 1.3) : 0;
  if (blur) image = image.blur(blur);
  const quality = integer(40, 85);
  const jpeg = await image.jpeg({ quality, mozjpeg: true }).toBuffer();
  const degradations = [
    `rotated ${angle.toFixed(1)}°`,
    skew ? `skew ${skew.toFixed(1)}°` : null,
    light.description,
    blur ? `blur ${blur.toFixed(1)}` : null,
    noise ? `noise σ${noise.toFixed(0)}` : null,
    `JPEG q${quality}`,
  ].filter(Boolean);
  return {
    jpeg,
    notes: `${width}x${height}; ${label.layout} layout (${label.keys}); ${plate.description}; ${degradations.join(', ')}`,
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const file of readdirSync(OUT_DIR)) if (file.endsWith('.jpg')) rmSync(join(OUT_DIR, file));
  const truth = [];
  let totalBytes = 0;
  for (const [index, spec] of SPECS.entries()) {
    const model = pick(spec.models);
    let serial;
    let year = null;
    let printed = null;
    if (spec.serial) {
      const generated = SERIALS[spec.serial]();
      serial = generated.serial;
      year = generated.year;
    } else {
      serial = OPAQUE_SERIALS[spec.opaque]();
    }
    if (spec.printed) {
      year = integer(2012, 2024);
      printed = printedDate(year, integer(1, 12));
    }
    const label = labelLines(spec, model, serial, printed);
    label.logo = spec.logo;
    const { jpeg, notes } = await renderPhoto(label);
    const file = `${String(index + 1).padStart(2, '0')}-${spec.brand.toLowerCase().replace(/[^a-z]+/g, '-')}-${spec.kind}.jpg`;
    writeFileSync(join(OUT_DIR, file), jpeg);
    totalBytes += jpeg.length;
    truth.push({
      file,
      brand: spec.brand,
      modelNumber: model,
      // The Bosch FD code is printed with spaces; the serial is the whole code without them.
      serialNumber: serial,
      equipmentType: spec.type,
      manufactureYear: year,
      kind: spec.kind,
      notes: `${notes}${printed ? `; printed "${printed}"` : ''}${spec.serial ? '' : '; serial format not decodable (year from the printed date only)'}`,
    });
  }
  writeFileSync(join(OUT_DIR, 'ground-truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  process.stdout.write(`${truth.length} label photos, ${(totalBytes / 1024 / 1024).toFixed(1)} MB, in ${OUT_DIR}\n`);
}

await main();
