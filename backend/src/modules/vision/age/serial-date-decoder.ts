/**
 * Pure decoding of manufacture dates from serial numbers. A rule (a row of manufacturer_patterns) is a
 * regular expression with named groups and a rule kind saying how to read those groups. Codes that
 * repeat (a year letter every 20 years, a year digit every 10) resolve to the most recent date that is
 * not in the future; impossible values (month 13, week 60, an unknown letter) reject the rule.
 */

export type Confidence = 'high' | 'medium' | 'low';

/** What the groups of a rule's pattern say: a year known up to a cycle, and a month or a week. */
interface CodeReading {
  /** One of the years the code can mean; every baseYear + k × cycle is another. */
  baseYear: number;
  /** Years after which the code repeats (100 for two-digit years). */
  cycle: number;
  month?: number;
  week?: number;
}

type Groups = Record<string, string | undefined>;
type KindReader = (groups: Groups) => CodeReading | string;

// Letter sequences of the formats (letters that look like digits are skipped by the manufacturers).
const BRADFORD_WHITE_YEARS = 'ABCDEFGHJKLMNPSTWXYZ'; // A = 2004, 20-year cycle
const MONTHS_WITHOUT_I = 'ABCDEFGHJKLM'; // A = January … M = December
const GE_LETTERS = 'ADFGHLMRSTVZ'; // months A = January …; years A = 2001 …, 12-year cycle
const YORK_MONTHS = 'ABCDEFGHKLMN'; // A = January … N = December (no I, J)
const RINNAI_YEARS = 'ABCDEFGHJKLMNPRSTVWXYZ'; // A = 2009 (no I, O, Q, U)

/** The rule kinds: how each reads the named groups of its pattern. */
export const RULE_KINDS: Record<string, { describe: string; read: KindReader }> = {
  YYWW: {
    describe: 'two-digit year, then the week of the year',
    read: (g) => ({ baseYear: twoDigitYear(g.year), cycle: 100, week: number(g.week) }),
  },
  WWYY: {
    describe: 'week of the year, then a two-digit year',
    read: (g) => ({ baseYear: twoDigitYear(g.year), cycle: 100, week: number(g.week) }),
  },
  YYMM: {
    describe: 'two-digit year, then the month',
    read: (g) => ({ baseYear: twoDigitYear(g.year), cycle: 100, month: number(g.month) }),
  },
  MMYY: {
    describe: 'month, then a two-digit year',
    read: (g) => ({ baseYear: twoDigitYear(g.year), cycle: 100, month: number(g.month) }),
  },
  LETTER_YEAR_MONTH_20Y: {
    describe: 'a year letter (A = 2004, no I, O, Q, R, U, V; repeats every 20 years), then a month letter (A–M, no I)',
    read: (g) => fromLetters(g.yearLetter, BRADFORD_WHITE_YEARS, 2004, g.monthLetter, MONTHS_WITHOUT_I),
  },
  DIGIT_YEAR_MONTH_10Y: {
    describe: 'last digit of the year (repeats every 10 years), then the month',
    read: (g) => ({ baseYear: 2000 + number(g.yearDigit), cycle: 10, month: number(g.month) }),
  },
  DIGIT_YEAR_WEEK_10Y: {
    describe: 'last digit of the year (repeats every 10 years), then the week of the year',
    read: (g) => ({ baseYear: 2000 + number(g.yearDigit), cycle: 10, week: number(g.week) }),
  },
  FD_YYMM_1920: {
    describe: 'FD production code: first two digits + 1920 = year, last two = month',
    read: (g) => ({ baseYear: 1920 + number(g.fd?.slice(0, 2)), cycle: 100, month: number(g.fd?.slice(2, 4)) }),
  },
  PLANT_YY_MONTHLETTER: {
    describe: 'plant digits, a two-digit year, then a month letter (A–M, no I)',
    read: (g) => withMonthLetter({ baseYear: twoDigitYear(g.year), cycle: 100 }, g.monthLetter, MONTHS_WITHOUT_I),
  },
  GE_MONTH_YEAR_LETTERS_12Y: {
    describe: 'a month letter, then a year letter (A D F G H L M R S T V Z; years repeat every 12)',
    read: (g) => fromLetters(g.yearLetter, GE_LETTERS, 2001, g.monthLetter, GE_LETTERS),
  },
  YORK_YEAR_MONTHLETTER: {
    describe: '2nd and 4th characters are the year digits, the 3rd a month letter (A–N, no I, J)',
    read: (g) =>
      withMonthLetter(
        { baseYear: twoDigitYear(`${g.yearTens}${g.yearUnits}`), cycle: 100 },
        g.monthLetter,
        YORK_MONTHS,
      ),
  },
  RINNAI_LETTER_YEAR_MONTH: {
    describe: 'a year letter (A = 2009, no I, O, Q, U), then a month letter (A–M, no I)',
    read: (g) => fromLetters(g.yearLetter, RINNAI_YEARS, 2009, g.monthLetter, MONTHS_WITHOUT_I),
  },
};

