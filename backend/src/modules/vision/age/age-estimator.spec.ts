import type { DataSource } from 'typeorm';
import type { LabelReading } from '../label-reading';
import { AgeEstimator } from './age-estimator';
import { MANUFACTURER_PATTERN_SEED } from './manufacturer-pattern-seed';

const NOW = new Date('2026-06-15T12:00:00Z');

const READING: LabelReading = {
  brand: null,
  modelNumber: null,
  serialNumber: null,
  equipmentType: null,
  suggestedName: null,
  printedManufactureDate: null,
  dateClues: { latestYearPrinted: null, refrigerant: null },
};

/** A DataSource double: the seeded rows, and a record of the usage UPDATEs. */
function fakeDataSource(options: { failUpdate?: boolean; failLoad?: boolean } = {}) {
  const rows = MANUFACTURER_PATTERN_SEED.map((seed, index) => ({ id: index + 1, ...seed }));
  const updates: unknown[][] = [];
  let loads = 0;
  const dataSource = {
    getRepository: () => ({
      find: async () => {
        loads++;
        if (options.failLoad) throw new Error('database down');
        return rows;
      },
    }),
    query: async (sql: string, params: unknown[]) => {
      if (options.failUpdate) throw new Error('read-only');
      updates.push([sql, ...params]);
      return [];
    },
  } as unknown as DataSource;
  return { dataSource, updates, loads: () => loads, rows };
}

