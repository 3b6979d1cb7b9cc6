import { emptyLabelReading, type LabelReading } from '../label-reading';
import { parseLabelText } from '../label-parser/label-parser';
import {
  combine,
  completes,
  preferSecond,
  withBrandReparsed,
  withLayoutFields,
  withLooseBrand,
  withModelSeriesBrand,
  withRegionSerial,
  withSecondReading,
} from './reading-combination';

const reading = (fields: Partial<LabelReading>): LabelReading => ({ ...emptyLabelReading(), ...fields });

describe('combine: a later OCR pass fills the gaps of the first', () => {
  it('keeps the first reading and fills what it missed', () => {
    const merged = combine(
      reading({ brand: 'Goodman', modelNumber: 'GSX160361' }),
      reading({ brand: 'Goodmen', serialNumber: '1504123456' }),
    );
    expect(merged).toMatchObject({ brand: 'Goodman', modelNumber: 'GSX160361', serialNumber: '1504123456' });
  });

  it("replaces a serial that does not fit the brand's format with one that does", () => {
    const merged = combine(
      reading({ brand: 'Goodman', serialNumber: '15041234567' }),
      reading({ brand: 'Goodman', serialNumber: '1504123456' }),
    );
    expect(merged.serialNumber).toBe('1504123456');
  });

  it('judges the later serial by the merged model, not the model the later pass misread', () => {
    // A Kenmore 110 prefix selects the Whirlpool format; the second pass misread it as 116.
    const merged = combine(
      reading({
        brand: 'Kenmore',
        modelNumber: '110.22244100',
        equipmentType: 'Refrigerator',
        serialNumber: 'ES53637399',
      }),
      reading({
        brand: 'Kenmore',
        modelNumber: '116.22244160',
        equipmentType: 'Refrigerator',
        serialNumber: 'E53637399',
      }),
    );
    expect(merged).toMatchObject({ modelNumber: '110.22244100', serialNumber: 'E53637399' });
  });

  it('keeps a fitting first serial', () => {
    const merged = combine(
      reading({ brand: 'Goodman', serialNumber: '1504123456' }),
      reading({ brand: 'Goodman', serialNumber: '1604123456' }),
    );
    expect(merged.serialNumber).toBe('1504123456');
  });
});

describe("withRegionSerial: the serial region's read", () => {
  it('fills a missing serial, replaces a misfit only with a fitting one', () => {
    expect(withRegionSerial(reading({ brand: 'Goodman' }), '1504123456').serialNumber).toBe('1504123456');
    expect(
      withRegionSerial(reading({ brand: 'Goodman', serialNumber: '15041234567' }), '1504123456').serialNumber,
    ).toBe('1504123456');
    expect(
      withRegionSerial(reading({ brand: 'Goodman', serialNumber: '15041234567' }), '150412345678').serialNumber,
    ).toBe('15041234567');
    expect(withRegionSerial(reading({ brand: 'Goodman', serialNumber: '1504123456' }), null).serialNumber).toBe(
      '1504123456',
    );
  });
});

describe('the larger second re-read of the serial region', () => {
  it('counts only when its serial fits the family grammar', () => {
    expect(withRegionSerial(reading({ brand: 'Bradford White' }), 'CF2', true).serialNumber).toBeNull();
    expect(withRegionSerial(reading({ brand: 'Bradford White' }), 'CF2768523', true).serialNumber).toBe('CF2768523');
    expect(withRegionSerial(reading({ brand: 'Samsung' }), '0R4C9GEA', true).serialNumber).toBeNull();
    expect(
      withRegionSerial(reading({ brand: 'Goodman', serialNumber: '15041234567' }), '1504123456', true).serialNumber,
    ).toBe('1504123456');
  });
});

