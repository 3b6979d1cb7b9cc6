import type { DateClues, DateMark } from '../label-reading';
import { BRAND_CATALOGUE, brandFamilies } from '../label-parser/brand-catalogue';
import { CompiledRule, ageFromPrintedDate, ageFromSerial, candidateWeight, compileRules } from './age-from-serial';
import { MANUFACTURER_PATTERN_SEED } from './manufacturer-pattern-seed';
import { decodeSerial, monthOfWeek, parseRule, yearsSince } from './serial-date-decoder';

const NOW = new Date('2026-06-15T12:00:00Z');
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const { rules: SEEDED, rejected } = compileRules(
  MANUFACTURER_PATTERN_SEED.map((seed, index) => ({ id: index + 1, ...seed })),
);

function rulesOf(...families: string[]): CompiledRule[] {
  return SEEDED.filter((rule) => families.includes(rule.manufacturer));
}

function decode(
  family: string,
  serial: string,
  now = NOW,
  clues: DateClues = {
    latestYearPrinted: null,
    refrigerant: null,
  },
) {
  return ageFromSerial(family, serial, rulesOf(family), now, clues);
}

/** 'YYYY-MM' or 'YYYY' → {year, month}. */
function dateOf(text: string) {
  const [year, month] = text.split('-').map(Number);
  return { year, month: month || null };
}

describe('the seeded rules', () => {
  it('belong to brand families of the catalogue (else no brand would ever use them)', () => {
    const families = new Set(BRAND_CATALOGUE.flatMap((entry) => entry.families));
    expect(MANUFACTURER_PATTERN_SEED.filter((seed) => !families.has(seed.manufacturer))).toEqual([]);
  });

  it('all compile, and every rule says when its format was used', () => {
    expect(rejected).toEqual([]);
    expect(SEEDED.length).toBe(MANUFACTURER_PATTERN_SEED.length);
    expect(MANUFACTURER_PATTERN_SEED.filter((seed) => !seed.ageCalculationRule.includes('@'))).toEqual([]);
  });

  it('cover every family of the research table', () => {
    const families = new Set(MANUFACTURER_PATTERN_SEED.map((seed) => seed.manufacturer));
    for (const family of [
      'Bradford White',
      'Rheem',
      'Rheem HVAC',
      'A.O. Smith',
      'State',
      'Rinnai',
      'Carrier',
      'Trane',
      'Lennox',
      'Goodman',
      'Amana BLACKHORSE',
      'York',
      'Nordyne',
      'Whirlpool',
      'GE',
      'Bosch',
      'LG',
      'Electrolux',
    ]) {
      expect(families).toContain(family);
    }
  });

  // Every example of every rule gives exactly its documented candidate dates, the chosen one first.
  const examples = MANUFACTURER_PATTERN_SEED.flatMap((seed) =>
    seed.examples.map((example) => {
      const [serial, dates] = example.split('=');
      return { family: seed.manufacturer, serial, dates, rule: seed.ageCalculationRule };
    }),
  );
  it.each(examples)('$family $serial → $dates ($rule)', ({ family, serial, dates, rule }) => {
    const { estimate } = decode(family, serial);
    const expected = dates.split('|').map(dateOf);
    expect(estimate.alternatives).toEqual(expected);
    expect(estimate.years).toBe(yearsSince(expected[0].year, expected[0].month, NOW));
    const first = expected[0].month ? `${MONTHS[expected[0].month - 1]} ${expected[0].year}` : `${expected[0].year}`;
    expect(estimate.details).toMatch(new RegExp(`^Made in ${first}\\b`));
    // Plain words for the homeowner: no rule identifier in the text, the rule kept apart for support.
    expect(estimate.details).not.toMatch(/[A-Z]+_[A-Z0-9_]+/);
    expect(estimate.ruleId).toContain(`${family} ${rule.split('@')[0]}`);
    if (expected.length > 1) expect(estimate.confidence).toBe('low');
  });
});

