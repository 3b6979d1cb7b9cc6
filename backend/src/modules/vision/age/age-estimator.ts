import { Injectable } from '@nestjs/common';
import type { AgeEstimate, LabelReading } from '../label-reading';

/**
 * Estimates the age of equipment from its serial number (per-manufacturer rules in
 * manufacturer_patterns) or a printed manufacture date. PLACEHOLDER: replaced by the serial-date
 * decoder work; the signature is the contract the label-analysis pipeline codes against.
 */
@Injectable()
export class AgeEstimator {
  async estimate(reading: LabelReading, now: Date = new Date()): Promise<AgeEstimate> {
    void reading;
    void now;
    return { years: null, confidence: 'low', details: 'Serial number format not recognised.' };
  }
}
