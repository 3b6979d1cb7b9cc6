import { brandFromModel } from './brand-catalogue';
import { detectBrandLoosely, editDistance, isDoubledLookAlike } from './brand-detection';
import { canonicalBrand, parseLabelText, repairModel } from './label-parser';
import { fitsSerialShape, repairModelByGrammar, repairSerial } from './ocr-repair';

const NOW = new Date('2026-06-15T12:00:00Z');

/** Realistic rating-plate OCR output (tesseract-like noise: bars, quotes, merged columns, slips). */
const LABELS: Array<{
  name: string;
  text: string;
  expected: Partial<
    Record<'brand' | 'modelNumber' | 'serialNumber' | 'equipmentType' | 'suggestedName', string | null>
  >;
  printed?: { year: number; month: number | null } | null;
}> = [
  {
    name: 'Rheem gas water heater, two columns on one line',
    text: `RHEEM
| PROFESSIONAL CLASSIC |
MODEL: XG50T06EC36U1   SERIAL: Q051512345
CAPACITY 50 U.S. GAL   INPUT 36,000 BTU/HR
NATURAL GAS  FOR USE AT ALTITUDES UP TO 10,100 FT`,
    expected: {
      brand: 'Rheem',
      modelNumber: 'XG50T06EC36U1',
      serialNumber: 'Q051512345',
      equipmentType: 'Gas Water Heater',
      suggestedName: 'Rheem Gas Water Heater',
    },
  },
  {
    name: 'Rheem electric with keywords on the line above the values',
    text: `Rheem Manufacturing Company  Montgomery, AL
ELECTRIC WATER HEATER
MODEL NUMBER          SERIAL NUMBER
XE50T06ST45U1         RHLN0413A12345
VOLTS 240   WATTS 4500   ELEMENTS: UPPER 4500 LOWER 4500
TANK CAPACITY 50 GAL`,
    expected: {
      brand: 'Rheem',
      modelNumber: 'XE50T06ST45U1',
      serialNumber: 'RHLN0413A12345',
      equipmentType: 'Electric Water Heater',
    },
  },
  {
    name: 'Ruud with an O read for a zero in the serial',
    text: `"RUUD
Mod. No. PROG50-38N RH62
Ser. No. QO5I512345
50 GAL. NATURAL GAS 38000 BTU/H INPUT`,
    expected: {
      brand: 'Ruud',
      modelNumber: 'PROG50-38N',
      serialNumber: 'Q051512345',
      equipmentType: 'Gas Water Heater',
    },
  },
  {
    name: 'A.O. Smith spelt with dots and spaces, value on the next line',
    text: `A. O. SMITH
WATER HEATER
MODEL NO.:
GCR-50 300
SERIAL NO.:
1534A012345
GAS INPUT 40,000 BTU/HR   CAPACITY 50 GAL`,
    expected: {
      brand: 'A.O. Smith',
      // The series after the space is part of A.O. Smith's model designation ('GCR-50 300').
      modelNumber: 'GCR-50 300',
      serialNumber: '1534A012345',
      equipmentType: 'Gas Water Heater',
      suggestedName: 'A.O. Smith Gas Water Heater',
    },
  },
  {
    name: 'State brand line, not fooled by STATE OF CALIFORNIA',
    text: `STATE
Water Heaters
M/N GS6-50-YBDS   S/N 1611 A 123456
THIS WATER HEATER COMPLIES WITH STATE OF CALIFORNIA SEISMIC REQUIREMENTS
40,000 BTU/HR NATURAL GAS 50 GAL`,
    expected: {
      brand: 'State',
      modelNumber: 'GS6-50-YBDS',
      serialNumber: '1611A123456',
      equipmentType: 'Gas Water Heater',
    },
  },
  {
    name: 'Only STATE OF CALIFORNIA and ESTATE: no brand',
    text: `WATER HEATER
MEETS STATE OF CALIFORNIA REQUIREMENTS FOR ESTATE USE
MODEL 12345-X   SERIAL 999ZZ1234
50 GAL 40000 BTU NATURAL GAS`,
    expected: { brand: null, modelNumber: '12345-X', serialNumber: '999ZZ1234', suggestedName: 'Gas Water Heater' },
  },
  {
    name: 'Bradford White with a bar read inside the serial',
    text: `BRADFORD WHITE
|  Model:  RG250T6N  |  Serial:  ML|234567  |
Input 40,000 Btu/hr  Natural Gas
Capacity 50 U.S. Gallons`,
    expected: {
      brand: 'Bradford White',
      modelNumber: 'RG250T6N',
      serialNumber: 'ML1234567',
      equipmentType: 'Gas Water Heater',
    },
  },
  {
    name: 'Bradford White misspelt by OCR, serial with a space',
    text: `BRADF0RD WH1TE CORPORATION
M.N. RE250S6-1NCWW
S.N. MLA 123456
ELECTRIC  240 VOLTS  4500 WATTS  WATER HEATER`,
    expected: {
      brand: 'Bradford White',
      modelNumber: 'RE250S6-1NCWW',
      serialNumber: 'MLA123456',
      equipmentType: 'Electric Water Heater',
    },
  },
  {
    name: 'Carrier condenser',
    text: `Carrier
AIR CONDITIONER - CONDENSING UNIT
MODEL NO. 24ACC636A003   SERIAL NO. 4515E12345
REFRIGERANT R-410A  FACTORY CHARGE 7 LBS 12 OZ
VOLTS 208/230  PH 1  HZ 60  COMPRESSOR RLA 16.0 LRA 83`,
    expected: {
      brand: 'Carrier',
      modelNumber: '24ACC636A003',
      serialNumber: '4515E12345',
      equipmentType: 'Air Conditioner',
      suggestedName: 'Carrier Air Conditioner',
    },
  },
  {
    name: 'Bryant furnace that mentions its parent company in a sentence',
    text: `BRYANT
GAS-FIRED INDUCED-COMBUSTION FURNACE
MODEL 315AAV036070  SERIAL 2307A40123
INPUT BTU/H 70,000   AFUE 80%
Manufactured by Carrier Corporation, Indianapolis`,
    expected: { brand: 'Bryant', modelNumber: '315AAV036070', serialNumber: '2307A40123', equipmentType: 'Furnace' },
  },
  {
    name: 'American Standard heat pump, not "American"',
    text: `AMERICAN STANDARD HEATING & AIR CONDITIONING
SPLIT SYSTEM HEAT PUMP
MODEL: 4A6H4024A1000AA
SERIAL: 15321N1234F
SEER 14.5  HSPF 8.2  R-410A`,
    expected: {
      brand: 'American Standard',
      modelNumber: '4A6H4024A1000AA',
      serialNumber: '15321N1234F',
      equipmentType: 'Heat Pump',
    },
  },
  {
    name: 'Trane condenser, model with dashes lost',
    text: `TRANE
MODEL NO. 4TTR4036L1000AA    SERIAL NO. 15321ABCDE
OUTDOOR UNIT  R-410A  MCA 20.4  MOP 30
AIR CONDITIONER`,
    expected: {
      brand: 'Trane',
      modelNumber: '4TTR4036L1000AA',
      serialNumber: '15321ABCDE',
      equipmentType: 'Air Conditioner',
    },
  },
  {
    name: 'Goodman condenser with a letter O in the serial',
    text: `G00DMAN MANUFACTURING COMPANY, L.P.
MODEL GSX140361KB
SERIAL 15O4123456
CONDENSING UNIT  SEER 14  R-410A  VOLTS 208-230`,
    expected: {
      brand: 'Goodman',
      modelNumber: 'GSX140361KB',
      serialNumber: '1504123456',
      equipmentType: 'Air Conditioner',
    },
  },
  {
    name: 'Lennox furnace',
    text: `LENNOX INDUSTRIES INC.
MODEL ML180UH070E36A   SERIAL 5815D12345
GAS FURNACE   INPUT 70,000 BTUH   80% AFUE`,
    expected: { brand: 'Lennox', modelNumber: 'ML180UH070E36A', serialNumber: '5815D12345', equipmentType: 'Furnace' },
  },
  {
    name: 'Amana air handler with keyword merged into value',
    text: `AMANA
AIR HANDLER
MODEL#AVPTC31371AA
SERIAL#1607123456
MAX OUTLET AIR TEMP 200F`,
    expected: { brand: 'Amana', modelNumber: 'AVPTC31371AA', serialNumber: '1607123456', equipmentType: 'Air Handler' },
  },
  {
    name: 'York furnace, New York address does not count twice',
    text: `YORK
Johnson Controls  New York
MODEL TG9S080B12MP11   SERIAL W0F1234567
GAS FIRED FURNACE INPUT 80,000 BTU/H`,
    expected: { brand: 'York', modelNumber: 'TG9S080B12MP11', serialNumber: 'W0F1234567', equipmentType: 'Furnace' },
  },
  {
    name: 'Whirlpool refrigerator, bilingual keywords',
    text: `Whirlpool
REFRIGERATOR / RÉFRIGÉRATEUR
MODEL/MODÈLE WRF555SDFZ00
SERIAL/SÉRIE K12345678
115V 60HZ 6.5A  REFRIGERANT R-600a`,
    expected: {
      brand: 'Whirlpool',
      modelNumber: 'WRF555SDFZ00',
      serialNumber: 'K12345678',
      equipmentType: 'Refrigerator',
    },
  },
  {
    name: 'Maytag dryer with S/N',
    text: `MAYTAG
ELECTRIC DRYER
M/N: MED5630HW0
S/N: C91404321
120/240V 60HZ`,
    expected: { brand: 'Maytag', modelNumber: 'MED5630HW0', serialNumber: 'C91404321', equipmentType: 'Dryer' },
  },
  {
    name: 'GE Appliances dishwasher, a Haier company',
    text: `GE Appliances, a Haier company
DISHWASHER
MODEL NO. GDT665SSNSS
SERIAL NO. ZT123456C
120V 60Hz 10A`,
    expected: {
      brand: 'GE',
      modelNumber: 'GDT665SSNSS',
      serialNumber: 'ZT123456C',
      equipmentType: 'Dishwasher',
      suggestedName: 'GE Dishwasher',
    },
  },
  {
    name: 'LG washer with a printed date',
    text: `LG Electronics
WASHING MACHINE
MODEL: WM3900HWA
SER. NO.: 512KWAB12345
MFG. DATE: 12/2015`,
    expected: { brand: 'LG', modelNumber: 'WM3900HWA', serialNumber: '512KWAB12345', equipmentType: 'Washer' },
    printed: { year: 2015, month: 12 },
  },
  {
    name: 'Samsung range with a month-name date',
    text: `SAMSUNG
FREESTANDING ELECTRIC RANGE
Model Code  NE59J7630SS/AA
Serial No.  0B4W7DAJ600123M
DATE OF MFG: MAR 2016`,
    expected: {
      brand: 'Samsung',
      modelNumber: 'NE59J7630SS/AA',
      serialNumber: '0B4W7DAJ600123M',
      equipmentType: 'Range',
    },
    printed: { year: 2016, month: 3 },
  },
  {
    name: 'Bosch dishwasher: E-Nr and FD code, no serial keyword',
    text: `BOSCH
E-Nr. SHE3AR75UC/20
FD 9508 12345
DISHWASHER 120V 60Hz`,
    expected: {
      brand: 'Bosch',
      modelNumber: 'SHE3AR75UC/20',
      serialNumber: 'FD 9508 12345',
      equipmentType: 'Dishwasher',
    },
  },
  {
    name: 'Frigidaire freezer with noise characters',
    text: `~ FRIGIDAIRE ~
UPRIGHT FREEZER
MODEL ' FFFU20F5QW  "
SERIAL ' WB42123456 ;
115 VOLTS 60 HZ`,
    expected: { brand: 'Frigidaire', modelNumber: 'FFFU20F5QW', serialNumber: 'WB42123456', equipmentType: 'Freezer' },
  },
  {
    name: 'Rinnai tankless',
    text: `Rinnai
TANKLESS WATER HEATER
MODEL: RU199iN    SERIAL: 14.05-123456
MAX INPUT 199,000 BTU/H  NATURAL GAS`,
    expected: {
      brand: 'Rinnai',
      modelNumber: 'RU199IN',
      serialNumber: '14.05-123456',
      equipmentType: 'Tankless Water Heater',
    },
  },
  {
    name: 'Navien combi boiler',
    text: `NAVIEN
CONDENSING COMBI-BOILER
MODEL NCB-240E
SERIAL NO 7711H1773171234
INPUT 199,900 BTU/H`,
    expected: { brand: 'Navien', modelNumber: 'NCB-240E', serialNumber: '7711H1773171234', equipmentType: 'Boiler' },
  },
  {
    name: 'Pentair pool pump',
    text: `PENTAIR
INTELLIFLO VSF VARIABLE SPEED POOL PUMP
MODEL 011056   SERIAL 20150312345
3.2 THP  230 VAC  MAX RPM 3450`,
    expected: {
      brand: 'Pentair',
      modelNumber: '011056',
      serialNumber: '20150312345',
      equipmentType: 'Pool Pump',
      suggestedName: 'Pentair Pool Pump',
    },
  },
  {
    name: 'Hayward pool heater',
    text: `HAYWARD POOL PRODUCTS
UNIVERSAL H-SERIES POOL HEATER
MOD. H250FDN   SER. 1510123456789
250,000 BTU/H INPUT NATURAL GAS`,
    expected: { brand: 'Hayward', modelNumber: 'H250FDN', serialNumber: '1510123456789', equipmentType: 'Pool Heater' },
  },
  {
    name: 'Kenmore washer with a misspelt keyword',
    text: `Kenmore
WASHER
M0DEL NO. 110.26132411
SERlAL NO. MT4907123
120V 60HZ`,
    expected: { brand: 'Kenmore', modelNumber: '110.26132411', serialNumber: 'MT4907123', equipmentType: 'Washer' },
  },
  {
    name: 'Unknown brand, only type words',
    text: `GAS FURNACE
INPUT 60,000 BTU/H  AFUE 96%
MODEL ABC-123-45`,
    expected: {
      brand: null,
      modelNumber: 'ABC-123-45',
      serialNumber: null,
      equipmentType: 'Furnace',
      suggestedName: 'Furnace',
    },
  },
];