describe('one date: the rule confidence, the rule named', () => {
  it.each([
    ['Rheem', 'Q051512345', 2015, 5, 11, 'medium'],
    ['A.O. Smith', '1534A012345', 2015, 8, 10, 'high'],
    ['Carrier', '4515E12345', 2015, 11, 10, 'high'],
    ['Trane', '15321ABCDE', 2015, 8, 10, 'high'],
    ['Lennox', '5815D12345', 2015, 4, 11, 'high'],
    ['Goodman', '1504123456', 2015, 4, 11, 'medium'],
    ['Bosch', 'FD 9508 12345', 2015, 8, 10, 'high'],
    ['York', 'W1G7123456', 2017, 7, 8, 'high'],
  ] as const)('%s %s → %i-%i, %i years, %s', (family, serial, year, month, years, confidence) => {
    const { estimate, rules } = decode(family, serial);
    expect(estimate).toMatchObject({ years, confidence, alternatives: [{ year, month }] });
    expect(estimate.details).toContain(`Made in ${MONTHS[month - 1]} ${year}`);
    expect(estimate.details).not.toContain(serial.replace(/\s+/g, ''));
    expect(rules.map((rule) => rule.manufacturer)).toEqual([family]);
  });

  it('names the week of week codes', () => {
    expect(decode('A.O. Smith', '1534A012345').estimate.details).toContain('Made in August 2015 (week 34)');
  });
});