describe('AgeEstimator', () => {
  it('decodes with the rules of the brand family (sub-brands share them) and records the rule use', async () => {
    const db = fakeDataSource();
    const estimator = new AgeEstimator(db.dataSource);
    const estimate = await estimator.estimate({ ...READING, brand: 'State', serialNumber: '1534A012345' }, NOW);
    expect(estimate).toMatchObject({ years: 10, confidence: 'high' });
    expect(estimate.details).toBe(
      "Made in August 2015 (week 34) — the serial's first four digits are year 15, week 34.",
    );
    expect(estimate.ruleId).toBe('State YYWW');
    expect(estimate.alternatives).toEqual([{ year: 2015, month: 8 }]);
    const stateRule = db.rows.find((row) => row.manufacturer === 'State' && row.ageCalculationRule.startsWith('YYWW'))!;
    expect(db.updates).toEqual([[expect.stringContaining('success_count = success_count + 1'), stateRule.id]]);
  });

  it.each([
    ['Ruud', 'Q051512345', 'Rheem'],
    ['Richmond', 'RHLN0413A12345', 'Rheem'],
    ['Bryant', '4515E12345', 'Carrier'],
    ['Payne', '4515E12345', 'Carrier'],
    ['American Standard', '15321N1234F', 'Trane'],
    ['Amana', '1504123456', 'Goodman'],
    ['Janitrol', '1504123456', 'Goodman'],
    ['Kenmore', '1245A123456', 'A.O. Smith'],
    ['Philco', 'ABC0512123', 'Nordyne'],
    ['Siemens', 'FD 9508 12345', 'Bosch'],
    ['Coleman', 'W1G7123456', 'York'],
    ['Maytag', 'C91404321', 'Whirlpool'],
    ['Hotpoint', 'LR821547C', 'GE'],
    ['Frigidaire', 'WB82123456', 'Electrolux'],
    ['Thermador', 'FD 9508 12345', 'Bosch'],
  ])('%s %s uses the %s rules', async (brand, serialNumber, family) => {
    const estimator = new AgeEstimator(fakeDataSource().dataSource);
    const estimate = await estimator.estimate({ ...READING, brand, serialNumber }, NOW);
    expect(estimate.years).not.toBeNull();
    expect(estimate.ruleId).toMatch(new RegExp(`^${family} [A-Z]`));
    expect(estimate.details).not.toContain(`${family} rule`);
  });

  it('uses the equipment type and a Kenmore model prefix to pick the maker', async () => {
    const estimator = new AgeEstimator(fakeDataSource().dataSource);
    const washer = await estimator.estimate(
      {
        ...READING,
        brand: 'Kenmore',
        modelNumber: '796.41272900',
        serialNumber: '905TANL1K123',
        equipmentType: 'Washer',
      },
      NOW,
    );
    expect(washer.ruleId).toBe('LG DIGIT_YEAR_MONTH_10Y');
    const rheemAc = await estimator.estimate(
      { ...READING, brand: 'Rheem', serialNumber: 'W451512345', equipmentType: 'Air Conditioner' },
      NOW,
    );
    expect(rheemAc.ruleId).toBe('Rheem HVAC WWYY');
    expect(rheemAc.alternatives).toEqual([{ year: 2015, month: 11 }]);
  });

  it('passes the printed clues to the choice among repeating dates', async () => {
    const estimator = new AgeEstimator(fakeDataSource().dataSource);
    const estimate = await estimator.estimate(
      {
        ...READING,
        brand: 'Bradford White',
        serialNumber: 'WC1234567',
        dateClues: { latestYearPrinted: null, refrigerant: null },
      },
      NOW,
    );
    expect(estimate.alternatives.map((d) => d.year)).toEqual([2020, 2000]);
    expect(estimate.confidence).toBe('low');
  });

  it('normalises a brand spelt another way (Gemini, user) before choosing rules', async () => {
    const estimator = new AgeEstimator(fakeDataSource().dataSource);
    const estimate = await estimator.estimate(
      { ...READING, brand: 'A. O. Smith Corporation', serialNumber: '1534A012345' },
      NOW,
    );
    expect(estimate.ruleId).toBe('A.O. Smith YYWW');
  });

  it('lets a printed manufacture date win over the serial', async () => {
    const db = fakeDataSource();
    const estimate = await new AgeEstimator(db.dataSource).estimate(
      { ...READING, brand: 'Rheem', serialNumber: 'Q051512345', printedManufactureDate: { year: 2019, month: 3 } },
      NOW,
    );
    expect(estimate).toEqual({
      years: 7,
      confidence: 'high',
      details: 'Manufacture date printed on the label: March 2019.',
      alternatives: [{ year: 2019, month: 3 }],
      ruleId: 'PRINTED_DATE',
    });
    expect(db.updates).toEqual([]);
  });

  it.each([
    [
      { brand: 'Navien', serialNumber: '7711H1773171234' },
      'The serial number format of Navien is not known, so the age cannot be estimated.',
    ],
    [
      { brand: 'Acme Heaters', serialNumber: '123456' },
      'The serial number format of Acme Heaters is not known, so the age cannot be estimated.',
    ],
    [
      { brand: null, serialNumber: '1534A012345' },
      'The brand is not known, so the serial number format and the age cannot be told.',
    ],
    [{ brand: 'Rheem', serialNumber: null }, 'No serial number was read, so the age cannot be estimated.'],
    [{ brand: 'Rheem', serialNumber: '   ' }, 'No serial number was read, so the age cannot be estimated.'],
  ])('never invents an age: %j', async (fields, details) => {
    const db = fakeDataSource();
    const estimate = await new AgeEstimator(db.dataSource).estimate({ ...READING, ...fields }, NOW);
    expect(estimate).toEqual({ years: null, confidence: 'low', details, alternatives: [], ruleId: null });
    expect(db.updates).toEqual([]);
  });

  it('does not fail when the usage update fails', async () => {
    const estimator = new AgeEstimator(fakeDataSource({ failUpdate: true }).dataSource);
    const estimate = await estimator.estimate({ ...READING, brand: 'Goodman', serialNumber: '1504123456' }, NOW);
    expect(estimate.years).toBe(11);
  });

  it('answers "not known" when the rules cannot be loaded, and retries the load next time', async () => {
    const db = fakeDataSource({ failLoad: true });
    const estimator = new AgeEstimator(db.dataSource);
    const reading = { ...READING, brand: 'Goodman', serialNumber: '1504123456' };
    expect((await estimator.estimate(reading, NOW)).years).toBeNull();
    await estimator.estimate(reading, NOW);
    expect(db.loads()).toBe(2);
  });

  it('caches the rules between estimates', async () => {
    const db = fakeDataSource();
    const estimator = new AgeEstimator(db.dataSource);
    const reading = { ...READING, brand: 'Goodman', serialNumber: '1504123456' };
    await Promise.all([estimator.estimate(reading, NOW), estimator.estimate(reading, NOW)]);
    await estimator.estimate(reading, NOW);
    expect(db.loads()).toBe(1);
    estimator.invalidate();
    await estimator.estimate(reading, NOW);
    expect(db.loads()).toBe(2);
  });
});

describe('a serial that breaks its family grammar (issue 43)', () => {
  it('is never told with high confidence: it may be cut short or misread', async () => {
    const estimator = new AgeEstimator(fakeDataSource().dataSource);
    // The all-digit YYWW form decodes (one source) but is no A.O. Smith shape.
    const estimate = await estimator.estimate({ ...READING, brand: 'A.O. Smith', serialNumber: '16051234567' }, NOW);
    expect(estimate).toMatchObject({ confidence: 'medium', alternatives: [{ year: 2016, month: 2 }] });
    expect(estimate.details).toContain('may be cut short or misread');
    // The whole shape keeps its confidence.
    const whole = await estimator.estimate({ ...READING, brand: 'A.O. Smith', serialNumber: '1534A012345' }, NOW);
    expect(whole.confidence).toBe('high');
  });
});
