import type { AgeEstimate, DateClues, DateMark, ManufactureDate } from '../label-reading';
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
import { MONTH_NAMES, codeExplanation, dateText, datesText, repeatText, sentence } from './age-explanation';

export { MONTH_NAMES } from './age-explanation';

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
    return new RegExp(source, 'd');
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
  equipmentType: string | null = null,
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
  return decodedEstimate(brand, serial, found, clues, equipmentType, now);
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
  const era = refrigerantEra(clues.refrigerant);
  if (era) {
    if (era.from !== null) earliest = Math.max(earliest ?? 0, era.from);
    if (era.until !== null) latest = Math.min(latest ?? Infinity, era.until);
    why.push(`the refrigerant is ${clues.refrigerant}`);
  }
  for (const mark of clues.marks ?? []) {
    const since = MARK_SINCE[mark];
    if (since === undefined) continue;
    earliest = Math.max(earliest ?? 0, since);
    why.push(`the label carries the ${mark} mark (used from ${since})`);
  }
  return { earliest, latest, why };
}

/**
 * The first year of manufacture each printed mark allows (manufacture-date.ts `MARKS`, with the
 * regulations behind them): a year before the rule took effect, as units certified early carried it.
 * SEER2/EER2/HSPF2 ratings are required from 1 January 2023 (DOE appendix M1), UEF ratings from July 2015
 * (DOE water heater test procedure, 2014), FVIR from July 2003 (ANSI Z21.10.1, some makers a year early), and AHRI exists since
 * January 2008 (ARI and GAMA merged).
 */
const MARK_SINCE: Record<DateMark, number> = { SEER2: 2022, UEF: 2015, FVIR: 2002, AHRI: 2008 };

/**
 * When a refrigerant was put into new US equipment (EPA phase-outs and introductions). `from`/`until`
 * are hard bounds, wide on purpose (a clue only rules out dates that cannot be); `weight(year)` is how
 * common the refrigerant was in new equipment that year (1 = the usual one), a soft preference among
 * the dates the bounds leave.
 * - CFC production ended 1995 → not after 1995.
 * - new equipment precharged with R-22 banned from 2010; "dry-shipped" R-22 condensers were made
 *   until 2019 (a small share) → until 2019, weight 0.1 from 2010.
 * - R-410A: first sold 1995–96 (Puron), a minority until the 2006 efficiency standard, required in new
 *   equipment from 2010; new residential systems with it banned from 2025 (AIM Act technology transitions)
 *   → 1995–2025, weight 0.25 before 2006, 0.6 in 2006–2009.
 * - R-134a: CFC-free refrigerators from 1992; banned in new household refrigerators from 2021 (EPA SNAP
 *   rule 20; it stays in heat-pump water heaters and dehumidifiers) → from 1992; in a refrigerator or
 *   freezer weight 0.5 in 2017–2020 (the switch to R-600a) and 0.1 after.
 * - R-600a: SNAP-approved for US refrigerators in 2011, common from about 2013 → from 2008, weight 0.3
 *   before 2013.
 * - R-32 from 2020, R-454B from 2022 (the successors of R-410A).
 */
interface RefrigerantEra {
  from: number | null;
  until: number | null;
  weight: (year: number, equipmentType: string | null) => number;
}

const REFRIGERANT_ERAS: Record<string, RefrigerantEra> = {
  R12: { from: null, until: 1995, weight: () => 1 },
  R22: { from: null, until: 2019, weight: (year) => (year >= 2010 ? 0.1 : 1) },
  R410A: { from: 1995, until: 2025, weight: (year) => (year < 2006 ? 0.25 : year < 2010 ? 0.6 : 1) },
  R134A: {
    from: 1992,
    until: null,
    weight: (year, type) => (!/refrigerator|freezer/i.test(type ?? '') || year < 2017 ? 1 : year < 2021 ? 0.5 : 0.1),
  },
  R600A: { from: 2008, until: null, weight: (year) => (year < 2013 ? 0.3 : 1) },
  R32: { from: 2020, until: null, weight: () => 1 },
  R454B: { from: 2022, until: null, weight: () => 1 },
};

