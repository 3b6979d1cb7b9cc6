import { sharp } from '../../../core/images/sharp';
import type { Box } from './skew-estimate';

/** Width of the small copy the bands are searched on. */
const PROBE_WIDTH = 200;
/** A band differs from the image's median grey by at least this much (0–255). */
const BAND_CONTRAST = 60;
/** A band covers this share of the image at least (a logo box) and at most (not the plate itself). */
const MIN_AREA = 0.003;
const MAX_AREA = 0.2;
/** Its own pixels fill this share of its bounding box at least: a solid box, its lettering the holes. */
const MIN_FILL = 0.55;
/** Wider than tall by this much (a name on a band), and narrower than most of the image (not a border). */
const MIN_ASPECT = 1.5;
const MAX_WIDTH = 0.9;
/** At most this many bands are read (the largest first). */
export const MAX_LOGO_BANDS = 2;
/** The crop's lettering is scaled to about this height (px): tesseract misreads very large glyphs. */
const CROP_HEIGHT = 110;

/**
 * Logo boxes in a prepared (grey) label image: solid rectangles clearly darker, or clearly lighter, than
 * the plate around them and wider than tall — a maker's name printed white on a colour band or box,
 * which tesseract (dark text on light) does not read where it stands. Found on a small copy by
 * flood-filling the pixels far from the median grey; the largest first, in the image's pixels.
 */
export async function findLogoBands(png: Buffer): Promise<Box[]> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  if (!width || !height) return [];
  const probeHeight = Math.max(1, Math.round((height * PROBE_WIDTH) / width));
  const small = await sharp(png).resize(PROBE_WIDTH, probeHeight).extractChannel(0).raw().toBuffer();
  const median = medianOf(small);
  const factor = width / PROBE_WIDTH;
  const area = PROBE_WIDTH * probeHeight;
  return [(value: number) => value < median - BAND_CONTRAST, (value: number) => value > median + BAND_CONTRAST]
    .flatMap((far) => components(small, PROBE_WIDTH, probeHeight, far))
    .filter(
      (box) =>
        box.pixels >= area * MIN_AREA &&
        box.pixels <= area * MAX_AREA &&
        box.pixels >= box.width * box.height * MIN_FILL &&
        box.width >= box.height * MIN_ASPECT &&
        box.width <= PROBE_WIDTH * MAX_WIDTH,
    )
    .sort((a, b) => b.pixels - a.pixels)
    .slice(0, MAX_LOGO_BANDS)
    .map((box) => {
      const left = Math.floor(box.left * factor);
      const top = Math.floor(box.top * factor);
      return {
        left,
        top,
        width: Math.min(width - left, Math.ceil(box.width * factor)),
        height: Math.min(height - top, Math.ceil(box.height * factor)),
      };
    });
}

/**
 * The band cut out as tesseract reads best: its lettering dark on white (inverted when the lettering is
 * the lighter minority: the crop's mean above its median), contrast-stretched, scaled to CROP_HEIGHT
 * and framed in white.
 */
export async function logoBandCrop(png: Buffer, box: Box): Promise<Buffer> {
  const { data, info } = await sharp(png)
    .extract(box)
    .resize({ height: CROP_HEIGHT, kernel: 'lanczos3' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mean = data.reduce((sum, value) => sum + value, 0) / Math.max(1, data.length);
  const lightLettering = mean > medianOf(data);
  const upright = sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } });
  const stretched = await (lightLettering ? upright.negate() : upright).normalise().png().toBuffer();
  // extend() is applied before negate() within one pipeline: the white frame is added in a second one.
  return sharp(stretched)
    .extend({ top: 24, bottom: 24, left: 24, right: 24, background: '#ffffff' })
    .extractChannel(0)
    .png({ compressionLevel: 1 })
    .toBuffer();
}

function medianOf(data: Uint8Array): number {
  const counts = new Uint32Array(256);
  for (const value of data) counts[value]++;
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += counts[value];
    if (seen * 2 >= data.length) return value;
  }
  return 255;
}

interface Component {
  left: number;
  top: number;
  width: number;
  height: number;
  pixels: number;
}

/** The 4-connected runs of pixels for which `far` holds, with their bounding boxes. */
function components(data: Uint8Array, width: number, height: number, far: (value: number) => boolean): Component[] {
  const seen = new Uint8Array(width * height);
  const found: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || !far(data[start])) continue;
    seen[start] = 1;
    stack.push(start);
    let [x0, y0, x1, y1, pixels] = [width, height, 0, 0, 0];
    while (stack.length) {
      const index = stack.pop()!;
      const x = index % width;
      const y = (index - x) / width;
      pixels++;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      const neighbours = [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, index - width, index + width];
      for (const next of neighbours) {
        if (next < 0 || next >= data.length || seen[next] || !far(data[next])) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    found.push({ left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1, pixels });
  }
  return found;
}
