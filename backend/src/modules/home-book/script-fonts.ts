import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * The scripts the document's font (Roboto: Latin, Greek, Cyrillic) lacks, each with the font that prints
 * it (docs/admin.md, "Scripts in the PDF"). The files are Fontsource's subsets of Noto Sans, regular weight only (bold text
 * in these scripts prints regular): vendored by `backend/scripts/vendor-pdf-fonts.mjs`.
 */
export interface ScriptFont {
  /** The pdfmake font family. */
  family: string;
  /** The font file, in `fonts/` beside this module. */
  file: string;
  /** Unicode script names (`\p{Script=…}`). */
  scripts: string[];
  rightToLeft: boolean;
}

export const SCRIPT_FONTS: readonly ScriptFont[] = [
  {
    // Simplified Chinese, with Japanese kana and the common Japanese and Traditional kanji (7,947 characters).
    family: 'NotoSansSC',
    file: 'noto-sans-sc-chinese-simplified-400-normal.woff',
    scripts: ['Han', 'Hiragana', 'Katakana', 'Bopomofo'],
    rightToLeft: false,
  },
  {
    family: 'NotoSansKR',
    file: 'noto-sans-kr-korean-400-normal.woff',
    scripts: ['Hangul'],
    rightToLeft: false,
  },
  {
    family: 'NotoSansArabic',
    file: 'noto-sans-arabic-arabic-400-normal.woff',
    scripts: ['Arabic'],
    rightToLeft: true,
  },
  {
    family: 'NotoSansHebrew',
    file: 'noto-sans-hebrew-hebrew-400-normal.woff',
    scripts: ['Hebrew'],
    rightToLeft: true,
  },
  { family: 'NotoSansThai', file: 'noto-sans-thai-thai-400-normal.woff', scripts: ['Thai'], rightToLeft: false },
  {
    family: 'NotoSansDevanagari',
    file: 'noto-sans-devanagari-devanagari-400-normal.woff',
    scripts: ['Devanagari'],
    rightToLeft: false,
  },
];

/** Whether a font has a glyph for a code point: the document's font (`null`) or a script font's family. */
export type GlyphCoverage = (family: string | null, codePoint: number) => boolean;

/** A stretch of text and the script font that prints it (none: the document's font). */
export interface TextRun {
  text: string;
  font?: string;
}

const RIGHT_TO_LEFT = new Set(SCRIPT_FONTS.filter((font) => font.rightToLeft).map((font) => font.family));
const isRightToLeft = (family: string | null | undefined) => !!family && RIGHT_TO_LEFT.has(family);

/** Characters that take the direction of the text around them (spaces, digits, punctuation, symbols). */
const NEUTRAL = /^[\p{Zs}\p{N}\p{P}\p{S}]/u;
/** A number (digits, with the separators inside it: 1,500 · 12/2024 · 10:30) or any one character. */
const TOKENS = /\p{Nd}+(?:[.,:/-]\p{Nd}+)*|./gsu;
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
};

const scriptPattern = (font: ScriptFont, property: 'sc' | 'scx') =>
  new RegExp(`[${font.scripts.map((script) => `\\p{${property}=${script}}`).join('')}]`, 'u');
const BY_SCRIPT = SCRIPT_FONTS.map((font) => ({
  font,
  own: scriptPattern(font, 'sc'),
  shared: scriptPattern(font, 'scx'),
}));

/**
 * The font family of one character (`null`: the document's font): its script's font; for a character
 * of no one script (spaces, digits, punctuation, marks), the document's font when it has it, else the
 * font of a script that uses it (an Arabic comma or vowel mark, CJK punctuation), else any script font
 * that has it.
 */
function familyOf(character: string, covers: GlyphCoverage): string | null {
  const codePoint = character.codePointAt(0)!;
  const own = BY_SCRIPT.find((entry) => entry.own.test(character));
  if (own) return own.font.family;
  if (covers(null, codePoint)) return null;
  const shared = BY_SCRIPT.find((entry) => entry.shared.test(character));
  if (shared) return shared.font.family;
  return SCRIPT_FONTS.find((font) => covers(font.family, codePoint))?.family ?? null;
}

