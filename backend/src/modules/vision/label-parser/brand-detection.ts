import { BRAND_CATALOGUE, BrandAlias, normaliseForBrands } from './brand-catalogue';

/** Words that may share a line with a brand without making it "a sentence that mentions the brand". */
const COMPANY_WORDS = new Set([
  'INC',
  'CORP',
  'CORPORATION',
  'CO',
  'COMPANY',
  'LLC',
  'LTD',
  'LP',
  'WATER',
  'HEATER',
  'HEATERS',
  'INDUSTRIES',
  'MANUFACTURING',
  'MFG',
  'APPLIANCES',
  'ELECTRONICS',
  'HOME',
  'HEATING',
  'COOLING',
  'AIR',
  'CONDITIONING',
  'PRODUCTS',
  'USA',
  'TM',
  'THE',
  'AND',
  'DIVISION',
  'GROUP',
  'INTERNATIONAL',
  'TECHNOLOGIES',
  'HOLDINGS',
  'SYSTEMS',
  'SOLUTIONS',
  'BRANDS',
  'AMERICA',
  'NORTH',
  'US',
]);

interface AliasRef {
  brand: string;
  alias: BrandAlias;
  tokens: string[];
}

/** Every alias, longest first: 'AMERICAN STANDARD' claims its words before 'AMERICAN' can. */
const ALIASES: AliasRef[] = BRAND_CATALOGUE.flatMap((entry) =>
  entry.aliases.map((alias) => ({ brand: entry.name, alias, tokens: alias.text.split(' ') })),
).sort((a, b) => b.tokens.length - a.tokens.length || b.alias.text.length - a.alias.text.length);

interface BrandHit {
  brand: string;
  score: number;
}

/**
 * The brand named on a label: whole-word matches of the catalogue's aliases (most specific first),
 * with single-letter OCR slips tolerated on long names. Among several brands the one standing on
 * its own line near the top wins over one mentioned in a sentence ('a division of Rheem').
 */
export function detectBrand(text: string): string | null {
  const best = new Map<string, { score: number; count: number }>();
  text.split(/\r?\n/).forEach((line, lineIndex) => {
    for (const hit of brandHitsInLine(line, lineIndex)) {
      const previous = best.get(hit.brand);
      best.set(hit.brand, {
        score: Math.max(previous?.score ?? -Infinity, hit.score),
        count: (previous?.count ?? 0) + 1,
      });
    }
  });
  let winner: string | null = null;
  let winnerScore = -Infinity;
  for (const [brand, { score, count }] of best) {
    const total = score + Math.min(count - 1, 3) * 0.3;
    if (total > winnerScore) {
      winner = brand;
      winnerScore = total;
    }
  }
  return winner;
}

/**
 * The catalogue spelling of a brand name given by someone else (Gemini, a user): 'A. O. Smith
 * Corporation' → 'A.O. Smith', 'general electric' → 'GE'. Null when it is not in the catalogue.
 */
export function canonicalBrand(name: string): string | null {
  if (!name || !name.trim()) return null;
  const normalised = normaliseForBrands(name);
  const exact = ALIASES.find((ref) => ref.alias.text === normalised);
  return exact ? exact.brand : detectBrand(name);
}

function brandHitsInLine(line: string, lineIndex: number): BrandHit[] {
  const normalised = normaliseForBrands(line);
  if (!normalised) return [];
  const tokens = normalised.split(' ').map(lettersFromDigits);
  const claimed = tokens.map(() => false);
  const hits: BrandHit[] = [];
  const present = new Set(tokens);
  for (const ref of ALIASES) {
    if (!couldMatch(ref, present, tokens)) continue;
    for (let start = 0; start + ref.tokens.length <= tokens.length; start++) {
      const end = start + ref.tokens.length;
      if (claimed.slice(start, end).some(Boolean)) continue;
      const exact = ref.tokens.every((token, offset) => tokens[start + offset] === token);
      const fuzzy =
        !exact &&
        ((ref.alias.fuzzy === true && isOneSlipAway(tokens[start], ref.tokens[0])) ||
          hasOneSlippedWord(tokens.slice(start, end), ref.tokens) ||
          (start === 0 && isCutAtLeftEdge(tokens, ref.tokens)) ||
          (start === 0 && ref.alias.fuzzy === true && isWordCutAtLeftEdge(tokens[0], ref.tokens)));
      if (!exact && !fuzzy) continue;
      if (!contextAllows(ref.alias, tokens, start, end)) continue;
      const brandLine = isBrandLine(tokens, start, end, ref.alias.brandLineOnly === true);
      if (ref.alias.brandLineOnly && !brandLine) continue;
      if (ref.alias.text.length <= 2 && !new RegExp(`(?<![A-Za-z0-9])${ref.alias.text}(?![A-Za-z0-9])`).test(line)) {
        continue; // 'GE', 'LG' are logos in capitals; a lowercase 'ge' is OCR noise
      }
      claimed.fill(true, start, end);
      hits.push({ brand: ref.brand, score: hitScore(ref, tokens, start, end, { exact, brandLine, lineIndex }) });
    }
  }
  return hits;
}