function refrigerantEra(refrigerant: string | null): RefrigerantEra | null {
  return REFRIGERANT_ERAS[refrigerant?.toUpperCase().replace(/[^A-Z0-9]/g, '') ?? ''] ?? null;
}

/**
 * Typical service life in years by equipment type (DOE / InterNACHI life-expectancy tables, rounded):
 * the older of two possible dates is less likely to be still in service, so each candidate is weighed
 * by exp(−age / life). Unknown types: 15 years.
 */
const SERVICE_LIFE: Array<[RegExp, number]> = [
  [/tankless|boiler/i, 20],
  [/water heater/i, 12],
  [/furnace/i, 20],
  [/air conditioner|heat pump|air handler/i, 15],
  [/refrigerator|freezer/i, 14],
  [/dishwasher|microwave|disposal/i, 10],
  [/washer|dryer/i, 12],
  [/range|oven|cooktop/i, 15],
];

function serviceLife(equipmentType: string | null): number {
  return SERVICE_LIFE.find(([pattern]) => pattern.test(equipmentType ?? ''))?.[1] ?? 15;
}

/**
 * How far after a cited edition a unit is typically made: standards (ANSI Z21, CSA, UL, AHRI) are
 * revised every 3–5 years and a plate cites the edition its certification was made to, renewed with
 * each new edition; so the nearer a candidate is after the cited year, the likelier (weight
 * exp(−gap / 5)), and a candidate before it is impossible (a hard bound).
 */
const EDITION_GAP_YEARS = 5;

/** The evidence for one candidate year: the product of the documented priors and clues. */
export function candidateWeight(year: number, clues: DateClues, equipmentType: string | null, now: Date): number {
  const age = Math.max(0, now.getUTCFullYear() - year);
  let weight = Math.exp(-age / serviceLife(equipmentType));
  if (clues.latestYearPrinted && year >= clues.latestYearPrinted)
    weight *= Math.exp(-(year - clues.latestYearPrinted) / EDITION_GAP_YEARS);
  const era = refrigerantEra(clues.refrigerant);
  if (era) weight *= era.weight(year, equipmentType);
  return weight;
}

