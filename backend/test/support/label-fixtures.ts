import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * How readings are scored (`scoreAnalysis(rows, now)`: accuracy per field, high-confidence wrong years, each
 * plate's misses): one module shared with the vision bench, label-scoring.mjs.
 */
export { decodedYear, yearIsRight, scoreReadings as scoreAnalysis } from './label-scoring.mjs';
