/**
 * Repairs the characters OCR confuses (O/0, I/1, l/1, S/5, B/8, Z/2, T/7) in serial numbers, only where the
 * brand's serial format says which kind of character a position must hold. A code that already fits
 * the format, or that could be repaired in two different ways, stays as read.
 */

/** One layout of a family's serials: its letter/digit shape, and what its date part must read. */
interface SerialShape {
  shape: string;
  valid: RegExp;
}

/**
 * Serial shapes per brand family: D = digit, L = letter, A = either, with {n} or {min,max} counts, and
 * what the date part must read (a month 01–12, a week 01–53, a year or month letter). They mirror the
 * date rules of the age estimator (docs/serial-numbers.md).
 */
const MONTH = '(?:0[1-9]|1[0-2])';
const WEEK = '(?:0[1-9]|[1-4]\\d|5[0-3])';
/**
 * A two-digit year inside its format's period of use (docs/serial-numbers.md §3), read up to 2049: a code
 * whose year falls outside (Rheem HVAC's WWYY from 1980: 'M11725488', week 11 of '72) decodes to no date,
 * so it breaks the grammar as a month 13 does, and a reading that fits wins over it (a repeated digit the
 * second reader's decoding collapsed: 'M111725488').
 */
const YEARS_1974_ON = '(?:7[4-9]|[89]\\d|[0-4]\\d)';
const YEARS_1975_ON = '(?:7[5-9]|[89]\\d|[0-4]\\d)';
const YEARS_1980_ON = '(?:[89]\\d|[0-4]\\d)';
const YEARS_1984_ON = '(?:8[4-9]|9\\d|[0-4]\\d)';
const YEARS_2008_ON = '(?:0[89]|[1-4]\\d)';
const YEARS_2010_ON = '[1-4]\\d';
const SERIAL_SHAPES: Record<string, SerialShape[]> = {
  'Bradford White': [
    { shape: 'L{2}D{7}', valid: /^(?:[A-HJ-NPSTW-Z][A-HJ-M]|OA)/ },
    { shape: 'L{3}D{6}', valid: /^(?:[A-HJ-NPSTW-Z][A-HJ-M]|OA)/ },
  ],
  Rheem: [
    { shape: 'L{1,4}D{4}A{3,8}', valid: new RegExp(`^[A-Z]{1,4}${MONTH}${YEARS_1980_ON}`) },
    { shape: 'D{4}A{4,8}', valid: new RegExp(`^${MONTH}(?:[7-9]\\d|0\\d|10)`) },
  ],
  'Rheem HVAC': [{ shape: 'L{1}D{4}A{4,8}', valid: new RegExp(`^[A-Z]${WEEK}${YEARS_1980_ON}`) }],
  // Before 2008 the plant is a letter or a digit (4D051234567). An all-digit YYWW serial (16051234567, one
  // source) decodes (the date rule takes it) but is no shape here: T read as 7 (2509T304765) is the likelier case.
  'A.O. Smith': [
    { shape: 'D{4}L{1,2}D{5,7}', valid: new RegExp(`^${YEARS_2008_ON}${WEEK}`) },
    { shape: 'L{2}D{7,10}', valid: /^[A-Z][A-HJ-M](?:[89]\d|0[0-8])/ },
    { shape: 'D{1}L{1}D{7,10}', valid: /^\d[A-HJ-M](?:[89]\d|0[0-8])/ },
  ],
  State: [
    { shape: 'L{1}D{7,10}', valid: /^[A-HJ-M](?:[89]\d|0[0-8])/ },
    { shape: 'D{4}L{1,2}D{5,7}', valid: new RegExp(`^${YEARS_2008_ON}${WEEK}`) },
  ],
  Rinnai: [
    { shape: 'L{2}D{4,8}', valid: /^[A-HJ-NPRSTV-Z][A-HJ-M]/ },
    { shape: 'D{8,12}', valid: new RegExp(`^(?:9[5-9]|0\\d)${MONTH}`) },
  ],
  Carrier: [
    { shape: 'D{4}L{1}D{5}', valid: new RegExp(`^${WEEK}${YEARS_1984_ON}`) },
    { shape: 'D{8,11}', valid: new RegExp(`^8\\d${MONTH}`) },
    { shape: 'L{1}D{6,9}', valid: /^(?:[M-Z][0-4]|[A-H]\d)/ },
  ],
  Trane: [
    { shape: 'D{5}A{5,6}', valid: new RegExp(`^${YEARS_2010_ON}${WEEK}`) },
    { shape: 'D{3}A{6}', valid: new RegExp(`^\\d${WEEK}`) },
    { shape: 'L{1}D{3}L{1}D{4}', valid: new RegExp(`^[WXYSBCDEFGHJKLMNPRZ]${WEEK}`) },
    // 1980–82: seven or eight characters whose 7th is the year letter (O or A = 1980, T = 1981, U = 1982),
    // so a 7 read there is the T it looks like ('17260076' → '172600T6').
    { shape: 'D{1}A{5}L{1}A{0,1}', valid: /^\d[A-Z0-9]{5}[OATU]/ },
  ],
  Lennox: [{ shape: 'D{4}L{1}D{4,6}', valid: new RegExp(`^\\d{2}${YEARS_1974_ON}[A-HJ-M]`) }],
  Goodman: [{ shape: 'D{10}', valid: new RegExp(`^${YEARS_1975_ON}(?:${MONTH}|${WEEK})`) }],
  'Amana BLACKHORSE': [{ shape: 'L{1}D{5,9}', valid: /^[BLACKHORSE]/ }],
  York: [
    { shape: 'L{1}D{1}L{1}D{7}', valid: /^[A-Z]\d[A-HK-N]\d/ },
    { shape: 'L{4}D{6}', valid: /^[A-Z][A-HK-N][A-HJ-NPRSTV-Y]/ },
  ],
  Nordyne: [{ shape: 'A{3}D{4}A{3,8}', valid: new RegExp(`^[A-Z0-9]{3}${YEARS_1980_ON}${MONTH}`) }],
  Whirlpool: [
    { shape: 'L{1}D{8}', valid: new RegExp(`^[A-Z]\\d${WEEK}`) },
    { shape: 'L{2}D{7}', valid: new RegExp(`^[A-Z][RST]${WEEK}`) },
  ],
  GE: [{ shape: 'L{2}D{6}L{0,1}', valid: /^[ADFGHLMRSTVZ]{2}/ }],
  Bosch: [
    { shape: 'D{16,18}', valid: new RegExp(`^\\d{3}${MONTH}`) },
    // The FD production code (Fertigungsdatum): FD, YYMM with YY = year − 1920 (FD 9508 = August 2015;
    // 70–99 are 1990–2019, the years the sources document), then the plate's sequence number, if any.
    { shape: 'L{2}D{4,10}', valid: new RegExp(`^FD[7-9]\\d${MONTH}`) },
  ],
  LG: [{ shape: 'D{3}L{2,5}A{3,9}', valid: new RegExp(`^\\d${MONTH}`) }],
  Electrolux: [{ shape: 'L{2}D{8}A{0,1}', valid: new RegExp(`^[A-Z]{2}\\d${WEEK}`) }],
};