function decodedEstimate(
  brand: string,
  serial: string,
  found: RuledCandidate[],
  clues: DateClues,
  equipmentType: string | null,
  now: Date,
): SerialAgeOutcome {
  found.sort((a, b) => b.year - a.year);
  const rulesUsed = [...new Set(found.map((candidate) => candidate.rule))];
  const first = found[0];
  const ruleId = rulesUsed.map((rule) => `${rule.manufacturer} ${rule.parsed.kind}`).join(', ');
  const notes = [...new Set(found.map((candidate) => candidate.dates.note).filter(Boolean))];
  const noteText = notes.length ? ` (Note: ${notes.join('; ')}.)` : '';
  const how = (candidate: RuledCandidate) =>
    codeExplanation(candidate.rule.parsed.kind, candidate.dates.code, candidate.dates.parts, candidate);

  const allowed = yearsAllowedByClues(clues);
  if (found.length === 1) {
    // The only date the code allows, but one the printed clues rule out: the serial was probably misread
    // (or the rule does not apply), so the date is kept and flagged, never told with confidence.
    const contradicted =
      (allowed.earliest !== null && first.year < allowed.earliest) ||
      (allowed.latest !== null && first.year > allowed.latest);
    const confidence: Confidence = contradicted
      ? 'low'
      : first.month === null && first.rule.confidence === 'high'
        ? 'medium'
        : first.rule.confidence;
    const doubt = contradicted ? `; but ${allowed.why.join(' and ')}, so the serial may be misread` : '';
    return {
      estimate: {
        years: yearsSince(first.year, first.month, now),
        confidence,
        details: sentence(`made in ${dateText(first)}`, `${how(first)}${doubt}`) + noteText,
        alternatives: [{ year: first.year, month: first.month }],
        ruleId,
      },
      rules: [first.rule],
    };
  }

  const plausible = found.filter(
    (candidate) =>
      (allowed.earliest === null || candidate.year >= allowed.earliest) &&
      (allowed.latest === null || candidate.year <= allowed.latest),
  );
  // Clues that contradict every candidate are ignored (a misread year or refrigerant).
  const cluesHold = plausible.length > 0;
  const byBounds = cluesHold && plausible.length < found.length;
  const pool = cluesHold ? plausible : found;
  const usedClues = cluesHold ? clues : NO_CLUES;
  // The most likely by the evidence; the sort keeps the most recent first among equal weights.
  const chosen = pool.reduce((best, candidate) =>
    candidateWeight(candidate.year, usedClues, equipmentType, now) >
    candidateWeight(best.year, usedClues, equipmentType, now)
      ? candidate
      : best,
  );
  const ordered = [chosen, ...found.filter((candidate) => candidate !== chosen)];
  const cycles = [...new Set(found.map((candidate) => candidate.dates.cycle).filter((cycle) => cycle < 100))];
  const why =
    cycles.length && rulesUsed.length === 1
      ? repeatText(familyName(brand, first.rule), first.rule.parsed.kind, cycles[0])
      : `formats of different years fit this serial: ${rulesUsed
          .map((rule) => how(found.find((candidate) => candidate.rule === rule) ?? chosen))
          .join('; or ')}`;
  const ruledOut = found.filter((candidate) => !pool.includes(candidate));
  const reasons: string[] = [];
  if (cluesHold && usedClues.latestYearPrinted && pool.length > 1)
    reasons.push(`a plate cites the edition current when it was made`);
  if (cluesHold && refrigerantEra(usedClues.refrigerant) && pool.length > 1)
    reasons.push(`${usedClues.refrigerant} was common in new equipment then`);
  const choice = byBounds
    ? plausible.length === 1
      ? `${dateText(chosen)} is the only one possible as ${allowed.why.join(' and ')}`
      : `${allowed.why.join(' and ')}, so not ${ruledOut.map(dateText).join(' or ')}; ${dateText(chosen)} is the likeliest of the others (${[...reasons, 'newer equipment is more often still in service'].join('; ')})`
    : reasons.length
      ? `${dateText(chosen)} is the likeliest as ${[...reasons, 'newer equipment is more often still in service'].join('; ')}`
      : 'nothing on the label rules one out, so the most recent is shown';
  const confidence: Confidence =
    byBounds && plausible.length === 1 && chosen.rule.confidence !== 'low' ? 'medium' : 'low';
  return {
    estimate: {
      years: yearsSince(chosen.year, chosen.month, now),
      confidence,
      details:
        sentence(`made in ${datesText(ordered)}`, `${why}; ${choice}`) +
        (rulesUsed.length === 1 ? ` ${sentence(how(chosen))}` : '') +
        noteText,
      alternatives: ordered.map((candidate): ManufactureDate => ({ year: candidate.year, month: candidate.month })),
      ruleId,
    },
    rules: rulesUsed,
  };
}

/** The family as a homeowner knows it: the printed brand, or Amana for its BLACKHORSE code. */
function familyName(brand: string, rule: CompiledRule): string {
  return rule.manufacturer === 'Amana BLACKHORSE' ? 'Amana' : brand;
}

function unknown(details: string): SerialAgeOutcome {
  return { estimate: { years: null, confidence: 'low', details, alternatives: [], ruleId: null }, rules: [] };
}

/** A date printed on the label wins over any serial decoding. */
export function ageFromPrintedDate(printed: { year: number; month: number | null }, now: Date): AgeEstimate {
  const when = printed.month ? `${MONTH_NAMES[printed.month - 1]} ${printed.year}` : `${printed.year}`;
  return {
    years: yearsSince(printed.year, printed.month, now),
    confidence: 'high',
    details: `Manufacture date printed on the label: ${when}.`,
    alternatives: [{ year: printed.year, month: printed.month }],
    ruleId: 'PRINTED_DATE',
  };
}
