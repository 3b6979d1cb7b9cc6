import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LabelAnalysisResult } from '../../src/modules/vision/label-reading';
import { scoreReadings } from './label-scoring.mjs';

export const LABEL_FIXTURES_DIR = join(__dirname, '..', 'fixtures', 'labels');

/** One generated label photo and what it says (backend/scripts/generate-label-fixtures.mjs). */
export interface LabelFixture {
  dir: string;
  file: string;
  /**
   * 'dev' plates may be tuned on; 'test' plates never are (the accuracy test asserts on them); other
   * directories name their own ('html-dev': render-holdout-plates.mjs --tuning, 'holdout').
   */
  split: string;
  /** The generator's serial format (null for brands without a documented date code). */
  serialFormat: string | null;
  layout: string;
  brand: string;
  modelNumber: string;
  serialNumber: string;
  equipmentType: string;
  /** Null when the serial format is not decodable and no date is printed. */
  manufactureYear: number | null;
  kind: 'water-heater' | 'furnace' | 'condenser' | 'appliance';
  notes: string;
}

/** The plates of one split (all when none is named) of a fixture directory with its ground-truth.json. */
export function readFixtures(split?: string, dir: string = LABEL_FIXTURES_DIR): LabelFixture[] {
  const truth = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')) as LabelFixture[];
  return truth.filter((fixture) => !split || fixture.split === split).map((fixture) => ({ ...fixture, dir }));
}

/** How a reading is scored: one module shared with the vision bench (label-scoring.mjs). */
export { decodedYear, yearIsRight } from './label-scoring.mjs';

export interface FixtureScore {
  fixture: LabelFixture;
  failed: string[];
}

/** The accuracy of analysis answers on their fixtures, as of `now` (label-scoring.mjs). */
export function scoreAnalysis(
  rows: Array<{ fixture: LabelFixture; result: LabelAnalysisResult }>,
  now: Date,
): {
  accuracy: {
    brand: number;
    modelNumber: number;
    serialNumber: number;
    /** The true year is the first (chosen) candidate, and `years` fits it. */
    manufactureYear: number;
    /** The true year is among the candidates (`alternatives`). */
    yearAmongCandidates: number;
    equipmentType: number;
  };
  /** Plates whose answer is a high-confidence year that is not the truth (or a year where none can be told). */
  highConfidenceWrongYears: string[];
  dated: number;
  perFixture: FixtureScore[];
} {
  const { accuracy, highConfidenceWrongYears, dated, perFixture } = scoreReadings(rows, now);
  return { accuracy, highConfidenceWrongYears, dated, perFixture };
}
