import { seedReferenceData } from '../src/core/database/database-migrator';
import {
  RETIRED_SERIAL_RULES,
  SerialRuleTails1764420000000,
} from '../src/core/database/migrations/1764420000000-serial-rule-tails';
import {
  AoSmithSerialRules1764430000000,
  RETIRED_AO_SMITH_SERIAL_RULES,
} from '../src/core/database/migrations/1764430000000-ao-smith-serial-rules';
import { AgeEstimator } from '../src/modules/vision/age/age-estimator';
import { MANUFACTURER_PATTERN_SEED } from '../src/modules/vision/age/manufacturer-pattern-seed';
import type { LabelReading } from '../src/modules/vision/label-reading';
import { TestApp } from './support/test-app';

interface PatternRow {
  id: number;
  manufacturer: string;
  age_calculation_rule: string;
  success_count: number;
  last_used: Date | null;
}

const READING: LabelReading = {
  brand: null,
  modelNumber: null,
  serialNumber: null,
  equipmentType: null,
  suggestedName: null,
  printedManufactureDate: null,
  dateClues: { latestYearPrinted: null, refrigerant: null },
};

describe('manufacturer_patterns (services)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await TestApp.start('services');
  });

  afterAll(async () => {
    await testApp?.stop();
  });

  const rows = (): Promise<PatternRow[]> =>
    testApp.dataSource.query(
      'SELECT id, manufacturer, age_calculation_rule, success_count, last_used FROM manufacturer_patterns ORDER BY id',
    );

  it('is seeded at start, once per rule', async () => {
    const seeded = await rows();
    expect(seeded).toHaveLength(MANUFACTURER_PATTERN_SEED.length);
    expect(seeded.map((row) => row.manufacturer)).toEqual(MANUFACTURER_PATTERN_SEED.map((seed) => seed.manufacturer));
    expect(seeded.every((row) => row.success_count === 0 && row.last_used === null)).toBe(true);
  });

  it('counts a successful decoding on the matching rule only', async () => {
    const estimator = testApp.app.get(AgeEstimator);
    const before = new Date(Date.now() - 1000);
    const estimate = await estimator.estimate({ ...READING, brand: 'Bradford White', serialNumber: 'ML1234567' });
    // M = 2015 or 1995 (20-year cycle): the most recent, named with the other, at low confidence.
    expect(estimate).toMatchObject({
      confidence: 'low',
      alternatives: [
        { year: 2015, month: 11 },
        { year: 1995, month: 11 },
      ],
    });
    expect(estimate.details).toContain('Made in November 2015 or 1995');
    expect(estimate.ruleId).toBe('Bradford White LETTER_YEAR_MONTH_20Y');
    await estimator.estimate({ ...READING, brand: 'Bradford White', serialNumber: 'MLA123456' });

    const after = await rows();
    const used = after.filter((row) => row.success_count > 0);
    expect(used.map((row) => [row.manufacturer, row.success_count])).toEqual([['Bradford White', 2]]);
    expect(used[0].last_used!.getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  it('does not count unknown formats, impossible codes or printed dates', async () => {
    const estimator = testApp.app.get(AgeEstimator);
    const countBefore = (await rows()).reduce((sum, row) => sum + row.success_count, 0);
    await estimator.estimate({ ...READING, brand: 'Navien', serialNumber: '7711H1773171234' });
    await estimator.estimate({ ...READING, brand: 'Goodman', serialNumber: '1560123456' });
    await estimator.estimate({
      ...READING,
      brand: 'Goodman',
      serialNumber: '1504123456',
      printedManufactureDate: { year: 2015, month: 4 },
    });
    expect((await rows()).reduce((sum, row) => sum + row.success_count, 0)).toBe(countBefore);
  });

  it('re-seeding is idempotent and keeps the usage counters', async () => {
    const before = await rows();
    await seedReferenceData(testApp.dataSource.manager);
    await seedReferenceData(testApp.dataSource.manager);
    expect(await rows()).toEqual(before);
  });

  it('a database seeded with the retired Trane, State and A.O. Smith rules keeps only their successors', async () => {
    const retiredRules = [...RETIRED_SERIAL_RULES, ...RETIRED_AO_SMITH_SERIAL_RULES];
    for (const { manufacturer, dateCodePattern } of retiredRules) {
      await testApp.dataSource.query(
        `INSERT INTO manufacturer_patterns (manufacturer, date_code_pattern, age_calculation_rule, confidence, examples)
         VALUES ($1, $2, 'YYWW@2010', 'high', '{}')`,
        [manufacturer, dateCodePattern],
      );
    }
    await new SerialRuleTails1764420000000().up(testApp.dataSource.createQueryRunner());
    await new AoSmithSerialRules1764430000000().up(testApp.dataSource.createQueryRunner());
    await seedReferenceData(testApp.dataSource.manager);
    const patterns: Array<{ date_code_pattern: string }> = await testApp.dataSource.query(
      'SELECT date_code_pattern FROM manufacturer_patterns',
    );
    const stored = patterns.map((row) => row.date_code_pattern);
    for (const retired of retiredRules) expect(stored).not.toContain(retired.dateCodePattern);
    expect(stored.sort()).toEqual(MANUFACTURER_PATTERN_SEED.map((seed) => seed.dateCodePattern).sort());
    const estimator = testApp.app.get(AgeEstimator);
    const now = new Date('2026-11-27T12:00:00Z');
    const trane = await estimator.estimate({ ...READING, brand: 'Trane', serialNumber: '1932K12345' }, now);
    expect(trane.alternatives).toEqual([{ year: 2019, month: 8 }]);
    const state = await estimator.estimate({ ...READING, brand: 'State', serialNumber: 'F04A123456' }, now);
    expect(state.alternatives).toEqual([{ year: 2004, month: 6 }]);
    for (const [serialNumber, year, month] of [
      ['16051234567', 2016, 2],
      ['4D051234567', 2005, 4],
    ] as const) {
      const aoSmith = await estimator.estimate({ ...READING, brand: 'A.O. Smith', serialNumber }, now);
      expect(aoSmith.alternatives).toEqual([{ year, month }]);
    }
  });

  it('re-seeding updates an edited rule in place', async () => {
    const [first] = await rows();
    await testApp.dataSource.query(
      `UPDATE manufacturer_patterns SET age_calculation_rule = 'YYMM', examples = '{}' WHERE id = $1`,
      [first.id],
    );
    await seedReferenceData(testApp.dataSource.manager);
    const [restored] = await testApp.dataSource.query(
      'SELECT age_calculation_rule, examples FROM manufacturer_patterns WHERE id = $1',
      [first.id],
    );
    expect(restored).toEqual({
      age_calculation_rule: MANUFACTURER_PATTERN_SEED[0].ageCalculationRule,
      examples: MANUFACTURER_PATTERN_SEED[0].examples,
    });
  });
});
