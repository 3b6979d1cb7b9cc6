import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../core/config/app-config';
import type { LabelReading } from '../label-reading';
import { detectBrandLoosely, parseLabelText } from '../label-parser/label-parser';
import { hasSerialShape } from '../label-parser/ocr-repair';
import {
  inkSkewDegrees,
  OCR_LONG_SIDE,
  PreparationVariant,
  prepareLabelImage,
  prepareLinePhoto,
  partRegionInPhoto,
  photoParts,
  regionsUnited,
  straightenedPhoto,
  TextRegion,
  turnedPhoto,
  zoomedPhoto,
} from '../image/label-image-preparation';
import {
  combine,
  familiesOf,
  isTrustworthy,
  serialFits,
  withBrandReparsed,
  withLayoutFields,
  withLooseBrand,
  withModelSeriesBrand,
  withRegionSerial,
  withSecondReading,
} from '../merge/reading-combination';
import { findLogoBands, logoBandCrop } from '../image/logo-bands';
import { withLocalContrast } from '../image/local-contrast';
import { sharp } from '../../../core/images/sharp';
import { OcrLine, OcrReadTimeoutError, OcrText, OcrWorkerPool } from './ocr-worker-pool';
import { MAX_ESTIMATED_SKEW } from '../image/skew-estimate';

/** Below this mean word confidence a pass is treated as a poor read. */
const LOW_CONFIDENCE = 70;
/**
 * Below this, tesseract read noise as text: a pass of hundreds of specks and letter pairs (lighting flattening
 * that turned a grainy photo's grain into texture, measured at 22–26), among which a short brand such as 'GE'
 * or 'LG' stands alone on a line by chance. Such a pass names no brand where the second reader read one.
 */
const NOISE_CONFIDENCE = 40;

/**
 * The passes, in order, each only when the ones before left something out (measured on the fixtures,
 * docs/vision.md): the lighting-flattened photo; the same at a smaller scale (tesseract's misreads depend
 * on the glyphs' pixel size); the photo as it is, when no brand was read yet (flattening can break up
 * large logo letters).
 */
const PASSES: ReadonlyArray<{ variant: PreparationVariant; longSide: number; onlyWithoutBrand?: boolean }> = [
  { variant: 'flattened', longSide: OCR_LONG_SIDE },
  { variant: 'flattened', longSide: Math.round(OCR_LONG_SIDE * 0.875) },
  { variant: 'standard', longSide: OCR_LONG_SIDE, onlyWithoutBrand: true },
];

export interface OcrPass {
  variant: PreparationVariant | 'text-lines' | 'local-contrast' | 'serial-region' | 'logo-band';
  longSide: number;
  text: string;
  confidence: number;
}

export interface OfflineReading {
  reading: LabelReading;
  /** The OCR text of each pass, in order (kept for diagnostics: the accuracy test prints it). */
  passes: OcrPass[];
}

/**
 * The offline label reader: sharp preparation, tesseract OCR, label parser. The second pass runs only
 * when the first misses the brand, model or serial, reads with low confidence, or reads a serial that
 * does not fit its brand's serial format; its fields fill the gaps, and a serial that fits the format
 * wins over one that does not.
 */
@Injectable()
export class OfflineLabelReader implements OnModuleInit {
  private readonly logger = new Logger('LabelAnalysis');

  constructor(
    private readonly ocr: OcrWorkerPool,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const readers = this.config.ocrSecondReader ? 'tesseract and the second reader (PP-OCRv4)' : 'tesseract alone';
    this.logger.log(`Labels are read by ${readers} (${this.config.ocrSecondReaderBasis})`);
  }

