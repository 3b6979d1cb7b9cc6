import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import type { AppConfig } from '../../../core/config/app-config';
import { emptyLabelReading, type LabelReading } from '../label-reading';
import { platePhoto } from '../../../../test/support/label-photos';
import * as preparation from './label-image-preparation';
import { OcrReadTimeoutError, type OcrText, type OcrWorkerPool } from './ocr-worker-pool';
import { parseLabelText } from '../label-parser/label-parser';
import {
  OfflineLabelReader,
  combine,
  completes,
  needsLocalContrastPass,
  needsSerialRegionPass,
  withBrandReparsed,
  withLayoutFields,
  withLooseBrand,
  withModelSeriesBrand,
  withRegionSerial,
  preferSecond,
  withSecondReading,
  textAt,
} from './offline-label-reader';

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

describe('the local-contrast pass', () => {
  it('runs only when the image passes left the brand, model or serial out', () => {
    const whole = { brand: 'Goodman', modelNumber: 'GSX160361', serialNumber: '1504123456' };
    expect(needsLocalContrastPass(reading(whole))).toBe(false);
    // A serial that breaks its grammar is the serial-region pass's work, not this one's.
    expect(needsLocalContrastPass(reading({ ...whole, serialNumber: '15041234567' }))).toBe(false);
    expect(needsLocalContrastPass(reading({ ...whole, brand: null }))).toBe(true);
    expect(needsLocalContrastPass(reading({ ...whole, modelNumber: null }))).toBe(true);
    expect(needsLocalContrastPass(reading({ ...whole, serialNumber: null }))).toBe(true);
  });
});

describe('the serial-region pass', () => {
  it('runs without a serial, or with one that breaks its family grammar; not for a fitting one', () => {
    expect(needsSerialRegionPass(reading({ brand: 'Goodman' }))).toBe(true);
    expect(needsSerialRegionPass(reading({ brand: 'Goodman', serialNumber: '15041234567' }))).toBe(true);
    expect(needsSerialRegionPass(reading({ brand: 'Goodman', serialNumber: '1504123456' }))).toBe(false);
    // A BSH FD production code has its own grammar: a fitting one needs no region pass.
    expect(needsSerialRegionPass(reading({ brand: 'Siemens', serialNumber: 'FD 8107 82397' }))).toBe(false);
    expect(needsSerialRegionPass(reading({ brand: 'Bosch', serialNumber: 'FD 8113 82397' }))).toBe(true);
    // No documented grammar: a misread cannot be told, no extra pass.
    expect(needsSerialRegionPass(reading({ brand: 'Navien', serialNumber: '7711H1773171234' }))).toBe(false);
  });

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

  it("parses the second reader's text again with tesseract's brand, so the family's grammar repairs its serial", () => {
    // Bradford White's serial opens with two letters (year, month): the second reader's 0 there is an O.
    const text = 'SERIAL NUMBER: 0A3430614';
    const second = parseLabelText(text);
    const merged = withSecondReading(reading({ brand: 'Bradford White' }), second, text);
    expect(merged.serialNumber).toBe(parseLabelText(`Bradford White\n${text}`).serialNumber);
  });
});