describe('periods of use', () => {
  it('A.O. Smith: YYWW from 2008, plant + month letter + year before, the 800-A-84 form before that', () => {
    expect(decode('A.O. Smith', '0745A123456').estimate.years).toBeNull(); // YYWW in 2007: not yet used
    expect(decode('A.O. Smith', 'AJ05123456').estimate.alternatives).toEqual([{ year: 2005, month: 9 }]);
    expect(decode('A.O. Smith', 'AJ12123456').estimate.years).toBeNull(); // the letter form ended in 2008
    expect(decode('A.O. Smith', '800-A-84123').estimate).toMatchObject({
      alternatives: [{ year: 1984, month: null }],
      confidence: 'low',
    });
  });

  it('State: month letter + YY before 2008, YYWW after', () => {
    expect(decode('State', 'B06123456').estimate.alternatives).toEqual([{ year: 2006, month: 2 }]);
    expect(decode('State', '1245A123456').estimate.alternatives).toEqual([{ year: 2012, month: 11 }]);
    expect(decode('State', 'B15123456').estimate.years).toBeNull();
  });

  it('Rheem water heaters: serials that start with the MMYY digits are older tanks (1997, not 2097 or 1897)', () => {
    expect(decode('Rheem', '0597123456').estimate.alternatives).toEqual([{ year: 1997, month: 5 }]);
    expect(decode('Rheem', '0515123456').estimate.years).toBeNull(); // digit-first ended 2010
  });

  it('Carrier: WWYY with a plant letter; all-digit 1980s YYMM; 1980–84 and 1970s month letters', () => {
    expect(decode('Carrier', '1104B12345').estimate.alternatives).toEqual([{ year: 2004, month: 3 }]); // hauckbrothers example
    // 8503…: as YYMM March 1985; as WWYY week 85 is impossible (and needs a plant letter anyway).
    expect(decode('Carrier', '8503123456').estimate.alternatives).toEqual([{ year: 1985, month: 3 }]);
    expect(decode('Carrier', 'Z412345').estimate.alternatives).toEqual([{ year: 1984, month: 12 }]);
    expect(decode('Carrier', 'D512345').estimate.alternatives).toEqual([{ year: 1975, month: 4 }]);
  });

  it('Carrier 1970s: the sources disagree on the letters from September, so the month is left out', () => {
    const { estimate } = decode('Carrier', 'K712345');
    expect(estimate.alternatives).toEqual([{ year: 1977, month: null }]);
    expect(estimate.details).toContain('disagree');
  });

  it('Carrier: a letter both eras use gives both dates (M = January 1980–84 or a 1970s month)', () => {
    const { estimate } = decode('Carrier', 'M212345');
    expect(estimate.alternatives).toEqual([
      { year: 1982, month: 1 },
      { year: 1972, month: null },
    ]);
    expect(estimate.details).toContain('formats of different years fit this serial');
    expect(estimate.confidence).toBe('low');
  });

  it('Trane: YYWW (10 characters) 2010+, YWW (9) 2002–09, year letter + week 1983–2001, 7th letter 1980–82', () => {
    expect(decode('Trane', '153212345F').estimate.alternatives).toEqual([{ year: 2015, month: 8 }]);
    expect(decode('Trane', '532ABCDEF').estimate.alternatives).toEqual([{ year: 2005, month: 8 }]);
    expect(decode('Trane', 'W1212345').estimate.alternatives).toEqual([{ year: 1983, month: 3 }]);
    expect(decode('Trane', 'Z5012345').estimate.alternatives).toEqual([{ year: 2001, month: 12 }]);
    expect(decode('Trane', '123456U').estimate.alternatives).toEqual([{ year: 1982, month: null }]);
    expect(decode('Trane', 'I1212345').estimate.details).toContain("'I' is not a year letter");
  });

  it('Lennox: one table uses I = September; the year never depends on it', () => {
    const { estimate } = decode('Lennox', '5899I12345');
    expect(estimate.alternatives).toEqual([{ year: 1999, month: 9 }]);
    expect(estimate.details).toContain('one source');
  });

  it('Goodman: digits 3–4 a month (pickhvac) or, above 12, a week (InterNACHI): the year is the same', () => {
    expect(decode('Goodman', '1504123456').estimate.alternatives).toEqual([{ year: 2015, month: 4 }]);
    expect(decode('Goodman', '1532123456').estimate.alternatives).toEqual([{ year: 2015, month: 8 }]);
    expect(decode('Goodman', '1560123456').estimate.details).toContain('does not exist');
    expect(decode('Goodman', '7001123456').estimate.years).toBeNull(); // 1970 is before 1975, 2070 future
  });

  it('York: old letter style before October 2004 (21-letter cycle, P–Y used once), new style after', () => {
    expect(decode('York', 'ADPA123456').estimate.alternatives).toEqual([{ year: 1984, month: 4 }]);
    expect(decode('York', 'NDEB123456').estimate.alternatives).toEqual([
      { year: 1996, month: 4 },
      { year: 1975, month: 4 },
    ]);
    expect(decode('York', 'W0E5195159').estimate.alternatives).toEqual([{ year: 2005, month: 5 }]);
    expect(decode('York', 'W1G7123456').estimate.details).toContain('H = July');
  });

  it('Whirlpool: R/S/T = 2004/2005/2006; other letters are not agreed on; digits 2010+ repeat every 10 years', () => {
    expect(decode('Whirlpool', 'XS2012345').estimate.alternatives).toEqual([{ year: 2005, month: 5 }]);
    expect(decode('Whirlpool', 'XP2012345').estimate).toMatchObject({
      years: null,
      details: expect.stringContaining('not one the sources agree on'),
    });
    expect(decode('Whirlpool', 'C31012345').estimate.alternatives).toEqual([
      { year: 2023, month: 3 },
      { year: 2013, month: 3 },
    ]);
  });

  it('Bosch: FD + 1920 up to 2019 (later FD values are not in the sources); factory serial digit 3 + month', () => {
    expect(decode('Bosch', 'FD9006').estimate.alternatives).toEqual([{ year: 2010, month: 6 }]); // the service manual's example
    expect(decode('Bosch', 'FD0203').estimate.years).toBeNull();
    expect(decode('Bosch', '103030081344000115').estimate.alternatives[0]).toEqual({ year: 2023, month: 3 });
  });

  it('Rinnai: YYMM before 2009, letters after (J = 2017, L = November)', () => {
    expect(decode('Rinnai', 'JL.123456').estimate.alternatives).toEqual([{ year: 2017, month: 11 }]);
    expect(decode('Rinnai', '0703123456').estimate.alternatives).toEqual([{ year: 2007, month: 3 }]);
  });

  it('Nordyne: characters 4–5 year, 6–7 month', () => {
    expect(decode('Nordyne', 'ABC0512123').estimate).toMatchObject({
      alternatives: [{ year: 2005, month: 12 }],
      confidence: 'low',
    });
    expect(decode('Nordyne', 'ABC0513123').estimate.details).toContain('month 13 does not exist');
  });
});

