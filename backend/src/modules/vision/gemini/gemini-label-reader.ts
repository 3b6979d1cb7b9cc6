import { Injectable, Logger } from '@nestjs/common';
import type { LabelReading } from '../label-reading';
import { GeminiClient } from './gemini-client';
import { LABEL_ANSWER_SCHEMA, LABEL_PROMPT, parseLabelAnswer } from './label-reading-answer';

/**
 * Reads a label photo with Gemini when GEMINI_API_KEY is set: the image goes inline (base64 with its
 * mime type) with a response schema, and the answer is validated field by field. Contract: `read`
 * resolves null on any error, timeout or malformed answer (the caller then keeps the offline result,
 * and a warning is logged); it never throws.
 */
@Injectable()
export class GeminiLabelReader {
  readonly enabled: boolean;
  /** How long one reading may take before the offline result is used alone. */
  timeoutMs = 20_000;
  private readonly logger = new Logger(GeminiLabelReader.name);

  constructor(private readonly gemini: GeminiClient) {
    this.enabled = gemini.enabled;
  }

  async read(image: Buffer, mimeType: string): Promise<LabelReading | null> {
    if (!this.enabled) return null;
    try {
      const answer = await this.gemini.generateJson(
        [{ inlineData: { mimeType, data: image.toString('base64') } }, { text: LABEL_PROMPT }],
        LABEL_ANSWER_SCHEMA,
        this.timeoutMs,
      );
      const reading = parseLabelAnswer(answer);
      if (!reading) this.logger.warn('Gemini label answer does not follow the schema; using the offline reading');
      return reading;
    } catch (error) {
      this.logger.warn(`Gemini label reading failed (${(error as Error).message}); using the offline reading`);
      return null;
    }
  }
}
