import type { Metadata, Sharp } from 'sharp';
import { sharp } from '../../../core/images/sharp';
import { MAX_INPUT_PIXELS } from '../../../core/http/uploaded-image';
import { stretchLightness } from './lightness-stretch';
import { Box, GreyPixels, MAX_ESTIMATED_SKEW, estimateSkew, inkBounds, inkMask, textSizedInk } from './skew-estimate';
import type { LinePhoto } from '../readers/ocr-worker-pool';

/**
 * Longest side of the image handed to tesseract. Label text photographed at 1–2 MP then sits at
 * 20–40 px per line, where the LSTM model reads best; larger costs time without gaining accuracy.
 */
export const OCR_LONG_SIDE = 1600;
/** Width of the small copy the skew is measured on. */
const SKEW_PROBE_WIDTH = 600;
/** Small photos are enlarged by at most this much (a thumbnail would only cost OCR time). */
const MAX_ENLARGEMENT = 1.25;
/** A band: rows with more than BAND_DARK_FRACTION of pixels under BAND_DARKNESS, BAND_MIN_HEIGHT tall. */
const BAND_DARKNESS = 100;
const BAND_DARK_FRACTION = 0.6;
const BAND_MIN_HEIGHT = 0.03;
/** Below this the photo is left as it is (tesseract copes with a fraction of a degree). */
const MIN_CORRECTED_SKEW = 0.3;

/**
 * 'standard': grey, stretched, upright, cropped. 'flattened': also light lettering on dark bands turned
 * dark, and uneven lighting (a shadow or glare across the plate) divided out.
 */
export type PreparationVariant = 'standard' | 'flattened';

export interface PreparedLabelImage {
  png: Buffer;
  /** The rotation (degrees) that was measured and undone. */
  skewDegrees: number;
  /** The part of the scaled photo that was kept (null: all of it). */
  textBox: Box | null;
}

/**
 * Turns a label photo into what tesseract reads best: grey, contrast-stretched, scaled to longSide,
 * cropped to the text, upright (EXIF orientation, then the measured text skew undone). The 'flattened'
 * variant also turns band lettering dark and divides out uneven lighting before tesseract's global
 * threshold sees it (the first OCR pass; docs/vision.md).
 *
 * limitInputPixels: a small file can declare a huge bitmap; sharp refuses it before decoding.
 */