describe('repeating codes: every candidate, an explicit choice, lower confidence', () => {
  it('Bradford White 20-year cycle (the bulletin: G = 1990, Z = 2003, A = 2004, S = 2018, T = 2019, A = 2024)', () => {
    expect(decode('Bradford White', 'GA1234567').estimate.alternatives.map((d) => d.year)).toEqual([2010, 1990]);
    expect(decode('Bradford White', 'ZA1234567').estimate.alternatives.map((d) => d.year)).toEqual([2023, 2003]);
    expect(decode('Bradford White', 'SA1234567').estimate.alternatives.map((d) => d.year)).toEqual([2018, 1998]);
    expect(decode('Bradford White', 'TA1234567').estimate.alternatives.map((d) => d.year)).toEqual([2019, 1999]);
    expect(decode('Bradford White', 'AA1234567').estimate.alternatives.map((d) => d.year)).toEqual([2024, 2004, 1984]);
    // stesso.com's 'T = 2021' is not used.
    expect(decode('Bradford White', 'TA1234567').estimate.alternatives.map((d) => d.year)).not.toContain(2021);
  });

  it('Bradford White OA = January 1997 (the computer-error serials)', () => {
    expect(decode('Bradford White', 'OA1234567').estimate).toMatchObject({
      alternatives: [{ year: 1997, month: 1 }],
      confidence: 'high',
    });
  });

  it('names both candidates in the details and lowers the confidence', () => {
    const { estimate } = decode('Bradford White', 'WC1234567'); // W = 2000 or 2020, C = March
    expect(estimate).toMatchObject({ years: 6, confidence: 'low' });
    expect(estimate.details).toContain(
      "Made in March 2020 or 2000 — Bradford White's letters repeat every 20 years; nothing on the label rules one out, so the most recent is shown.",
    );
  });

  it('a cited standard year rules out the earlier decade and prefers the date just after it', () => {
    // LG 9 = 2019, 2009 or 1999; a plate citing a 2005 edition was certified around then: 2009, not 2019.
    const { estimate } = decode('LG', '905TANL1K123', NOW, { latestYearPrinted: 2005, refrigerant: null });
    expect(estimate.alternatives.map((d) => d.year)).toEqual([2009, 2019, 1999]);
    expect(estimate.confidence).toBe('low'); // 2019 is still possible
    expect(estimate.details).toContain('the label cites 2005, so not May 1999; May 2009 is the likeliest');
    expect(estimate.details).toContain('a plate cites the edition current when it was made');
  });

  it('without a cited year the older decade is never preferred (newer equipment is more often in service)', () => {
    const { estimate } = decode('LG', '905TANL1K123', NOW, { latestYearPrinted: null, refrigerant: null });
    expect(estimate.alternatives.map((d) => d.year)).toEqual([2019, 2009, 1999]);
    expect(estimate.details).toContain('nothing on the label rules one out, so the most recent is shown');
  });

  it('a cited edition long before every candidate still prefers the nearest one after it', () => {
    // Bradford White G = 1990 or 2010 (and 2030 in the future); ANSI Z21.10.1-1987 → 1990.
    const { estimate } = decode('Bradford White', 'GE6941603', NOW, { latestYearPrinted: 1987, refrigerant: null });
    expect(estimate.alternatives[0].year).toBe(1990);
    expect(estimate.confidence).toBe('low');
  });

  it('R-22 on a condenser prefers the date before the 2010 ban on precharged R-22 units', () => {
    const weightOf = (year: number) =>
      candidateWeight(year, { latestYearPrinted: null, refrigerant: 'R-22' }, 'Air Conditioner', NOW);
    expect(weightOf(2004)).toBeGreaterThan(weightOf(2014));
    // R-410A: a 2014 unit is likelier than a 2004 one (R-410A was a minority before 2006).
    const r410 = (year: number) =>
      candidateWeight(year, { latestYearPrinted: null, refrigerant: 'R-410A' }, 'Air Conditioner', NOW);
    expect(r410(2014)).toBeGreaterThan(r410(2004));
  });

  it('the service life of the type weighs the decades: never an older date without evidence', () => {
    for (const type of ['Gas Water Heater', 'Furnace', 'Refrigerator', null])
      expect(candidateWeight(2016, { latestYearPrinted: null, refrigerant: null }, type, NOW)).toBeGreaterThan(
        candidateWeight(2006, { latestYearPrinted: null, refrigerant: null }, type, NOW),
      );
  });

  it('a clue that leaves one candidate chooses it, with medium confidence', () => {
    // Bradford White W = 2000 or 2020; the plate cites a 2017 standard.
    const bw = decode('Bradford White', 'WC1234567', NOW, { latestYearPrinted: 2017, refrigerant: null }).estimate;
    expect(bw).toMatchObject({
      confidence: 'medium',
      alternatives: [
        { year: 2020, month: 3 },
        { year: 2000, month: 3 },
      ],
    });
    expect(bw.details).toContain('March 2020 is the only one possible as the label cites 2017');
    // GE: an R-12 refrigerant says before 1996 → 1993 among 2017, 2005, 1993.
    const ge = decode('GE', 'AH123456', NOW, { latestYearPrinted: null, refrigerant: 'R-12' }).estimate;
    expect(ge.alternatives[0]).toEqual({ year: 1993, month: 1 });
    expect(ge.alternatives.map((d) => d.year)).toEqual([1993, 2017, 2005]);
    expect(ge.details).toContain('Made in January 1993, 2017 or 2005');
  });

  it('an old candidate chosen by a clue: a water heater from 2000 is not reported as 2020', () => {
    const { estimate } = decode('Bradford White', 'WC1234567', NOW, { latestYearPrinted: null, refrigerant: null });
    expect(estimate.alternatives).toContainEqual({ year: 2000, month: 3 });
  });

  it('a regulation mark rules out the dates before it took effect', () => {
    // Bradford White W = 2000 or 2020: a UEF rating (from 2015) leaves 2020.
    const uef = decode('Bradford White', 'WC1234567', NOW, {
      latestYearPrinted: null,
      refrigerant: null,
      marks: ['UEF'],
    });
    expect(uef.estimate.alternatives.map((d) => d.year)).toEqual([2020, 2000]);
    expect(uef.estimate.confidence).toBe('medium');
    expect(uef.estimate.details).toContain('the label carries the UEF mark (used from 2015)');
    // GE A = 1989, 2001, 2013 or 2025: AHRI (from 2008) rules out the two oldest; SEER2 leaves 2025.
    // Marks as strings: a clue of another version's reading (an unknown mark) must change nothing either.
    const clues = (marks: string[]): DateClues => ({
      latestYearPrinted: null,
      refrigerant: null,
      marks: marks as DateMark[],
    });
    expect(decode('GE', 'AA123456', NOW, clues(['SEER2'])).estimate.alternatives[0].year).toBe(2025);
    const ahri = decode('GE', 'AA123456', NOW, clues(['AHRI'])).estimate;
    expect(ahri.alternatives.map((d) => d.year)).toEqual([2025, 2013, 2001, 1989]);
    expect(ahri.details).toContain('so not January 2001 or January 1989');
    // An unknown mark changes nothing.
    expect(decode('GE', 'AA123456', NOW, clues(['XYZ'])).estimate.details).toContain(
      'nothing on the label rules one out',
    );
  });

  it('a single date the clues rule out is kept but never told with confidence (a misread serial)', () => {
    // Carrier WWYY 4515… = November 2015 (high), but the plate cites a 2019 standard.
    const { estimate } = decode('Carrier', '4515E12345', NOW, { latestYearPrinted: 2019, refrigerant: null });
    expect(estimate.alternatives).toEqual([{ year: 2015, month: 11 }]);
    expect(estimate.confidence).toBe('low');
    expect(estimate.details).toContain('the label cites 2019, so the serial may be misread');
    // Without the contradiction the rule's confidence stands.
    expect(
      decode('Carrier', '4515E12345', NOW, { latestYearPrinted: 2013, refrigerant: null }).estimate.confidence,
    ).toBe('high');
  });

  it('clues that contradict every candidate are ignored', () => {
    const { estimate } = decode('Bradford White', 'WC1234567', NOW, { latestYearPrinted: 2023, refrigerant: null });
    expect(estimate.alternatives[0].year).toBe(2020);
    expect(estimate.confidence).toBe('low');
  });

  it('LG / Electrolux / BLACKHORSE / GE: the decade is never told by the code', () => {
    expect(decode('LG', '512KWAB12345').estimate.alternatives.map((d) => d.year)).toEqual([2025, 2015, 2005]);
    expect(
      decode('LG', '512KWAB12345', new Date('2020-06-01T00:00:00Z')).estimate.alternatives.map((d) => d.year),
    ).toEqual([2015, 2005]);
    expect(decode('Electrolux', 'WB82123456').estimate.alternatives.map((d) => d.year)).toEqual([2018, 2008, 1998]);
    expect(decode('Amana BLACKHORSE', 'B123456').estimate.alternatives.map((d) => d.year)).toEqual([1991, 1981, 1971]);
    expect(decode('GE', 'AD123456').estimate.alternatives.map((d) => d.year)).toEqual([2026, 2014, 2002, 1990]);
  });

  it('a month of this year that has not come yet goes back one cycle', () => {
    expect(decode('LG', '612KWAB12345').estimate.alternatives[0]).toEqual({ year: 2016, month: 12 });
    expect(decode('LG', '605KWAB12345').estimate.alternatives[0]).toEqual({ year: 2026, month: 5 });
  });
});