describe('a code one pass read cut short, another whole', () => {
  it('tells a completed code from another code or a too short start', () => {
    expect(completes('MI403', 'MI403S6FBN')).toBe(true);
    expect(completes('FD 9508', 'FD 9508 12345')).toBe(true);
    expect(completes('XE1000', 'XE1600')).toBe(false);
    expect(completes('GSX', 'GSX160361')).toBe(false);
    expect(completes('MI403S6FBN', 'MI403')).toBe(false);
    expect(completes(null, 'MI403')).toBe(false);
  });

  it("takes the later pass's model when it completes the first one's, never a different model", () => {
    expect(combine(reading({ modelNumber: 'MI403' }), reading({ modelNumber: 'MI403S6FBN' })).modelNumber).toBe(
      'MI403S6FBN',
    );
    expect(combine(reading({ modelNumber: 'XE1000' }), reading({ modelNumber: 'XE1600' })).modelNumber).toBe('XE1000');
  });

  it('completes a serial without a documented grammar, or with one the whole code fits', () => {
    expect(
      combine(
        reading({ brand: 'Samsung', serialNumber: '0R4C9GEA' }),
        reading({ brand: 'Samsung', serialNumber: '0R4C9GEA036108A' }),
      ).serialNumber,
    ).toBe('0R4C9GEA036108A');
    // Goodman's grammar is ten digits: a longer misfit does not replace the cut one…
    expect(
      combine(
        reading({ brand: 'Goodman', serialNumber: '15041' }),
        reading({ brand: 'Goodman', serialNumber: '150412345678' }),
      ).serialNumber,
    ).toBe('15041');
    // …and a fitting first serial is kept when a later one starting with it does not fit…
    expect(
      combine(
        reading({ brand: 'Goodman', serialNumber: '1504123456' }),
        reading({ brand: 'Goodman', serialNumber: '15041234567' }),
      ).serialNumber,
    ).toBe('1504123456');
    // …but completed by one that fits too (Rheem's sequence part has three to eight characters, so the
    // code cut by a lost last glyph fits as well as the whole one).
    expect(
      combine(
        reading({ brand: 'Richmond', serialNumber: 'SR0199H5403' }),
        reading({ brand: 'Richmond', serialNumber: 'SR0199H54037' }),
      ).serialNumber,
    ).toBe('SR0199H54037');
  });
});

describe('a brand read loosely when no pass found one', () => {
  const text = 'BRAD F0RO WHTE\nMODEL: M1403S6FBN\nSERIAL: CF2768S23';

  it("gives the brand and re-parses the serial by its family's grammar", () => {
    const strict = parseLabelText(text);
    expect(strict.brand).toBeNull();
    expect(strict.serialNumber).toBe('CF2768S23');
    const loose = withLooseBrand(strict, [text]);
    expect(loose).toMatchObject({ brand: 'Bradford White', modelNumber: 'M1403S6FBN', serialNumber: 'CF2768523' });
  });

  it('leaves the reading as it is when no line spells a brand', () => {
    const plain = 'CAUTION: DISCONNECT POWER\nMODEL: XE1000\nSERIAL: 937HL8535';
    const strict = parseLabelText(plain);
    expect(withLooseBrand(strict, [plain])).toEqual(strict);
  });
});

describe('a brand named by the model series when no pass read one', () => {
  it("gives the maker of a series only it uses, and repairs the serial by that family's grammar", () => {
    // Goodman's GSX condensers; its serial YYMM + 6 digits with an O read for a zero.
    const text = 'AIR CONDITIONER\nMODEL: GSX140361\nSERIAL: 15O4123456';
    const first = parseLabelText(text);
    expect(first.brand).toBeNull();
    expect(withModelSeriesBrand(first, [text])).toMatchObject({
      brand: 'Goodman',
      modelNumber: 'GSX140361',
      serialNumber: '1504123456',
    });
  });

  it('leaves a reading whose model names no single maker as it is', () => {
    const text = 'GAS WATER HEATER\nMODEL: XG50T06EC36U1\nSERIAL: Q051512345';
    const first = parseLabelText(text);
    expect(withModelSeriesBrand(first, [text])).toEqual(first);
  });
});

describe('withBrandReparsed: a brand read from a logo band', () => {
  it('parses every pass again with the brand, so its serial grammar and type hints apply', () => {
    const texts = ['GAS WATER HEATER\nMODEL: XG50T06EC36U1\nSERIAL: Q4O512345'];
    const first = parseLabelText(texts[0]);
    expect(first.brand).toBeNull();
    const merged = withBrandReparsed(first, texts, 'Rheem');
    expect(merged).toMatchObject({
      brand: 'Rheem',
      modelNumber: 'XG50T06EC36U1',
      suggestedName: 'Rheem Gas Water Heater',
    });
  });
});

