import { Injectable } from '@nestjs/common';
import type { LabelReading } from '../label-reading';

/**
 * Reads a label photo with Gemini when GEMINI_API_KEY is set. PLACEHOLDER until the Gemini provider
 * lands: `enabled` false and `read` null. Contract: `read` resolves null on any error, timeout or
 * malformed answer (the caller then keeps the offline result); it never throws.
 */
@Injectable()
export class GeminiLabelReader {
  readonly enabled: boolean = false;

  async read(image: Buffer, mimeType: string): Promise<LabelReading | null> {
    void image;
    void mimeType;
    return null;
  }
}
