import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const requireFromHere = createRequire(__filename);

/**
 * Roboto, shipped inside the pdfmake package (resolved through node_modules, so it works from src and
 * from dist alike): it covers Latin, Greek and Cyrillic, where the 14 standard PDF fonts only cover
 * Windows-1252. Characters outside it (emoji, CJK) are left out of the text.
 */
const ROBOTO_DIR = dirname(requireFromHere.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
const ROBOTO = {
  normal: join(ROBOTO_DIR, 'Roboto-Regular.ttf'),
  bold: join(ROBOTO_DIR, 'Roboto-Medium.ttf'),
  italics: join(ROBOTO_DIR, 'Roboto-Italic.ttf'),
  bolditalics: join(ROBOTO_DIR, 'Roboto-MediumItalic.ttf'),
};
const FONT_FILES = new Set(Object.values(ROBOTO));

type PdfMake = typeof import('pdfmake');

let loaded: PdfMake | null = null;

/**
 * pdfmake (with pdfkit and fontkit: ~28 MB and ~0.1 s to load) is required by the first document, not at
 * start-up (docs/architecture.md, "Footprint"). A process-wide singleton: fonts and access policies are
 * set once, here only.
 */
function pdfMake(): PdfMake {
  if (loaded) return loaded;
  const pdfmake = requireFromHere('pdfmake') as PdfMake;
  pdfmake.setFonts({ Roboto: ROBOTO });
  // The document never needs the network, and reads no local file but the fonts: images are
  // embedded as data URLs, and user-entered text (manual links) is never fetched.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));
  loaded = pdfmake;
  return pdfmake;
}

export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfMake().createPdf(document).getBuffer();
}