/** ageCalculationRule: a kind, optionally with the years the format was used ('YYWW@2008', 'YYMM@1990-2008'). */
export interface ParsedRule {
  kind: string;
  fromYear: number;
  toYear: number | null;
}

const DEFAULT_FROM_YEAR = 1970;

export function parseRule(rule: string): ParsedRule | null {
  const match = /^([A-Z0-9_]+)(?:@(\d{4})(?:-(\d{4}))?)?$/.exec(rule.trim());
  if (!match || !RULE_KINDS[match[1]]) return null;
  return { kind: match[1], fromYear: match[2] ? +match[2] : DEFAULT_FROM_YEAR, toYear: match[3] ? +match[3] : null };
}

export interface DecodedDate {
  year: number;
  month: number;
  week: number | null;
  /** The code repeats every this many years (below 100: the decade/cycle was chosen). */
  cycle: number;
}

/** A decoded date, or why the rule's code is impossible. */
export type DecodeOutcome = { ok: true; date: DecodedDate } | { ok: false; reason: string };

/**
 * Decodes the serial with one rule. `null` when the serial does not have the rule's shape; otherwise
 * the date or the reason the code is impossible.
 */
export function decodeSerial(serial: string, pattern: RegExp, rule: ParsedRule, now: Date): DecodeOutcome | null {
  const match = pattern.exec(normaliseSerial(serial));
  if (!match) return null;
  const reading = RULE_KINDS[rule.kind].read(match.groups ?? {});
  if (typeof reading === 'string') return { ok: false, reason: reading };
  if (reading.month !== undefined && !(reading.month >= 1 && reading.month <= 12)) {
    return { ok: false, reason: `month ${reading.month} does not exist` };
  }
  if (reading.week !== undefined && !(reading.week >= 1 && reading.week <= 53)) {
    return { ok: false, reason: `week ${reading.week} does not exist` };
  }
  const date = mostRecentPlausible(reading, rule, now);
  if (!date) return { ok: false, reason: 'the date it encodes is in the future or before the format was used' };
  return { ok: true, date };
}

/** Serials compare without spaces and in capitals ('fd 9508 12345' → 'FD950812345'). */
export function normaliseSerial(serial: string): string {
  return serial.toUpperCase().replace(/\s+/g, '');
}

/** Whole years from the middle of the manufacture month (or year) to now, never negative. */
export function yearsSince(year: number, month: number | null, now: Date): number {
  const made = Date.UTC(year, (month ?? 7) - 1, month ? 15 : 1);
  const madeDate = new Date(made);
  let years = now.getUTCFullYear() - madeDate.getUTCFullYear();
  const anniversary = Date.UTC(now.getUTCFullYear(), madeDate.getUTCMonth(), madeDate.getUTCDate());
  if (now.getTime() < anniversary) years -= 1;
  return Math.max(0, years);
}

function mostRecentPlausible(reading: CodeReading, rule: ParsedRule, now: Date): DecodedDate | null {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const lastYear = Math.min(now.getUTCFullYear(), rule.toYear ?? Infinity);
  // The latest year of the cycle not after lastYear, then earlier cycles down to the format's start.
  let year = reading.baseYear + Math.floor((lastYear - reading.baseYear) / reading.cycle) * reading.cycle;
  for (; year >= rule.fromYear; year -= reading.cycle) {
    const month = reading.month ?? monthOfWeek(year, reading.week!);
    if (year * 12 + month - 1 <= nowIndex) return { year, month, week: reading.week ?? null, cycle: reading.cycle };
  }
  return null;
}

/** The month holding the Thursday of an ISO week (weeks belong to the year of their Thursday). */
export function monthOfWeek(year: number, week: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000;
  const thursday = new Date(mondayOfWeek1 + ((week - 1) * 7 + 3) * 86_400_000);
  return thursday.getUTCFullYear() > year ? 12 : thursday.getUTCMonth() + 1;
}

function number(digits: string | undefined): number {
  return digits && /^\d+$/.test(digits) ? Number(digits) : NaN;
}

function twoDigitYear(digits: string | undefined): number {
  return 2000 + number(digits);
}

function withMonthLetter(reading: CodeReading, letter: string | undefined, months: string): CodeReading | string {
  const month = letter ? months.indexOf(letter) + 1 : 0;
  return month ? { ...reading, month } : `'${letter ?? ''}' is not a month letter`;
}

function fromLetters(
  yearLetter: string | undefined,
  years: string,
  firstYear: number,
  monthLetter: string | undefined,
  months: string,
): CodeReading | string {
  const yearIndex = yearLetter ? years.indexOf(yearLetter) : -1;
  if (yearIndex < 0) return `'${yearLetter ?? ''}' is not a year letter`;
  return withMonthLetter({ baseYear: firstYear + yearIndex, cycle: years.length }, monthLetter, months);
}