  async read(image: Buffer): Promise<OfflineReading> {
    // A retired OCR process starts while the photo is prepared, not after.
    this.ocr.warmUp();
    if (!this.config.ocrSecondReader) return this.readAlone(image);
    // The second reader (PP-OCRv4 on the photo's text lines) reads first: its model and serial win over
    // tesseract's, which settles O against 0 (`withSecondReading`), and tesseract's passes stop as soon as
    // the two together are trustworthy. Meanwhile tesseract's first image is prepared here and queued: the
    // preparation (this process) and the second reading (the OCR process) overlap on two cores.
    let firstRead = this.prepareAndRecognize(image, PASSES[0]);
    firstRead.catch(() => undefined);
    let secondPass = await this.readTextLines(image);
    if (secondPass && Math.abs(secondPass.skewDegrees) > MAX_ESTIMATED_SKEW) {
      // A label photographed askew beyond what the preparation straightens: the photo is turned by its
      // lines' own angle, and the reading starts again on it (the first pass already queued is lost).
      image = await straightenedPhoto(image, secondPass.skewDegrees);
      firstRead = this.prepareAndRecognize(image, PASSES[0]);
      firstRead.catch(() => undefined);
      secondPass = await this.readTextLines(image);
    }
    return this.readAsFramed(image, firstRead, secondPass);
  }

  /**
   * Tesseract alone (OCR_SECOND_READER off) has no lines' angle to go by: a photo whose ink runs beyond what the
   * preparation straightens (±MAX_ESTIMATED_SKEW; `inkSkewDegrees`, within ±45°) is read turned back by that
   * angle and, unless that names all of brand, model and serial, as it is too; the first pass that names more
   * of them (then the more confident) goes on. As it is too, because the ink's angle can still be another
   * straight line's than the text's: the angle is measured on text-sized marks only (`textSizedInk`), but a
   * line broken into dashes (thin cables on a small photo, a pipe behind other things) passes for text. A
   * photo within ±10° is read as it is, once.
   */
  private async readAlone(image: Buffer): Promise<OfflineReading> {
    const skewDegrees = await inkSkewDegrees(image);
    if (Math.abs(skewDegrees) <= MAX_ESTIMATED_SKEW) {
      const firstRead = this.prepareAndRecognize(image, PASSES[0]);
      firstRead.catch(() => undefined);
      return this.readAsFramed(image, firstRead, null);
    }
    const straightened = await straightenedPhoto(image, skewDegrees);
    const turnedBack = await this.prepareAndRecognize(straightened, PASSES[0]);
    if (namedFields(parseLabelText(turnedBack.text)) === ALL_FIELDS)
      return this.readAsFramed(straightened, Promise.resolve(turnedBack), null);
    const asTaken = await this.prepareAndRecognize(image, PASSES[0]);
    const keepsTaken = firstPassRank(asTaken) > firstPassRank(turnedBack);
    this.logger.debug(
      `A label photo askew by ${skewDegrees}° by its ink is read ${keepsTaken ? 'as taken' : 'straightened'}`,
    );
    return keepsTaken
      ? this.readAsFramed(image, Promise.resolve(asTaken), null)
      : this.readAsFramed(straightened, Promise.resolve(turnedBack), null);
  }

  /** The reading of a photo from its first readings on, reframed first if they name no code (`reframed`). */
  private async readAsFramed(
    image: Buffer,
    firstRead: Promise<FirstPass>,
    secondPass: SecondPass | null,
  ): Promise<OfflineReading> {
    const asTaken = secondPass ?? firstPassAsPass(await firstRead);
    const reframed = await this.reframed(image, asTaken);
    if (!reframed) return this.readFramed(image, firstRead, secondPass);
    const { photo, probe, first } = reframed;
    const reframedFirstRead = first ? Promise.resolve(first) : this.prepareAndRecognize(photo, PASSES[0]);
    reframedFirstRead.catch(() => undefined);
    return this.readFramed(photo, reframedFirstRead, first ? null : probe);
  }

