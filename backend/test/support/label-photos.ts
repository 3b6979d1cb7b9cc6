import sharp from 'sharp';

/** What a plate photo shows besides the plate's four lines (`platePhoto`). */
export interface PlatePhotoScene {
  /** The plate's colour. */
  plate?: string;
  /** SVG drawn on the plate under its lines (a coloured logo band). */
  band?: string;
  /** The wall's colour. */
  wall?: string;
  /** Thin dark cables across the wall, straight lines at this angle (degrees, clockwise). */
  cablesAt?: number;
}

/** The plate's lines: what a reading of `platePhoto` must find. */
export const PLATE_MODEL = 'XG40T06EC36U1';
export const PLATE_SERIAL = 'Q051512345';

/**
 * A photo of a light plate (800 × 480) with four dark text lines on a wall (1600 × 1200, JPEG; grey unless
 * `scene` says), the plate turned clockwise by `degrees`.
 */
export function platePhoto(
  degrees: number,
  { plate = '#eeeeea', band = '', wall = '#777', cablesAt }: PlatePhotoScene = {},
): Promise<Buffer> {
  const lines = [
    `MODEL NO. ${PLATE_MODEL}`,
    `SERIAL NO. ${PLATE_SERIAL}`,
    'VOLTS 120  HZ 60  PH 1',
    'CAPACITY 40 GALLONS',
  ]
    .map((text, i) => `<text x="60" y="${190 + i * 60}" font-family="DejaVu Sans" font-size="34">${text}</text>`)
    .join('');
  const cables =
    cablesAt === undefined
      ? ''
      : `<g transform="rotate(${cablesAt} 800 600)">${[0, 1, 2, 3]
          .map((i) => `<rect x="-1600" y="${-300 + i * 400}" width="4800" height="8" fill="#222"/>`)
          .join('')}</g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="1600" height="1200" fill="${wall}"/>${cables}
    <g transform="rotate(${degrees} 800 600) translate(400 360)">
      <rect width="800" height="480" fill="${plate}"/>${band}${lines}
    </g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
