/**
 * The age in plain words for the homeowner (issue 43): when the equipment was made and how the label
 * says so — "Made in December 2009 — the serial's first four digits are month 12, year 09." Rule
 * identifiers never appear here; they travel in `estimatedAge.ruleId` for support.
 */
import type { CandidateDate } from './serial-date-decoder';

export const MONTH_NAMES = [
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

/** One named group of a rule's pattern as it matched: its value and where it stands in the serial. */
export interface CodePart {
  name: string;
  value: string;
  start: number;
  end: number;
}

/** 'December 2009', 'August 2015 (week 34)', '1995' when the format gives no month. */
export function dateText(candidate: CandidateDate): string {
  if (candidate.month === null) return `${candidate.year}`;
  const week = candidate.week ? ` (week ${candidate.week})` : '';
  return `${MONTH_NAMES[candidate.month - 1]} ${candidate.year}${week}`;
}

/**
 * The dates a code can mean, the chosen one first: 'August 2025, 2005 or 1985' when they share their
 * month (a repeating code), else each in full ('January 1982 or 1972' / 'March 1983 or May 1973').
 */
export function datesText(dates: CandidateDate[]): string {
  const [first, ...rest] = dates;
  const sameMonth = rest.every((date) => date.month === first.month && date.week === first.week);
  const others = rest.map((date) => (sameMonth ? `${date.year}` : dateText(date)));
  const all = [dateText(first), ...others];
  return all.length === 1 ? all[0] : `${all.slice(0, -1).join(', ')} or ${all[all.length - 1]}`;
}

const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six'];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** What a group says, with its value ('month 12', 'year 09', 'week 34'). */
function numberRole(part: CodePart): string {
  if (part.name === 'month') return `month ${part.value}`;
  if (part.name === 'week') return `week ${part.value}`;
  if (part.name === 'yearDigit') return `the year's last digit, ${part.value}`;
  return `year ${part.value}`;
}

/** Where a run of characters stands: 'the serial's first four digits', 'the four digits after "Q"'. */
function where(serial: string, start: number, end: number): string {
  const run = serial.slice(start, end);
  const noun = /^\d+$/.test(run) ? 'digits' : /^[A-Z]+$/.test(run) ? 'letters' : 'characters';
  const count = NUMBER_WORDS[end - start] ?? `${end - start}`;
  if (start === 0) return `the serial's first ${count} ${noun}`;
  return `the ${count} ${noun} after "${serial.slice(0, start)}"`;
}

/** 'the serial's first letter', 'its third character'. */
function position(serial: string, index: number, first: boolean): string {
  const char = serial[index] ?? '';
  const noun = /[A-Z]/.test(char) ? 'letter' : /\d/.test(char) ? 'digit' : 'character';
  return `${first ? "the serial's" : 'its'} ${ORDINALS[index] ?? `${index + 1}th`} ${noun}`;
}

/** What one group is, as the rest of a sentence ('is the year', 'is the month (November)'). */
function letterRole(part: CodePart, date: CandidateDate): string {
  if (part.name === 'monthLetter') return date.month ? `the month (${MONTH_NAMES[date.month - 1]})` : 'the month';
  if (part.name === 'yearLetter') return 'the year';
  if (part.name === 'yearTens') return "the year's tens";
  if (part.name === 'yearUnits' || part.name === 'yearDigit') return "the year's last digit";
  return `the ${part.name}`;
}

/**
 * How the code gives the date, in words: digit groups side by side are named together ("the serial's
 * first four digits are month 12, year 09"), letters one by one ("the serial's first letter, M, is the
 * year and its second letter, L, the month (November)").
 */
export function codeExplanation(kind: string, serial: string, parts: CodePart[], date: CandidateDate): string {
  if (kind === 'BRADFORD_WHITE_OA') return `the serial starts with "OA", which the maker used for January 1997`;
  if (kind === 'FD_YYMM_1920') {
    const fd = parts.find((part) => part.name === 'fd')?.value ?? '';
    return `the four digits after "FD" are the year less 1920 (${fd.slice(0, 2)}) and month ${fd.slice(2, 4)}`;
  }
  if (kind === 'BLACKHORSE') {
    const letter = parts.find((part) => part.name === 'yearLetter')?.value ?? '';
    return `the serial's first letter, ${letter}, is the year's last digit by its place in B-L-A-C-K-H-O-R-S-E`;
  }
  const sorted = [...parts].sort((a, b) => a.start - b.start);
  const numeric = (part: CodePart) => ['month', 'week', 'year'].includes(part.name) && /^\d+$/.test(part.value);
  const contiguous = sorted.every((part, i) => i === 0 || part.start === sorted[i - 1].end);
  if (sorted.length && sorted.every(numeric) && contiguous) {
    const start = sorted[0].start;
    const end = sorted[sorted.length - 1].end;
    const roles = sorted.map(numberRole);
    const verb = sorted.length === 1 ? 'is' : 'are';
    if (sorted.length === 1 && roles[0].startsWith('year')) {
      return `${where(serial, start, end)} are the year, ${sorted[0].value}; the month is not encoded`;
    }
    return `${where(serial, start, end)} ${verb} ${roles.join(', ')}`;
  }
  const said = sorted.map((part, i) => {
    const at =
      part.end - part.start === 1 ? position(serial, part.start, i === 0) : where(serial, part.start, part.end);
    const role = letterRole(part, date);
    const verb = part.end - part.start === 1 ? 'is' : 'are';
    return i === 0 ? `${at}, ${part.value}, ${verb} ${role}` : `${at}, ${part.value}, ${role}`;
  });
  return said.join(' and ');
}

/** Letter codes repeat as letters, digit codes as a digit: "Bradford White's letters repeat every 20 years". */
export function repeatText(family: string, kind: string, cycle: number): string {
  const digit = kind.startsWith('DIGIT_');
  return `${family}'s ${digit ? 'one-digit year repeats' : 'letters repeat'} every ${cycle} years`;
}

/** 'Made in …' with its first letter as the sentence needs it. */
export function sentence(...clauses: string[]): string {
  const text = clauses.filter(Boolean).join(' — ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
