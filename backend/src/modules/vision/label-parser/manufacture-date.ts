import type { DateClues, DateMark } from '../label-reading';

/**
 * A manufacture date printed on the label ('MFG DATE: 03/2015', 'MFD 2015-03', 'DATE OF MFG: MAR 2015',
 * 'MANUFACTURED: 03-15'). Only a date after such a keyword counts: other dates on a plate are
 * certification or test dates.
 */

export interface PrintedDate {
  year: number;
  month: number | null;
}

const KEYWORD =
  /(?<![A-Z0-9])(?:M[FPE]G\.?\s*DATE|M[FE]D|MFR\.?\s*DATE|DATE\s*OF\s*(?:MFG|MANUFACTURE|MANUF)\.?|MANUFACTURE[DR]?(?:\s*(?:ON|DATE|IN))?|MANUF\.?\s*DATE|PRODUCTION\s*DATE|PROD\.?\s*DATE|BUILD\s*DATE|DATE\s*CODE|FECHA\s*DE\s*FABRICACI[OÓ]N)(?![A-Z])/gi;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTH_NAME = '(JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEPT?|OCT|NOV|DEC)[A-Z]*\\.?';

type DateReader = (match: RegExpExecArray, now: Date) => PrintedDate | null;

/** Date shapes, tried in order at the start of the text after the keyword. */
const SHAPES: Array<[RegExp, DateReader]> = [
  // 2015-03-21, 2015/03
  [/^(\d{4})[-/.](\d{1,2})(?:[-/.]\d{1,2})?(?!\d)/, (m) => date(+m[1], +m[2])],
  // 03/21/2015 or 21.03.2015 (the month is whichever of the first two can be one)
  [/^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?!\d)/, (m) => date(+m[3], +m[1] <= 12 ? +m[1] : +m[2])],
  // 03/2015
  [/^(\d{1,2})[-/.\s](\d{4})(?!\d)/, (m) => date(+m[2], +m[1])],
  // MAR 2015, March 21, 2015, MAR-15
  [
    new RegExp(`^${MONTH_NAME}[-\\s/,]*(?:\\d{1,2}(?:ST|ND|RD|TH)?,?\\s+)?(\\d{4}|\\d{2})(?!\\d)`, 'i'),
    (m, now) => date(fullYear(m[2], now), monthIndex(m[1])),
  ],
  // 21 MAR 2015
  [new RegExp(`^\\d{1,2}[-\\s]${MONTH_NAME}[-\\s,]*(\\d{4})(?!\\d)`, 'i'), (m) => date(+m[2], monthIndex(m[1]))],
  // 03/21/15 (US order)
  [/^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2})(?!\d)/, (m, now) => date(fullYear(m[3], now), +m[1])],
  // 03-15, 03/15
  [/^(\d{1,2})[-/.](\d{2})(?!\d)/, (m, now) => date(fullYear(m[2], now), +m[1])],
  // 2015
  [/^(\d{4})(?![\d/.-])/, (m) => ({ year: +m[1], month: null })],
];

function date(year: number, month: number | null): PrintedDate | null {
  if (month !== null && (month < 1 || month > 12)) return null;
  return { year, month };
}

function monthIndex(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toUpperCase()) + 1;
}

/** Two-digit years: this century unless that would be in the future. */
function fullYear(digits: string, now: Date): number {
  if (digits.length === 4) return +digits;
  const year = 2000 + +digits;
  return year > now.getUTCFullYear() ? year - 100 : year;
}

function isPlausible(found: PrintedDate, now: Date): boolean {
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  const foundMonth = found.year * 12 + (found.month ?? 1);
  return found.year >= 1950 && foundMonth <= nowMonth;
}

