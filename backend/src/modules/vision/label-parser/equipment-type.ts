import { POOL_BRANDS } from './brand-catalogue';

/**
 * The kind of equipment a rating plate belongs to, from the words on it. Rules run from the most
 * specific to the most general (a heat-pump water heater before a heat pump, a water heater before a
 * furnace: both list BTU inputs), and words that also appear on other plates ('THERMOSTAT' on a water
 * heater, 'REFRIGERANT' on a refrigerator) only count with company.
 */

interface LabelWords {
  /** Uppercase text, punctuation kept ('R-410A', 'BTU/H'). */
  text: string;
  /** Uppercase words only, digits misread for letters repaired ('HEATFR' stays, 'B0ILER' → 'BOILER'). */
  words: string;
  brand: string | null;
}

type TypeRule = [type: string, applies: (label: LabelWords) => boolean];

const has = (label: LabelWords, pattern: RegExp) => pattern.test(label.words) || pattern.test(label.text);

const WATER_HEATER = /\bWATER\s*HEATER|\bHOT\s*WATER\b|\bGAL(?:LON)?S?\b|\bRECOVERY\b|\bFIRST\s*HOUR\b/;
const GAS = /\b(?:GAS|BTU|BTUH|NATURAL|PROPANE|LP|INPUT|FLUE|VENT(?:ING)?|BURNER)\b/;
const ELECTRIC_ELEMENTS = /\b(?:ELEMENTS?|WATTS?|WATTAGE|KW)\b/;
const POOL = /\bPOOL\b|\bSPA\b/;