const AS_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  I: '1',
  l: '1',
  '|': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  // T and 7 share their top bar; blurred or small, one reads as the other ('2509T304765' → '25097304765').
  T: '7',
};
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '2': 'Z', '7': 'T' };
// A lowercase l in a code is nearly always a misread 1, so it is never taken for a letter.
const CLASSES = { D: '[0-9OoQIl|SsBZzT]', L: '[A-Za-km-z0-9]', A: '[A-Za-z0-9|]' } as const;
// A position the grammar leaves open (letter or digit) never holds the letter O: no documented letter
// set of these families uses it where a digit may stand (Bradford White, Rinnai, Trane since 1983, GE
// and York skip it; makers avoid O beside 0, as vehicle identification numbers do), so an O
// read there is the digit 0 ('AOR2512G23310' → 'A0R2512G23310'). I stays a letter there: real Trane
// codes carry it ('7165RHAIG').
const STRICT = { D: '[0-9]', L: '[A-Z]', A: '[A-NP-Z0-9]' } as const;
type Kind = keyof typeof CLASSES;

const CLASS_TESTS = {
  D: new RegExp(`^${CLASSES.D}$`),
  L: new RegExp(`^${CLASSES.L}$`),
  A: new RegExp(`^${CLASSES.A}$`),
} as const;
const STRICT_TESTS = {
  D: new RegExp(`^${STRICT.D}$`),
  L: new RegExp(`^${STRICT.L}$`),
  A: new RegExp(`^${STRICT.A}$`),
} as const;
const LAYOUTS = new Map<string, Kind[][]>();

