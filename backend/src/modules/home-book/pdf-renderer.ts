import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { type GlyphCoverage, SCRIPT_FONTS, withScriptFonts } from './script-fonts';

const requireFromHere = createRequire(__filename);

/**
 * Roboto, shipped inside the pdfmake package (resolved through node_modules, so it works from src and
 * from dist alike): it covers Latin, Greek and Cyrillic, where the 14 standard PDF fonts only cover
 * Windows-1252. Text in other scripts is set in that script's Noto font (`script-fonts.ts`, the files in
 * `fonts/`, copied to dist by the build); pictographs (emoji) are left out (`printable`).
 */
const ROBOTO_DIR = dirname(requireFromHere.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
const ROBOTO = {
  normal: join(ROBOTO_DIR, 'Roboto-Regular.ttf'),
  bold: join(ROBOTO_DIR, 'Roboto-Medium.ttf'),
  italics: join(ROBOTO_DIR, 'Roboto-Italic.ttf'),
  bolditalics: join(ROBOTO_DIR, 'Roboto-MediumItalic.ttf'),
};
const FONTS_DIR = join(__dirname, 'fonts');
/** One weight per script font: bold and italic text in those scripts prints regular. */
const SCRIPT_FONT_FILES = new Map(SCRIPT_FONTS.map((font) => [font.family, join(FONTS_DIR, font.file)]));
const FONT_FILES = new Set([...Object.values(ROBOTO), ...SCRIPT_FONT_FILES.values()]);

type PdfMake = typeof import('pdfmake');

/** The part of fontkit this module uses (fontkit ships no types). */
interface FontKit {
  openSync(path: string): { hasGlyphForCodePoint(codePoint: number): boolean };
}

let loaded: { pdfmake: PdfMake; covers: GlyphCoverage } | null = null;

/**
 * pdfmake (with pdfkit and fontkit: ~28 MB and ~0.1 s to load) is required by the first document, not at
 * start-up (docs/architecture.md, "Footprint"). A process-wide singleton: fonts and access policies are
 * set once, here only. A script font is opened (to ask which characters it has) only when a text holds
 * a character that neither Roboto nor a script's own font covers (CJK punctuation, full-width forms).
 */
function pdfMake(): { pdfmake: PdfMake; covers: GlyphCoverage } {
  if (loaded) return loaded;
  const pdfmake = requireFromHere('pdfmake') as PdfMake;
  const fontkit = requireFromHere('fontkit') as FontKit;
  const families: Record<string, typeof ROBOTO> = { Roboto: ROBOTO };
  for (const [family, file] of SCRIPT_FONT_FILES)
    families[family] = { normal: file, bold: file, italics: file, bolditalics: file };
  pdfmake.setFonts(families);
  // The document never needs the network, and reads no local file but the fonts: images are
  // embedded as data URLs, and user-entered text (manual links) is never fetched.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));
  const opened = new Map<string | null, ReturnType<FontKit['openSync']>>();
  const covers: GlyphCoverage = (family, codePoint) => {
    let font = opened.get(family);
    if (!font) {
      font = fontkit.openSync(family === null ? ROBOTO.normal : SCRIPT_FONT_FILES.get(family)!);
      opened.set(family, font);
    }
    return font.hasGlyphForCodePoint(codePoint);
  };
  loaded = { pdfmake, covers };
  return loaded;
}

export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  const { pdfmake, covers } = pdfMake();
  return pdfmake.createPdf(withScriptFonts(document, covers)).getBuffer();
}