  /**
   * A photo whose first reading (the second reader's when it is on, else tesseract's first pass) names
   * neither a model nor a serial may hold a label the readers cannot see as it is framed:
   * - photographed from afar (the whole appliance; a label a quarter of the photo wide): the part where the
   *   text stands, at the photo's own resolution (`zoomedPhoto`), as every preparation scales the whole
   *   photo down before it crops; where the second reader found no line at all, it looks for them in the
   *   photo's parts first (`textAround`);
   * - taken sideways or upside down without an EXIF orientation (a label mounted on its side, a screenshot,
   *   an edited or messaged copy): the photo turned 90°, 270°, then 180° (`turnedPhoto`);
   * - both (a plate mounted on its side, photographed with its appliance): a turned photo that reads no code
   *   either is zoomed in turn, to the lines its own reading found.
   * Each is read by the same first reader; the one that names the most of brand, model and serial wins if it
   * names a model or a serial (all three stop the search), and the whole reading then runs on it. A photo
   * that reads a model or a serial as it is costs nothing more; one that reads none at all, seven more first
   * readings at most, and nine readings of its parts when the second reader found no line in it.
   */
  private async reframed(image: Buffer, asTaken: OcrPass | SecondPass): Promise<ReframedPhoto | null> {
    if (namesCode(parseLabelText(asTaken.text))) return null;
    const search: { best: BestFraming | null; readerFailed: boolean } = { best: null, readerFailed: false };
    const settled = () => search.readerFailed || search.best?.fields === ALL_FIELDS;
    /** One framing read by the first reader and kept if it names more than the best so far; null: no photo. */
    const tryFraming = async (name: string, photo: Buffer | null) => {
      if (!photo) return null;
      // Tesseract's first pass, when it is the first reader, is kept: the reframed photo's reading starts from it.
      const first = this.config.ocrSecondReader ? null : await this.prepareAndRecognize(photo, PASSES[0]);
      const probe = first ? firstPassAsPass(first) : await this.readTextLines(photo);
      if (!probe) {
        search.readerFailed = true;
        return null;
      }
      const reading = parseLabelText(probe.text);
      const fields = namedFields(reading);
      if (namesCode(reading) && (!search.best || fields > search.best.fields))
        search.best = { photo, probe, first, name, fields };
      return { photo, probe, namesCode: namesCode(reading) };
    };

    await tryFraming('zoomed to its text', await zoomedPhoto(image, await this.textAround(image, asTaken, true)));
    for (const degrees of QUARTER_TURNS) {
      if (settled()) break;
      const name = `turned ${degrees}°`;
      const turned = await tryFraming(name, await turnedPhoto(image, degrees));
      // A turned photo that reads no code either may hold its label far away: zoomed next, to what it showed.
      if (turned && !turned.namesCode && !settled())
        await tryFraming(
          `${name} and zoomed to its text`,
          await zoomedPhoto(turned.photo, await this.textAround(turned.photo, turned.probe, false)),
        );
    }
    const { best, readerFailed } = search;
    if (readerFailed || !best) return null;
    this.logger.debug(`A label photo that read no code as taken was read ${best.name} (${best.fields} fields)`);
    return best;
  }

  /**
   * Where the photo's text stands for the zoom: the lines its first reading found; when the second reader found
   * none (a label so far away that its lines are a few pixels high at the detection's size, on a busy
   * background whose ink bounds take in everything), the lines it finds in the photo's parts (`photoParts`), 2.5
   * times closer. Null: the zoom takes the ink bounds.
   */
  private async textAround(
    image: Buffer,
    read: OcrPass | SecondPass,
    searchParts: boolean,
  ): Promise<TextRegion | null> {
    if (!('textAt' in read)) return null;
    if (read.textAt || !searchParts) return read.textAt;
    const parts = await photoParts(image);
    if (!parts) return null;
    let found: TextRegion | null = null;
    for (const part of parts) {
      const at = (await this.readTextLines(part.photo))?.textAt;
      if (at) found = regionsUnited(found, partRegionInPhoto(part, at));
    }
    return found;
  }