/**
 * A cheap pre-check (most lines name no brand): every word of the alias is on the line, or all but one
 * (a slip or a cut), or for a single fuzzy word a word of about its length.
 */
function couldMatch(ref: AliasRef, present: Set<string>, tokens: string[]): boolean {
  const missing = ref.tokens.filter((token) => !present.has(token)).length;
  if (missing === 0) return true;
  if (ref.tokens.length > 1) return missing === 1;
  return (
    ref.alias.fuzzy === true &&
    (tokens.some((token) => Math.abs(token.length - ref.tokens[0].length) <= 1) ||
      isWordCutAtLeftEdge(tokens[0], ref.tokens))
  );
}

function hitScore(
  ref: AliasRef,
  tokens: string[],
  start: number,
  end: number,
  how: { exact: boolean; brandLine: boolean; lineIndex: number },
): number {
  const mentionedAsParent =
    ['BY', 'OF', 'FOR'].includes(tokens[start - 1] ?? '') ||
    (tokens[start - 1] === 'A' && ['COMPANY', 'CO', 'BRAND'].includes(tokens[end] ?? ''));
  return (
    (how.brandLine ? 3 : 0) +
    (how.exact ? 2 : 0) +
    ref.tokens.length * 0.5 +
    Math.min(ref.alias.text.length, 12) * 0.05 -
    Math.min(how.lineIndex, 20) * 0.05 -
    (mentionedAsParent ? 2.5 : 0)
  );
}

function contextAllows(alias: BrandAlias, tokens: string[], start: number, end: number): boolean {
  if (alias.notFollowedBy?.includes(tokens[end] ?? '')) return false;
  if (alias.notPrecededBy?.includes(tokens[start - 1] ?? '')) return false;
  return true;
}

/**
 * The line holds the brand and nothing but company words or 1–2 character OCR specks (no specks for
 * the brands that only count on a brand line: a noise line 'HS GE' is not a GE logo).
 */
function isBrandLine(tokens: string[], start: number, end: number, strict: boolean): boolean {
  return [...tokens.slice(0, start), ...tokens.slice(end)].every(
    (token) => COMPANY_WORDS.has(token) || (!strict && token.length <= 2) || /^\d$/.test(token),
  );
}

/**
 * A multi-word brand with one word misread: a long word by one letter ('AO SMITY', 'BRADFORD WHTTE'),
 * or a short one by a look-alike digit read beside its letter ('A.O0. SMITH': AO0 → AO).
 */
function hasOneSlippedWord(words: string[], aliasTokens: string[]): boolean {
  if (aliasTokens.length < 2 || words.length !== aliasTokens.length) return false;
  const differing = aliasTokens.flatMap((token, index) => (words[index] === token ? [] : [index]));
  if (differing.length !== 1) return false;
  const [word, target] = [words[differing[0]], aliasTokens[differing[0]]];
  return isOneSlipAway(word, target) || isDoubledLookAlike(word, target);
}

const LOOK_ALIKE_LETTERS: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };

/** The word with one character doubled by OCR as its look-alike digit ('AO0' for 'AO', 'SM1ITH'). */
export function isDoubledLookAlike(word: string, target: string): boolean {
  if (word.length !== target.length + 1) return false;
  for (let i = 1; i < word.length; i++) {
    const letter = LOOK_ALIKE_LETTERS[word[i]];
    const previousLetter = LOOK_ALIKE_LETTERS[word[i - 1]];
    const doubled = (letter && letter === word[i - 1]) || (previousLetter && previousLetter === word[i]);
    if (doubled && word.slice(0, i) + word.slice(i + 1) === target) return true;
    if (doubled && word.slice(0, i - 1) + word.slice(i) === target) return true;
  }
  return false;
}

