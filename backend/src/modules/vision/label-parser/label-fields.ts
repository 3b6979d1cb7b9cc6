/**
 * Model and serial numbers from label text: the value after a keyword (MODEL NO., M/N, SERIAL, S/N…) on
 * the same line, or under it on the next line. Two-column labels ('MODEL: X   SERIAL: Y') are split at
 * the next keyword; OCR specks ('|', quotes, stray punctuation) are skipped.
 */

export type FieldKind = 'model' | 'serial';
type KeywordKind = FieldKind | 'other';

interface KeywordHit {
  kind: KeywordKind;
  start: number;
  end: number;
}

// OCR-tolerant letters: O may come out as 0, I/L as 1, l or |, E as 3, S as 5, A as 4. MODEL is also read
// 'Madel', and 'Wadel' or 'WODEL' (an M's middle lost) before a value or a colon.
const O = '[O0Q]';
const I = '[I1lL|!]';
// A final L may come out as ']', ')' or '1' ('Mode]').
const FINAL_L = '[L1lI|!\\])]';
const E = '[E3ÈÉ]';
const D = '[DB]'; // 'mobeL'
// 'NUMBER' as OCR tends to read it: 'NUM BER', 'NumMBer', 'NumgEg'.
const NUMBER = `N\\s?U\\s?M{1,2}\\s?[BG8E]?\\s?[E3]\\s?[RGE]`;
const NUMBER_SUFFIX = `(?:[.,]?\\s*(?:N${O}(?![A-Z0-9])\\.?|N°|Nº|${NUMBER}|NUMERO|NUM(?![A-Z0-9])\\.?|#|CODE(?![A-Z0-9])))?`;
const BEFORE = '(?<![A-Z0-9])';
const AFTER = '(?![A-Z0-9])';

const KEYWORDS: Array<{ kind: KeywordKind; pattern: RegExp }> = [
  {
    kind: 'model',
    pattern: new RegExp(
      `${BEFORE}(?:M(?:${O}|A)${D}(?:${E}|A)${FINAL_L}(?:\\s*[/(]\\s*M${O}D${E}${I}${E}?${O}?\\)?)?|W(?:${O}|A)D${E}${FINAL_L}(?=\\s*[:#.]?\\s*(?:N${O}\\.?\\s*)?[:#]?\\s*[A-Z0-9]*\\d|\\s*[:#]|$)|M${O}D${E}(?=[.,]?\\s*N${O}(?![A-Z0-9]))|M${O}D${AFTER}|M\\s*[/I1l|]\\s*N(?=\\s*[:#.]?\\s*[A-Z]{1,4}[A-Z0-9-]*\\d)|M\\s*/\\s*N${AFTER}|WN(?=\\s*:)|MN(?=\\s*[:#+]\\s*[A-Z0-9])|M\\.\\s*N${AFTER}\\.?|E\\s*-?\\s*NR${AFTER}\\.?)${NUMBER_SUFFIX}`,
      'gi',
    ),
  },
  {
    kind: 'serial',
    pattern: new RegExp(
      `${BEFORE}(?:[S5]${E}R${I}[A4]${I}(?:\\s*[/(]\\s*(?:N${O}\\.?\\s*D${E}\\s*)?S${E}RI${E}\\)?)?|[S5]${E}?R${I}?[A4]${I}(?![A-Z0-9])|(?:N${O}\\.?\\s*D${E}\\s*)?S${E}RI${E}${AFTER}|S${E}R${AFTER}\\.?|S\\s*[I1l|]\\s*N(?=\\s*[:#.]?\\s*[A-Z0-9]*\\d)|S\\s*/\\s*N${AFTER}|S\\.\\s*N${AFTER}\\.?|SN${AFTER})${NUMBER_SUFFIX}`,
      'gi',
    ),
  },
  {
    // Other fields of rating plates: a value stops where one of them starts.
    kind: 'other',
    pattern: new RegExp(
      `${BEFORE}(?:VOLTS?|VOLTAGE|VAC|HZ|HERTZ|PHASE|PH|AMPS?|WATTS?|KW|BTU(?:H|/HR?)?|INPUT|OUTPUT|CAPACITY|GAL(?:LONS?)?|LITERS?|TYPE|DATE|MFG|MFD|MANUFACTURED|PSI|REFRIGERANT|CHARGE|FLA|RLA|LRA|MCA|MOP|MAX|MIN|ELEMENTS?|PRESSURE|RECOVERY|LISTED|PART|STYLE|PRODUCT|FUEL|GAS|AFUE|SEER2?|EER|HSPF|UNIT|COLOU?R|FD|Z-?NR|WEIGHT|LBS?|OZ|MADE|ASSEMBLED|CERTIFIED|DESIGN|FOR)${AFTER}`,
      'gi',
    ),
  },
];