describe('impossible codes are rejected, never guessed', () => {
  it.each([
    ['Goodman', '1560123456', 'month 60 does not exist'],
    ['Rheem', 'Q131512345', 'month 13 does not exist'],
    ['A.O. Smith', '1560A012345', 'week 60 does not exist'],
    ['A.O. Smith', '1500A012345', 'week 0 does not exist'],
    ['Carrier', '8515E12345', 'week 85 does not exist'],
    ['LG', '500KWAB12345', 'month 0 does not exist'],
    ['Bradford White', 'IA1234567', "'I' is not a year letter"],
    ['Bradford White', 'MN1234567', "'N' is not a month letter"],
    ['Lennox', '5815N12345', "'N' is not a month letter"],
    ['GE', 'BD123456', "'B' is not a month letter"],
    ['York', 'W1J7123456', "'J' is not a month letter"],
  ])('%s %s: %s', (family, serial, reason) => {
    const { estimate, rules } = decode(family, serial);
    expect(estimate).toEqual({
      years: null,
      confidence: 'low',
      details: expect.stringContaining(reason),
      alternatives: [],
      ruleId: null,
    });
    expect(rules).toEqual([]);
  });

  it('rejects dates in the future', () => {
    const trane = decode('Trane', '26401ABCDE', NOW);
    expect(trane.estimate).toMatchObject({ years: null, confidence: 'low' });
    expect(trane.estimate.details).toContain('in the future');
  });

  it('says when the format of a brand is not known', () => {
    expect(ageFromSerial('Navien', '7711H1773171234', [], NOW)).toEqual({
      estimate: {
        years: null,
        confidence: 'low',
        details: 'The serial number format of Navien is not known, so the age cannot be estimated.',
        alternatives: [],
        ruleId: null,
      },
      rules: [],
    });
  });

  it('says when a serial has none of the brand formats', () => {
    const { estimate } = decode('Goodman', 'ABC');
    expect(estimate).toMatchObject({ years: null, confidence: 'low' });
    expect(estimate.details).toContain('does not match a known Goodman serial number format');
  });
});

