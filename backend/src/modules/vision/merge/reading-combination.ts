import type { LabelReading } from '../label-reading';
import { brandFamilies, brandFromModel } from '../label-parser/brand-catalogue';
import { detectBrandLoosely, parseLabelText } from '../label-parser/label-parser';
import { fieldsFromLayout, type PlacedLine } from '../label-parser/layout-fields';
import { fitsSerialShape, hasSerialShape } from '../label-parser/ocr-repair';
import { mergeReadings } from './label-reading-merge';

// The merge stage of the offline reading: how the readings of tesseract's passes, of its fallbacks (a brand
// read loosely, by model series or from a logo band; the serial region) and of the second reader become one
// label reading. The passes themselves, and when each runs, are the reader's (readers/offline-label-reader.ts).

/**
 * No pass read a brand the strict matcher knows: a line spelling a catalogue name loosely (embossed or
 * curved lettering, `detectBrandLoosely`) gives it, and every pass is parsed again with that brand so
 * its family's grammar repairs the serial and its type hints apply. The re-parsed fields win; the
 * first reading fills their gaps.
 */
export function withLooseBrand(reading: LabelReading, texts: string[]): LabelReading {
  const brand = detectBrandLoosely(texts.join('\n'));
  if (!brand || !texts.length) return reading;
  const reparsed = texts.map((text) => parseLabelText(`${brand}\n${text}`)).reduce(combine);
  return combine(reparsed, reading);
}

/**
 * No pass read a brand, loosely or not: a model number of a series only one maker uses (`brandFromModel`,
 * e.g. Goodman `GSX140361`, Trane `4TTR3030A1000AA`) names it, and every pass is parsed again with that
 * brand so its family's grammar repairs the serial (`withBrandReparsed`). No OCR call.
 */
export function withModelSeriesBrand(reading: LabelReading, texts: string[]): LabelReading {
  const brand = brandFromModel(reading.modelNumber);
  if (!brand) return reading;
  // The model that named the brand stays as read (the re-parse may take another line for it).
  return { ...withBrandReparsed(reading, texts, brand), modelNumber: reading.modelNumber };
}

/**
 * The model and serial a pass's lines give by where they stand (`fieldsFromLayout`: a keyword alone in
 * its box and the code beside or under it). The model wins over the same pass's text (an earlier pass's
 * reading still wins over a later one's, as `combine` has it): such a keyword's value was
 * otherwise taken from the next line OCR read, which in a grid or beside a ratings table is often
 * another cell. Both are repaired as the parser repairs any value (parsed with the brand read so far).
 */
export function withLayoutFields(reading: LabelReading, lines: PlacedLine[]): LabelReading {
  const { model, serial } = fieldsFromLayout(lines);
  if (!model && !serial) return reading;
  const text = [reading.brand ?? '', model ? `MODEL: ${model}` : '', serial ? `SERIAL: ${serial}` : ''].join('\n');
  const placed = parseLabelText(text);
  // The serial as any later reading's: it fills a gap, or replaces one that breaks its family's grammar.
  const merged = combine(reading, { ...placed, equipmentType: reading.equipmentType });
  return placed.modelNumber ? { ...merged, modelNumber: placed.modelNumber } : merged;
}

/**
 * A brand read apart from the passes' text (a logo band): every pass is parsed again with the brand
 * before its text, so its family's grammar repairs the serial and its type hints apply. The re-parsed
 * fields win; the first reading fills their gaps.
 */
export function withBrandReparsed(reading: LabelReading, texts: string[], brand: string): LabelReading {
  if (!texts.length) return { ...reading, brand };
  return combine(texts.map((text) => parseLabelText(`${brand}\n${text}`)).reduce(combine), reading);
}

/**
 * The region's serial fills a missing one, and replaces one only if it fits the grammar where the first
 * did not. A second, larger re-read (`onlyIfFits`) is the last try on a plate where the serial is lost or
 * cut: it counts only when it fits its family's grammar (a cut 'CF2' never fills the gap).
 */
export function withRegionSerial(reading: LabelReading, regionSerial: string | null, onlyIfFits = false): LabelReading {
  if (!regionSerial) return reading;
  if (onlyIfFits && !serialFits({ ...reading, serialNumber: regionSerial })) return reading;
  if (!reading.serialNumber) return { ...reading, serialNumber: regionSerial };
  return serialFits({ ...reading, serialNumber: regionSerial }) ? { ...reading, serialNumber: regionSerial } : reading;
}

