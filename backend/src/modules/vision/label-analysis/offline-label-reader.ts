import { Injectable } from '@nestjs/common';
import type { LabelReading } from '../label-reading';
import { brandFamilies } from '../label-parser/brand-catalogue';
import { parseLabelText } from '../label-parser/label-parser';
import { fitsSerialShape } from '../label-parser/ocr-repair';
import { OCR_LONG_SIDE, PreparationVariant, prepareLabelImage } from './label-image-preparation';
import { mergeReadings } from './label-reading-merge';
import { OcrWorkerPool } from './ocr-worker-pool';

/** Below this mean word confidence a pass is treated as a poor read. */
const LOW_CONFIDENCE = 70;

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
  variant: PreparationVariant;
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
export class OfflineLabelReader {
  constructor(private readonly ocr: OcrWorkerPool) {}

  async read(image: Buffer): Promise<OfflineReading> {
    const passes: OcrPass[] = [];
    let reading: LabelReading | null = null;
    for (const { variant, longSide, onlyWithoutBrand } of PASSES) {
      if (onlyWithoutBrand && reading?.brand) break;
      const { png } = await prepareLabelImage(image, variant, longSide);
      const { text, confidence } = await this.ocr.recognize(png);
      passes.push({ variant, longSide, text, confidence });
      reading = reading ? combine(reading, parseLabelText(text)) : parseLabelText(text);
      if (isTrustworthy(reading) && confidence >= LOW_CONFIDENCE) break;
    }
    return { reading: reading!, passes };
  }
}

function isTrustworthy(reading: LabelReading): boolean {
  return reading.brand !== null && reading.modelNumber !== null && serialFits(reading);
}

function serialFits(reading: LabelReading): boolean {
  return (
    reading.serialNumber !== null &&
    fitsSerialShape(
      reading.serialNumber,
      brandFamilies(reading.brand ?? '', reading.equipmentType, reading.modelNumber),
    )
  );
}

function combine(first: LabelReading, second: LabelReading): LabelReading {
  const merged = mergeReadings(first, second);
  const brand = merged.brand;
  if (!serialFits({ ...first, brand }) && second.serialNumber && serialFits({ ...second, brand })) {
    merged.serialNumber = second.serialNumber;
  }
  return merged;
}
