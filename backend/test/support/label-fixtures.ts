import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgeEstimate, LabelAnalysisResult } from '../../src/modules/vision/label-reading';

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

const MONTH_YEAR =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) ((?:19|20)\d\d)\b/;
const PRINTED_YEAR = /printed on the label: ((?:19|20)\d\d)\b/;

/**
 * The manufacture year the age estimator decoded, read from its `details` ("… made November 2015 …",
 * "Manufacture date printed on the label: March 2015."), or null when it decoded none.
 */
export function decodedYear(age: AgeEstimate): number | null {
  if (age.alternatives?.length) return age.alternatives[0].year;
  const match = MONTH_YEAR.exec(age.details) ?? PRINTED_YEAR.exec(age.details);
  return match ? Number(match[1]) : null;
}

/**
 * A year counts as read only when both agree with the truth: the decoded year in `details` is the
 * ground truth year, and `years` (whole years since mid-month of that year) fits it, i.e.
 * now − truth − 1 ≤ years ≤ now − truth. Neither alone can pass by accident of the other.
 */
export function yearIsRight(age: AgeEstimate, truthYear: number, now: Date): boolean {
  if (age.years === null || decodedYear(age) !== truthYear) return false;
  const span = now.getUTCFullYear() - truthYear;
  return age.years === span || age.years === span - 1;
}

/** Serials compare without whitespace: 'FD 9508 12345' and 'FD950812345' are the same code. */
const compact = (value: string | null) => (value ?? '').replace(/\s+/g, '');

export interface FixtureScore {
  fixture: LabelFixture;
  failed: string[];
}

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
  const hits = {
    brand: 0,
    modelNumber: 0,
    serialNumber: 0,
    manufactureYear: 0,
    yearAmongCandidates: 0,
    equipmentType: 0,
  };
  const highConfidenceWrongYears: string[] = [];
  let dated = 0;
  const perFixture = rows.map(({ fixture, result }) => {
    const failed: string[] = [];
    const check = (field: keyof typeof hits, ok: boolean, got: unknown, want: unknown) => {
      if (ok) hits[field] += 1;
      else failed.push(`${field} ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`);
    };
    check('brand', result.brand === fixture.brand, result.brand, fixture.brand);
    check('modelNumber', result.modelNumber === fixture.modelNumber, result.modelNumber, fixture.modelNumber);
    check(
      'serialNumber',
      compact(result.serialNumber) === compact(fixture.serialNumber),
      result.serialNumber,
      fixture.serialNumber,
    );
    check('equipmentType', result.equipmentType === fixture.equipmentType, result.equipmentType, fixture.equipmentType);
    const age = result.estimatedAge;
    if (fixture.manufactureYear !== null) {
      dated += 1;
      check(
        'manufactureYear',
        yearIsRight(age, fixture.manufactureYear, now),
        decodedYear(age),
        fixture.manufactureYear,
      );
      const candidates = (age.alternatives ?? []).map((date) => date.year);
      check('yearAmongCandidates', candidates.includes(fixture.manufactureYear), candidates, fixture.manufactureYear);
    }
    if (age.confidence === 'high' && age.years !== null && decodedYear(age) !== fixture.manufactureYear) {
      highConfidenceWrongYears.push(`${fixture.file}: ${decodedYear(age)} ≠ ${fixture.manufactureYear}`);
    }
    return { fixture, failed };
  });
  const total = rows.length || 1;
  return {
    accuracy: {
      brand: hits.brand / total,
      modelNumber: hits.modelNumber / total,
      serialNumber: hits.serialNumber / total,
      equipmentType: hits.equipmentType / total,
      manufactureYear: hits.manufactureYear / (dated || 1),
      yearAmongCandidates: hits.yearAmongCandidates / (dated || 1),
    },
    highConfidenceWrongYears,
    dated,
    perFixture,
  };
}
