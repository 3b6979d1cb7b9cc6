import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import type { AppConfig } from '../../../core/config/app-config';
import { emptyLabelReading, type LabelReading } from '../label-reading';
import { platePhoto } from '../../../../test/support/label-photos';
import * as preparation from '../image/label-image-preparation';
import { OcrReadTimeoutError, type OcrText, type OcrWorkerPool } from './ocr-worker-pool';
import { parseLabelText } from '../label-parser/label-parser';
import { OfflineLabelReader, needsLocalContrastPass, needsSerialRegionPass, textAt } from './offline-label-reader';

const reading = (fields: Partial<LabelReading>): LabelReading => ({ ...emptyLabelReading(), ...fields });

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
