import { BRAND_CATALOGUE } from '../label-parser/brand-catalogue';
import { CompiledRule, ageFromPrintedDate, ageFromSerial, compileRules } from './age-from-serial';
import { MANUFACTURER_PATTERN_SEED } from './manufacturer-pattern-seed';
import { decodeSerial, monthOfWeek, parseRule, yearsSince } from './serial-date-decoder';

const NOW = new Date('2026-06-15T12:00:00Z');

const { rules: SEEDED, rejected } = compileRules(
  MANUFACTURER_PATTERN_SEED.map((seed, index) => ({ id: index + 1, ...seed })),
);

function rulesOf(family: string): CompiledRule[] {
  return SEEDED.filter((rule) => rule.manufacturer === family);
}

function decode(family: string, serial: string, now = NOW) {
  return ageFromSerial(family, serial, rulesOf(family), now);
}

describe('the seeded rules', () => {
  it('belong to brand families of the catalogue (else no brand would ever use them)', () => {
    const families = new Set(BRAND_CATALOGUE.flatMap((entry) => entry.families));
    expect(MANUFACTURER_PATTERN_SEED.filter((seed) => !families.has(seed.manufacturer))).toEqual([]);
  });

  it('all compile', () => {
    expect(rejected).toEqual([]);
    expect(SEEDED.length).toBe(MANUFACTURER_PATTERN_SEED.length);
  });

  // Every example of every rule decodes to its documented year and month with its own family's rules.
  const examples = MANUFACTURER_PATTERN_SEED.flatMap((seed) =>
    seed.examples.map((example) => {
      const [serial, date] = example.split('=');
      return { family: seed.manufacturer, serial, date, rule: seed.ageCalculationRule };
    }),
  );
  it.each(examples)('$family $serial → $date ($rule)', ({ family, serial, date }) => {
    const { estimate } = decode(family, serial);
    const [year, month] = date.split('-').map(Number);
    expect(estimate.details).toContain(
      `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][month - 1]} ${year}`,
    );
    expect(estimate.years).toBe(yearsSince(year, month, NOW));
  });
});

describe('the contract formats', () => {
  it.each([
    ['Bradford White', 'ML1234567', 2015, 11, 10, 'medium'],
    ['Bradford White', 'MLA123456', 2015, 11, 10, 'medium'],
    ['Rheem', 'Q051512345', 2015, 5, 11, 'high'],
    ['Rheem', 'RHLN0413A12345', 2013, 4, 13, 'high'],
    ['A.O. Smith', '1534A012345', 2015, 8, 10, 'high'],
    ['Carrier', '4515E12345', 2015, 11, 10, 'high'],
    ['Trane', '15321ABCDE', 2015, 8, 10, 'high'],
    ['Trane', '15321N1234F', 2015, 8, 10, 'high'],
    ['Lennox', '5815D12345', 2015, 4, 11, 'high'],
    ['Goodman', '1504123456', 2015, 4, 11, 'high'],
    ['Bosch', 'FD 9508 12345', 2015, 8, 10, 'high'],
    ['Bosch', 'FD9508', 2015, 8, 10, 'high'],
  ] as const)('%s %s → %i-%i, %i years, %s', (family, serial, year, month, years, confidence) => {
    const { estimate, rule } = decode(family, serial);
    expect(estimate).toMatchObject({ years, confidence });
    expect(estimate.details).toContain(`${serial}: made`);
    expect(estimate.details).toMatch(
      new RegExp(
        `${['', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][month]} ${year}`,
      ),
    );
    expect(rule?.manufacturer).toBe(family);
  });

  it('names the rule, the decoded date and the cycle choice (Bradford White)', () => {
    expect(decode('Bradford White', 'ML1234567').estimate.details).toBe(
      'Bradford White serial ML1234567: made November 2015 (Bradford White rule LETTER_YEAR_MONTH_20Y: ' +
        'a year letter (A = 2004, no I, O, Q, R, U, V; repeats every 20 years), then a month letter (A–M, no I); ' +
        'the code repeats every 20 years, so the most recent plausible date was chosen).',
    );
  });

  it('gives the week for week codes', () => {
    expect(decode('A.O. Smith', '1534A012345').estimate.details).toContain('made week 34 of 2015, August 2015');
  });
});