describe('brand → family', () => {
  it.each([
    ['Kenmore', 'Gas Water Heater', '153.331652', ['State', 'A.O. Smith']],
    ['Kenmore', 'Refrigerator', '106.51133211', ['Whirlpool']],
    ['Kenmore', 'Washer', '796.41272900', ['LG']],
    ['Kenmore', 'Refrigerator', '253.7032341', ['Electrolux']],
    ['Kenmore', 'Dishwasher', '999.1234', ['Kenmore']],
    ['Rheem', 'Gas Water Heater', null, ['Rheem']],
    ['Rheem', 'Air Conditioner', null, ['Rheem HVAC']],
    ['Rheem', null, null, ['Rheem', 'Rheem HVAC']],
    ['Amana', 'Furnace', null, ['Goodman', 'Amana BLACKHORSE']],
    ['Amana', 'Refrigerator', null, ['Whirlpool']],
    ['Frigidaire', 'Furnace', null, ['Nordyne']],
    ['Frigidaire', 'Dishwasher', null, ['Electrolux']],
    ['Philco', 'Heat Pump', null, ['Nordyne']],
    ['Intertherm', 'Furnace', null, ['Nordyne']],
    ['Siemens', 'Dishwasher', null, ['Bosch']],
    ['Monogram', 'Refrigerator', null, ['GE']],
    ['State', 'Gas Water Heater', null, ['State']],
    ['Whirlpool', 'Electric Water Heater', null, ['A.O. Smith']],
    ['Coleman', 'Furnace', null, ['York']],
    ['Fraser-Johnston', 'Furnace', null, ['York']],
    ['Daikin', 'Heat Pump', null, ['Daikin']],
  ])('%s %s %s → %j', (brand, type, model, families) => {
    expect(brandFamilies(brand, type, model)).toEqual(families);
  });
});