describe('parseLabelText over realistic OCR texts', () => {
  it.each(LABELS)('$name', ({ text, expected, printed }) => {
    const reading = parseLabelText(text, NOW);
    expect(reading).toMatchObject(expected);
    if (printed !== undefined) expect(reading.printedManufactureDate).toEqual(printed);
  });

  it('returns nulls for empty, non-text or unrelated input and never throws', () => {
    const empty = {
      brand: null,
      modelNumber: null,
      serialNumber: null,
      equipmentType: null,
      suggestedName: null,
      printedManufactureDate: null,
      dateClues: { latestYearPrinted: null, refrigerant: null },
    };
    expect(parseLabelText('')).toEqual(empty);
    expect(parseLabelText('   \n  ')).toEqual(empty);
    expect(parseLabelText(undefined as unknown as string)).toEqual(empty);
    expect(parseLabelText('The quick brown fox jumps over the lazy dog')).toEqual(empty);
    expect(() => parseLabelText('|||\n"";;\nMODEL:\nSERIAL:\n\u0000\uffff')).not.toThrow();
  });

  it('reads only the start of an overlong text, quickly', () => {
    const noise = 'LOREM IPSUM 12345 DOLOR | SIT AMET\n'.repeat(20_000);
    const startedAt = Date.now();
    expect(parseLabelText(`RHEEM\nMODEL XG40T06EC36U1\n${noise}`, NOW)).toMatchObject({
      brand: 'Rheem',
      modelNumber: 'XG40T06EC36U1',
    });
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it('does not take a model number for a serial when the serial keyword is missing', () => {
    const reading = parseLabelText('GOODMAN\nMODEL GSX140361KB\nCONDENSING UNIT', NOW);
    expect(reading.serialNumber).toBeNull();
  });

  it('finds a serial that fits the brand format when OCR lost its keyword', () => {
    const reading = parseLabelText('GOODMAN\nMODEL GSX140361KB\nSEPIAI 1504123456\nCONDENSING UNIT', NOW);
    expect(reading.serialNumber).toBe('1504123456');
  });
});

describe('OCR slips seen on photographed rating plates', () => {
  it.each([
    [
      'M/N read as MIN',
      'Rheem\nMIN : XG40T06EC36U1\nS/N : J051271483',
      { modelNumber: 'XG40T06EC36U1', serialNumber: 'J051271483' },
    ],
    [
      'S/N read as SIN',
      'DAIKIN\nModel No. DX16SA0361\nSIN 1607557896',
      { modelNumber: 'DX16SA0361', serialNumber: '1607557896' },
    ],
    [
      'MODEL read as mobeL, NUMBER as numeER',
      '| mobeL numeER: YCE24B21S Fo\nserial: W1T4031018',
      { modelNumber: 'YCE24B21S', serialNumber: 'W1T4031018' },
    ],
    [
      'MODEL read as MODE], comma before No',
      'SAMSUNG\nMODE], No: WF45R6100AW SERIAL; 0X9E5MNK258923L;',
      { modelNumber: 'WF45R6100AW', serialNumber: '0X9E5MNK258923L' },
    ],
    [
      'NUMBER split or misread',
      'CARRIER\nMOD: 58CVA090-1-16\nSERIAL NUM BER: 3421P02449',
      { serialNumber: '3421P02449' },
    ],
    ['NUMBER misread as NumMBer', 'Payne\n| SERIAL NumMBer 3913M67248 Bae', { serialNumber: '3913M67248' }],
    [
      'MODEL read as MODE before NO.',
      'Rheem\nMODE NO. PROG40-38N\nSER. NO. DAJL0422L66772',
      { modelNumber: 'PROG40-38N', serialNumber: 'DAJL0422L66772' },
    ],
    [
      'brand cut at the left edge of the photo',
      'RICAN STANDARD\nFURNACE\nMODEL: AUH2B080A9V3VB',
      { brand: 'American Standard' },
    ],
    [
      'a lowercase "ge" in noise is not the GE logo',
      'hs ge\nEr\nOUTDOOR AIR CONDITIONING UNIT',
      { brand: null, equipmentType: 'Air Conditioner' },
    ],
    [
      'MIN before a number is a minimum, not a model',
      'INPUT MIN 15,000 MAX 160,000 BTUH\nMIN. CIRCUIT AMPACITY 23',
      { modelNumber: null },
    ],
    [
      'a dishwasher plate without the word',
      'KitchenAid\nMOD. KDFE104HPS\nHEATER 1200 W\nWATER PRESSURE 20-120 PSI',
      { equipmentType: 'Dishwasher' },
    ],
    [
      'a furnace plate without the word',
      'PAYNE\nINPUT 60,000 BTUM\nOUTPUT CAPACITY 56,000 BTUM\nTEMPERATURE RISE 35-65 F',
      { equipmentType: 'Furnace' },
    ],
    [
      'a dot read inside a serial of a format without one',
      'RUUD\nSER CRRX0412L.49626\nGAS WATER HEATER',
      { serialNumber: 'CRRX0412L49626' },
    ],
    [
      'a serial cut by a space before its sequence number',
      'NAVIEN\nSERIAL NO. 5102M8XL 0042657\nTANKLESS',
      { serialNumber: '5102M8XL0042657' },
    ],
    [
      'short numbers after a code are other fields',
      'GOODMAN\nSERIAL 1504123456 120 VOLTS',
      { serialNumber: '1504123456' },
    ],
    [
      'the type named without its ratings',
      'Bradford White\nELECTRIC WATER HEATER\nMODEL NO.: RE350S6-1NCWW',
      { equipmentType: 'Electric Water Heater' },
    ],
    [
      'an outdoor unit by its design pressures',
      'LENNOX\n] R410A 6 LBS 10 0Z\nSSURE HIGH 600 PSIG LOW 250 PSIG',
      { equipmentType: 'Air Conditioner' },
    ],
    [
      'a condenser plate without the words',
      '| COMPRESSOR RLA 16.4 LRA 85\n| REFRIGERANT R-4104 5 LBS 5 OZ',
      { equipmentType: 'Air Conditioner' },
    ],
  ] as const)('%s', (_name, text, expected) => {
    expect(parseLabelText(text, NOW)).toMatchObject(expected);
  });

  it('reads MFG misread as MEG', () => {
    expect(parseLabelText('Frigidaire\nMEG DATE: 08/2020', NOW).printedManufactureDate).toEqual({
      year: 2020,
      month: 8,
    });
  });
});

describe('printed manufacture dates', () => {
  const date = (text: string) => parseLabelText(`RHEEM\n${text}`, NOW).printedManufactureDate;

  it.each([
    ['MFG DATE: 03/2015', { year: 2015, month: 3 }],
    ['MFD 2015-03', { year: 2015, month: 3 }],
    ['DATE OF MFG: MAR 2015', { year: 2015, month: 3 }],
    ['Manufactured: March 21, 2015', { year: 2015, month: 3 }],
    ['MANUFACTURED ON 03-15', { year: 2015, month: 3 }],
    ['DATE CODE 2019', { year: 2019, month: null }],
    ['MFG. DATE\n11/07/2018', { year: 2018, month: 11 }],
    ['PRODUCTION DATE 21.03.2014', { year: 2014, month: 3 }],
  ])('%s', (text, expected) => {
    expect(date(text)).toEqual(expected);
  });

  it.each(['MFG DATE: 13/2015', 'MFD 2027-01', 'MANUFACTURED BY RHEEM', 'CERTIFIED 03/2015', 'MFG DATE: 1492'])(
    'ignores %s',
    (text) => {
      expect(date(text)).toBeNull();
    },
  );
});

describe('canonicalBrand', () => {
  it.each([
    ['A. O. Smith Corporation', 'A.O. Smith'],
    ['AO SMITH', 'A.O. Smith'],
    ['a.o. smith', 'A.O. Smith'],
    ['General Electric', 'GE'],
    ['GE', 'GE'],
    ['ge appliances', 'GE'],
    ['State', 'State'],
    ['State Water Heaters', 'State'],
    ['American Standard', 'American Standard'],
    ['Day & Night', 'Day & Night'],
    ['Rheem Manufacturing Company', 'Rheem'],
    ['BRADFORDWHITE', 'Bradford White'],
    ['Kitchen Aid', 'KitchenAid'],
    ['Whirpool', 'Whirlpool'],
    ['[AO smiTy', 'A.O. Smith'],
    ['BRADFORD WHTTE', 'Bradford White'],
    ['Sta-Rite', 'Sta-Rite'],
    ['Weil McLain', 'Weil-McLain'],
    ['Trane Technologies', 'Trane'],
    ['LG Electronics USA', 'LG'],
    ['Whirlpool Corporation', 'Whirlpool'],
    ['State Industries Inc.', 'State'],
  ])('%s → %s', (name, expected) => {
    expect(canonicalBrand(name)).toBe(expected);
  });

  it.each(['', 'Acme', 'State of California', 'New York', 'Estate'])('%s → null', (name) => {
    expect(canonicalBrand(name)).toBeNull();
  });
});

describe('sturdier reading: grammar-guided repair, ratings refused, long serials whole', () => {
  it.each([
    ['YORK\nAIR CONDITIONER\nMODEL: YCD36B21S\nSERIAL: W1G7I23456', 'W1G7123456'],
    ['YORK\nFURNACE\nMODEL: P3URC12N06401\nSERIAL: NDEB1234S6', 'NDEB123456'],
    ['Whirlpool\nREFRIGERATOR\nMODEL: WRF555SDFZ\nSERIAL: XS2O12345', 'XS2012345'],
    ['GE Appliances\nDRYER\nMODEL: GTD42EASJ2WW\nSERIAL: LR82I547C', 'LR821547C'],
    ['TRANE\nFURNACE\nMODEL: TUD2B080A9V3VB\nSERIAL: L35I2345', 'L3512345'],
    ['Electrolux\nWASHER\nMODEL: EFLS627UTT\nSERIAL: WB82I23456', 'WB82123456'],
    ['STATE\nGAS WATER HEATER\nMODEL: GS650YBRT\nSERIAL: B06I23456', 'B06123456'],
    // T and 7 share their top bar: the A.O. Smith YYWW code's plant letter read as a 7, and back.
    ['A.O. SMITH\nGAS WATER HEATER\nMODEL: GCR-50\nSERIAL: 25097304765', '2509T304765'],
    ['RHEEM\nGAS WATER HEATER\nMODEL: XG40T06EC36U1\nSERIAL: Q0T1512345', 'Q071512345'],
    // A.O. Smith before 2008 with a digit for the plant: the month letter's year digits repaired.
    ['A.O. SMITH\nGAS WATER HEATER\nMODEL: FCG-40\nSERIAL: 4D0S1234567', '4D051234567'],
    // Trane 1980–82: the 7th character is the year letter (O/A, T, U), so a 7 read there is a T.
    ['TRANE\nFURNACE\nMODEL: XE1000\nSERIAL: 17260076', '172600T6'],
    ['AMERICAN STANDARD\nFURNACE\nMODEL: XE1000\nSERIAL: 9318270', '931827O'],
  ])('repairs %j by the family grammar', (text, serial) => {
    expect(parseLabelText(text, NOW).serialNumber).toBe(serial);
  });

  it.each([
    ['MAYTAG\nAIR CONDITIONER\nMODEL: PSH1BG4M30236\nSERIAL: AOR2512G23310', 'A0R2512G23310'],
    ['INTERTHERM\nFURNACE\nMODEL: M1MB077ABW\nSERIAL: D7K23O6J18281', 'D7K2306J18281'],
    ['RHEEM\nGAS WATER HEATER\nMODEL: XG50T06EC36U1\nSERIAL: RHLN0413A1234O', 'RHLN0413A12340'],
    ['TRANE\nAIR CONDITIONER\nMODEL: 4TTR6036J1000AA\nSERIAL: 1532OABCDE', '15320ABCDE'],
  ])('reads an O in a position the grammar leaves open as the digit 0: %j', (text, serial) => {
    expect(parseLabelText(text, NOW).serialNumber).toBe(serial);
  });

  it.each([
    // Samsung's 15-character serials open with a zero, which a round face reads as O.
    ['SAMSUNG\nREFRIGERATOR\nMODEL: RF28HMEDBSR\nSERIAL: OB7X3AEB900123K', '0B7X3AEB900123K'],
    ['NAVIEN\nTANKLESS WATER HEATER\nMODEL: NPE-240A\nSERIAL: 7711HO773171234', '7711H0773171234'],
    ['DAIKIN\nAIR CONDITIONER\nMODEL: DX16SA0361\nSERIAL: 16O7557896', '1607557896'],
  ])('reads every O of a serial as 0 for a brand without a documented grammar: %j', (text, serial) => {
    expect(parseLabelText(text, NOW).serialNumber).toBe(serial);
  });

  it('reads an opening bracket glued to the start of a serial as the C its grammar wants', () => {
    // State's month letter C (March) read as an open arc: without the C the grammar would make the 8 a B.
    const text = 'RELIANCE\nELECTRIC WATER HEATER\nMODEL NUMBER: 6-50-DOCT\nSER: (88162480\nVOLTS 240';
    expect(parseLabelText(text, NOW).serialNumber).toBe('C88162480');
    expect(parseLabelText('RELIANCE\nWATER HEATER\nSERIAL\n(88162480', NOW).serialNumber).toBe('C88162480');
    // A code that fits better without the C, a bracketed value, and a brand without a grammar: dropped.
    expect(parseLabelText('GOODMAN\nMODEL GSX140361KB\nSERIAL: (1504123456', NOW).serialNumber).toBe('1504123456');
    expect(parseLabelText('RELIANCE\nWATER HEATER\nSERIAL: (B8162480)', NOW).serialNumber).toBe('B8162480');
    expect(parseLabelText('NAVIEN\nSERIAL: (7711H1773171234', NOW).serialNumber).toBe('7711H1773171234');
  });

  it('keeps an O where the brand is unknown, and in a code without digits', () => {
    expect(parseLabelText('MODEL: MI403S6FBN\nSERIAL: OA1087206', NOW).serialNumber).toBe('OA1087206');
    expect(repairSerial('OLOGO', ['Samsung'])).toBe('OLOGO');
  });

  it('keeps the letters of open positions other than O, and an O where the grammar wants a letter', () => {
    expect(parseLabelText('TRANE\nFURNACE\nMODEL: XE1000\nSERIAL: 7165RHAIG', NOW).serialNumber).toBe('7165RHAIG');
    expect(parseLabelText('BRADFORD WHITE\nMODEL: MI403S6FBN\nSERIAL: OA1087206', NOW).serialNumber).toBe('OA1087206');
    expect(fitsSerialShape('AOR2512G23310', ['Nordyne'])).toBe(false);
    expect(fitsSerialShape('A0R2512G23310', ['Nordyne'])).toBe(true);
  });

  it.each([
    ['GE\nREFRIGERATOR\nMODEL: ZISS420DKSS\nSERIAL: T2Z191843C', 'TZ191843C'],
    ['GOODMAN\nMODEL: GSX160361\nSERIAL: 15041234567', '15041234567'],
    ['TRANE\nFURNACE\nMODEL: XE1000\nSERIAL: 937HLA8535', '937HLA8535'],
    ['KENMORE\nREFRIGERATOR\nMODEL: 110.22244100\nSERIAL: ES53637399', 'ES53637399'],
  ])('drops a character OCR inserted only when one deletion fits best: %j', (text, serial) => {
    expect(parseLabelText(text, NOW).serialNumber).toBe(serial);
  });

  it('refuses a voltage, frequency or rating as the serial', () => {
    expect(
      parseLabelText('CARRIER\nFURNACE\nMODEL: 58STA090-12\nSERIAL NO.\n120V60\nINPUT 90,000 BTU/H', NOW).serialNumber,
    ).toBeNull();
    expect(parseLabelText('GOODMAN\nSERIAL: 60HZ\nMODEL: GSX160361', NOW).serialNumber).toBeNull();
    expect(parseLabelText('RHEEM\nS/N 4500W\nMODEL XE50T06ST45U1', NOW).serialNumber).toBeNull();
    expect(parseLabelText('LENNOX\nMODEL: ML14XC1-036-230A\nSERIAL 208/230V', NOW).serialNumber).toBeNull();
  });

  it('refuses a volts/phase/hertz triple and a cited standard as the serial', () => {
    expect(parseLabelText('GOODMAN\nMODEL: GSX160361\nSERIAL NO.\n208-230/1/60', NOW).serialNumber).toBeNull();
    expect(parseLabelText('CARRIER\nMODEL: 58STA090-12\nS/N 115/60/1', NOW).serialNumber).toBeNull();
    const reading = parseLabelText('WHIRLPOOL\nDISHWASHER\nMODEL: WDT730PAHZ0\nSERIAL: UL 2157-2004', NOW);
    expect(reading.serialNumber).toBeNull();
    expect(reading.dateClues.latestYearPrinted).toBe(2004); // still a clue
    expect(parseLabelText('RHEEM\nSERIAL: ANSI Z21.10.1-2011', NOW).serialNumber).toBeNull();
    expect(parseLabelText('RHEEM\nSERIAL: CSA 4.1-2004', NOW).serialNumber).toBeNull();
  });

  it("drops the next field's name glued onto a code by a lost space", () => {
    expect(parseLabelText('YORK\nFURNACE\nMODEL: YCD36B21SINPUT 80,000 BTU/H', NOW).modelNumber).toBe('YCD36B21S');
    expect(parseLabelText('GOODMAN\nMODEL: GSX160361VOLTS 230', NOW).modelNumber).toBe('GSX160361');
    // A code that is only a field word plus a few characters is kept as read.
    expect(parseLabelText('RHEEM\nMODEL: 40INPUT', NOW).modelNumber).toBe('40INPUT');
  });

  it('keeps long serials whole (an 18-digit BSH factory serial)', () => {
    expect(parseLabelText('BOSCH\nDISHWASHER\nE-Nr: SHX878WD5N\nSERIAL: 103030081344000115', NOW).serialNumber).toBe(
      '103030081344000115',
    );
  });

  it('gives the BSH FD production code a grammar of its own: FD, YYMM (1990–2019), a sequence number', () => {
    // As US plates print it ('SERIAL: FD 8107 82397'), and without a keyword.
    expect(parseLabelText('SIEMENS\nWASHER\nE-Nr: WM14T391GB\nSERIAL: FD 8107 82397', NOW).serialNumber).toBe(
      'FD 8107 82397',
    );
    // Its digits are digits: a single O or I read among them is a 0 or 1.
    expect(parseLabelText('BOSCH\nDISHWASHER\nSERIAL: FD 95O8 I2345', NOW).serialNumber).toBe('FD 9508 12345');
    expect(parseLabelText('BOSCH\nE-Nr. SHE3AR75UC/20\nFD 95O8 12345\nDISHWASHER', NOW).serialNumber).toBe(
      'FD 9508 12345',
    );
    expect(parseLabelText('BOSCH\nFD 9508 OIL', NOW).serialNumber).toBe('FD 9508');
    // Glued into one code, the grammar repairs it.
    expect(parseLabelText('THERMADOR\nRANGE\nS/N FD9I06', NOW).serialNumber).toBe('FD9106');
    expect(fitsSerialShape('FD 9513 12345', ['Bosch'])).toBe(false);
    expect(fitsSerialShape('FD 0203 12345', ['Bosch'])).toBe(false);
    expect(fitsSerialShape('FD 9508 12345', ['Bosch'])).toBe(true);
    expect(fitsSerialShape('FD 9508', ['Bosch'])).toBe(true);
    expect(fitsSerialShape('103030081344000115', ['Bosch'])).toBe(true);
  });

  it('reads the printed clues: the latest cited standard year and the refrigerant', () => {
    const reading = parseLabelText(
      'RHEEM\nGAS WATER HEATER\nComplies with ANSI Z21.10.1-2011 / CSA 4.1-2011\nUL 174-2004\nSERIAL: Q051512345',
      NOW,
    );
    expect(reading.dateClues).toEqual({ latestYearPrinted: 2011, refrigerant: null });
    expect(parseLabelText('GOODMAN\nREFRIGERANT R-22  6 LBS 4 OZ', NOW).dateClues.refrigerant).toBe('R-22');
    expect(parseLabelText('TRANE\nREFRIGERANT R410A', NOW).dateClues.refrigerant).toBe('R-410A');
    // A model or serial that happens to hold four digits is not a clue.
    expect(parseLabelText('LENNOX\nMODEL: HS29-2011\nSERIAL: 5899I12345', NOW).dateClues.latestYearPrinted).toBeNull();
  });
});

describe('brandFromModel: a model series only one maker uses', () => {
  it.each([
    // Model numbers as the makers' literature prints them.
    ['GCR-50 300', 'A.O. Smith'],
    ['GPVL-50', 'A.O. Smith'],
    ['MI40T6FBN', 'Bradford White'],
    ['RG240T6N', 'Bradford White'],
    ['RUR98IN', 'Rinnai'],
    ['REU-VC2528FFUD', 'Rinnai'],
    ['NPE-240A2', 'Navien'],
    ['NRC66DV', 'Noritz'],
    ['4TTR3030A1000AA', 'Trane'],
    ['TUD080R9V3K0', 'Trane'],
    ['4A7A3024A1000A', 'American Standard'],
    ['EL296UH070XV36B', 'Lennox'],
    ['XC16-036-230', 'Lennox'],
    ['13ACX-036-230', 'Lennox'],
    ['GSX140361', 'Goodman'],
    ['GMVC960804CN', 'Goodman'],
    ['ASX140361', 'Amana'],
    ['24ABB336A003', 'Carrier'],
    ['58STA090', 'Carrier'],
    ['WRF535SWHZ', 'Whirlpool'],
    ['MVW6200KW', 'Maytag'],
    ['KDTE334GPS', 'KitchenAid'],
    ['GTS18GTHWW', 'GE'],
    ['PFE28KSKSS', 'GE'],
    ['LRFVS3006S', 'LG'],
    ['WM3500CW', 'LG'],
    ['RF28R7351SR', 'Samsung'],
    ['SHE3AR75UC', 'Bosch'],
    ['FFTR1821TW', 'Frigidaire'],
    ['6 40 SORT', 'Reliance'],
    ['PG92ESA36080', 'Payne'],
    ['PA13NA024', 'Payne'],
    ['N9MP1050B12', 'Day & Night'],
    ['ZIS420NRH', 'Monogram'],
    ['SN25M831GB', 'Siemens'],
    ['106.51133211', 'Kenmore'],
  ])('%s → %s', (model, brand) => {
    expect(brandFromModel(model)).toBe(brand);
  });

  it('names no maker for a shared, short or unknown series', () => {
    // Rheem's tanks are also sold as Ruud; XE is both a Rheem tank and a Trane furnace; GS is GE and Goodman.
    for (const model of ['PROG50-42N', 'XE50T10H45U0', 'XE1000', 'GSH130241', 'TM9V080B12MP11', 'V65EN', '12345', ''])
      expect(brandFromModel(model)).toBeNull();
    expect(brandFromModel(null)).toBeNull();
  });
});

describe('marks that date a plate from below', () => {
  it('reads the regulation marks a plate prints', () => {
    const marks = (text: string) => parseLabelText(text, NOW).dateClues.marks ?? [];
    expect(marks('GOODMAN\nAIR CONDITIONER\nSEER2 13.4  EER2 11.0\nMODEL: GLXS4BA2410')).toEqual(['SEER2']);
    expect(marks('LENNOX\nHEAT PUMP\nHSPF2 7.5')).toEqual(['SEER2']);
    expect(marks('RHEEM\nGAS WATER HEATER\nUEF 0.64  FHR 67')).toEqual(['UEF']);
    expect(marks('A.O. SMITH\nUniform Energy Factor 0.67')).toEqual(['UEF']);
    expect(marks('BRADFORD WHITE\nFVIR DESIGN\nAHRI CERTIFIED')).toEqual(['FVIR', 'AHRI']);
    expect(marks('STATE\nFlammable Vapor Ignition Resistant')).toEqual(['FVIR']);
  });

  it('never takes a mark from a code or a plain rating', () => {
    const marks = (text: string) => parseLabelText(text, NOW).dateClues.marks ?? [];
    expect(marks('CARRIER\nSEER 14.5\nEER 12.2\nMODEL: 24ACC636A003')).toEqual([]);
    expect(marks('RHEEM\nMODEL: XG40UEF36\nSERIAL: Q051512345')).toEqual([]);
    expect(marks('TRANE\nMODEL: 4TTR5SEER2A')).toEqual([]);
  });

  it('reads the refrigerant by its chemical class or trade name', () => {
    const refrigerant = (text: string) => parseLabelText(text, NOW).dateClues.refrigerant;
    expect(refrigerant('YORK\nHCFC-22 6 LBS')).toBe('R-22');
    expect(refrigerant('GOODMAN\nHFC-410A  5 LBS 2 OZ')).toBe('R-410A');
    expect(refrigerant('CARRIER\nFACTORY CHARGED WITH PURON')).toBe('R-410A');
    expect(refrigerant('GE\nREFRIGERATOR\nCFC-12 6.5 OZ')).toBe('R-12');
  });
});

describe('tables read by sparse OCR: one header cell or value per line', () => {
  it('assigns the values column by column', () => {
    const text =
      'TRANE\nCATEGORY IV FURNACE\nMODEL NUMBER\n\nSERIAL NO\n\nVOLTS\n\nXE1000\n\nY153E5850\n\n115\n\nINPUT 100,000 BTU/H';
    expect(parseLabelText(text, NOW)).toMatchObject({ modelNumber: 'XE1000', serialNumber: 'Y153E5850' });
  });

  it('with two header cells on one line and a third alone', () => {
    const text =
      'PHILCO\nSPLIT SYSTEM HEAT PUMP\nMODEL NUMBER [SERIAL NO.\nPH\nPH4BF-024K\nS7F1603E50684\n1\nVOLTS 208/230 PH 1 HZ 60';
    expect(parseLabelText(text, NOW)).toMatchObject({ modelNumber: 'PH4BF-024K', serialNumber: 'S7F1603E50684' });
  });

  it('reads a ] or ) inside a code as J, WN: as M/N, and O or I between digits of a model as a digit', () => {
    expect(parseLabelText('GE\nModel No.: GTD42EAS]2WW\nSER. NO. LL076886', NOW).modelNumber).toBe('GTD42EASJ2WW');
    expect(parseLabelText('RUUD\nFURNACE\nWN: R801TA075314MSA', NOW).modelNumber).toBe('R801TA075314MSA');
    expect(parseLabelText('RINNAI\nMODEL: RL7O5EN', NOW).modelNumber).toBe('RL705EN');
    expect(parseLabelText('LENNOX\nMODEL: G23Q3-8O', NOW).modelNumber).toBe('G23Q3-80');
  });

  it('takes a spaced-out code on a line of its own as one cell (a BSH FD code under SERIAL)', () => {
    const text =
      'THERMADOR\nFREE-STANDING RANGE\nMODEL\nSERIAL NUMBER\nPH\nDWHD650WFP\nFD 8702 20927\n240V~ 60Hz 40A\nLISTED cUL us';
    expect(parseLabelText(text, NOW)).toMatchObject({ modelNumber: 'DWHD650WFP', serialNumber: 'FD870220927' });
    // Several values on one line are no cell.
    const ratings = 'LENNOX\nMODEL\nSERIAL NO.\nVOLTS\n120V 60HZ 12A\nINPUT 40,000 BTU/H';
    expect(parseLabelText(ratings, NOW)).toMatchObject({ modelNumber: null, serialNumber: null });
  });

  it("splits a value row OCR read on one line into its cells ('MODEL', 'SERIAL NUMBER | HZ' over 'X | Y')", () => {
    const text =
      'LUXAIRE\nGas Furnace - Upflow/Horizontal\nMODEL\nSERIAL NUMBER | HZ\nTM9V080B12MP11 | BKMZ335614\n60\nINPUT 40,000 BTU/H';
    expect(parseLabelText(text, NOW)).toMatchObject({ modelNumber: 'TM9V080B12MP11', serialNumber: 'BKMZ335614' });
  });

  it('leaves the columns unassigned when a header cell before them was cut at the edge', () => {
    // 'EL NO' is what the photo kept of MODEL NO.: the first value is the model's, not the serial's.
    const text = 'SIEMENS\nEL NO\nSERIAL\nPH\n4T391GB\nFD 9506 15268\n1\nV~ 60Hz';
    expect(parseLabelText(text, NOW).serialNumber).toBe('FD 9506 15268');
  });

  it('skips a header cell OCR cut short (no digit) among the values', () => {
    const text = 'LENNOX\nGAS-FIRED FURNACE\nMODEL\n\nSERIAL NO.\n\nVOL\n\nG23Q3-80\n\n1902K18734\n\n115';
    expect(parseLabelText(text, NOW)).toMatchObject({ modelNumber: 'G23Q3-80', serialNumber: '1902K18734' });
  });
});

describe('model repair: a letter O touching a digit is a zero', () => {
  it.each([
    ['RUR16OEN', 'RUR160EN'],
    ['G23Q3-8O', 'G23Q3-80'],
    ['XG4OT06EC36U1', 'XG40T06EC36U1'],
    ['O77BDTB', '077BDTB'],
    ['rur16oen', 'RUR160EN'],
    ['MI4I3S6FBN', 'MI413S6FBN'],
  ])('%s → %s', (read, model) => {
    expect(repairModel(read)).toBe(model);
  });

  it.each(['6-40-SORT', 'PR640YOMVF', 'PROG40-38N', 'MI403S6FBN', 'GSS25GSHSS'])(
    'keeps %s (no O beside a digit)',
    (model) => {
      expect(repairModel(model)).toBe(model);
    },
  );
});

describe("model repair by a brand's documented grammar (digit positions only)", () => {
  it.each([
    ['Carrier', [], 'S8STA090-12', '58STA090-12'],
    ['Carrier', [], 'Z4ACC636A003', '24ACC636A003'],
    ['Carrier', [], '58CTAO9O', '58CTA090'],
    ['Bryant', [], 'Z15DNA036000', '215DNA036000'],
    ['Payne', [], 'PGBMAA036070', 'PG8MAA036070'],
    ['Payne', [], 'PG9ZESA36060', 'PG92ESA36060'],
    ['Intertherm', ['Nordyne'], 'MIMB077ABW', 'M1MB077ABW'],
    ['Miller', ['Nordyne'], 'EZEB-015HA', 'E2EB-015HA'],
    ['Kenmore', [], 'I53.331652', '153.331652'],
    ['Kenmore', [], 'II0.22244100', '110.22244100'],
    ['Kenmore', [], '665.I3223K310', '665.13223K310'],
    // A 6 read as G or E in a digit position (the Nordyne series digit).
    ['Frigidaire', ['Nordyne'], 'FGGRL-072C-12B', 'FG6RL-072C-12B'],
    ['Gibson', ['Nordyne'], 'KGERA-080K', 'KG6RA-080K'],
  ])('%s %j: %s → %s', (brand, families, read, model) => {
    expect(repairModelByGrammar(read, brand as string, families as string[])).toBe(model);
  });

  it.each([
    // Already fitting, or outside the grammar's start: kept as read.
    ['Carrier', [], '58STA090-12'],
    ['Carrier', [], 'FV4CNF003'],
    ['Carrier', [], '59TN6A080'],
    ['Carrier', [], 'SYSTXCCITC01'],
    ['Carrier', [], 'ZONECC4Z01'],
    ['Bryant', [], 'FV4CNB006'],
    ['Payne', [], 'PA13NA036'],
    ['Philco', ['Nordyne'], 'PH4BF-024K'],
    ['Miller', ['Nordyne'], 'CMF1-056C'],
    ['Maytag', ['Nordyne'], 'PSH1BG4M30236'],
    ['Kenmore', [], '110.22244100'],
    ['Gibson', ['Nordyne'], 'KG6RA-080K'],
    ['Intertherm', ['Nordyne'], 'E2EB-015HA'],
    // An E among the series letters stays a letter when the model fits as read.
    ['Carrier', [], '25HCE436A003'],
    // Brands without a documented grammar keep every character.
    ['Trane', ['Trane'], '4TTR6036J1000AA'],
    ['Rheem', ['Rheem HVAC'], 'RP1436AJ1NA'],
    ['Hotpoint', ['GE'], 'RGBS40DEHWW'],
    [null, [], 'S8STA090-12'],
    // Too many slips to be a misread of the grammar, or too few real digits to be a model.
    ['Carrier', [], 'SBSTAO9O'],
    ['Kenmore', [], 'ISB.SIBOZ'],
  ])('%s %j keeps %s', (brand, families, model) => {
    expect(repairModelByGrammar(model as string, brand as string | null, families as string[])).toBe(model);
  });

  it('repairs the model before the Kenmore prefix selects the serial family', () => {
    const reading = parseLabelText('KENMORE\nGAS WATER HEATER\nMODEL: I53.331652\nSERIAL: B95O92473', NOW);
    expect(reading).toMatchObject({ modelNumber: '153.331652', serialNumber: 'B95092473' });
    expect(parseLabelText('CARRIER\nGAS FURNACE\nMODEL: S8STA090-12\nSERIAL: 3322W61616', NOW).modelNumber).toBe(
      '58STA090-12',
    );
    expect(parseLabelText('INTERTHERM\nGAS FURNACE\nMODEL: MIMB077ABW', NOW).modelNumber).toBe('M1MB077ABW');
  });
});

describe('a Kenmore plate whose logo OCR lost', () => {
  it('is told by its Sears model number with a Kenmore source code', () => {
    const text = 'et —— in bh\n—REeTNore\nREFRIGERATOR-FREEZER\nMOD 106.51133211 Serial B01134534\n115V~ 60Hz';
    expect(parseLabelText(text, NOW)).toMatchObject({ brand: 'Kenmore', serialNumber: 'B01134534' });
    // Other dotted models (not a Kenmore source code, or not numeric) name no brand.
    expect(parseLabelText('REFRIGERATOR\nMODEL: 917.273060\nSERIAL: 123456', NOW).brand).toBeNull();
    expect(parseLabelText('REFRIGERATOR\nMODEL: 106.ABC\nSERIAL: 123456', NOW).brand).toBeNull();
  });
});

describe('keywords OCR read with a letter lost', () => {
  it.each([
    ['SERIAL read as SRAL', 'TRANE\nGAS-FIRED FURNACE\nSRAL# F417C 1002', { serialNumber: 'F417C1002' }],
    ['SERIAL read as SERAL', 'GOODMAN\nSERAL: 1504123456', { serialNumber: '1504123456' }],
    ['SERIAL read as SRIAL', 'GOODMAN\nSRIAL 1504123456', { serialNumber: '1504123456' }],
    ['MODEL read as Modal', 'TRANE\nModal - 4TTR6036)1000AA', { modelNumber: '4TTR6036J1000AA' }],
  ] as const)('%s', (_name, text, expected) => {
    expect(parseLabelText(text, NOW)).toMatchObject(expected);
  });

  it('does not take a word that merely contains the letters for a keyword', () => {
    expect(parseLabelText('GOODMAN\nSERALINE 1504123456\nMODEL GSX160361', NOW).serialNumber).toBe('1504123456');
  });
});

describe('brand detection from partial or slipped words', () => {
  it.each([
    ['irlpool\nial Electric Water Heater', 'Whirlpool'],
    ['IGIDAIRE\nELECTRIC RANGE', 'Frigidaire'],
    ['A.O0. SMITH\nELECTRIC WATER HEATER', 'A.O. Smith'],
    ['BRADF0RD WH1TE', 'Bradford White'],
  ])('%j → %s', (text, brand) => {
    expect(parseLabelText(text, NOW).brand).toBe(brand);
  });

  it.each([
    // Too little of the name left, or not at the start of the line, or not the end of the name.
    ['POOL\nWATER HEATER', null],
    ['THE IRLPOOL\nWATER HEATER', null],
    ['WHIRL\nWATER HEATER', null],
    ['AOO0 SMITHS', null],
  ])('%j → %s', (text, brand) => {
    expect(parseLabelText(text, NOW).brand).toBe(brand);
  });

  it('recognises a look-alike digit doubling a letter', () => {
    expect(isDoubledLookAlike('AO0', 'AO')).toBe(true);
    expect(isDoubledLookAlike('SM1ITH', 'SMITH')).toBe(true);
    expect(isDoubledLookAlike('AOX', 'AO')).toBe(false);
    expect(isDoubledLookAlike('AO', 'AO')).toBe(false);
  });
});

describe('detectBrandLoosely: a brand line with several letters misread or split', () => {
  it('reads a name up to a quarter of whose letters slipped, spaces and company words ignored', () => {
    expect(detectBrandLoosely('BRAD F0RO WHTE')).toBe('Bradford White');
    expect(detectBrandLoosely('LENN 0K')).toBe('Lennox');
    expect(detectBrandLoosely('ee\nINTERTHRM CORP\nMODEL: M1MB077ABW')).toBe('Intertherm');
  });

  it('refuses more slips than a quarter of the name, short names, and a name inside a sentence', () => {
    expect(detectBrandLoosely('BRXD FXRO WHXE')).toBeNull(); // four slips in thirteen letters
    expect(detectBrandLoosely('TRAN')).toBeNull(); // five letters and fewer: the strict matcher's
    expect(detectBrandLoosely('INSTALL BY A LENNOX DEALER')).toBeNull();
    expect(detectBrandLoosely('CAUTION: DISCONNECT POWER BEFORE SERVICING')).toBeNull();
  });

  it('counts substitutions, insertions and deletions', () => {
    expect(editDistance('LENNOX', 'LENNOX')).toBe(0);
    expect(editDistance('LENOX', 'LENNOX')).toBe(1);
    expect(editDistance('BRADFOROWHTE', 'BRADFORDWHITE')).toBe(2);
  });
});

describe('model keywords as OCR reads them on cut, curved or glued plates', () => {
  it.each([
    ['MODEL read as Wadel', 'COLEMAN\nWadel: TH4B3621S   SERIAL TNVU452305', 'TH4B3621S'],
    ['MODEL read as Madel', 'RHEEM\nMadel No.: XE50M06ST45U1\nSERIAL NO.: Q121512345', 'XE50M06ST45U1'],
    ['M/N read without its slash, with a colon', 'GOODMAN\nMN: GSX140361\nSN: 1504123456', 'GSX140361'],
    ['M/N read without its slash, the slash read as +', 'WHIRLPOOL\nMN + WDT750SAHZ0\nSN + F12345678', 'WDT750SAHZ0'],
    [
      'the end of MODEL opening a line cut at the edge',
      'RHEEM\nEL XE40M06ST45U1\nAL NUMBER Q121512345',
      'XE40M06ST45U1',
    ],
    ['the end of MODEL NO. opening a line', 'GOODMAN\nDEL NO. GSX160361\nSERIAL 1504123456', 'GSX160361'],
    [
      'the end of Model Number opening a line',
      'LENNOX\nel Number ML180UH070P36A\nSerial Number 5812C12345',
      'ML180UH070P36A',
    ],
    [
      'a header row whose cells OCR glued',
      'KENMORE\nMODEL NUMBERSERIAL NO\n110.22244100 | MW1234567\n120V~ 60Hz',
      '110.22244100',
    ],
  ] as const)('%s', (_name, text, model) => {
    expect(parseLabelText(text, NOW).modelNumber).toBe(model);
  });

  it('reads the serial of a glued header row too', () => {
    expect(parseLabelText('MODEL NUMBERSERIAL NO\nGSX160361 | 1504123456', NOW)).toMatchObject({
      modelNumber: 'GSX160361',
      serialNumber: '1504123456',
    });
  });

  it('refuses a state abbreviation, a word ending in EL, and a cut keyword whose value is the serial', () => {
    expect(parseLabelText('ACME HEATING\nMINNEAPOLIS, MN 55401', NOW).modelNumber).toBeNull();
    expect(parseLabelText('GOODMAN\nPANEL 12345\nLEVEL 3A4', NOW).modelNumber).toBeNull();
    expect(parseLabelText('GOODMAN\nSERIAL NO. 1504123456\nEL 1504123456', NOW).modelNumber).toBeNull();
    // A whole MODEL keyword wins over a cut one.
    expect(parseLabelText('GOODMAN\nEL ABC1234\nMODEL GSX160361', NOW).modelNumber).toBe('GSX160361');
  });
});

describe('serials printed in spaced groups (issue 43)', () => {
  const NOW_43 = new Date('2026-01-01T00:00:00Z');
  it.each([
    ['FRIGIDAIRE\nM/N: FFCD2413US\nSerial No.: NM331 487 44\n115V 60HZ', 'NM33148744'],
    ['RHEEM\nMODEL # RA1436AJ1NA\nSERIAL A46 901 8241', 'A469018241'],
    ['TRANE\nMODEL 4TTR4036L1000AA\nS/N 25093 61A 67', '2509361A67'],
    ['AMERICAN\nMODEL: G61-40T40-4NV\nSERIAL NUMBER: TH866 163 43', 'TH86616343'],
    // Look-alikes inside a joined group are repaired by the grammar (O read for 0 in Lennox's digits).
    ['LENNOX\nMODEL ML180UH070\nSERIAL 5815D 1O345', '5815D10345'],
  ])('joins the groups that make the family grammar whole: %j', (text, serial) => {
    expect(parseLabelText(text, NOW_43).serialNumber).toBe(serial);
  });

  it.each([
    // Already whole: the next value (a voltage) is never joined.
    ['RHEEM\nMODEL XG40\nSERIAL Q0515 12345 120 V', 'Q051512345'],
    // No documented grammar: as read.
    ['NAVIEN\nMODEL NPE-240A\nSERIAL 7812 K1AB', '7812K1AB'],
  ])('leaves a serial that fits, or has no grammar, as read: %j', (text, serial) => {
    expect(parseLabelText(text, NOW_43).serialNumber).toBe(serial);
  });
});

describe('twelfth round (issue 43): years inside the period, zeros among letters, bracketed revisions', () => {
  const NOW_43 = new Date('2026-01-01T00:00:00Z');

  it.each([
    // Week 11 of '72: Rheem HVAC's WWYY is used from 1980, so the code the second reader read with a
    // repeated 1 collapsed does not fit; the whole one does.
    ['M11725488', ['Rheem HVAC'], false],
    ['M111725488', ['Rheem HVAC'], true],
    ['Q057512345', ['Rheem'], false],
    ['Q051512345', ['Rheem'], true],
    ['0734A123456', ['A.O. Smith'], false],
    ['1534A012345', ['A.O. Smith'], true],
    ['4570E12345', ['Carrier'], false],
    ['4589G12345', ['Carrier'], true],
    ['0832112345', ['Trane'], false],
    ['1532112345', ['Trane'], true],
    ['5870D12345', ['Lennox'], false],
    ['5874D12345', ['Lennox'], true],
    ['7004123456', ['Goodman'], false],
    ['8807123456', ['Goodman'], true],
    ['ABC7012123', ['Nordyne'], false],
    ['ABC0512123', ['Nordyne'], true],
  ])('a two-digit year outside the format period breaks its grammar: %s (%j) fits %s', (serial, families, fits) => {
    expect(fitsSerialShape(serial, families)).toBe(fits);
  });

  it('repairs a look-alike only to a year inside the period', () => {
    // An S in the year is a 5 ('1S' → 2015); '7S' would be 1975, before Rheem's letter format: as read.
    expect(repairSerial('Q051S12345', ['Rheem'])).toBe('Q051512345');
    expect(repairSerial('Q057S12345', ['Rheem'])).toBe('Q057S12345');
  });

  it.each([
    ['6-40-S0RT', '6-40-SORT'],
    ['SH-BL0CK-40', 'SH-BLOCK-40'],
    // A group with digits keeps its zeros; so does a short group and a zero at a group's edge.
    ['KDTM354DSS', 'KDTM354DSS'],
    ['GTD42EASJ2WW', 'GTD42EASJ2WW'],
    ['SA0B12', 'SA0B12'],
    ['A0B-40', 'A0B-40'],
    ['6-40-0RT', '6-40-0RT'],
  ])("a single 0 inside a group of letters is the letter O: '%s' → '%s'", (read, model) => {
    expect(repairModel(read)).toBe(model);
  });

  it.each([
    ['BOSCH\nModel No.SHE53T55UC(A)\nSERIAL NO.: 822037346130769615', 'SHE53T55UC'],
    ['Rinnai\nMODEL:R94LSI(A)  INPUT11100X00\nSERIAL NUMBER:SA998747', 'R94LSI'],
    ['YORK\nMODEL: YCD36B21S(R1)\nSERIAL: W1G7123456', 'YCD36B21S'],
  ])('a bracketed revision glued to the model is no part of it: %j', (text, model) => {
    expect(parseLabelText(text, NOW_43).modelNumber).toBe(model);
  });

  it('keeps a model whose bracket holds more than a revision mark, and a spaced mark apart', () => {
    expect(parseLabelText('BOSCH\nModel No. SHE53T55UC (A)\nSERIAL NO.: 822037346130769615', NOW_43).modelNumber).toBe(
      'SHE53T55UC',
    );
    expect(parseLabelText('ACME\nMODEL: AB1234(NATURAL)', NOW_43).modelNumber).not.toBe('AB1234');
  });
});