/** Every fixed-length reading of a shape: 'L{1,2}D{3}' → [[L,D,D,D], [L,L,D,D,D]] (computed once). */
function layouts(shape: string): Kind[][] {
  const known = LAYOUTS.get(shape);
  if (known) return known;
  let result: Kind[][] = [[]];
  for (const [, kind, min, max] of shape.matchAll(/([DLA])\{(\d+)(?:,(\d+))?\}/g)) {
    const counts = Array.from({ length: +(max ?? min) - +min + 1 }, (_, i) => +min + i);
    result = result.flatMap((prefix) => counts.map((count) => [...prefix, ...Array<Kind>(count).fill(kind as Kind)]));
  }
  LAYOUTS.set(shape, result);
  return result;
}

function fitsStrictly(serial: string, shape: SerialShape): boolean {
  return (
    shape.valid.test(serial) &&
    layouts(shape.shape).some(
      (layout) => layout.length === serial.length && layout.every((kind, i) => STRICT_TESTS[kind].test(serial[i])),
    )
  );
}

/** The serial as the brand family's format wants it, or unchanged when that is not unambiguous. */
export function repairSerial(serial: string, families: string[]): string {
  const shapes = families.flatMap((family) => SERIAL_SHAPES[family] ?? []);
  if (serial.startsWith('(')) return withLeadingBracketRead(serial.slice(1), families, shapes);
  // A dot or comma inside a code of a format without punctuation is a speck ('CRRX0412L.49626').
  const withoutSpecks = serial.replace(/(?<=[A-Za-z0-9])[.,](?=[A-Za-z0-9])/g, '');
  if (withoutSpecks !== serial) {
    const repaired = repairToShape(withoutSpecks, shapes);
    if (repaired) return repaired;
  }
  if (families.length && !shapes.length) return withoutLetterO(serial);
  return (
    repairToShape(serial, shapes) ??
    withoutInsertedCharacter(serial, shapes) ??
    repairBetweenDigits(serial).toUpperCase()
  );
}

/**
 * An opening bracket glued to the start of a serial ('SER: (88162480') is a C whose open arc OCR read
 * as a bracket: the code with a C before it is taken when it fits the family's grammar with fewer
 * changes than the code without it (State 'C88162480', month letter C; as read without the C, the
 * grammar would make the first 8 a B). Otherwise the bracket is dropped as a speck.
 */
function withLeadingBracketRead(rest: string, families: string[], shapes: SerialShape[]): string {
  const withC = repairToShape(`C${rest}`, shapes);
  const without = repairToShape(rest, shapes);
  if (withC && (!without || changesFrom(`C${rest}`, withC) < changesFrom(rest, without))) return withC;
  return repairSerial(rest, families);
}

/** How many characters a repair changed (same length, capitals compared). */
function changesFrom(read: string, repaired: string): number {
  return [...repaired].filter((char, i) => char !== read[i]?.toUpperCase()).length;
}

/**
 * A known brand whose serial grammar no source documents (Samsung, Navien, Daikin…): a serial with
 * digits holds no letter O, so every O is the digit 0 ('OR4C9GEA036108A' → '0R4C9GEA036108A'; a round
 * zero at the start of a code reads as O). Serial schemes leave O out beside 0 as vehicle
 * identification numbers do (ISO 3779), and every letter set the documented families use skips it
 * where a digit may stand; a code without digits is left as read. Without a brand the family is
 * unknown, and the code may be one with a real O (Bradford White's 'OA…'), so it stays as read there.
 */
function withoutLetterO(serial: string): string {
  const repaired = repairBetweenDigits(serial).toUpperCase();
  return /\d/.test(repaired) ? repaired.replace(/O/g, '0') : repaired;
}

/**
 * A serial one character longer than every layout of the family's formats: OCR inserted a character
 * (a speck read as a letter, a doubled glyph: 'T2Z191843C' for the GE 'TZ191843C'). The one deletion
 * that fits a format with the fewest substitutions is taken, if it is alone; several equally good
 * deletions ('937HLA8535': any of four letters or digits may be the extra one) keep the serial as read.
 */