describe('OfflineLabelReader: the second reader, on or off (OCR_SECOND_READER)', () => {
  const tesseractText = 'RHEEM\nGAS WATER HEATER\nMODEL: XG50T06EC36UI\nSERIAL: Q051512345';
  const secondText = 'RHEEM\nGAS WATER HEATER\nMODEL: XG50T06EC36U1\nSERIAL: Q051512345';
  const answer = (text: string): OcrText => ({ text, confidence: 90, lines: [] });

  async function readWith(
    secondReader: boolean,
    secondReads: () => Promise<OcrText> = async () => answer(secondText),
    tesseractReads: (png: Buffer) => Promise<OcrText> = async () => answer(tesseractText),
    photo?: Buffer,
  ) {
    const pool = {
      warmUp: jest.fn(),
      recognize: jest.fn(tesseractReads),
      readTextLines: jest.fn(secondReads),
    };
    const reader = new OfflineLabelReader(
      pool as unknown as OcrWorkerPool,
      { ocrSecondReader: secondReader } as AppConfig,
    );
    photo ??= await sharp({ create: { width: 400, height: 300, channels: 3, background: '#eeeeee' } })
      .jpeg()
      .toBuffer();
    return { result: await reader.read(photo), pool };
  }

  it("reads the photo's lines with the second reader first, and its model wins", async () => {
    const { result, pool } = await readWith(true);
    expect(pool.readTextLines).toHaveBeenCalledTimes(1);
    expect(result.passes.map((pass) => pass.variant)).toEqual(['text-lines', 'flattened']);
    expect(result.reading).toMatchObject({ brand: 'Rheem', modelNumber: 'XG50T06EC36U1', serialNumber: 'Q051512345' });
  });

  it('reads with tesseract alone when the second reader fails, and logs why', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const { result, pool } = await readWith(true, async () => {
        throw new Error('OCR failed: libonnxruntime.so.1: cannot open shared object file');
      });
      expect(pool.readTextLines).toHaveBeenCalledTimes(1);
      expect(result.passes.map((pass) => pass.variant)).toEqual(['flattened']);
      expect(result.reading).toMatchObject({ brand: 'Rheem', serialNumber: 'Q051512345' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('libonnxruntime.so.1'));
    } finally {
      warn.mockRestore();
    }
  });

  it("reads a photo askew beyond the preparation's straightening again, turned by its lines' angle", async () => {
    const askewText = 'RHEEM\nMODEL: XG5OT06EC36U1\nSERIAL: Q05I512345';
    const lineReads = [
      { ...answer(askewText), skewDegrees: 32 },
      { ...answer(secondText), skewDegrees: 0.4 },
    ];
    const { result, pool } = await readWith(true, async () => lineReads.shift()!);
    expect(pool.readTextLines).toHaveBeenCalledTimes(2);
    // The second reading is of the photo turned 32° back: larger than the photo (its corners filled).
    const straightened = (pool.readTextLines.mock.calls[1] as unknown as [{ image: { width: number } }])[0];
    expect(straightened.image.width).toBeGreaterThan(400);
    expect(result.passes[0].text).toBe(secondText);
    expect(result.reading).toMatchObject({ modelNumber: 'XG50T06EC36U1', serialNumber: 'Q051512345' });
  });

  it('reads a photo whose ink runs askew beyond ±10° both straightened and as taken when tesseract reads alone, and goes on with the better', async () => {
    const askew = await platePhoto(30);
    const degrees = await preparation.inkSkewDegrees(askew);
    expect(Math.abs(degrees - 30)).toBeLessThanOrEqual(1);
    const straightened = await preparation.straightenedPhoto(askew, degrees);
    const straightenedPng = (await preparation.prepareLabelImage(straightened, 'flattened')).png;
    const asTakenPng = (await preparation.prepareLabelImage(askew, 'flattened')).png;
    // Tesseract reads the label in one first pass only (nothing in any other): the text turned level, or (a
    // straight line across an upright label taken for its text) the photo as it is.
    for (const readable of ['straightened', 'as taken'] as const) {
      const reads = async (png: Buffer) =>
        png.equals(readable === 'straightened' ? straightenedPng : asTakenPng) ? answer(tesseractText) : answer('');
      const { result, pool } = await readWith(false, undefined, reads, askew);
      const firstTwo = (pool.recognize.mock.calls as unknown as [Buffer][]).slice(0, 2).map(([png]) => png);
      expect(firstTwo.filter((png) => png.equals(straightenedPng))).toHaveLength(1);
      expect({ readable, serial: result.reading.serialNumber }).toEqual({ readable, serial: 'Q051512345' });
    }
    // Within the preparation's own ±10°, the photo as it is, once.
    for (const level of [await platePhoto(8), await platePhoto(0)]) {
      const { pool } = await readWith(false, undefined, undefined, level);
      const [png] = pool.recognize.mock.calls[0] as unknown as [Buffer];
      expect(png.equals((await preparation.prepareLabelImage(level, 'flattened')).png)).toBe(true);
    }
  });

  it("keeps the second reader's reading when tesseract gives up on the photo, and fails without a second reader", async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const givesUp = async (): Promise<OcrText> => {
      throw new OcrReadTimeoutError('An OCR read took longer than 20 s');
    };
    try {
      const { result } = await readWith(true, undefined, givesUp);
      expect(result.passes.map((pass) => pass.variant)).toEqual(['text-lines']);
      expect(result.reading).toMatchObject({
        brand: 'Rheem',
        modelNumber: 'XG50T06EC36U1',
        serialNumber: 'Q051512345',
      });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Tesseract gave up'));
      await expect(readWith(false, undefined, givesUp)).rejects.toBeInstanceOf(OcrReadTimeoutError);
    } finally {
      warn.mockRestore();
    }
  });

  it('takes no brand from a tesseract pass of noise where the second reader read one, and keeps it otherwise', async () => {
    // Grain turned into texture: hundreds of specks and letter pairs, 'GE' alone on one of its lines.
    const noise: OcrText = { text: 'oo\nEET\nGE\nA a\nSR\n23', confidence: 26, lines: [] };
    const whirlpool = { text: 'Whirlpool\nMODEL NO. WTW5000DW1\nSERIAL NO. CS1234567', confidence: 98, lines: [] };
    const read = async (second: OcrText, tesseract: OcrText) => {
      const pool = {
        warmUp: jest.fn(),
        recognize: jest.fn(async () => tesseract),
        readTextLines: jest.fn(async () => second),
      };
      const reader = new OfflineLabelReader(pool as unknown as OcrWorkerPool, { ocrSecondReader: true } as AppConfig);
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#eeeeee' } })
        .jpeg()
        .toBuffer();
      return (await reader.read(photo)).reading;
    };
    expect(await read(whirlpool, noise)).toMatchObject({ brand: 'Whirlpool', serialNumber: 'CS1234567' });
    // The same noise read with confidence is a GE logo, tesseract's brand winning as before.
    expect((await read(whirlpool, { ...noise, confidence: 60 })).brand).toBe('GE');
    // Where the second reader read no brand, tesseract's is all there is.
    const unbranded = { ...whirlpool, text: 'MODEL NO. WTW5000DW1\nSERIAL NO. CS1234567' };
    expect((await read(unbranded, noise)).brand).toBe('GE');
  });

  it('reads with tesseract alone when it is off', async () => {
    const { result, pool } = await readWith(false);
    expect(pool.readTextLines).not.toHaveBeenCalled();
    expect(result.passes[0].variant).toBe('flattened');
    expect(result.reading).toMatchObject({ brand: 'Rheem', serialNumber: 'Q051512345' });
    expect(result.reading.modelNumber).toBe(parseLabelText(tesseractText).modelNumber);
  });
});

describe('textAt: where the second reader found text, for the zoom', () => {
  const line = (text: string, x0: number, y0: number, x1: number, y1: number) => ({ text, bbox: { x0, y0, x1, y1 } });

  it('spans the lines of three letters or digits or more, as shares of the photo', () => {
    const lines = [
      line('Rheem', 500, 430, 560, 450),
      line('MODEL 21V40F1', 480, 470, 640, 480),
      line('.', 10, 10, 12, 12),
    ];
    expect(textAt(lines, 1200, 900)).toEqual({ left: 0.4, top: 430 / 900, right: 640 / 1200, bottom: 480 / 900 });
  });

  it('is null without such a line', () => {
    expect(textAt([line('|.', 10, 10, 30, 20)], 1200, 900)).toBeNull();
    expect(textAt([], 1200, 900)).toBeNull();
  });
});
