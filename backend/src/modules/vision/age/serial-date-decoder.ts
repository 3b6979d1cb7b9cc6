/**
 * Pure decoding of manufacture dates from serial numbers. A rule (a row of manufacturer_patterns) is a
 * regular expression with named groups, a rule kind saying how to read those groups, and the years the
 * format was in use. A code that repeats (a year letter every 20 years, a year digit every 10) gives
 * every candidate date inside the format's period of use and not in the future; choosing among them is
 * the estimator's job (age-from-serial.ts). Impossible values (month 13, week 60, an unknown letter)
 * reject the rule.
 */

import type { CodePart } from './age-explanation';

export type Confidence = 'high' | 'medium' | 'low';

/** What the groups of a rule's pattern say: a year known up to a cycle, and a month or a week. */
interface CodeReading {
  /** One of the years the code can mean; every baseYear + k × cycle is another. */
  baseYear: number;
  /** Years after which the code repeats (100 for two-digit years). */
  cycle: number;
  /** 1–12; null when the format gives no month (or its sources disagree on it). */
  month?: number | null;
  week?: number;
  /** Said in the details (a conflict between sources, an assumption). */
  note?: string;
}

type Groups = Record<string, string | undefined>;
type KindReader = (groups: Groups) => CodeReading | string;

// Letter sequences of the formats (letters that look like digits are skipped by the manufacturers).
const BRADFORD_WHITE_YEARS = 'ABCDEFGHJKLMNPSTWXYZ'; // A = 2004 (and 1984, 2024), 20-year cycle
const MONTHS_WITHOUT_I = 'ABCDEFGHJKLM'; // A = January … M = December
const MONTHS_WITH_I = 'ABCDEFGHIJKL'; // the minority table (I = September)
const GE_LETTERS = 'ADFGHLMRSTVZ'; // months A = January …; years A = 2001 …, 12-year cycle
const YORK_MONTHS = 'ABCDEFGHKLMN'; // A = January … N = December (no I, J)
const YORK_OLD_YEARS = 'ABCDEFGHJKLMNPRSTVWXY'; // A = 1971 … N = 1983 (again 1992 … 2004), P = 1984 … Y = 1991
const RINNAI_YEARS = 'ABCDEFGHJKLMNPRSTVWXYZ'; // A = 2009 (no I, O, Q, U)
const TRANE_YEARS = 'WXYSBCDEFGHJKLMNPRZ'; // W = 1983 … Z = 2001
const CARRIER_1980S_MONTHS = 'MNPQRSTVWXYZ'; // M = January … Z = December (1980–84)
const BLACKHORSE = 'EBLACKHORS'; // index = last digit of the year (B = 1, L = 2 … E = 0)
const WHIRLPOOL_LETTER_YEARS: Record<string, number> = { R: 2004, S: 2005, T: 2006 };
const TRANE_1980S: Record<string, number> = { O: 1980, A: 1980, T: 1981, U: 1982 };

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
  YY_ONLY: {
    describe: 'a two-digit year (the month is not encoded)',
    read: (g) => ({ baseYear: twoDigitYear(g.year), cycle: 100, month: null }),
  },
  LETTER_YEAR_MONTH_20Y: {
    describe: 'a year letter (A = 2004, no I, O, Q, R, U, V; repeats every 20 years), then a month letter (A–M, no I)',
    read: (g) => fromLetters(g.yearLetter, BRADFORD_WHITE_YEARS, 2004, g.monthLetter, MONTHS_WITHOUT_I),
  },
  BRADFORD_WHITE_OA: {
    describe: "'OA': January 1997 (serials printed by a computer error, per the maker)",
    read: () => ({ baseYear: 1997, cycle: 1000, month: 1 }),
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
    read: (g) => lennoxMonth({ baseYear: twoDigitYear(g.year), cycle: 100 }, g.monthLetter),
  },
  MONTHLETTER_YY: {
    describe: 'a month letter (A–M, no I), then a two-digit year',
    read: (g) => withMonthLetter({ baseYear: twoDigitYear(g.year), cycle: 100 }, g.monthLetter, MONTHS_WITHOUT_I),
  },
  LETTER_YEAR_ONLY: {
    describe: 'the letter before the two digits is not decoded, the two digits are the year',
    read: (g) => ({ baseYear: twoDigitYear(g.year), cycle: 100, month: null }),
  },
  GE_MONTH_YEAR_LETTERS_12Y: {
    describe: 'a month letter, then a year letter (A D F G H L M R S T V Z; years repeat every 12)',
    read: (g) => fromLetters(g.yearLetter, GE_LETTERS, 2001, g.monthLetter, GE_LETTERS),
  },
  YORK_YEAR_MONTHLETTER: {
    describe: '2nd and 4th characters are the year digits, the 3rd a month letter (A–N, no I, J)',
    read: (g) =>
      yorkMonth({ baseYear: twoDigitYear(`${g.yearTens ?? ''}${g.yearUnits ?? ''}`), cycle: 100 }, g.monthLetter),
  },
  YORK_OLD_LETTERS: {
    describe:
      '2nd letter the month (A–N, no I, J), 3rd letter the year (A = 1971 or 1992 … N = 1983 or 2004, P = 1984 … Y = 1991)',
    read: (g) => {
      const index = g.yearLetter ? YORK_OLD_YEARS.indexOf(g.yearLetter) : -1;
      if (index < 0) return `'${g.yearLetter ?? ''}' is not a year letter`;
      return yorkMonth({ baseYear: 1971 + index, cycle: 21 }, g.monthLetter);
    },
  },
  RINNAI_LETTER_YEAR_MONTH: {
    describe: 'a year letter (A = 2009, no I, O, Q, U), then a month letter (A–M, no I)',
    read: (g) => fromLetters(g.yearLetter, RINNAI_YEARS, 2009, g.monthLetter, MONTHS_WITHOUT_I),
  },
  CARRIER_1980_84: {
    describe: 'a month letter (M N P Q R S T V W X Y Z = January–December), then the last digit of the year (1980–84)',
    read: (g) =>
      withMonthLetter({ baseYear: 1980 + number(g.yearDigit), cycle: 10 }, g.monthLetter, CARRIER_1980S_MONTHS),
  },
  CARRIER_1970S: {
    describe: 'a month letter from A, then the last digit of the year (1970s)',
    read: (g) => {
      const reading = { baseYear: 1970 + number(g.yearDigit), cycle: 10 };
      const letter = g.monthLetter ?? '';
      const sure = 'ABCDEFGH'.indexOf(letter);
      if (sure >= 0) return { ...reading, month: sure + 1 };
      if ('IJKLM'.includes(letter) && letter) {
        return {
          ...reading,
          month: null,
          note: `the sources disagree on the month letters from September on ('${letter}')`,
        };
      }
      return `'${letter}' is not a month letter`;
    },
  },
  TRANE_YEAR_LETTER_WEEK: {
    describe: 'a year letter (W X Y S B C D E F G H J K L M N P R Z from 1983), then the week',
    read: (g) => {
      const index = g.yearLetter ? TRANE_YEARS.indexOf(g.yearLetter) : -1;
      if (index < 0) return `'${g.yearLetter ?? ''}' is not a year letter`;
      return { baseYear: 1983 + index, cycle: 1000, week: number(g.week) };
    },
  },
  TRANE_1980_82: {
    describe: 'the 7th character is the year letter (O or A = 1980, T = 1981, U = 1982)',
    read: (g) => {
      const year = g.yearLetter ? TRANE_1980S[g.yearLetter] : undefined;
      return year ? { baseYear: year, cycle: 1000, month: null } : `'${g.yearLetter ?? ''}' is not a year letter`;
    },
  },
  BLACKHORSE: {
    describe:
      'a letter of the word BLACKHORSE whose position is the last digit of the year (B = 1 … E = 0; the decade is not encoded)',
    read: (g) => {
      const index = g.yearLetter ? BLACKHORSE.indexOf(g.yearLetter) : -1;
      if (index < 0) return `'${g.yearLetter ?? ''}' is not a BLACKHORSE letter`;
      return { baseYear: 1970 + index, cycle: 10, month: null };
    },
  },
  WHIRLPOOL_LETTER_YEAR_WEEK: {
    describe: 'a year letter (R = 2004, S = 2005, T = 2006: the only letters the sources agree on), then the week',
    read: (g) => {
      const year = g.yearLetter ? WHIRLPOOL_LETTER_YEARS[g.yearLetter] : undefined;
      return year
        ? { baseYear: year, cycle: 1000, week: number(g.week) }
        : `the year letter '${g.yearLetter ?? ''}' is not one the sources agree on`;
    },
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

/** One date a code can mean. */
export interface CandidateDate {
  year: number;
  /** null when the format gives no month. */
  month: number | null;
  week: number | null;
}

export interface DecodedDates {
  /** Every date the code can mean inside the format's period, latest first (at least one). */
  candidates: CandidateDate[];
  /** The code repeats every this many years (≥ 100: it does not repeat within a century). */
  cycle: number;
  note: string | null;
  /** The named groups as they matched, with their places in the serial (for the plain-words explanation). */
  parts: CodePart[];
  /** The serial as the rule read it (capitals, no spaces). */
  code: string;
}

/** The candidate dates, or why the rule's code is impossible. */
export type DecodeOutcome = { ok: true; dates: DecodedDates } | { ok: false; reason: string };

/**
 * Decodes the serial with one rule. `null` when the serial does not have the rule's shape; otherwise
 * the candidate dates or the reason the code is impossible.
 */
export function decodeSerial(serial: string, pattern: RegExp, rule: ParsedRule, now: Date): DecodeOutcome | null {
  const code = normaliseSerial(serial);
  const match = (pattern.hasIndices ? pattern : new RegExp(pattern.source, `${pattern.flags}d`)).exec(code);
  if (!match) return null;
  const reading = RULE_KINDS[rule.kind].read(match.groups ?? {});
  if (typeof reading === 'string') return { ok: false, reason: reading };
  if (!Number.isFinite(reading.baseYear)) return { ok: false, reason: 'the year code is not a number' };
  if (reading.month !== undefined && reading.month !== null && !(reading.month >= 1 && reading.month <= 12)) {
    return { ok: false, reason: `month ${Number.isNaN(reading.month) ? '?' : reading.month} does not exist` };
  }
  if (reading.week !== undefined && !(reading.week >= 1 && reading.week <= 53)) {
    return { ok: false, reason: `week ${Number.isNaN(reading.week) ? '?' : reading.week} does not exist` };
  }
  const candidates = candidatesInPeriod(reading, rule, now);
  if (!candidates.length) {
    return { ok: false, reason: 'every date it can encode is in the future or outside the years the format was used' };
  }
  const parts = Object.entries(match.groups ?? {}).flatMap(([name, value]) => {
    const at = match.indices?.groups?.[name];
    return value !== undefined && at ? [{ name, value, start: at[0], end: at[1] }] : [];
  });
  return { ok: true, dates: { candidates, cycle: reading.cycle, note: reading.note ?? null, parts, code } };
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

/** Every year of the cycle inside [fromYear, toYear ∩ now], latest first, not in the future. */
function candidatesInPeriod(reading: CodeReading, rule: ParsedRule, now: Date): CandidateDate[] {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const lastYear = Math.min(now.getUTCFullYear(), rule.toYear ?? Infinity);
  const candidates: CandidateDate[] = [];
  let year = reading.baseYear + Math.floor((lastYear - reading.baseYear) / reading.cycle) * reading.cycle;
  for (; year >= rule.fromYear; year -= reading.cycle) {
    const month = reading.week !== undefined ? monthOfWeek(year, reading.week) : (reading.month ?? null);
    if (year * 12 + (month ?? 1) - 1 <= nowIndex) candidates.push({ year, month, week: reading.week ?? null });
  }
  return candidates;
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

/** Lennox: most sources skip I (J = September); one uses I = September. The year never depends on it. */
function lennoxMonth(reading: CodeReading, letter: string | undefined): CodeReading | string {
  if (letter === 'I')
    return { ...reading, month: MONTHS_WITH_I.indexOf('I') + 1, note: "'I' is September in one source's table only" };
  return withMonthLetter(reading, letter, MONTHS_WITHOUT_I);
}

/** York: G = July in most sources, H in one; the year never depends on it. */
function yorkMonth(reading: CodeReading, letter: string | undefined): CodeReading | string {
  const withMonth = withMonthLetter(reading, letter, YORK_MONTHS);
  if (typeof withMonth !== 'string' && (letter === 'G' || letter === 'H')) {
    return { ...withMonth, note: 'one chart gives H = July (most give G = July, H = August)' };
  }
  return withMonth;
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