  private async readFramed(
    image: Buffer,
    firstRead: Promise<FirstPass>,
    secondPass: OcrPass | null,
  ): Promise<OfflineReading> {
    const passes: OcrPass[] = [];
    const secondText = secondPass?.text ?? '';
    const second = parseLabelText(secondText);
    const judged = (tesseract: LabelReading) => withSecondReading(tesseract, second, secondText);
    let reading: LabelReading;
    try {
      reading = await this.tesseractReading(image, firstRead, passes, second, judged);
    } catch (error) {
      // Tesseract spent longer than OCR_READ_SECONDS on one of its images (a photo of noise): the second
      // reader's reading stands alone. Without a second reader the analysis fails with its message.
      if (!(error instanceof OcrReadTimeoutError) || !secondPass) throw error;
      this.logger.warn("Tesseract gave up on a label photo; the second reader's reading stands alone");
      reading = parseLabelText('');
    }
    return { reading: judged(reading), passes: secondPass ? [secondPass, ...passes] : passes };
  }

  /**
   * Tesseract's passes over the photo (`passes` receives each), as far as they are needed once the second
   * reader's reading (`second`; `judged` merges it in) is taken into account: its reading of the label.
   */
  private async tesseractReading(
    image: Buffer,
    firstRead: Promise<FirstPass>,
    passes: OcrPass[],
    second: LabelReading,
    judged: (tesseract: LabelReading) => LabelReading,
  ): Promise<LabelReading> {
    const withoutNoiseBrand = (parsed: LabelReading, confidence: number): LabelReading =>
      confidence < NOISE_CONFIDENCE && second.brand ? { ...parsed, brand: null } : parsed;
    let reading: LabelReading | null = null;
    let keywordSeen: { png: Buffer; line: OcrLine } | null = null;
    let firstPng: Buffer | null = null;
    for (const [index, pass] of PASSES.entries()) {
      const { variant, longSide, onlyWithoutBrand } = pass;
      if (onlyWithoutBrand && reading && judged(reading).brand) break;
      const { png, text, confidence, lines } = await (index === 0 ? firstRead : this.prepareAndRecognize(image, pass));
      firstPng ??= png;
      passes.push({ variant, longSide, text, confidence });
      const parsed = withoutNoiseBrand(withLayoutFields(parseLabelText(text), lines), confidence);
      reading = reading ? combine(reading, parsed) : parsed;
      const keywordLine = lines.find((line) => SERIAL_KEYWORD.test(line.text));
      if (keywordLine) keywordSeen ??= { png, line: keywordLine };
      if (isTrustworthy(judged(reading)) && (confidence >= LOW_CONFIDENCE || isTrustworthy(second))) break;
    }
    if (needsLocalContrastPass(judged(reading!))) {
      // Still no brand, model or serial: the first pass's image with its local contrast equalised
      // (embossed lettering, a curved sticker's shaded side); its fields fill the gaps.
      const png = await withLocalContrast(firstPng!);
      const { text, confidence, lines } = await this.ocr.recognize(png);
      passes.push({ variant: 'local-contrast', longSide: OCR_LONG_SIDE, text, confidence });
      reading = combine(reading!, withoutNoiseBrand(parseLabelText(text), confidence));
      const keywordLine = lines.find((line) => SERIAL_KEYWORD.test(line.text));
      if (keywordLine) keywordSeen ??= { png, line: keywordLine };
    }
    // `passes` holds tesseract's passes only: the brand fallbacks re-parse them (the second reader's text is parsed apart).
    if (!judged(reading!).brand)
      reading = withLooseBrand(
        reading!,
        passes.map((pass) => pass.text),
      );
    if (!judged(reading!).brand)
      reading = withModelSeriesBrand(
        reading!,
        passes.map((pass) => pass.text),
      );
    if (!judged(reading!).brand) reading = await this.withLogoBandBrand(reading!, image, passes);
    // The region around the serial keyword, enlarged, and once more at a larger scale when the first
    // re-read still leaves the serial missing or breaking its grammar (small glyphs misread at one
    // pixel size are often read right at another).
    for (const scale of SERIAL_REGION_SCALES) {
      if (!keywordSeen || !needsSerialRegionPass(judged(reading!))) break;
      const region = await this.readSerialRegion(keywordSeen.png, keywordSeen.line, judged(reading!).brand, scale);
      passes.push(region.pass);
      reading = withRegionSerial(reading!, region.serial, scale !== SERIAL_REGION_SCALES[0]);
    }
    return reading!;
  }