/** The printed manufacture date, or null when the label prints none (or an impossible one). */
export function findPrintedManufactureDate(text: string, now: Date = new Date()): PrintedDate | null {
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    for (const keyword of line.matchAll(KEYWORD)) {
      const sameLine = line.slice(keyword.index + keyword[0].length);
      const candidates = [sameLine, ...(sameLine.replace(/[^A-Za-z0-9]/g, '') ? [] : [lines[index + 1] ?? ''])];
      for (const candidate of candidates) {
        const found = readDate(candidate.replace(/^[\s:.#=|'"-]+/, ''), now);
        if (found) return found;
      }
    }
  }
  return null;
}

function readDate(text: string, now: Date): PrintedDate | null {
  for (const [pattern, read] of SHAPES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const found = read(match, now);
    if (found && isPlausible(found, now)) return found;
  }
  return null;
}

/**
 * Years a plate prints for other things than its manufacture: a cited standard's edition
 * ('ANSI Z21.10.1-2017', 'CSA 4.3-2004', 'UL 174-2004', 'AHRI 210/240-2008'), a revision ('REV 2011')
 * or a copyright ('© 2009'). The equipment cannot be older than any of them; the latest counts.
 */
const CLUE_YEAR =
  /(?<![A-Z0-9])(?:(?:ANSI|CSA|UL|CAN|AHRI|ARI|ASHRAE|ASME|NSF|DOE|NFPA|Z21(?:\.\d+)*|IEC|EN)[\s/]*(?:[A-Z]?\d+(?:[./]\d+)*[A-Z]?)?(?:[\s/]*\d+(?:\.\d+)*)?\s*[-–:/]\s*|REV(?:ISION)?\.?\s*(?:[A-Z0-9]+\s*[-/]\s*)?|(?:©|\(C\)|COPYRIGHT)\s*)((?:19|20)\d{2})(?!\d)/gi;

/**
 * The refrigerant, as 'R-410A' or by its chemical class ('HFC-410A', 'HCFC-22', 'CFC-12'); Carrier's
 * trade name Puron is R-410A.
 */
const REFRIGERANT =
  /(?<![A-Z0-9])(?:R|HC?FC|CFC)\s?-?\s?(22|410\s?A|454\s?B|32|134\s?A|12|600\s?A|407\s?C)(?![A-Z0-9])|(?<![A-Z])(PURON)(?![A-Z])/i;

/**
 * Marks that date a plate from below (the equipment cannot be older than the mark), read as printed:
 * - SEER2 / EER2 / HSPF2: ratings by the DOE test procedure M1 (10 CFR 430 appendix M1), required for
 *   air conditioners and heat pumps made from 1 January 2023;
 * - UEF: the Uniform Energy Factor of water heaters (DOE test procedure of July 2014, required from
 *   July 2015);
 * - FVIR: flammable-vapour ignition resistance, required by ANSI Z21.10.1 for atmospheric gas water
 *   heaters of 30–50 gallons from July 2003;
 * - AHRI: the institute formed in January 2008 by the merger of ARI and GAMA.
 * The years the marks imply are the estimator's (age-from-serial.ts).
 */
const MARKS: Array<[DateMark, RegExp]> = [
  ['SEER2', /(?<![A-Z0-9])(?:S?EER|HSPF)2(?![A-Z0-9])/i],
  ['UEF', /(?<![A-Z0-9])UEF(?![A-Z0-9])|UNIFORM\s+ENERGY\s+FACTOR/i],
  ['FVIR', /(?<![A-Z0-9])FVIR(?![A-Z0-9])|FLAMMABLE\s+VAPOU?R\s+IGNITION\s+RESISTAN/i],
  ['AHRI', /(?<![A-Z0-9])AHRI(?![A-Z])/],
];

export function findDateClues(text: string, now: Date): DateClues {
  let latest: number | null = null;
  for (const match of text.matchAll(CLUE_YEAR)) {
    const year = +match[1];
    if (year >= 1950 && year <= now.getUTCFullYear() && (latest === null || year > latest)) latest = year;
  }
  const refrigerant = REFRIGERANT.exec(text);
  const marks = MARKS.filter(([, pattern]) => pattern.test(text)).map(([mark]) => mark);
  return {
    latestYearPrinted: latest,
    refrigerant: refrigerant
      ? refrigerant[2]
        ? 'R-410A'
        : `R-${refrigerant[1].replace(/\s/g, '').toUpperCase()}`
      : null,
    ...(marks.length ? { marks } : {}),
  };
}