export function isTrustworthy(reading: LabelReading): boolean {
  return reading.brand !== null && reading.modelNumber !== null && serialFits(reading);
}

export function serialFits(reading: LabelReading): boolean {
  return reading.serialNumber !== null && fitsSerialShape(reading.serialNumber, familiesOf(reading));
}

/**
 * A later pass fills the gaps; its serial replaces one that does not fit the format. Both serials are
 * judged by the merged brand, type and model (a later pass may misread the model that selects the
 * format, e.g. a Kenmore prefix). A model or serial the first pass read cut short is replaced by a
 * later pass's reading that completes it (`completes`).
 */
export function combine(first: LabelReading, second: LabelReading): LabelReading {
  const merged = mergeReadings(first, second);
  if (completes(first.modelNumber, second.modelNumber)) merged.modelNumber = second.modelNumber;
  const judged = { brand: merged.brand, equipmentType: merged.equipmentType, modelNumber: merged.modelNumber };
  if (!serialFits({ ...first, ...judged }) && second.serialNumber && serialFits({ ...second, ...judged })) {
    merged.serialNumber = second.serialNumber;
  } else if (
    completes(first.serialNumber, second.serialNumber) &&
    (serialFits({ ...second, ...judged }) || !hasSerialShape(familiesOf(judged)))
  ) {
    // The first pass read the code cut short (a lost glyph or a space read inside it); a later pass
    // read it whole. A serial of a documented grammar is completed only by a reading that fits it, even
    // when the cut one fits too (a grammar whose sequence part varies in length fits both: Rheem's
    // 'SR0199H5403' for 'SR0199H54037'); a reading glued to a neighbour's character rarely fits.
    merged.serialNumber = second.serialNumber;
  }
  return merged;
}

/** Shorter codes than this are too short to tell a cut code from another code that starts alike. */
const MIN_CUT_CODE = 4;

/**
 * The later reading is the earlier one read whole: it starts with every character of the earlier one
 * (spaces ignored, at least MIN_CUT_CODE of them) and goes on ('MI403' → 'MI403S6FBN').
 */
export function completes(earlier: string | null, later: string | null): boolean {
  if (!earlier || !later) return false;
  const [cut, whole] = [earlier.replace(/\s+/g, ''), later.replace(/\s+/g, '')];
  return cut.length >= MIN_CUT_CODE && whole.length > cut.length && whole.startsWith(cut);
}

/** The brand families whose serial grammar applies to this reading (brand, type and model select them). */
export function familiesOf(reading: Pick<LabelReading, 'brand' | 'equipmentType' | 'modelNumber'>): string[] {
  return brandFamilies(reading.brand ?? '', reading.equipmentType, reading.modelNumber);
}

/**
 * Tesseract's reading and the second reader's (PP-OCRv4 on the photo's text lines, `secondText` parsed as
 * `second`) as one. The second reader reads codes with fewer slips, except the letter O against the digit 0,
 * which tesseract tells apart better: its model and serial win, unless tesseract read the same code but for
 * O and 0, then tesseract's stands. A serial that breaks its family's grammar gives way to one that fits.
 * The brand, type and printed dates are tesseract's (its passes, brand fallbacks and logo bands), the second
 * reader filling the gaps; read without a brand, its text is parsed again with the brand, so the family's
 * grammar repairs its serial. Measured on the dev split (docs/vision.md, "Two readers").
 */
export function withSecondReading(tesseract: LabelReading, second: LabelReading, secondText: string): LabelReading {
  const brand = tesseract.brand ?? second.brand;
  const other = brand && second.brand !== brand ? parseLabelText(`${brand}\n${secondText}`) : second;
  const merged = mergeReadings(tesseract, other);
  merged.modelNumber = preferSecond(other.modelNumber, tesseract.modelNumber);
  const fits = (serialNumber: string | null) => serialFits({ ...merged, serialNumber });
  merged.serialNumber =
    other.serialNumber && (fits(other.serialNumber) || !fits(tesseract.serialNumber))
      ? preferSecond(other.serialNumber, tesseract.serialNumber)
      : (tesseract.serialNumber ?? other.serialNumber);
  return merged;
}

/** The second reader's code, or tesseract's where the two differ only in O against 0 (spaces aside). */
export function preferSecond(second: string | null, tesseract: string | null): string | null {
  if (!second) return tesseract;
  if (tesseract && zerosForOs(second) === zerosForOs(tesseract)) return tesseract;
  return second;
}

function zerosForOs(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase().replace(/O/g, '0');
}