  /** One image pass: the photo prepared for tesseract, and what tesseract read on it. */
  private async prepareAndRecognize(image: Buffer, pass: (typeof PASSES)[number]): Promise<FirstPass> {
    const { png } = await prepareLabelImage(image, pass.variant, pass.longSide);
    return { png, ...(await this.ocr.recognize(png)) };
  }

  /**
   * The second reader's pass: its text of the photo (its lines, in reading order). A second reader that cannot
   * read (its library does not load on this platform, a model fails) leaves the label to tesseract alone:
   * logged, never a failed analysis.
   */
  private async readTextLines(image: Buffer): Promise<SecondPass | null> {
    const photo = await prepareLinePhoto(image);
    try {
      const { text, confidence, lines, skewDegrees } = await this.ocr.readTextLines(photo);
      const { width, height } = photo.image;
      return {
        variant: 'text-lines',
        longSide: Math.max(width, height),
        text,
        confidence,
        textAt: textAt(lines, width, height),
        skewDegrees,
      };
    } catch (error) {
      this.logger.warn(`The second label reader failed; tesseract reads this label alone: ${(error as Error).message}`);
      return null;
    }
  }

  /**
   * No pass read a brand: the maker's name may stand light on a colour band or box, which tesseract
   * does not read where it stands. Each such band of the photo (`findLogoBands`, at most two) is read
   * on its own, dark on white; the first that names a brand gives it, and every earlier pass is parsed
   * again with that brand (`withBrandReparsed`).
   */
  private async withLogoBandBrand(reading: LabelReading, image: Buffer, passes: OcrPass[]): Promise<LabelReading> {
    const texts = passes.map((pass) => pass.text);
    const { png } = await prepareLabelImage(image, 'standard');
    for (const box of await findLogoBands(png)) {
      const crop = await logoBandCrop(png, box);
      const { text, confidence } = await this.ocr.recognize(crop);
      passes.push({ variant: 'logo-band', longSide: box.width, text, confidence });
      const brand = parseLabelText(text).brand ?? detectBrandLoosely(text);
      if (brand) return withBrandReparsed(reading, texts, brand);
    }
    return reading;
  }

  /**
   * The serial keyword was read but no value, or a value that does not fit its family's grammar: OCR again on the region around it (the keyword's line
   * to the right edge, and the line below), enlarged — small or faint serial digits are often lost at
   * the page scale. The brand read so far is put before the text so the parser repairs the serial by
   * its family's grammar.
   */
  private async readSerialRegion(
    png: Buffer,
    line: OcrLine,
    brand: string | null,
    scale: number,
  ): Promise<{ serial: string | null; pass: OcrPass }> {
    const { width = 0, height = 0 } = await sharp(png).metadata();
    const lineHeight = Math.max(12, line.bbox.y1 - line.bbox.y0);
    const left = Math.max(0, line.bbox.x0 - lineHeight);
    const top = Math.max(0, Math.round(line.bbox.y0 - lineHeight * 0.6));
    const region = {
      left,
      top,
      width: Math.max(1, width - left),
      height: Math.max(1, Math.min(height - top, Math.round(lineHeight * 3.4))),
    };
    const crop = await sharp(png)
      .extract(region)
      .resize({ width: Math.round(region.width * scale), kernel: 'lanczos3' })
      .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
      .png()
      .toBuffer();
    const { text, confidence } = await this.ocr.recognize(crop);
    const serial = parseLabelText(`${brand ?? ''}\n${text}`).serialNumber;
    return { serial, pass: { variant: 'serial-region', longSide: Math.round(region.width * scale), text, confidence } };
  }
}