function withoutInsertedCharacter(serial: string, shapes: SerialShape[]): string | null {
  const longest = Math.max(0, ...shapes.flatMap((shape) => layouts(shape.shape).map((layout) => layout.length)));
  if (!longest || serial.length !== longest + 1) return null;
  const repairs = new Map<string, number>();
  for (let index = 0; index < serial.length; index++) {
    const shorter = serial.slice(0, index) + serial.slice(index + 1);
    const repaired = repairToShape(shorter, shapes);
    if (!repaired) continue;
    const changes = [...repaired].filter((char, i) => char !== shorter[i].toUpperCase()).length;
    repairs.set(repaired, Math.min(repairs.get(repaired) ?? Infinity, changes));
  }
  return uniqueFewest(repairs);
}

/** The repair with the fewest substitutions, when no other repair has as few. */
function uniqueFewest(repairs: Map<string, number>): string | null {
  const fewest = Math.min(...repairs.values());
  const best = [...repairs].filter(([, changes]) => changes === fewest);
  return best.length === 1 ? best[0][0] : null;
}

function repairToShape(serial: string, shapes: SerialShape[]): string | null {
  if (shapes.some((shape) => fitsStrictly(serial, shape))) return serial;
  // Candidate repairs with their number of substitutions; the fewest wins if it is alone.
  const repairs = new Map<string, number>();
  for (const shape of shapes) {
    for (const layout of layouts(shape.shape)) {
      if (layout.length !== serial.length) continue;
      if (!layout.every((kind, i) => CLASS_TESTS[kind].test(serial[i]))) continue;
      const fixed = layout.map((kind, i) => coerce(serial[i], kind)).join('');
      if (!fitsStrictly(fixed, shape)) continue;
      const changes = [...fixed].filter((char, i) => char !== serial[i].toUpperCase()).length;
      repairs.set(fixed, Math.min(repairs.get(fixed) ?? Infinity, changes));
    }
  }
  return uniqueFewest(repairs);
}

/** Whether any of the families has a documented serial grammar (so a misfit can be told). */
export function hasSerialShape(families: string[]): boolean {
  return families.some((family) => (SERIAL_SHAPES[family] ?? []).length > 0);
}

/**
 * Does the serial fit one of the family's known shapes (used to spot a serial without its keyword)?
 * Spaces inside a code are layout, not characters ('FD 9508 12345' is the code 'FD950812345').
 */
export function fitsSerialShape(serial: string, families: string[]): boolean {
  const code = serial.replace(/\s+/g, '');
  return families.some((family) => (SERIAL_SHAPES[family] ?? []).some((shape) => fitsStrictly(code, shape)));
}

function coerce(char: string, kind: Kind): string {
  if (kind === 'D') return AS_DIGIT[char] ?? char;
  if (kind === 'L') return AS_LETTER[char] ?? char.toUpperCase();
  if (char === 'O' || char === 'o') return '0';
  return char === '|' ? 'I' : char.toUpperCase();
}

/**
 * Without a known format only the safest repair: O, I, l or | between two digits is a digit ('15O4' →
 * '1504'). Letters that are real in many formats (S, B, Z as plant or month codes) are left alone.
 */
function repairBetweenDigits(serial: string): string {
  return serial.replace(/(?<=\d)[OoIl|]+(?=\d)/g, (run) => [...run].map((char) => AS_DIGIT[char]).join(''));
}

/**
 * Model-number grammars the makers document per position (sources in docs/serial-numbers.md §1), keyed
 * by the printed brand or by the serial family the brand's equipment belongs to. D = a digit (O, I, l,
 * S, B, Z read there are repaired), L = a letter as read (never coerced: a letter position decides
 * nothing), P = the separator as read ('.', '-' or none); the model's rest after the grammar's start is
 * kept as read. Only the documented start of each nomenclature is used: its product code and size.
 */
