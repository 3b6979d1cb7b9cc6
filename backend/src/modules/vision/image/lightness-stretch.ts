import { sharp } from '../../../core/images/sharp';
import type { GreyPixels } from './skew-estimate';

/** sharp's normalise() defaults: the 1st and 99th percentiles of the lightness go to black and white. */
const LOWER_PERCENT = 1;
const UPPER_PERCENT = 99;
/**
 * The most the stretch may multiply the lightness contrast by: 100 lightness units over the span between
 * the two percentiles (`stretchLightness`). The 206 fixture photos, dim, foggy and glary ones included, need
 * at most 3.45.
 */
const MAX_GAIN = 4;

/** CIE lightness (0–100) of each 8-bit sRGB grey level: the same figures libvips' LAB conversion gives. */
const LIGHTNESS = Float64Array.from({ length: 256 }, (_, grey) => lightnessOf(linearOf(grey / 255)));

/**
 * The photo's contrast stretched exactly as sharp's `normalise()` stretches it (on CIE lightness, between
 * two percentiles of it), but the libvips work done on a small palette instead of the photo: a histogram
 * of the grey pixels gives the two percentiles, sharp normalises a palette of the grey levels between them
 * (padded so that its percentiles are the photo's), and that mapping is applied to the photo as a
 * 256-entry table. ~20 ms against ~120 ms of CPU on a 1600-px photo, where libvips turns every pixel into
 * float LAB three times (docs/vision.md, "Costs"). Written over `grey.data` (the caller's own buffer).
 * A photo the stretch would have to multiply the contrast of by more than MAX_GAIN is left as it is.
 */
export async function stretchLightness(grey: GreyPixels): Promise<GreyPixels> {
  const { data } = grey;
  if (!data.length) return grey;
  const counts = new Float64Array(256);
  for (let i = 0; i < data.length; i++) counts[data[i]]++;
  // libvips histograms the lightness in whole units (truncated), up to the brightest one present.
  const bins = new Float64Array(101);
  let brightest = 0;
  for (let level = 0; level < 256; level++) {
    if (counts[level]) brightest = Math.max(brightest, Math.trunc(LIGHTNESS[level]));
    bins[Math.trunc(LIGHTNESS[level])] += counts[level];
  }
  const histogram = bins.subarray(0, brightest + 1);
  const low = percentile(histogram, data.length, LOWER_PERCENT);
  const high = percentile(histogram, data.length, UPPER_PERCENT);
  // A flat image (nothing to stretch) is left as it is, like normalise() does.
  if (Math.abs(high - low) <= 1) return grey;
  // So is a photo whose percentiles both lie in its background. libvips' "1st percentile" is where ~2% of the
  // pixels are darker; on a plate whose lettering covers less than that (a large plate, thin print, wide
  // margins) it falls on the background's own darkest grain, and the stretch turns everything below black and
  // spreads the background's few lightness units of grain over the whole range: grey grain at full contrast,
  // which tesseract reads as hundreds of specks and the band search takes for a dark band. Drawn plates like
  // that needed a gain of 4.2–16.7 and read nothing from 8 on. Such a photo has its contrast already: the
  // lettering is darker than the background's grain (docs/vision.md, "Preparation").
  if (100 / (high - low) > MAX_GAIN) return grey;
  const table = await lightnessTable(low, high, brightest);
  if (!table) {
    // The palette cannot reproduce this photo's upper percentile: sharp normalises the photo itself.
    const normalised = await sharp(data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
      .normalise()
      .extractChannel(0)
      .raw()
      .toBuffer();
    data.set(normalised);
    return grey;
  }
  for (let i = 0; i < data.length; i++) data[i] = table[data[i]];
  return grey;
}

/**
 * sharp's normalise() of every grey level, for a photo whose lightness percentiles are `low` and (its
 * brightest whole lightness being `brightest`) the one libvips derives from it. The palette holds each
 * level whose lightness lies from `low` to `brightest` once, and as many more of its darkest level (so the
 * 1st percentile is `low`; the upper one depends only on the brightest bin, the same as the photo's);
 * levels darker go to black and brighter to white, as they do in the photo.
 */
async function lightnessTable(low: number, high: number, brightest: number): Promise<Uint8Array | null> {
  const levels: number[] = [];
  for (let level = 0; level < 256; level++) {
    const bin = Math.trunc(LIGHTNESS[level]);
    if (bin >= low && bin <= brightest) levels.push(level);
  }
  const palette = Buffer.from([...levels, ...levels.map(() => levels[0])]);
  const bins = new Float64Array(brightest + 1);
  for (const level of palette) bins[Math.trunc(LIGHTNESS[level])]++;
  // The palette's percentiles must be the photo's (the upper one, at a white photo's 100, turns on rounding).
  if (
    percentile(bins, palette.length, LOWER_PERCENT) !== low ||
    percentile(bins, palette.length, UPPER_PERCENT) !== high
  )
    return null;
  const mapped = await sharp(palette, { raw: { width: palette.length, height: 1, channels: 1 } })
    .normalise()
    .extractChannel(0)
    .raw()
    .toBuffer();
  const table = new Uint8Array(256);
  for (let level = 0; level < 256; level++) table[level] = LIGHTNESS[level] < low ? 0 : 255;
  levels.forEach((level, i) => (table[level] = mapped[i]));
  return table;
}

/**
 * libvips' `percent` on a histogram of `size` bins: the cumulative counts scaled to 0…size − 1 and
 * truncated, then the first bin above percent × size (size when none is: the 99th percentile of a
 * lightness histogram lands one past its brightest bin).
 */
function percentile(histogram: Float64Array, total: number, percent: number): number {
  const size = histogram.length;
  // As libvips scales it: by one factor, the product in single precision.
  const scale = Math.fround((size - 1) / total);
  let seen = 0;
  for (let bin = 0; bin < size; bin++) {
    seen += histogram[bin];
    if (Math.trunc(Math.fround(Math.fround(seen) * scale)) > (percent / 100) * size) return bin;
  }
  return size;
}

/** sRGB-encoded value (0–1) → linear light. */
function linearOf(value: number): number {
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (0–1) → CIE L* (0–100). */
function lightnessOf(luminance: number): number {
  return luminance > 0.008856 ? 116 * Math.cbrt(luminance) - 16 : 903.3 * luminance;
}
