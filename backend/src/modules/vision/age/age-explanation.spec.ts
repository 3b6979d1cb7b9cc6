import { ageFromSerial, compileRules } from './age-from-serial';
import { MANUFACTURER_PATTERN_SEED } from './manufacturer-pattern-seed';
import { RULE_KINDS } from './serial-date-decoder';

const NOW = new Date('2026-06-15T00:00:00Z');
const { rules } = compileRules(MANUFACTURER_PATTERN_SEED.map((seed, id) => ({ id, ...seed })));
const told = (family: string, serial: string, brand = family) =>
  ageFromSerial(
    brand,
    serial,
    rules.filter((rule) => rule.manufacturer === family),
    NOW,
  ).estimate;
const RULE_ID = new RegExp(`\\b(?:${Object.keys(RULE_KINDS).join('|')})\\b`);

describe('the age in plain words (issue 43)', () => {
  it("says the issue's two examples as written", () => {
    expect(told('Rheem', '1209123456').details).toBe(
      "Made in December 2009 — the serial's first four digits are month 12, year 09.",
    );
    expect(told('Bradford White', 'BH1234567').details).toMatch(
      /^Made in August 2025, 2005 or 1985 — Bradford White's letters repeat every 20 years; nothing on the label rules one out, so the most recent is shown\./,
    );
  });

  it.each([
    [
      'Bradford White',
      'BH1234567',
      "The serial's first letter, B, is the year and its second letter, H, the month (August).",
    ],
    ['Bradford White', 'OA1234567', 'the serial starts with "OA", which the maker used for January 1997'],
    ['Rheem', 'Q051512345', 'the four digits after "Q" are month 05, year 15'],
    ['Rheem HVAC', 'W451512345', 'the four digits after "W" are week 45, year 15'],
    ['A.O. Smith', '1534A012345', "the serial's first four digits are year 15, week 34"],
    [
      'A.O. Smith',
      'AJ05123456',
      'the serial\'s second letter, J, is the month (September) and the two digits after "AJ", 05, the year',
    ],
    ['A.O. Smith', '800-A-84123', 'the two digits after "800-A-" are the year, 84; the month is not encoded'],
    [
      'State',
      'B06123456',
      'the serial\'s first letter, B, is the month (February) and the two digits after "B", 06, the year',
    ],
    ['Rinnai', 'JL.123456', "the serial's first letter, J, is the year and its second letter, L, the month (November)"],
    ['Rinnai', '0703123456', "the serial's first four digits are year 07, month 03"],
    ['Carrier', '4515E12345', "the serial's first four digits are week 45, year 15"],
    ['Carrier', '8503123456', "the serial's first four digits are year 85, month 03"],
    [
      'Carrier',
      'P312345',
      "the serial's first letter, P, is the month (March) and its second digit, 3, the year's last digit",
    ],
    [
      'Carrier',
      'C612345',
      "the serial's first letter, C, is the month (March) and its second digit, 6, the year's last digit",
    ],
    ['Trane', '15321ABCDE', "the serial's first four digits are year 15, week 32"],
    [
      'Trane',
      '532ABCDEF',
      'the serial\'s first digit, 5, is the year\'s last digit and the two digits after "5", 32, the week',
    ],
    ['Trane', 'L35R12345', 'the serial\'s first letter, L, is the year and the two digits after "L", 35, the week'],
    ['Trane', '123456T', "the serial's seventh letter, T, is the year"],
    ['Lennox', '5815D12345', 'the two digits after "58", 15, are the year and its fifth letter, D, the month (April)'],
    ['Goodman', '1504123456', "the serial's first four digits are year 15, month 04"],
    [
      'Amana BLACKHORSE',
      'K1234567',
      "The serial's first letter, K, is the year's last digit by its place in B-L-A-C-K-H-O-R-S-E.",
    ],
    [
      'York',
      'N0D6653823',
      "the serial's second digit, 0, is the year's tens and its third letter, D, the month (April) and its fourth digit, 6, the year's last digit",
    ],
    ['York', 'ADPA123456', "the serial's second letter, D, is the month (April) and its third letter, P, the year"],
    ['Nordyne', 'ABC0512123', 'the four digits after "ABC" are year 05, month 12'],
    [
      'Whirlpool',
      'C91404321',
      'the serial\'s second digit, 9, is the year\'s last digit and the two digits after "C9", 14, the week',
    ],
    [
      'Whirlpool',
      'CR1512345',
      'the serial\'s second letter, R, is the year and the two digits after "CR", 15, the week',
    ],
    ['GE', 'MS123456', "The serial's first letter, M, is the month (July) and its second letter, S, the year."],
    ['Bosch', 'FD 9508 12345', 'the four digits after "FD" are the year less 1920 (95) and month 08'],
    [
      'Bosch',
      '103030081344000115',
      'the serial\'s third digit, 3, is the year\'s last digit and the two digits after "103", 03, the month',
    ],
    [
      'LG',
      '905TANL1K123',
      'the serial\'s first digit, 9, is the year\'s last digit and the two digits after "9", 05, the month',
    ],
    [
      'Electrolux',
      'WB82123456',
      'the serial\'s third digit, 8, is the year\'s last digit and the two digits after "WB8", 21, the week',
    ],
  ])('%s %s: how the code gives the date, no rule identifier', (family, serial, how) => {
    const estimate = told(family, serial);
    expect(estimate.details).toMatch(/^Made in /);
    expect(estimate.details.toLowerCase()).toContain(how.toLowerCase());
    expect(estimate.details).not.toMatch(RULE_ID);
    expect(estimate.details).not.toMatch(/\brule\b/);
    expect(estimate.ruleId).toMatch(RULE_ID);
  });

  it('every seeded example is told without a rule identifier, the rule kept for support', () => {
    for (const seed of MANUFACTURER_PATTERN_SEED) {
      for (const example of seed.examples) {
        const estimate = told(seed.manufacturer, example.split('=')[0]);
        expect(estimate.details).not.toMatch(RULE_ID);
        expect(estimate.ruleId).toContain(`${seed.manufacturer} ${seed.ageCalculationRule.split('@')[0]}`);
      }
    }
  });

  it('names the decades of a repeating code by its family', () => {
    expect(told('GE', 'AA123456').details).toMatch(
      /^Made in January 2025, 2013, 2001 or 1989 — GE's letters repeat every 12 years;/,
    );
    expect(told('LG', '905TANL1K123').details).toMatch(
      /^Made in May 2019, 2009 or 1999 — LG's one-digit year repeats every 10 years;/,
    );
    expect(told('Amana BLACKHORSE', 'K1234567', 'Amana').details).toMatch(
      /^Made in 1995, 1985 or 1975 — Amana's letters repeat every 10 years;/,
    );
  });
});