describe('withLayoutFields: the values a keyword alone in its box has beside or under it', () => {
  const at = (text: string, x: number, y: number) => ({
    text,
    bbox: { x0: x, y0: y, x1: x + text.length * 18, y1: y + 30 },
  });

  it("replaces a model taken from another grid cell, and fills a missing serial, repaired by the brand's grammar", () => {
    // The text gave the next line OCR read (a serial cell) as the model.
    const first = reading({ brand: 'Day & Night', modelNumber: '1790M63874', equipmentType: 'Furnace' });
    const lines = [
      at('MODEL NO.', 300, 100),
      at('Serial Number', 600, 100),
      at('1790M63874', 600, 150),
      at('FG7RAA100', 300, 150),
    ];
    expect(withLayoutFields(first, lines)).toMatchObject({
      brand: 'Day & Night',
      modelNumber: 'FG7RAA100',
      serialNumber: '1790M63874',
      equipmentType: 'Furnace',
    });
  });

  it('keeps a serial that fits its grammar, and the reading as it is when no keyword stands alone', () => {
    const first = reading({ brand: 'Goodman', modelNumber: 'GSX160361', serialNumber: '1504123456' });
    expect(withLayoutFields(first, [at('SERIAL', 40, 100), at('ABC1234', 40, 140)]).serialNumber).toBe('1504123456');
    expect(withLayoutFields(first, [at('MODEL: GSX160361', 40, 100)])).toBe(first);
  });
});

describe('withSecondReading: tesseract and the second reader (PP-OCRv4) as one reading', () => {
  it("takes the second reader's model and serial where the two read different codes", () => {
    const text = 'RHEEM\nMODEL: XE40M06ST45U1\nSERIAL: Q181504123';
    const merged = withSecondReading(
      reading({ brand: 'Rheem', modelNumber: 'XE4OM06STA5U1', serialNumber: 'Q18I504123' }),
      parseLabelText(text),
      text,
    );
    expect(merged).toMatchObject({ brand: 'Rheem', modelNumber: 'XE40M06ST45U1', serialNumber: 'Q181504123' });
  });

  it("keeps tesseract's code where the two differ only in O against 0", () => {
    const text = 'A.O. SMITH\nMODEL: PR0E40-200\nSERIAL: 1234M000123';
    const merged = withSecondReading(
      reading({ brand: 'A.O. Smith', modelNumber: 'PROE40-200', serialNumber: '1234M000123' }),
      parseLabelText(text),
      text,
    );
    expect(merged.modelNumber).toBe('PROE40-200');
    expect(preferSecond('PR640Y0MVF', 'PR640YOMVF')).toBe('PR640YOMVF');
    expect(preferSecond('PR640Y0MVF', 'PR64OYOMVE')).toBe('PR640Y0MVF');
  });

  it('fills the gaps of either, and never loses a field one of them read', () => {
    const text = 'MODEL: GSX140361\nSERIAL: 1504123456';
    const merged = withSecondReading(
      reading({ brand: 'Goodman', equipmentType: 'Air Conditioner' }),
      parseLabelText(text),
      text,
    );
    expect(merged).toMatchObject({ brand: 'Goodman', modelNumber: 'GSX140361', serialNumber: '1504123456' });
    const fromTesseract = withSecondReading(
      reading({ brand: 'Goodman', modelNumber: 'GSX140361', serialNumber: '1504123456' }),
      parseLabelText(''),
      '',
    );
    expect(fromTesseract).toMatchObject({ modelNumber: 'GSX140361', serialNumber: '1504123456' });
  });

  it("keeps tesseract's serial when it fits the family's grammar and the second reader's does not", () => {
    // Goodman: YYMM + sequence, ten digits; the second reader glued a character from the next cell.
    const text = 'GOODMAN\nSERIAL: 15041234567X';
    const merged = withSecondReading(
      reading({ brand: 'Goodman', serialNumber: '1504123456' }),
      parseLabelText(text),
      text,
    );
    expect(merged.serialNumber).toBe('1504123456');
  });

  it("keeps tesseract's serial where the second reader collapsed a repeated digit into a year outside the period", () => {
    // Rheem HVAC: line letter, WWYY from 1980. 'M11725488' (week 11 of '72) is the code with one of its
    // three 1s lost by the second reader's decoding; tesseract read it whole (week 11 of 2017).
    const text = 'RUUD\nCATEGORY IV FURNACE\nSERIALM11725488\nMN:R801TA075314MSA';
    const merged = withSecondReading(
      reading({ brand: 'Ruud', equipmentType: 'Furnace', serialNumber: 'M111725488' }),
      parseLabelText(text),
      text,
    );
    expect(merged.serialNumber).toBe('M111725488');
  });

  it("parses the second reader's text again with tesseract's brand, so the family's grammar repairs its serial", () => {
    // Bradford White's serial opens with two letters (year, month): the second reader's 0 there is an O.
    const text = 'SERIAL NUMBER: 0A3430614';
    const second = parseLabelText(text);
    const merged = withSecondReading(reading({ brand: 'Bradford White' }), second, text);
    expect(merged.serialNumber).toBe(parseLabelText(`Bradford White\n${text}`).serialNumber);
  });
});
