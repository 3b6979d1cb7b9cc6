import type { AgeEstimate } from '../label-reading';
import {
  Confidence,
  DecodedDate,
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

/** The outcome of the serial rules of one brand: the estimate, and the rule that decoded it. */
export interface SerialAgeOutcome {
  estimate: AgeEstimate;
  rule: CompiledRule | null;
}

/**
 * Tries the brand family's rules in order; the first that decodes a possible date wins. A serial that
 * has a rule's shape but an impossible code (month 13, a future date) is reported as such.
 */
export function ageFromSerial(brand: string, serial: string, rules: CompiledRule[], now: Date): SerialAgeOutcome {
  if (!rules.length) {
    return unknown(`The serial number format of ${brand} is not known, so the age cannot be estimated.`);
  }
  let impossible: string | null = null;
  for (const rule of rules) {
    const outcome = decodeSerial(serial, rule.pattern, rule.parsed, now);
    if (!outcome) continue;
    if (!outcome.ok) {
      impossible ??= `${brand} serial ${serial} has the shape of the ${rule.manufacturer} format (${RULE_KINDS[rule.parsed.kind].describe}) but ${outcome.reason}, so the age cannot be estimated.`;
      continue;
    }
    return { estimate: decodedEstimate(brand, serial, rule, outcome.date, now), rule };
  }
  return unknown(
    impossible ??
      `The serial number ${serial} does not match a known ${brand} serial number format, so the age cannot be estimated.`,
  );
}

function decodedEstimate(brand: string, serial: string, rule: CompiledRule, date: DecodedDate, now: Date): AgeEstimate {
  const repeats = date.cycle < 100;
  const confidence: Confidence = repeats && rule.confidence === 'high' ? 'medium' : rule.confidence;
  const week = date.week ? `week ${date.week} of ${date.year}, ` : '';
  const cycleNote = repeats
    ? `; the code repeats every ${date.cycle} years, so the most recent plausible date was chosen`
    : '';
  return {
    years: yearsSince(date.year, date.month, now),
    confidence,
    details:
      `${brand} serial ${serial}: made ${week}${MONTH_NAMES[date.month - 1]} ${date.year} ` +
      `(${rule.manufacturer} rule ${rule.parsed.kind}: ${RULE_KINDS[rule.parsed.kind].describe}${cycleNote}).`,
  };
}

function unknown(details: string): SerialAgeOutcome {
  return { estimate: { years: null, confidence: 'low', details }, rule: null };
}

/** A date printed on the label wins over any serial decoding. */
export function ageFromPrintedDate(printed: { year: number; month: number | null }, now: Date): AgeEstimate {
  const when = printed.month ? `${MONTH_NAMES[printed.month - 1]} ${printed.year}` : `${printed.year}`;
  return {
    years: yearsSince(printed.year, printed.month, now),
    confidence: 'high',
    details: `Manufacture date printed on the label: ${when}.`,
  };
}
