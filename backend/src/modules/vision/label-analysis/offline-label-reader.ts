import { Injectable } from '@nestjs/common';
import type { LabelReading } from '../label-reading';
import { parseLabelText } from '../label-parser/label-parser';
import { PreparationVariant, prepareLabelImage } from './label-image-preparation';
import { mergeReadings } from './label-reading-merge';
import { OcrWorkerPool } from './ocr-worker-pool';

/** Below this mean word confidence the first pass is treated as a poor read. */
const LOW_CONFIDENCE = 70;

export interface OfflineReading {
  reading: LabelReading;
  /** The OCR text of each pass, in order (kept for diagnostics: the accuracy test prints it). */
  passes: Array<{ variant: PreparationVariant; text: string; confidence: number }>;
}

/**
 * The offline label reader: sharp preparation, tesseract OCR, label parser. A second pass on the
 * lighting-flattened image runs only when the first one misses the model or the serial number or
 * reads with low confidence; its fields fill the first pass's gaps.
 */
@Injectable()
export class OfflineLabelReader {
  constructor(private readonly ocr: OcrWorkerPool) {}

  async read(image: Buffer): Promise<OfflineReading> {
    const passes: OfflineReading['passes'] = [];
    let reading: LabelReading | null = null;
    for (const variant of ['flattened', 'standard'] as const) {
      const { png } = await prepareLabelImage(image, variant);
      const { text, confidence } = await this.ocr.recognize(png);
      passes.push({ variant, text, confidence });
      reading = mergeReadings(reading, parseLabelText(text));
      if (isComplete(reading) && confidence >= LOW_CONFIDENCE) break;
    }
    return { reading: reading!, passes };
  }
}

function isComplete(reading: LabelReading): boolean {
  return reading.brand !== null && reading.modelNumber !== null && reading.serialNumber !== null;
}