/** What tesseract read on a prepared image, with the image. */
type FirstPass = OcrText & { png: Buffer };

/** Tesseract's first pass as a pass of the reading. */
const firstPassAsPass = (first: FirstPass): OcrPass => ({
  variant: PASSES[0].variant,
  longSide: PASSES[0].longSide,
  text: first.text,
  confidence: first.confidence,
});

/** A photo framed anew, and its first reader's pass (`first`: tesseract's, when it is the first reader). */
interface ReframedPhoto {
  photo: Buffer;
  probe: OcrPass;
  first: FirstPass | null;
}

/** A reframed photo kept by the search (`reframed`): how it was framed, and how many of brand, model and serial it names. */
type BestFraming = ReframedPhoto & { name: string; fields: number };

/** The quarter turns tried when a photo as taken names no model or serial: sideways first. */
const QUARTER_TURNS = [90, 270, 180] as const;

/** The second reader's pass, with where its lines stand in the photo. */
type SecondPass = OcrPass & { textAt: TextRegion | null; skewDegrees: number };

/**
 * The region of a photo its text lines span (shares of the photo), counting only lines of three letters or
 * digits or more (a speck or a stray mark read as one character does not widen it); null without such lines.
 */
export function textAt(lines: OcrLine[], width: number, height: number): TextRegion | null {
  const words = lines.filter((line) => (line.text.match(/[A-Z0-9]/gi) ?? []).length >= 3);
  if (!words.length) return null;
  return {
    left: Math.min(...words.map((line) => line.bbox.x0)) / width,
    top: Math.min(...words.map((line) => line.bbox.y0)) / height,
    right: Math.max(...words.map((line) => line.bbox.x1)) / width,
    bottom: Math.max(...words.map((line) => line.bbox.y1)) / height,
  };
}

const namesCode = (reading: LabelReading) => reading.modelNumber !== null || reading.serialNumber !== null;
/** Brand, model and serial: a framing that names all three settles the choice (`reframed`, `readAlone`). */
const ALL_FIELDS = 3;
/** How many of brand, model and serial a reading names (at most ALL_FIELDS). */
const namedFields = (reading: LabelReading) =>
  [reading.brand, reading.modelNumber, reading.serialNumber].filter(Boolean).length;
/** A first pass's standing against another of the same label: the fields it names, then its confidence. */
const firstPassRank = (first: FirstPass) => namedFields(parseLabelText(first.text)) * 1000 + first.confidence;

/** The serial region is read enlarged 2×, then 3× only if the 2× read did not settle the serial. */
const SERIAL_REGION_SCALES = [2, 3] as const;

/** A serial keyword as OCR tends to read it (SERIAL, SER. NO., S/N, SN). */
const SERIAL_KEYWORD = /(?<![A-Z0-9])(?:[S5]E?R[I1l|]?AL|SER\.?(?:\s*NO)?|S\s*\/\s*N|SN)(?![A-Z0-9])/i;

/**
 * The serial-region pass runs when a serial keyword was read and the passes left no serial, or a serial
 * that breaks its brand family's grammar (a misread the larger crop often corrects). A brand without a
 * documented serial grammar cannot tell a misread, so its serial is kept without another pass.
 */
export function needsSerialRegionPass(reading: LabelReading): boolean {
  if (!reading.serialNumber) return true;
  return hasSerialShape(familiesOf(reading)) && !serialFits(reading);
}

/**
 * The local-contrast pass runs only when the image passes left the brand, model or serial out (a plate
 * read whole, or whose serial merely breaks its grammar, goes on to the serial-region pass instead).
 */
export function needsLocalContrastPass(reading: LabelReading): boolean {
  return !reading.brand || !reading.modelNumber || !reading.serialNumber;
}