/** A value is a code: letters, digits and the separators model numbers use. */
const CODE_TOKEN = /^[A-Z0-9][A-Z0-9\-/.]*[A-Z0-9]$|^[A-Z0-9]$/;
const NOISE_EDGES = /^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g;

/** Unify OCR noise: curly quotes, bars and underscores between words become spaces. */
export function cleanLine(line: string): string {
  return (
    line
      .replace(/[“”„"‘’`´«»_~©®™•·*]/g, ' ')
      // A bar or '!' inside a code is a misread 1 or I; the repair step decides which.
      .replace(/(?<=[A-Za-z0-9])[|!](?=[A-Za-z0-9])/g, 'l')
      // A ']' or ')' between letters or digits (no opening bracket before it) is a misread J.
      .replace(/(?<=(?:^|\s)[^\s([]*[A-Za-z0-9])[\])](?=[A-Za-z0-9])/g, 'J')
      .replace(/(^|\s)[|!:;,'.]+(?=\s|$)/g, '$1 ')
      // A header row whose cells OCR glued ('MODEL NUMBERSERIAL NO'): the next cell's keyword stands apart.
      .replace(/(?<=NUMBER|N[O0]\.?)(?=SERIAL|MODEL)/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function keywordHits(line: string): KeywordHit[] {
  const hits: KeywordHit[] = [];
  for (const { kind, pattern } of KEYWORDS) {
    for (const match of line.matchAll(pattern)) {
      hits.push({ kind, start: match.index, end: match.index + match[0].length });
    }
  }
  // Overlaps: keep the longest ('SERIAL NO' over 'SER'), then the earliest.
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: KeywordHit[] = [];
  for (const hit of hits) {
    if (kept.length && hit.start < kept[kept.length - 1].end) continue;
    kept.push(hit);
  }
  return kept;
}

function tokensOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((token) => token.replace(NOISE_EDGES, ''))
    .filter((token) => token.length > 0);
}

/**
 * The code at the start of a value: the first real token, joined with the tokens that continue a short
 * spaced-out code ('ML 1234567', '1534 A012345', 'FD 9508 12345').
 */
export function codeFromValue(value: string): string | null {
  const tokens = tokensOf(value)
    .map(withoutGluedRevision)
    .filter((token) => CODE_TOKEN.test(token.toUpperCase()));
  // A lone 1-character token before a longer one is an OCR speck ('I' for a border bar).
  while (tokens.length > 1 && tokens[0].length === 1 && tokens[1].length >= 3) tokens.shift();
  if (!tokens.length) return null;
  let code = tokens[0];
  for (let index = 1; index < tokens.length && continuesCode(code, tokens, index); index++) {
    code += tokens[index];
  }
  code = withoutGluedField(code);
  if (!isPlausibleCode(code)) return null;
  return withSpacedSuffix(code, tokens) ?? code;
}

/**
 * A revision or variant mark in brackets printed after a model ('SHE53T55UC (A)', 'R94LSI (A)') is no part
 * of it; read without its space ('SHE53T55UC(A)', the closing bracket already dropped as an edge speck)
 * the token failed as a code and the value's next word was taken instead. The code keeps what stands before
 * the bracket, when the mark is one or two letters or digits.
 */
function withoutGluedRevision(token: string): string {
  return token.replace(/^([A-Za-z0-9][A-Za-z0-9\-/.]*[A-Za-z0-9])\([A-Za-z0-9]{1,2}\)?$/, '$1');
}

/**
 * A hyphenated model whose name goes on after a space ('GCV-50 300', 'TC-30 110'): the value holds
 * just the code and one more short run of digits that is not a rating, which is read as part of the
 * code, the space kept. Anything else after the code (a second word, a unit, a voltage) leaves it
 * whole as read.
 */
function withSpacedSuffix(code: string, tokens: string[]): string | null {
  if (tokens.length !== 2 || tokens[0] !== code || !/^[A-Z0-9]+-[A-Z0-9-]+$/i.test(code)) return null;
  const suffix = tokens[1];
  return /^\d{2,4}$/.test(suffix) && !isRating(suffix) ? `${code} ${suffix}` : null;
}

/**
 * OCR sometimes loses the space before the next field's name ('YCD36B21SINPUT 80,000 BTU/H'): a code
 * ending in a rating plate's field word, after at least four characters with a digit, loses that word.
 */
const GLUED_FIELD = /^(.*\d.{0,12}?)(?:INPUT|OUTPUT|VOLTS|VOLTAGE|SERIAL|MODEL|PHASE|AMPS|WATTS|HERTZ)$/i;
function withoutGluedField(code: string): string {
  const match = GLUED_FIELD.exec(code);
  return match && match[1].replace(/[^A-Za-z0-9]/g, '').length >= 4 ? match[1] : code;
}

/**
 * A short, unpunctuated code ('ML', '1534', 'Q0515') goes on with a following run of digits, or a
 * single letter that itself comes before digits ('1611 A 123456'). A punctuated one ('GCR-50') is whole.
 */
function continuesCode(code: string, tokens: string[], index: number): boolean {
  if (/[-/.]/.test(code)) return false;
  const next = tokens[index];
  if (/^[A-Za-z]$/.test(next)) return /^\d/.test(tokens[index + 1] ?? '');
  // A long run of digits after a code cut by a space is its sequence number ('5102M8XL 0042657');
  // short numbers are other fields' values (120 V, 60 Hz).
  if (/^\d{5,10}$/.test(next)) return code.length + next.length <= 20;
  return /\d/.test(next) && next.length <= 10 && code.length < 6;
}

function isPlausibleCode(code: string): boolean {
  const compact = code.replace(/[^A-Za-z0-9]/g, '');
  return compact.length >= 3 && compact.length <= 30 && /\d/.test(compact) && !isRating(code) && !isCitedStandard(code);
}

/**
 * A cited standard with its edition ('UL2157-2004', 'ANSI Z21.10.1-2011', 'CSA4.1-2004',
 * 'AHRI210/240-2008'): a date clue (manufacture-date.ts), never a model or serial.
 */
const CITED_STANDARD =
  /^(?:ANSI|CSA|UL|CAN|AHRI|ARI|ASHRAE|ASME|NSF|NFPA|IEC|EN|Z21)[-\s./]*[A-Z]?\d+(?:[./]\d+)*[A-Z]?\s*[-–:/]\s*(?:19|20)\d{2}$/i;
export function isCitedStandard(code: string): boolean {
  return CITED_STANDARD.test(code.replace(/\s+/g, '')) || /^Z21(?:\.\d+)+-(?:19|20)\d{2}$/i.test(code);
}

/**
 * Values that are plainly an electrical or physical rating, never a model or serial: voltages
 * ('120V60', '208/230V', '115V~'), frequencies ('60HZ'), currents, powers, pressures, capacities
 * ('4500W', '30A', '150PSI', '40GAL', '1PH'), and the volts/phase/hertz triple of HVAC plates
 * ('208-230/1/60', '115/60/1').
 */
const RATING =
  /^(?:\d{2,3}(?:\/\d{2,3})?V(?:AC)?~?(?:\d{2}(?:HZ)?)?(?:\d?PH)?|\d{2,3}HZ|\d{1,4}(?:[.,]\d+)?(?:A|AMPS?|W|KW|WATTS?|PSIG?|GPH|GPM|GAL|LBS?|OZ|BTU(?:H)?|MBH|PH|F|C|IN|FT|MM|CU)|R-?\d{2,3}[A-Z]?|\d{3}(?:[-/]\d{3})?\/[13]\/60|\d{3}(?:[-/]\d{3})?\/60\/[13])$/i;
export function isRating(code: string): boolean {
  return RATING.test(code.replace(/\s+/g, '')) || isBareSupplyVoltage(code);
}

/**
 * A supply voltage printed without its unit, as a ratings cell or a `VOLTS 115` line gives it: one of
 * the standard nominal voltages ('115', '230', '460') or a pair of them ('208/230', '120/240',
 * '220-240'). No maker's model or serial is a bare nominal voltage, so such a value is a rating
 * wherever it stands (a grid whose model cell OCR lost hands its column the next cell's value).
 */
const NOMINAL_VOLTS = '(?:100|110|115|120|125|200|208|220|230|240|250|265|277|380|400|415|440|460|480|575|600)';
const BARE_SUPPLY_VOLTAGE = new RegExp(`^${NOMINAL_VOLTS}(?:[-/]${NOMINAL_VOLTS})?$`);
function isBareSupplyVoltage(code: string): boolean {
  return BARE_SUPPLY_VOLTAGE.test(code.replace(/\s+/g, ''));
}

/**
 * A line that holds only keywords (a table's header row, or one of its cells read on a line of its
 * own): their kinds in order, else null.
 */
function headerKinds(line: string): KeywordKind[] | null {
  const hits = keywordHits(line);
  if (!hits.length) return null;
  let rest = line;
  for (const hit of [...hits].reverse()) rest = rest.slice(0, hit.start) + ' ' + rest.slice(hit.end);
  if (tokensOf(rest).some((token) => token.length > 1)) return null;
  return hits.map((hit) => hit.kind);
}

/** What is left of a header cell cut at the edge: a word's end and its number sign ('EL NO', 'IAL #'). */
const CUT_HEADER_CELL = new RegExp(`^[A-Z]{1,5}\\.?\\s*(?:N${O}\\.?|${NUMBER}|#)$`, 'i');

/**
 * A table whose header cells OCR read one per line ('MODEL NUMBER' / 'SERIAL NO.' / 'VOLTS'), then its
 * values one per line in the same order: the values are assigned column by column. Returns the index
 * of the line after the values, or null when the lines are not such a table.
 */
function readHeaderRun(lines: string[], start: number, found: Record<FieldKind, string | null>): number | null {
  // A header cell cut at the photo's edge just before ('EL NO' of MODEL NO.) is a column of unknown
  // kind: the values could not be matched to the columns.
  const before = lines
    .slice(0, start)
    .reverse()
    .find((line) => tokensOf(line).length > 0);
  if (before && CUT_HEADER_CELL.test(before)) return null;
  const kinds: KeywordKind[] = [];
  let index = start;
  for (; index < lines.length; index++) {
    if (!tokensOf(lines[index]).length) continue;
    const header = headerKinds(lines[index]);
    if (!header) break;
    kinds.push(...header);
  }
  if (kinds.length < 2 || !kinds.some((kind) => kind !== 'other')) return null;
  const values: string[] = [];
  for (; index < lines.length && values.length < kinds.length; index++) {
    const tokens = tokensOf(lines[index]);
    if (!tokens.length) continue;
    const cell = tokens.length > 1 ? wholeLineCode(lines[index]) : tokens[0];
    const row = cell ? null : rowOfCodes(tokens);
    if (row) {
      // The table's value row read on one line ('TM9V080B12MP11 | BKMZ335614'): one cell per code.
      values.push(...row.slice(0, kinds.length - values.length));
      continue;
    }
    if (!cell || (tokens.length === 1 && keywordHits(lines[index]).length)) break;
    // A word without digits is a header cell OCR cut short ('VOL' for VOLTS), not a value.
    if (!/\d/.test(cell)) continue;
    values.push(cell);
  }
  if (values.length < 2) return null;
  kinds.forEach((kind, column) => {
    const value = values[column];
    if (kind !== 'other' && value && isPlausibleCode(value)) found[kind] ??= value;
  });
  return index;
}

/**
 * A table's value row OCR read as one line: several tokens that are each a whole code of their own (at
 * least six characters, a keyword-free code with digits: 'TM9V080B12MP11 | BKMZ335614'), else null. A
 * line holding a rating, a word or a short number ('120V 60HZ', '115 60') is not such a row.
 */
const MIN_ROW_CELL = 6;
function rowOfCodes(tokens: string[]): string[] | null {
  if (tokens.length < 2) return null;
  const cells = tokens.map((token) => token.toUpperCase());
  const whole = cells.every(
    (cell) =>
      CODE_TOKEN.test(cell) &&
      cell.replace(/[^A-Z0-9]/g, '').length >= MIN_ROW_CELL &&
      isPlausibleCode(cell) &&
      !keywordHits(cell).length,
  );
  return whole ? tokens : null;
}

/**
 * A table cell read as several tokens that make one spaced-out code ('FD 8403 56143', 'ML 1234567'):
 * the code, when it takes in every token of the line; null for a line of several values ('120V 60HZ').
 */
function wholeLineCode(line: string): string | null {
  const code = codeFromValue(line);
  const compact = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return code && compact(code) === compact(tokensOf(line).join('')) ? code : null;
}

/**
 * The field a line names and nothing else ('MODEL NO.', 'Serial Number', a grid's header cell): its
 * kind, or 'other' for a ratings keyword alone ('VOLTS'), or null when the line holds a value or several
 * keywords.
 */
export function keywordOnlyKind(line: string): KeywordKind | null {
  const kinds = headerKinds(cleanLine(line));
  return kinds?.length === 1 ? kinds[0] : null;
}

/** The model and serial numbers found after their keywords (raw: no OCR repair yet). */
export function extractFields(text: string): Record<FieldKind, string | null> {
  const lines = text.split(/\r?\n/).map(cleanLine);
  const found: Record<FieldKind, string | null> = { model: null, serial: null };
  for (let index = 0; index < lines.length; index++) {
    if (headerKinds(lines[index])) {
      const next = readHeaderRun(lines, index, found);
      if (next !== null) index = next - 1;
    }
  }
  lines.forEach((line, lineIndex) => {
    const hits = keywordHits(line);
    const waiting: FieldKind[] = [];
    hits.forEach((hit, index) => {
      if (hit.kind === 'other') return;
      const value = line.slice(hit.end, hits[index + 1]?.start ?? line.length);
      const code = codeFromValue(value);
      if (code) found[hit.kind] ??= fieldCode(hit.kind, value, code);
      else if (!tokensOf(value).some((token) => token.length >= 3)) waiting.push(hit.kind);
    });
    if (waiting.length) fillFromNextLine(lines, lineIndex, waiting, found);
  });
  found.model ??= modelAfterCutKeyword(lines, found.serial);
  return found;
}

/**
 * What a photo cut at its left edge keeps of the MODEL keyword when it opens a line: the end of the word
 * ('EL', 'DEL', 'ODEL'), with its 'NO.', 'NUMBER' or '#' ('EL ECT-52', 'DEL NO. E2F40HD045V', 'el Number …').
 */
const CUT_MODEL_KEYWORD = new RegExp(
  `^(?:${O}?D${E}|${E})[L\\]](?:\\s*N${O}\\.?|\\s*${NUMBER}|\\s*#)?\\s*[:#.]?(?=\\s)`,
  'i',
);

/**
 * No whole model keyword was read: a line opening with the end of MODEL (the rest of the word cut off by
 * the photo's edge) gives the code after it, up to the next keyword, unless that code is the serial.
 */
function modelAfterCutKeyword(lines: string[], serial: string | null): string | null {
  for (const line of lines) {
    const cut = CUT_MODEL_KEYWORD.exec(line);
    if (!cut) continue;
    const rest = line.slice(cut[0].length);
    const next = keywordHits(rest)[0];
    const code = codeFromValue(next ? rest.slice(0, next.start) : rest);
    if (code && code !== serial) return code;
  }
  return null;
}

/**
 * Keywords with no value on their line take it from the next non-empty line: one keyword takes that
 * line's code, several (a header row 'MODEL NO.  SERIAL NO.') take its codes column by column.
 */
function fillFromNextLine(
  lines: string[],
  lineIndex: number,
  waiting: FieldKind[],
  found: Record<FieldKind, string | null>,
): void {
  const next = lines.slice(lineIndex + 1, lineIndex + 3).find((line) => tokensOf(line).length > 0);
  if (!next) return;
  const hits = keywordHits(next);
  const beforeKeyword = hits.length ? next.slice(0, hits[0].start) : next;
  if (waiting.length === 1) {
    const code = codeFromValue(beforeKeyword);
    if (code) found[waiting[0]] ??= fieldCode(waiting[0], beforeKeyword, code);
    return;
  }
  const codes = tokensOf(beforeKeyword).filter((token) => isPlausibleCode(token));
  waiting.forEach((kind, index) => {
    if (codes[index]) found[kind] ??= codes[index];
  });
}

/** The code a field's value gives: a serial keeps a bracket glued before it (`withLeadingBracket`). */
function fieldCode(kind: FieldKind, value: string, code: string): string {
  return kind === 'serial' ? withLeadingBracket(value, code) : code;
}

/**
 * A serial value whose first token opens with a bracket it never closes, glued to the code
 * ('(88162480'): the bracket is kept before the code, for the serial repair to read by the family's
 * grammar (ocr-repair.ts: an open arc read for a C). A bracketed value ('(88162480)') is not such a one.
 */
function withLeadingBracket(value: string, code: string): string {
  const tokens = value
    .trim()
    .split(/\s+/)
    .map((token) => token.replace(/^[:#.,;]+/, ''));
  const first = tokens.find((token) => /[A-Za-z0-9]/.test(token)) ?? '';
  const glued = /^\([A-Za-z0-9]/.test(first) && !/[)\]]/.test(first);
  return glued && first.slice(1).toUpperCase().startsWith(code.slice(0, 3).toUpperCase()) ? `(${code}` : code;
}