interface ModelGrammar {
  brands?: string[];
  families?: string[];
  shape: string;
}
const MODEL_GRAMMARS: ModelGrammar[] = [
  // Sears: the three digits before the dot are the maker's source code (110 Whirlpool, 153 State…),
  // the model number after it is numeric ('110.22244100', '153.331652'; a dishwasher's 'K' is the rest).
  { brands: ['Kenmore'], shape: 'D{3}P{1}D{5,8}' },
  // Carrier: two digits of product family (58 gas furnace, 24/25 outdoor units, 38 condensing units),
  // the series letters, the three-digit nominal size ('58STA090-12', '24ACC636A003').
  { brands: ['Carrier'], shape: 'D{2}L{2,3}D{3}' },
  // Bryant: a three-digit product series, series letters, the size ('315AAV036090', '215DNA036000').
  { brands: ['Bryant'], shape: 'D{3}L{2,3}D{3}' },
  // Payne: P and the product letter, the efficiency digits, series letters, the size ('PG8MAA036070',
  // 'PG92ESA36060', 'PA13NA036').
  { brands: ['Payne'], shape: 'L{2}D{1,2}L{2,3}D{3}' },
  // Nordyne (Intertherm, Miller, Philco, Frigidaire/Gibson/Maytag HVAC): brand and product letters, a
  // one-digit series, two letters, then the capacity ('M1MB077ABW', 'E2EB-015HA', 'KG6RA-080K').
  { families: ['Nordyne'], shape: 'L{1,3}D{1}L{2}P{0,1}D{3}' },
];

const MODEL_CLASSES = { D: /^[0-9OoQIl|SsBZzGE]$/, L: /^[A-Z]$/, P: /^[.\-\s]$/ } as const;
/**
 * A model's digit position also takes G and E for a 6: tesseract reads a 6 of a serif or condensed
 * face as either ('FGGRL-072C' → 'FG6RL-072C', 'KGERA-080K' → 'KG6RA-080K' for the Nordyne family).
 */
const MODEL_AS_DIGIT: Record<string, string> = { ...AS_DIGIT, G: '6', E: '6' };
type ModelKind = keyof typeof MODEL_CLASSES;

/** Every fixed-length reading of a model grammar's shape ('D{2}L{2,3}' → DDLL, DDLLL). */
function modelLayouts(shape: string): ModelKind[][] {
  let result: ModelKind[][] = [[]];
  for (const [, kind, min, max] of shape.matchAll(/([DLP])\{(\d+)(?:,(\d+))?\}/g)) {
    const counts = Array.from({ length: +(max ?? min) - +min + 1 }, (_, i) => +min + i);
    result = result.flatMap((prefix) =>
      counts.map((count) => [...prefix, ...Array<ModelKind>(count).fill(kind as ModelKind)]),
    );
  }
  return result;
}

/** At most this many characters of a model are repaired by its grammar; more is not a slip. */
const MAX_MODEL_REPAIRS = 2;

/**
 * The model as its brand's documented grammar wants it: a digit position read as O, I, S, B or Z becomes
 * the digit ('S8STA090-12' → '58STA090-12' for Carrier, 'MIMB077ABW' → 'M1MB077ABW' for Intertherm).
 * Unchanged when no grammar applies, when the model already fits one as read, when two readings tie,
 * when the repair would change more than two characters, or when the digit positions hold fewer than
 * three real digits (a word is not a model number).
 */
export function repairModelByGrammar(model: string, brand: string | null, families: string[]): string {
  const grammars = MODEL_GRAMMARS.filter(
    (grammar) =>
      (brand !== null && grammar.brands?.includes(brand)) ||
      grammar.families?.some((family) => families.includes(family)),
  );
  const repairs = new Map<string, number>();
  for (const grammar of grammars) {
    for (const layout of modelLayouts(grammar.shape)) {
      if (layout.length > model.length) continue;
      const start = model.slice(0, layout.length);
      if (!layout.every((kind, i) => MODEL_CLASSES[kind].test(start[i]))) continue;
      const digits = layout.filter((kind, i) => kind === 'D' && /\d/.test(start[i])).length;
      const fixed = layout
        .map((kind, i) => (kind === 'D' ? (MODEL_AS_DIGIT[start[i]] ?? start[i]) : start[i]))
        .join('');
      const changes = [...fixed].filter((char, i) => char !== start[i]).length;
      if (changes > MAX_MODEL_REPAIRS || digits < 3) continue;
      const whole = fixed + model.slice(layout.length);
      repairs.set(whole, Math.min(repairs.get(whole) ?? Infinity, changes));
    }
  }
  if (!repairs.size) return model;
  return uniqueFewest(repairs) ?? model;
}