/**
 * The text cut into runs, each printed by the font that has its characters; `null` when the document's
 * font prints all of it. pdfmake lays words out left to right, so a stretch of right-to-left text
 * (Arabic, Hebrew, and the spaces, digits and punctuation between its words) is put in visual order:
 * its words and the neutral characters between them reversed (brackets mirrored, a number kept as it
 * reads), each word's letters then reversed and joined by fontkit's shaping. A right-to-left paragraph
 * wider than its column is wrapped after that, so its lines read bottom-up: a known limit.
 */
export function scriptRuns(text: string, covers: GlyphCoverage): TextRun[] | null {
  // eslint-disable-next-line no-control-regex -- printable ASCII and control characters: always the document's font
  if (/^[\u0000-\u007f]*$/.test(text)) return null;
  const atoms: Array<{ text: string; family: string | null }> = [];
  for (const [token] of text.matchAll(TOKENS)) {
    const family = familyOf(token, covers);
    const last = atoms[atoms.length - 1];
    // Letters of one font stay together (a word is shaped whole); a number or a neutral character stands alone.
    if (last && last.family === family && !NEUTRAL.test(token) && !NEUTRAL.test(last.text)) last.text += token;
    else atoms.push({ text: token, family });
  }
  if (atoms.every((atom) => atom.family === null)) return null;

  const visual: typeof atoms = [];
  for (let index = 0; index < atoms.length;) {
    if (!isRightToLeft(atoms[index].family)) {
      visual.push(atoms[index++]);
      continue;
    }
    // The stretch: from this right-to-left word to the last one reached over neutral characters only.
    let end = index;
    for (let next = index + 1; next < atoms.length; next++) {
      const atom = atoms[next];
      if (isRightToLeft(atom.family)) end = next;
      else if (!NEUTRAL.test(atom.text)) break;
    }
    for (let at = end; at >= index; at--) {
      const atom = atoms[at];
      visual.push(MIRRORED[atom.text] ? { ...atom, text: MIRRORED[atom.text] } : atom);
    }
    index = end + 1;
  }

  const runs: TextRun[] = [];
  for (const atom of visual) {
    const last = runs[runs.length - 1];
    const font = atom.family ?? undefined;
    if (last && last.font === font && !isRightToLeft(font)) last.text += atom.text;
    else runs.push(font ? { text: atom.text, font } : { text: atom.text });
  }
  return runs;
}

type Node = Content | TextRun | string;

/** A text node's `text` with every string in it cut into script runs. */
function textWithRuns(text: unknown, covers: GlyphCoverage): unknown {
  if (typeof text === 'string') return scriptRuns(text, covers) ?? text;
  if (Array.isArray(text))
    return text.flatMap((part: Node) => {
      if (typeof part === 'string') return scriptRuns(part, covers) ?? [part];
      return [withRuns(part, covers)];
    });
  return text;
}

function withRuns(node: Node, covers: GlyphCoverage): Node {
  if (typeof node === 'string') {
    const runs = scriptRuns(node, covers);
    return runs ? { text: runs } : node;
  }
  if (Array.isArray(node)) return node.map((child: Node) => withRuns(child, covers)) as Content;
  if (!node || typeof node !== 'object') return node;
  const source = node as unknown as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...source };
  if ('text' in source) copy.text = textWithRuns(source.text, covers);
  for (const key of ['stack', 'columns', 'ul', 'ol'] as const)
    if (Array.isArray(source[key])) copy[key] = (source[key] as Node[]).map((child) => withRuns(child, covers));
  const table = source.table as { body?: Node[][] } | undefined;
  if (table?.body) copy.table = { ...table, body: table.body.map((row) => row.map((cell) => withRuns(cell, covers))) };
  return copy as unknown as Content;
}

/** A header or footer given as a function of the page. */
type PagePart = (...args: never[]) => unknown;

/**
 * The document with every text the document's font cannot print set in its script's font: content,
 * header and footer (a QR code's data, an image and the document's info are left as they are).
 */
export function withScriptFonts(document: TDocumentDefinitions, covers: GlyphCoverage): TDocumentDefinitions {
  const result: TDocumentDefinitions = { ...document, content: withRuns(document.content, covers) as Content };
  for (const key of ['header', 'footer'] as const) {
    const part = document[key] as unknown;
    if (typeof part === 'function') {
      const make = part as PagePart;
      result[key] = ((...args: never[]) => withRuns(make(...args) as Content, covers)) as never;
    } else if (part) result[key] = withRuns(part as Content, covers) as never;
  }
  return result;
}