describe('rule parsing and helpers', () => {
  it('reads rule kinds with their years of use', () => {
    expect(parseRule('YYWW')).toEqual({ kind: 'YYWW', fromYear: 1970, toYear: null });
    expect(parseRule('YYWW@2008')).toEqual({ kind: 'YYWW', fromYear: 2008, toYear: null });
    expect(parseRule('YYMM@1995-2009')).toEqual({ kind: 'YYMM', fromYear: 1995, toYear: 2009 });
    expect(parseRule('NOT_A_KIND')).toBeNull();
    expect(parseRule('yyww')).toBeNull();
  });

  it('skips unreadable rows', () => {
    const { rules, rejected: bad } = compileRules([
      { id: 1, manufacturer: 'X', dateCodePattern: '^(?<year>\\d{2}', ageCalculationRule: 'YYMM', confidence: 'high' },
      { id: 2, manufacturer: 'X', dateCodePattern: '^\\d+$', ageCalculationRule: 'MYSTERY', confidence: 'high' },
    ]);
    expect(rules).toEqual([]);
    expect(bad.map((row) => row.id)).toEqual([1, 2]);
  });

  it('a rule used outside its years does not match', () => {
    const [rule] = compileRules([
      {
        id: 1,
        manufacturer: 'X',
        dateCodePattern: '^(?<year>\\d{2})(?<month>\\d{2})',
        ageCalculationRule: 'YYMM@1995-2009',
        confidence: 'low',
      },
    ]).rules;
    expect(decodeSerial('1503', rule.pattern, rule.parsed, NOW)).toEqual({
      ok: false,
      reason: 'every date it can encode is in the future or outside the years the format was used',
    });
    expect(decodeSerial('0503', rule.pattern, rule.parsed, NOW)).toMatchObject({
      ok: true,
      dates: { candidates: [{ year: 2005, month: 3 }] },
    });
  });

  it('maps ISO weeks to the month of their Thursday', () => {
    expect(monthOfWeek(2015, 1)).toBe(1);
    expect(monthOfWeek(2015, 34)).toBe(8);
    expect(monthOfWeek(2015, 53)).toBe(12);
    expect(monthOfWeek(2019, 1)).toBe(1);
  });

  it('counts whole years from mid-month, never negative', () => {
    expect(yearsSince(2015, 11, new Date('2025-11-14T00:00:00Z'))).toBe(9);
    expect(yearsSince(2015, 11, new Date('2025-11-15T00:00:00Z'))).toBe(10);
    expect(yearsSince(2026, 6, new Date('2026-06-01T00:00:00Z'))).toBe(0);
    expect(yearsSince(2015, null, new Date('2025-06-30T00:00:00Z'))).toBe(9);
  });
});

describe('printed dates', () => {
  it('gives a high-confidence age from a printed month and year', () => {
    expect(ageFromPrintedDate({ year: 2015, month: 3 }, NOW)).toEqual({
      years: 11,
      confidence: 'high',
      details: 'Manufacture date printed on the label: March 2015.',
      alternatives: [{ year: 2015, month: 3 }],
      ruleId: 'PRINTED_DATE',
    });
  });
});