describe('decade and cycle ambiguity', () => {
  it('LG 512…: December 2015 in 2020, December 2025 in 2026 (the most recent date not in the future)', () => {
    const in2020 = decode('LG', '512KWAB12345', new Date('2020-06-01T00:00:00Z')).estimate;
    expect(in2020).toMatchObject({ years: 4, confidence: 'medium' });
    expect(in2020.details).toContain('December 2015');
    const in2026 = decode('LG', '512KWAB12345', NOW).estimate;
    expect(in2026).toMatchObject({ years: 0, confidence: 'medium' });
    expect(in2026.details).toContain('December 2025');
    expect(in2026.details).toContain('repeats every 10 years');
  });

  it('LG: a month of this year that has not come yet goes back one cycle', () => {
    // June 2026: '612' would be December 2026, still to come, so it is December 2016.
    expect(decode('LG', '612KWAB12345', NOW).estimate.details).toContain('December 2016');
    expect(decode('LG', '605KWAB12345', NOW).estimate.details).toContain('May 2026');
  });

  it('Bradford White letters repeat every 20 years', () => {
    // A = 2004 or 2024 (both past in 2026) → 2024; M = 2015 (2035 is future).
    expect(decode('Bradford White', 'AA1234567', NOW).estimate.details).toContain('January 2024');
    expect(decode('Bradford White', 'AA1234567', new Date('2023-12-31T00:00:00Z')).estimate.details).toContain(
      'January 2004',
    );
  });

  it('GE letters repeat every 12 years', () => {
    const ge = decode('GE', 'AD123456', NOW).estimate; // A = January, D = 2002/2014/2026
    expect(ge.details).toContain('January 2026');
    expect(decode('GE', 'AD123456', new Date('2025-12-01T00:00:00Z')).estimate.details).toContain('January 2014');
    expect(ge.confidence).toBe('medium');
  });

  it('two-digit years pick the century: Goodman 9904… is 1999, 2504… is 2025', () => {
    expect(decode('Goodman', '9904123456').estimate.details).toContain('April 1999');
    expect(decode('Goodman', '2504123456').estimate.details).toContain('April 2025');
  });
});

describe('impossible codes are rejected, never guessed', () => {
  it.each([
    ['Goodman', '1513123456', 'month 13 does not exist'],
    ['Rheem', 'Q131512345', 'month 13 does not exist'],
    ['A.O. Smith', '1560A012345', 'week 60 does not exist'],
    ['A.O. Smith', '1500A012345', 'week 0 does not exist'],
    ['Carrier', '6015E12345', 'week 60 does not exist'],
    ['LG', '500KWAB12345', 'month 0 does not exist'],
    ['Bradford White', 'IA1234567', "'I' is not a year letter"],
    ['Bradford White', 'MN1234567', "'N' is not a month letter"],
    ['Lennox', '5815N12345', "'N' is not a month letter"],
    ['GE', 'BD123456', "'B' is not a month letter"],
  ])('%s %s: %s', (family, serial, reason) => {
    const { estimate, rule } = decode(family, serial);
    expect(estimate).toEqual({ years: null, confidence: 'low', details: expect.stringContaining(reason) });
    expect(rule).toBeNull();
  });

  it('rejects dates in the future', () => {
    // Trane 2010+: '2640…' is week 40 of 2026, after June 2026; 1926 is before the format existed.
    const trane = decode('Trane', '26401ABCDE', NOW);
    expect(trane.estimate).toMatchObject({ years: null, confidence: 'low' });
    expect(trane.estimate.details).toContain('in the future');
    // Bosch FD 0612 = December 2026.
    expect(decode('Bosch', 'FD0612', NOW).estimate.years).toBeNull();
  });

  it('says when the format of a brand is not known', () => {
    expect(ageFromSerial('Navien', '7711H1773171234', [], NOW)).toEqual({
      estimate: {
        years: null,
        confidence: 'low',
        details: 'The serial number format of Navien is not known, so the age cannot be estimated.',
      },
      rule: null,
    });
  });

  it('says when a serial has none of the brand formats', () => {
    const { estimate } = decode('Goodman', 'ABC');
    expect(estimate).toMatchObject({ years: null, confidence: 'low' });
    expect(estimate.details).toContain('does not match a known Goodman serial number format');
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
      reason: 'the date it encodes is in the future or before the format was used',
    });
    expect(decodeSerial('0503', rule.pattern, rule.parsed, NOW)).toMatchObject({
      ok: true,
      date: { year: 2005, month: 3 },
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
    });
    expect(ageFromPrintedDate({ year: 2019, month: null }, NOW)).toMatchObject({
      years: 6,
      details: expect.stringContaining(': 2019.'),
    });
  });
});