const RULES: TypeRule[] = [
  [
    'Heat Pump Water Heater',
    (l) => has(l, /HEAT\s*PUMP\s*WATER\s*HEATER|\bHYBRID\b.*\bWATER\s*HEATER|\bWATER\s*HEATER\b.*\bHYBRID\b/s),
  ],
  ['Boiler', (l) => has(l, /\bBOILER\b|\bHYDRONIC\b/)],
  [
    'Tankless Water Heater',
    (l) =>
      has(l, /\bTANKLESS\b|\bON[\s-]?DEMAND\b|\bINSTANTANEOUS\b/) ||
      (isTanklessBrand(l) && has(l, /\bGPM\b|\bWATER\s*HEATER/)),
  ],
  ['Pool Heater', (l) => isPool(l) && has(l, /\bHEATER\b|\bBTU/)],
  ['Pool Pump', (l) => isPool(l) && has(l, /\bPUMP\b/) && has(l, /\bHP\b|\bMOTOR\b|\bTHP\b|\bRPM\b/)],
  ['Pool Filter', (l) => isPool(l) && has(l, /\bFILTER\b|\bCARTRIDGE\b|\bSAND\b/)],
  ['Salt Chlorinator', (l) => has(l, /\bCHLORINATOR\b|\bSALT\s*(?:CELL|SYSTEM)\b|\bCHLORINE\s*GENERATOR\b/)],
  ['Electric Water Heater', (l) => has(l, /\bELECTRIC\s*WATER\s*HEATER/)],
  ['Gas Water Heater', (l) => has(l, /\b(?:GAS|PROPANE)\s*WATER\s*HEATER/)],
  [
    'Electric Water Heater',
    (l) => isWaterHeater(l) && has(l, /\bELECTRIC\b|\bELECTRICAL\b/) && has(l, ELECTRIC_ELEMENTS) && !has(l, /\bBTU/),
  ],
  ['Electric Water Heater', (l) => isWaterHeater(l) && has(l, ELECTRIC_ELEMENTS) && !has(l, GAS)],
  ['Gas Water Heater', (l) => isWaterHeater(l) && has(l, GAS)],
  [
    'Refrigerator',
    (l) => has(l, /\bREFRIGERATOR\b|\bREFRIG\b|\bFRIDGE\b|\bFRESH\s*FOOD\b|\bBOTTOM\s*FREEZER\b|\bSIDE\s*BY\s*SIDE\b/),
  ],
  ['Freezer', (l) => has(l, /\bFREEZER\b/) && !has(l, /\bAIR\s*CONDITION|\bCONDENSING\s*UNIT\b|\bSEER/)],
  ['Dishwasher', (l) => has(l, /\bDISH\s*WASHER\b/)],
  // A dishwasher plate without the word: a water heating element of about a kilowatt and a water pressure range.
  ['Dishwasher', (l) => has(l, /\bHEATER\s*\d{3,4}\s*W\b/) && has(l, /\bWATER\s*PRESSURE\b/)],
  ['Dryer', (l) => has(l, /\bDRYER\b|\bCLOTHES\s*DRY/)],
  ['Washer', (l) => has(l, /\bWASHER\b|\bWASHING\s*MACHINE\b|\bLAUNDRY\b/)],
  ['Microwave', (l) => has(l, /\bMICROWAVE\b/)],
  [
    'Range',
    (l) =>
      has(
        l,
        /\b(?:GAS|ELECTRIC|INDUCTION|FREE\s*STANDING|SLIDE\s*IN|DUAL\s*FUEL)\s*RANGE\b|\bRANGE\b.*\bOVEN\b|\bOVEN\b.*\bRANGE\b/s,
      ) && !has(l, /\bRANGE\s*HOOD\b/),
  ],
  ['Cooktop', (l) => has(l, /\bCOOK\s*TOP\b/)],
  ['Oven', (l) => has(l, /\bOVEN\b/)],
  ['Garbage Disposal', (l) => has(l, /\bDISPOS(?:ER|AL)\b/) || l.brand === 'InSinkErator'],
  ['Water Softener', (l) => has(l, /\bSOFTENER\b|\bGRAIN\s*CAPACITY\b/)],
  ['Generator', (l) => has(l, /\bGENERATOR\b|\bGENSET\b/) || l.brand === 'Generac'],
  ['Sump Pump', (l) => has(l, /\bSUMP\b/)],
  ['Air Handler', (l) => has(l, /\bAIR\s*HANDL(?:ER|ING)\b|\bFAN\s*COIL\b|\bBLOWER\s*COIL\b/)],
  ['Heat Pump', (l) => has(l, /\bHEAT\s*PUMP\b|\bHSPF2?\b/)],
  [
    'Furnace',
    (l) =>
      has(l, /\bFURNACE\b|\bAFUE\b|\bGAS[\s-]*FIRED\b.*\bINPUT\b|\bINPUT\s*BTU/s) ||
      // The rating plate of a furnace gives an air temperature rise range and an output capacity.
      (has(l, /\bTEMPERATURE\s*RISE\b|\bEXTERNAL\s*STATIC\b/) && has(l, /\bINPUT\b|\bOUTPUT\s*CAPACITY\b/)),
  ],
  [
    'Air Conditioner',
    (l) =>
      has(l, /\bAIR\s*CONDITION(?:ER|ING)\b|\bCONDENS(?:ING\s*UNIT|ER)\b|\bSEER2?\b|\bSPLIT\s*SYSTEM\b/) ||
      // An outdoor unit: a compressor with its running and locked-rotor amps, or a refrigerant charge.
      (has(l, /\bCOMPRESSOR\b/) && has(l, /\bRLA\b|\bLRA\b/)) ||
      (has(l, /\bR-?(?:410A?|4I0A?|22|454B|32)\b/) &&
        has(l, /\bCOMPRESSOR\b|\bRLA\b|\bLRA\b|\bMCA\b|\bOUTDOOR\b|\bDESIGN\s*PRESSURE\b|\bHIGH\s*\d{3}\s*PSIG\b/)),
  ],
  ['Thermostat', (l) => has(l, /\bTHERMOSTAT\b/) && ['Honeywell', 'Emerson'].includes(l.brand ?? '')],
];

function isPool(label: LabelWords): boolean {
  return has(label, POOL) || POOL_BRANDS.has(label.brand ?? '');
}

function isTanklessBrand(label: LabelWords): boolean {
  return ['Rinnai', 'Navien', 'Noritz', 'Takagi', 'EcoSmart'].includes(label.brand ?? '');
}

function isWaterHeater(label: LabelWords): boolean {
  if (has(label, /\bWATER\s*HEATER/)) return true;
  // Gallons alone also fit pool and softener plates, which the rules above have already claimed.
  return has(label, WATER_HEATER) && !has(label, /\bFURNACE\b|\bAFUE\b|\bSEER\b|\bREFRIGERANT\b/);
}

/** The equipment type named in the vocabulary of the spec ('Gas Water Heater', 'Furnace'…), or null. */
export function detectEquipmentType(text: string, brand: string | null): string | null {
  const upper = text.toUpperCase();
  const label: LabelWords = {
    text: upper,
    words: upper
      .replace(/(?<=[A-Z])0|0(?=[A-Z])/g, 'O')
      .replace(/(?<=[A-Z])1|1(?=[A-Z]{2})/g, 'I')
      .replace(/[^A-Z0-9/\s-]+/g, ' '),
    brand,
  };
  return RULES.find(([, applies]) => applies(label))?.[0] ?? null;
}
