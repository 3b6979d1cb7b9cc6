import type { AgeEstimate, DateClues, ManufactureDate } from '../label-reading';
import {
  CandidateDate,
  Confidence,
  DecodedDates,
  ParsedRule,
  RULE_KINDS,
  decodeSerial,
  parseRule,
  yearsSince,
} from './serial-date-decoder';

/** A manufacturer_patterns row as the estimator needs it. */
export interface SerialRule {
  id: number;
  manufacturer: string;
  dateCodePattern: string;
  ageCalculationRule: string;
  confidence: Confidence;
}

/** A rule whose pattern and kind could be read (bad rows are skipped, never fatal). */
export interface CompiledRule extends SerialRule {
  pattern: RegExp;
  parsed: ParsedRule;
}

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

export function compileRules(rows: SerialRule[]): { rules: CompiledRule[]; rejected: SerialRule[] } {
  const rules: CompiledRule[] = [];
  const rejected: SerialRule[] = [];
  for (const row of rows) {
    const parsed = parseRule(row.ageCalculationRule);
    const pattern = safeRegExp(row.dateCodePattern);
    if (parsed && pattern) rules.push({ ...row, pattern, parsed });
    else rejected.push(row);
  }
  return { rules, rejected };
}

function safeRegExp(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/** The outcome of the serial rules of one brand: the estimate, and the rules that decoded it. */
export interface SerialAgeOutcome {
  estimate: AgeEstimate;
  rules: CompiledRule[];
}

const NO_CLUES: DateClues = { latestYearPrinted: null, refrigerant: null };

/** A candidate with the rule that gave it. */
interface RuledCandidate extends CandidateDate {
  rule: CompiledRule;
  dates: DecodedDates;
}

/**
 * Tries every rule of the brand's families; each that decodes gives its candidate dates (a repeating
 * code gives several, two formats of different eras may both fit). One candidate: that date, with the
 * rule's confidence. Several: the printed clues (a cited standard's year, the refrigerant) rule some
 * out; among those left the most recent is chosen (the documented default), the confidence drops and
 * the details name every candidate. A serial that has a rule's shape but an impossible code (month 13,
 * week 85, a future date) is reported as such.
 */
export function ageFromSerial(
  brand: string,
  serial: string,
  rules: CompiledRule[],
  now: Date,
  clues: DateClues = NO_CLUES,
): SerialAgeOutcome {
  if (!rules.length) {
    return unknown(`The serial number format of ${brand} is not known, so the age cannot be estimated.`);
  }
  let impossible: string | null = null;
  const found: RuledCandidate[] = [];
  for (const rule of rules) {
    const outcome = decodeSerial(serial, rule.pattern, rule.parsed, now);
    if (!outcome) continue;
    if (!outcome.ok) {
      impossible ??= `${brand} serial ${serial} has the shape of the ${rule.manufacturer} format (${RULE_KINDS[rule.parsed.kind].describe}) but ${outcome.reason}, so the age cannot be estimated.`;
      continue;
    }
    for (const candidate of outcome.dates.candidates) {
      // One entry per year: two rules (or a month and a week reading) of the same year are one candidate.
      if (!found.some((known) => known.year === candidate.year))
        found.push({ ...candidate, rule, dates: outcome.dates });
    }
  }
  if (!found.length) {
    return unknown(
      impossible ??
        `The serial number ${serial} does not match a known ${brand} serial number format, so the age cannot be estimated.`,
    );
  }
  return decodedEstimate(brand, serial, found, clues, now);
}

/** Years the printed clues allow: [earliest, latest] (either may be open). */
export function yearsAllowedByClues(clues: DateClues): {
  earliest: number | null;
  latest: number | null;
  why: string[];
} {
  let earliest: number | null = null;
  let latest: number | null = null;
  const why: string[] = [];
  if (clues.latestYearPrinted) {
    earliest = clues.latestYearPrinted;
    why.push(`the label cites ${clues.latestYearPrinted}`);
  }
  const refrigerant = clues.refrigerant?.toUpperCase().replace(/[^A-Z0-9]/g, '') ?? '';
  // Approximate market years (EPA phase-outs and introductions), wide on purpose: a clue only
  // rules out dates that cannot be, it never picks a month.
  const bounds: Record<string, [number | null, number | null]> = {
    R12: [null, 1995],
    R22: [null, 2019],
    R410A: [1995, null],
    R134A: [1992, null],
    R454B: [2022, null],
    R32: [2020, null],
    R600A: [2008, null],
  };
  const bound = bounds[refrigerant];
  if (bound) {
    if (bound[0] !== null) earliest = Math.max(earliest ?? 0, bound[0]);
    if (bound[1] !== null) latest = Math.min(latest ?? Infinity, bound[1]);
    why.push(`the refrigerant is ${clues.refrigerant}`);
  }
  return { earliest, latest, why };
}

function decodedEstimate(
  brand: string,
  serial: string,
  found: RuledCandidate[],
  clues: DateClues,
  now: Date,
): SerialAgeOutcome {
  found.sort((a, b) => b.year - a.year);
  const rulesUsed = [...new Set(found.map((candidate) => candidate.rule))];
  const first = found[0];
  const ruleText = rulesUsed
    .map((rule) => `${rule.manufacturer} rule ${rule.parsed.kind}: ${RULE_KINDS[rule.parsed.kind].describe}`)
    .join('; ');
  const notes = [...new Set(found.map((candidate) => candidate.dates.note).filter(Boolean))];
  const noteText = notes.length ? `; ${notes.join('; ')}` : '';

  if (found.length === 1) {
    return {
      estimate: {
        years: yearsSince(first.year, first.month, now),
        confidence: first.month === null && first.rule.confidence === 'high' ? 'medium' : first.rule.confidence,
        details: `${brand} serial ${serial}: made ${dateText(first)} (${ruleText}${noteText}).`,
        alternatives: [{ year: first.year, month: first.month }],
      },
      rules: [first.rule],
    };
  }

  const allowed = yearsAllowedByClues(clues);
  const plausible = found.filter(
    (candidate) =>
      (allowed.earliest === null || candidate.year >= allowed.earliest) &&
      (allowed.latest === null || candidate.year <= allowed.latest),
  );
  const byClues = plausible.length > 0 && plausible.length < found.length;
  const chosen = (byClues ? plausible : found)[0];
  const ordered = [chosen, ...found.filter((candidate) => candidate !== chosen)];
  const cycles = [...new Set(found.map((candidate) => candidate.dates.cycle).filter((cycle) => cycle < 100))];
  const why =
    cycles.length && rulesUsed.length === 1
      ? `the code repeats every ${cycles.join(' or ')} years`
      : 'formats of different years fit this serial';
  const choice = byClues
    ? plausible.length === 1
      ? `${dateText(chosen)} is the only one possible as ${allowed.why.join(' and ')}`
      : `${allowed.why.join(' and ')}, so not ${found
          .filter((candidate) => !plausible.includes(candidate))
          .map(dateText)
          .join(' or ')}; ${dateText(chosen)} is the most recent of the others`
    : `without a printed clue the most recent, ${dateText(chosen)}, was chosen`;
  const confidence: Confidence =
    byClues && plausible.length === 1 && chosen.rule.confidence !== 'low' ? 'medium' : 'low';
  return {
    estimate: {
      years: yearsSince(chosen.year, chosen.month, now),
      confidence,
      details:
        `${brand} serial ${serial}: made ${ordered.map(dateText).join(' or ')} ` +
        `(${ruleText}${noteText}; ${why}: ${choice}).`,
      alternatives: ordered.map((candidate): ManufactureDate => ({ year: candidate.year, month: candidate.month })),
    },
    rules: rulesUsed,
  };
}

function dateText(candidate: CandidateDate): string {
  if (candidate.month === null) return `${candidate.year}`;
  const week = candidate.week ? ` (week ${candidate.week})` : '';
  return `${MONTH_NAMES[candidate.month - 1]} ${candidate.year}${week}`;
}

function unknown(details: string): SerialAgeOutcome {
  return { estimate: { years: null, confidence: 'low', details, alternatives: [] }, rules: [] };
}

/** A date printed on the label wins over any serial decoding. */
export function ageFromPrintedDate(printed: { year: number; month: number | null }, now: Date): AgeEstimate {
  const when = printed.month ? `${MONTH_NAMES[printed.month - 1]} ${printed.year}` : `${printed.year}`;
  return {
    years: yearsSince(printed.year, printed.month, now),
    confidence: 'high',
    details: `Manufacture date printed on the label: ${when}.`,
    alternatives: [{ year: printed.year, month: printed.month }],
  };
}