export async function prepareLabelImage(
  image: Buffer,
  variant: PreparationVariant = 'standard',
  longSide = OCR_LONG_SIDE,
): Promise<PreparedLabelImage> {
  const upright = uprightPhoto(image);
  const { width = 0, height = 0 } = await upright.clone().metadata().then(orientedSize);
  const scale = Math.min(MAX_ENLARGEMENT, longSide / Math.max(width, height, 1));
  const { data, info } = await upright
    .grayscale()
    .resize({ width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // sharp's normalise(), on a histogram and a palette instead of every pixel (lightness-stretch.ts).
  let grey: GreyPixels = await stretchLightness({ data, width: info.width, height: info.height });
  const { skewDegrees, textBox } = await measureGeometry(grey);
  // The metal, wall or cabinet around the plate only costs OCR time and adds stray characters; upright
  // before the row-by-row band search and the lighting estimate. One pipeline for both (one copy of the
  // pixels instead of two).
  grey = await cropAndRotate(grey, textBox, Math.abs(skewDegrees) >= MIN_CORRECTED_SKEW ? -skewDegrees : 0);
  if (variant === 'flattened') grey = await flattenLighting(invertDarkBands(grey));
  const png = await greyPipeline(grey).extractChannel(0).png({ compressionLevel: 1 }).toBuffer();
  return { png, skewDegrees, textBox };
}

/** The longest side of a turned or zoomed photo: above every preparation's (OCR_LONG_SIDE, the second reader's). */
const REFRAMED_LONG_SIDE = 2400;

/**
 * The photo upright by its EXIF orientation, turned clockwise by `degrees`, at most REFRAMED_LONG_SIDE on its
 * long side (never enlarged): a JPEG at quality 95 without chroma subsampling, so the preparations see the
 * pixels they would on the photo taken that way, to the encoding.
 */
export async function turnedPhoto(image: Buffer, degrees: number): Promise<Buffer> {
  return reframedJpeg(uprightPhoto(image).rotate(degrees));
}

/**
 * The photo upright by its EXIF orientation and turned by `-skewDegrees`, so that text whose lines run at
 * `skewDegrees` (clockwise positive) runs level: a label photographed askew beyond what the preparation
 * straightens (MAX_ESTIMATED_SKEW). The corners the turn uncovers take the photo's mean colour (no hard edge
 * for the preparation's ink search); at most REFRAMED_LONG_SIDE, JPEG q95 as `turnedPhoto`.
 */
export async function straightenedPhoto(image: Buffer, skewDegrees: number): Promise<Buffer> {
  const { channels } = await uprightPhoto(image).resize(64, 64, { fit: 'fill' }).stats();
  const [r, g, b] = [0, 1, 2].map((index) => Math.round(channels[Math.min(index, channels.length - 1)].mean));
  return reframedJpeg(uprightPhoto(image).rotate(-skewDegrees, { background: { r, g, b } }));
}

/**
 * The longest side of one mark of text (a letter, or letters run together) on the skew probe, as a fraction of
 * the probe's longer side: a tenth (60 px of 600; a label filling the photo prints letters of ~10–25 px there).
 */
const TEXT_MARK_SIDE = 0.1;

/** The widest angle `inkSkewDegrees` looks for: beyond it, a quarter turn is nearer (`turnedPhoto`). */
export const MAX_INK_SKEW = 45;

/**
 * The angle (degrees, clockwise positive) at which the photo's text lines run, within ±MAX_INK_SKEW, from its
 * ink: the preparation's own measure (`estimateSkew` on the ink of a small, contrast-stretched grey copy) over
 * a wider range. For a label photographed askew when no reader measured its lines (the second reader answers
 * its lines' angle itself).
 */
export async function inkSkewDegrees(image: Buffer): Promise<number> {
  const { data, info } = await uprightPhoto(image)
    .grayscale()
    .resize({ width: SKEW_PROBE_WIDTH, height: SKEW_PROBE_WIDTH, fit: 'inside', withoutEnlargement: true })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = await stretchLightness({ data, width: info.width, height: info.height });
  return (await measureGeometry(grey, MAX_INK_SKEW)).skewDegrees;
}

/**
 * The photo decoded upright by its EXIF orientation. limitInputPixels: a small file can declare a huge bitmap;
 * sharp refuses it before decoding.
 */
function uprightPhoto(image: Buffer): Sharp {
  return sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
}

/** A framed-anew photo as the readers take it: at most REFRAMED_LONG_SIDE (never enlarged), JPEG q95, no chroma subsampling. */
function reframedJpeg(photo: Sharp): Promise<Buffer> {
  return photo
    .resize({ width: REFRAMED_LONG_SIDE, height: REFRAMED_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** A zoomed photo must bring the text at least this much closer (its long side against the photo's). */
const MIN_ZOOM = 1.5;
/** The margin kept around the text on each side, as a share of the text region's width or height. */
const ZOOM_MARGIN = 0.1;

/**
 * The part of the photo where its text stands, at the photo's own resolution (upright by EXIF, at most
 * REFRAMED_LONG_SIDE, JPEG q95), when that part is small enough to bring the text MIN_ZOOM times closer:
 * a label photographed from afar, on the whole appliance. Every preparation scales the whole photo to its
 * size first and crops after, so such a label's glyphs are a few pixels high there. `textAt`: where the text
 * stands (the second reader's lines); without it, the ink bounds the preparation crops to (`inkRegion`). Null
 * when there is no text, or when it fills most of the photo.
 */
export async function zoomedPhoto(image: Buffer, textAt: TextRegion | null = null): Promise<Buffer | null> {
  const upright = uprightPhoto(image);
  const { width, height } = await upright.clone().metadata().then(orientedSize);
  const text = textAt ?? (await inkRegion(upright.clone(), width, height));
  if (!text) return null;
  // A window around the text: the text and a margin, and never less than half the photo each way (a label
  // of which only the logo was found stands around it).
  const windowWidth = Math.max((text.right - text.left) * (1 + 2 * ZOOM_MARGIN), 0.5) * width;
  const windowHeight = Math.max((text.bottom - text.top) * (1 + 2 * ZOOM_MARGIN), 0.5) * height;
  const centreX = ((text.left + text.right) / 2) * width;
  const centreY = ((text.top + text.bottom) / 2) * height;
  const left = Math.round(Math.min(Math.max(0, centreX - windowWidth / 2), Math.max(0, width - windowWidth)));
  const top = Math.round(Math.min(Math.max(0, centreY - windowHeight / 2), Math.max(0, height - windowHeight)));
  const right = Math.min(width, Math.round(left + windowWidth));
  const bottom = Math.min(height, Math.round(top + windowHeight));
  if (Math.max(width, height) < MIN_ZOOM * Math.max(right - left, bottom - top)) return null;
  return reframedJpeg(
    upright.extract({ left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) }),
  );
}

/** The parts a photo is searched in for text (`photoParts`): a grid of PARTS_PER_SIDE² overlapping windows. */
const PARTS_PER_SIDE = 3;
/** Each part's width and height as a share of the photo's: parts overlap by a tenth of the photo. */
const PART_SHARE = 0.4;

/** A part of a photo (`photoParts`) and where it stands in the photo. */
export interface PhotoPart {
  photo: Buffer;
  region: TextRegion;
}

/**
 * The photo (upright by EXIF) cut into a grid of overlapping parts, each at the photo's own resolution (at
 * most REFRAMED_LONG_SIDE, JPEG q95): where the whole photo, scaled to the second reader's detection size,
 * shows text a few pixels high (a label photographed from afar), each part brings it 2.5 times closer. Null
 * when the photo is too small for that (its long side under LINE_DETECTION_LONG_SIDE / PART_SHARE, 1600 px).
 * Each part decodes the photo again: measured on 12–27 MP photos, decoding it once to raw pixels and cutting
 * the parts from them saved 10–20% of the ~0.2–0.6 s but held the whole bitmap (+60–80 MB at the peak).
 */
export async function photoParts(image: Buffer): Promise<PhotoPart[] | null> {
  const upright = uprightPhoto(image);
  const { width, height } = await upright.clone().metadata().then(orientedSize);
  if (Math.max(width, height) * PART_SHARE < LINE_DETECTION_LONG_SIDE) return null;
  const step = (1 - PART_SHARE) / (PARTS_PER_SIDE - 1);
  const parts: PhotoPart[] = [];
  for (let row = 0; row < PARTS_PER_SIDE; row++)
    for (let column = 0; column < PARTS_PER_SIDE; column++) {
      const region = {
        left: column * step,
        top: row * step,
        right: column * step + PART_SHARE,
        bottom: row * step + PART_SHARE,
      };
      const left = Math.round(region.left * width);
      const top = Math.round(region.top * height);
      const photo = await reframedJpeg(
        upright.clone().extract({
          left,
          top,
          width: Math.min(width, Math.round(region.right * width)) - left,
          height: Math.min(height, Math.round(region.bottom * height)) - top,
        }),
      );
      parts.push({ photo, region });
    }
  return parts;
}

/** Where a photo's text stands, as shares of its upright width and height (0–1). */
export interface TextRegion {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A region found in a part of a photo (`photoParts`, shares of the part), as shares of the whole photo. */
export function partRegionInPhoto(part: PhotoPart, found: TextRegion): TextRegion {
  const { region } = part;
  const across = (share: number) => region.left + share * (region.right - region.left);
  const down = (share: number) => region.top + share * (region.bottom - region.top);
  return { left: across(found.left), top: down(found.top), right: across(found.right), bottom: down(found.bottom) };
}

/** The smallest region that holds both (the second alone when there is no first). */
export function regionsUnited(first: TextRegion | null, second: TextRegion): TextRegion {
  if (!first) return second;
  return {
    left: Math.min(first.left, second.left),
    top: Math.min(first.top, second.top),
    right: Math.max(first.right, second.right),
    bottom: Math.max(first.bottom, second.bottom),
  };
}

/** The text's region as the preparation finds it (`measureGeometry`'s ink bounds on a small grey copy). */
async function inkRegion(upright: Sharp, width: number, height: number): Promise<TextRegion | null> {
  const scale = Math.min(1, SKEW_PROBE_WIDTH / Math.max(width, height, 1));
  const { data, info } = await upright
    .grayscale()
    .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = await stretchLightness({ data, width: info.width, height: info.height });
  const { textBox } = await measureGeometry(grey);
  return (
    textBox && {
      left: textBox.left / info.width,
      top: textBox.top / info.height,
      right: (textBox.left + textBox.width) / info.width,
      bottom: (textBox.top + textBox.height) / info.height,
    }
  );
}

/** metadata() reports stored dimensions; EXIF orientations 5–8 swap them. */
function orientedSize(metadata: Metadata): { width: number; height: number } {
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  return swapped ? { width: height, height: width } : { width, height };
}

/**
 * The text's skew (within ±maxDegrees) and where the text is, measured on a small copy (a few milliseconds).
 */
async function measureGeometry(
  grey: GreyPixels,
  maxDegrees = MAX_ESTIMATED_SKEW,
): Promise<{ skewDegrees: number; textBox: Box | null }> {
  const width = Math.min(SKEW_PROBE_WIDTH, grey.width);
  const height = Math.max(1, Math.round((grey.height * width) / grey.width));
  const small = await greyPipeline(grey).resize(width, height).extractChannel(0).raw().toBuffer();
  const localMean = await greyPipeline({ data: small, width, height }).blur(6).extractChannel(0).raw().toBuffer();
  const ink = inkMask({ data: small, width, height }, localMean);
  const box = inkBounds(ink, width, height);
  const factor = grey.width / width;
  const textBox = box && {
    left: Math.floor(box.left * factor),
    top: Math.floor(box.top * factor),
    width: Math.min(grey.width - Math.floor(box.left * factor), Math.ceil(box.width * factor)),
    height: Math.min(grey.height - Math.floor(box.top * factor), Math.ceil(box.height * factor)),
  };
  // Over the wide range, the text's own marks only: there a long straight line across the photo (cables, a
  // shelf's edge) can win the profile at its own angle (`textSizedInk`). Fewer than 50 such points: all of them.
  const textInk =
    maxDegrees > MAX_ESTIMATED_SKEW ? textSizedInk(ink, width, height, TEXT_MARK_SIDE * Math.max(width, height)) : ink;
  return { skewDegrees: estimateSkew(textInk.x.length >= 50 ? textInk : ink, width, height, maxDegrees), textBox };
}

/** The box cut out (null: all of it), then turned by `degrees` (0: not turned); the input as it is when neither. */
async function cropAndRotate(grey: GreyPixels, box: Box | null, degrees: number): Promise<GreyPixels> {
  if (!box && !degrees) return grey;
  let pipeline = greyPipeline(grey);
  if (box) pipeline = pipeline.extract(box);
  if (degrees) pipeline = pipeline.rotate(degrees, { background: '#ffffff' });
  const { data, info } = await pipeline.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Divides each pixel by its local background (a heavily blurred copy): a plate half in shadow comes
 * out evenly white, so dark text stays dark everywhere and tesseract's global threshold keeps it.
 */
async function flattenLighting(grey: GreyPixels): Promise<GreyPixels> {
  // Two pipelines: sharp applies only the last resize() of a pipeline.
  const small = { width: Math.max(8, Math.round(grey.width / 32)), height: Math.max(8, Math.round(grey.height / 32)) };
  const smallData = await greyPipeline(grey)
    .resize(small.width, small.height)
    .blur(1)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const background = await greyPipeline({ data: smallData, ...small })
    .resize(grey.width, grey.height, { kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  // Written over the background, pixel by pixel (each is read before it is replaced): no third copy.
  for (let i = 0; i < background.length; i++) {
    background[i] = Math.min(255, Math.round((grey.data[i] * 235) / Math.max(background[i], 16)));
  }
  return { ...grey, data: background };
}

/**
 * Brands are often printed light on a dark band across the plate; tesseract reads dark text only. Rows
 * that are mostly dark, in a run at least BAND_MIN_HEIGHT of the image tall, are inverted.
 */
function invertDarkBands(grey: GreyPixels): GreyPixels {
  const { data, width, height } = grey;
  const dark = Array.from({ length: height }, (_, y) => {
    let count = 0;
    for (let x = y * width; x < (y + 1) * width; x++) if (data[x] < BAND_DARKNESS) count++;
    return count > BAND_DARK_FRACTION * width;
  });
  // Copied only when a band is found (most plates have none).
  let inverted: Buffer | null = null;
  for (let start = 0; start < height;) {
    let end = start;
    while (end < height && dark[end]) end++;
    if (end - start >= BAND_MIN_HEIGHT * height) {
      inverted ??= Buffer.from(data);
      for (let i = start * width; i < end * width; i++) inverted[i] = 255 - data[i];
    }
    start = end + 1;
  }
  return inverted ? { ...grey, data: inverted } : grey;
}

function greyPipeline(grey: GreyPixels): Sharp {
  return sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } });
}

/**
 * The second reader's photo (text-line-reader.cjs): upright (EXIF), in colour, long side at most
 * LINE_PHOTO_LONG_SIDE (never enlarged), and a copy for its text detection whose long side is at most
 * LINE_DETECTION_LONG_SIDE, each side a multiple of 32 (the detector's strides). Both sizes were chosen on the
 * dev split: detection at 640 found the lines as well as at 960 in a third of the time and memory.
 */
export const LINE_PHOTO_LONG_SIDE = 1200;
export const LINE_DETECTION_LONG_SIDE = 640;

export async function prepareLinePhoto(image: Buffer): Promise<LinePhoto> {
  const { data, info } = await uprightPhoto(image)
    .resize({ width: LINE_PHOTO_LONG_SIDE, height: LINE_PHOTO_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = Math.min(1, LINE_DETECTION_LONG_SIDE / Math.max(info.width, info.height));
  const width = Math.max(32, Math.round((info.width * scale) / 32) * 32);
  const height = Math.max(32, Math.round((info.height * scale) / 32) * 32);
  const detection = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  return {
    image: { data, width: info.width, height: info.height },
    detectionImage: { data: detection, width, height },
  };
}
