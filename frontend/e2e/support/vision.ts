/**
 * Label photos for the vision journeys: a clean fixture of the label-analysis suite when one is committed
 * (backend/test/fixtures/labels with ground-truth.json), otherwise a clean label rendered here with sharp.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT } from './paths';

/** A label photo and what reading it must give. */
export interface LabelPhoto {
  name: string;
  mimeType: 'image/jpeg';
  buffer: Buffer;
  brand: string;
  modelNumber: string;
  serialNumber: string;
  /** The manufacture year the serial number encodes. */
  manufactureYear: number;
  /** Where the photo came from, for the test log. */
  source: string;
}

interface GroundTruthEntry {
  file: string;
  brand: string;
  modelNumber: string;
  serialNumber: string;
  manufactureYear: number | null;
  kind?: string;
  notes?: string;
}

const LABELS_DIR = join(REPO_ROOT, 'backend', 'test', 'fixtures', 'labels');

/**
 * How rough a fixture photo is, from its notes ('rotated -1.3°, uneven light (vignette 0.28), noise σ6,
 * JPEG q84'): blur, glare, strong noise, tilt, skew and heavy compression each count.
 */
function roughness(notes = ''): number {
  const number = (pattern: RegExp) => Number(pattern.exec(notes)?.[1] ?? 0);
  return (
    (/blur/i.test(notes) ? 2 : 0) +
    (/glare/i.test(notes) ? 1 : 0) +
    (number(/noise σ(\d+)/) > 8 ? 1 : 0) +
    (Math.abs(number(/rotated (-?[\d.]+)/)) > 3 ? 1 : 0) +
    (/skew/i.test(notes) ? 1 : 0) +
    (number(/JPEG q(\d+)/) && number(/JPEG q(\d+)/) < 70 ? 1 : 0)
  );
}

/**
 * The fixture the journeys use: a Rheem water heater of the dev split (a brand of the troubleshooting
 * support table, an unambiguous MMYY serial) that the offline pipeline reads in full. Misses belong to
 * the pipeline's accuracy suite, not to these UI journeys.
 */
const PREFERRED_FIXTURE = '004-rheem-rheemLetters.jpg';

/**
 * The preferred fixture, else the cleanest with brand, model, serial and a decodable year, or null
 * when the fixtures are not there.
 */
function cleanFixture(): LabelPhoto | null {
  const truthFile = join(LABELS_DIR, 'ground-truth.json');
  if (!existsSync(truthFile)) return null;
  const entries = JSON.parse(readFileSync(truthFile, 'utf8')) as GroundTruthEntry[];
  const usable = entries
    .filter(
      (entry) =>
        entry.manufactureYear !== null &&
        entry.brand &&
        entry.modelNumber &&
        entry.serialNumber &&
        /\.jpe?g$/i.test(entry.file) &&
        existsSync(join(LABELS_DIR, entry.file)),
    )
    .map((entry) => ({
      entry,
      rank: entry.file === PREFERRED_FIXTURE ? -1 : roughness(entry.notes) * 2 + (entry.brand === 'Rheem' ? 0 : 1),
    }))
    .sort((a, b) => a.rank - b.rank);
  const entry = usable[0]?.entry;
  if (!entry) return null;
  return {
    name: entry.file.split('/').pop()!,
    mimeType: 'image/jpeg',
    buffer: readFileSync(join(LABELS_DIR, entry.file)),
    brand: entry.brand,
    modelNumber: entry.modelNumber,
    serialNumber: entry.serialNumber,
    manufactureYear: entry.manufactureYear!,
    source: `fixture ${entry.file} (${entry.notes ?? 'no notes'})`,
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A clean rating plate rendered from SVG with DejaVu Sans: black text on a light plate, 1600 x 1000 px.
 * Rheem serial Q0515… = May 2015 (vision contract: letters then MMYY).
 */
export async function renderedRheemLabel(): Promise<LabelPhoto> {
  const lines: [string, number, number][] = [
    // text, font size, weight
    ['RHEEM', 110, 700],
    ['GAS WATER HEATER', 64, 700],
    ['MODEL NO: XG50T06EC36U1', 60, 400],
    ['SERIAL NO: Q051512345', 60, 400],
    ['40,000 BTU/H', 56, 400],
    ['50 GAL', 56, 400],
  ];
  let y = 170;
  const text = lines
    .map(([line, size, weight], index) => {
      if (index > 0) y += size + 52;
      return `<text x="110" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="#111">${escapeXml(line)}</text>`;
    })
    .join('\n');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="1600" height="1000" fill="#8d9096"/>
    <rect x="50" y="40" width="1500" height="920" rx="24" fill="#f2f1ec" stroke="#555" stroke-width="6"/>
    ${text}
  </svg>`;
  return {
    name: 'rheem-label.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer(),
    brand: 'Rheem',
    modelNumber: 'XG50T06EC36U1',
    serialNumber: 'Q051512345',
    manufactureYear: 2015,
    source: 'rendered from SVG (DejaVu Sans)',
  };
}

/**
 * A clean Bradford White plate whose serial repeats every 20 years: 'WC…' is March 2020 or March 2000
 * (bulletin #100: W = 2000 and 2020, C = March). Rendered like the Rheem label above.
 */
export async function renderedBradfordWhiteLabel(): Promise<LabelPhoto & { alternativeYears: number[] }> {
  const lines: [string, number, number][] = [
    ['BRADFORD WHITE', 100, 700],
    ['GAS WATER HEATER', 64, 700],
    ['MODEL NO: RG250T6N', 60, 400],
    ['SERIAL NO: WC4417293', 60, 400],
    ['40,000 BTU/H', 56, 400],
    ['50 GAL', 56, 400],
  ];
  let y = 170;
  const text = lines
    .map(([line, size, weight], index) => {
      if (index > 0) y += size + 52;
      return `<text x="110" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="#111">${escapeXml(line)}</text>`;
    })
    .join('\n');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="1600" height="1000" fill="#8d9096"/>
    <rect x="50" y="40" width="1500" height="920" rx="24" fill="#f2f1ec" stroke="#555" stroke-width="6"/>
    ${text}
  </svg>`;
  return {
    name: 'bradford-white-label.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer(),
    brand: 'Bradford White',
    modelNumber: 'RG250T6N',
    serialNumber: 'WC4417293',
    manufactureYear: 2000,
    alternativeYears: [2020, 2000],
    source: 'rendered from SVG (DejaVu Sans)',
  };
}

/** The label photo of the journeys: a committed clean fixture when there is one, else the rendered label. */
export async function cleanLabelPhoto(): Promise<LabelPhoto> {
  return cleanFixture() ?? (await renderedRheemLabel());
}

/** The file the page's <input type=file> gets. */
export function asInputFile(photo: LabelPhoto): { name: string; mimeType: string; buffer: Buffer } {
  return { name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer };
}