/**
 * A long single-word brand whose start was cut at the left edge of the photo ('IRLPOOL' for
 * WHIRLPOOL): the word opens its line, and at least five letters and two thirds of the name remain.
 */
function isWordCutAtLeftEdge(token: string | undefined, aliasTokens: string[]): boolean {
  if (!token || aliasTokens.length !== 1) return false;
  const [name] = aliasTokens;
  return token.length >= 5 && token.length < name.length && token.length * 3 >= name.length * 2 && name.endsWith(token);
}

/**
 * A multi-word brand whose first word lost its start at the left edge of the photo ('RICAN STANDARD'):
 * at least four letters of the first word remain and the other words are whole.
 */
function isCutAtLeftEdge(tokens: string[], aliasTokens: string[]): boolean {
  if (aliasTokens.length < 2 || tokens.length < aliasTokens.length) return false;
  const [first, ...rest] = aliasTokens;
  return (
    tokens[0].length >= 4 &&
    tokens[0].length < first.length &&
    first.endsWith(tokens[0]) &&
    rest.every((token, offset) => tokens[1 + offset] === token)
  );
}

/** In a word that is mostly letters, digits are OCR slips: 'G00DMAN' → 'GOODMAN', 'RINNA1' → 'RINNAI'. */
function lettersFromDigits(token: string): string {
  const letters = token.replace(/[^A-Z]/g, '').length;
  if (letters < 3 || letters * 2 < token.length) return token;
  return token.replace(/0/g, 'O').replace(/1/g, 'I').replace(/5/g, 'S').replace(/8/g, 'B');
}

/** One substitution, insertion or deletion apart (a misread, a dropped or a doubled letter). */
function isOneSlipAway(token: string, target: string): boolean {
  if (token.length < 5 || Math.abs(token.length - target.length) > 1 || token === target) return false;
  let i = 0;
  let j = 0;
  let slips = 0;
  while (i < token.length && j < target.length) {
    if (token[i] === target[j]) {
      i++;
      j++;
      continue;
    }
    if (++slips > 1) return false;
    if (token.length > target.length) i++;
    else if (token.length < target.length) j++;
    else {
      i++;
      j++;
    }
  }
  return slips + (token.length - i) + (target.length - j) <= 1;
}

/**
 * The fallback when {@link detectBrand} found none: a line that, once its company words are set aside,
 * spells a catalogue name with a few letters misread, dropped, doubled or split by spaces — embossed,
 * engraved or curved lettering ('BRAD F0RO WHTE', 'LENN 0K'). Up to a quarter of the name's letters may
 * differ (one slip for 6–7 letters, two for 8–11, three from 12), only for names of at least
 * MIN_LOOSE_LETTERS letters, and the line must hold nothing else (a whole-line comparison, so a word
 * of a sentence never counts). The closest name wins, if it is alone.
 */
export function detectBrandLoosely(text: string): string | null {
  const found = new Map<string, number>();
  for (const line of text.split(/\r?\n/)) {
    const joined = normaliseForBrands(line)
      .split(' ')
      .filter((token) => token && !COMPANY_WORDS.has(lettersFromDigits(token)))
      .join('');
    // A line of codes or ratings is no brand line; in a line of letters, digits are slipped letters.
    if (joined.replace(/[^A-Z]/g, '').length * 4 < joined.length * 3) continue;
    const letters = lettersFromDigits(joined).replace(/[^A-Z]/g, '');
    if (letters.length < MIN_LOOSE_LETTERS - 1) continue;
    for (const target of LOOSE_TARGETS) {
      const allowed = Math.floor(target.letters.length / 4);
      if (Math.abs(letters.length - target.letters.length) > allowed) continue;
      const distance = editDistance(letters, target.letters);
      if (distance <= allowed) found.set(target.brand, Math.min(found.get(target.brand) ?? Infinity, distance));
    }
  }
  const closest = Math.min(...found.values());
  const best = [...found].filter(([, distance]) => distance === closest);
  return best.length === 1 ? best[0][0] : null;
}

const MIN_LOOSE_LETTERS = 6;

/** Every alias as a run of letters (short and brand-line-only names are left to the strict matcher). */
const LOOSE_TARGETS = ALIASES.filter((ref) => !ref.alias.brandLineOnly)
  .map((ref) => ({ brand: ref.brand, letters: ref.alias.text.replace(/[^A-Z]/g, '') }))
  .filter((target) => target.letters.length >= MIN_LOOSE_LETTERS);

/** Levenshtein distance (substitutions, insertions, deletions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
