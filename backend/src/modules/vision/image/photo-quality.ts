import { HttpException, HttpStatus } from '@nestjs/common';
import { sharp } from '../../../core/images/sharp';
import { MAX_INPUT_PIXELS } from '../../../core/http/uploaded-image';
import type { LabelAnalysisResult } from '../label-reading';
import type {
  PhotoProblem,
  PhotoQualityLimits,
  PhotoQualityMeasures,
  PhotoUnreadableView,
} from '../label-analysis/photo-quality.view';

/**
 * The limits, measured on the label fixtures made blurred, dark, small and glary
 * (docs/decisions/photo-quality-thresholds.md). The app checks a photo against the same values before
 * upload (frontend/src/features/equipment/photo-quality.ts, typed by the same view).
 */
export const PHOTO_QUALITY_LIMITS: PhotoQualityLimits = {
  analysedSide: 640,
  minShorterSide: 400,
  minBrightness: 60,
  minSharpness: 25,
  minContrast: 16,
  maxGlare: 0.04,
  saturatedLevel: 250,
};

/** The advice for each problem, in plain words; the message of a refusal is its first reason's. */
export const PHOTO_ADVICE: Record<PhotoProblem, string> = {
  small: 'The photo is too small to read. Move closer so the label fills the frame, or use a larger photo.',
  dark: 'The photo is too dark to read. Turn on the flash or more light and take it again.',
  glare: 'Glare hides part of the label. Take the photo from a slight angle, away from the light.',
  blurry: 'The label is blurry. Hold the phone steady, let it focus, and take the photo again.',
};

const PROBLEM_ORDER: PhotoProblem[] = ['small', 'dark', 'glare', 'blurry'];

/** A grey image: one byte per pixel, row by row. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The level under which `share` of the counted values lie (a histogram's percentile). */
function percentile(histogram: Uint32Array, total: number, share: number): number {
  let seen = 0;
  for (let level = 0; level < histogram.length; level++) {
    seen += histogram[level];
    if (seen >= share * total) return level;
  }
  return histogram.length - 1;
}

/**
 * Brightness, sharpness and glare of a grey copy (its longer side `analysedSide` at most). Sharpness is
 * the 99th percentile of the Laplacian's magnitude (the text's edges, however little of the photo they
 * cover) over the contrast, both taken where no pixel of the 3 × 3 cross is saturated: a dark photo is not
 * blurred, and a glare blob neither sharpens nor blurs the rest. The same arithmetic runs in the app.
 */
export function measureGrey(
  { data, width, height }: GreyImage,
  shorterSide: number,
  limits: PhotoQualityLimits = PHOTO_QUALITY_LIMITS,
): PhotoQualityMeasures {
  const levels = new Uint32Array(256);
  for (const value of data) levels[value] += 1;
  let saturated = 0;
  for (let level = limits.saturatedLevel; level < 256; level++) saturated += levels[level];
  const edges = new Uint32Array(1021);
  const unsaturated = new Uint32Array(256);
  let counted = 0;
  const limit = limits.saturatedLevel;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      const centre = data[at];
      const left = data[at - 1];
      const right = data[at + 1];
      const up = data[at - width];
      const down = data[at + width];
      if (centre >= limit || left >= limit || right >= limit || up >= limit || down >= limit) continue;
      edges[Math.abs(left + right + up + down - 4 * centre)] += 1;
      unsaturated[centre] += 1;
      counted += 1;
    }
  }
  const contrast = counted ? percentile(unsaturated, counted, 0.98) - percentile(unsaturated, counted, 0.02) : 0;
  return {
    shorterSide,
    brightness: data.length ? percentile(levels, data.length, 0.95) : 0,
    sharpness: counted ? (percentile(edges, counted, 0.99) / Math.max(1, contrast)) * 100 : 0,
    contrast,
    glare: data.length ? saturated / data.length : 0,
  };
}

/** The problems the measures show, worst first (empty: a good photo). */
export function photoProblems(
  measures: PhotoQualityMeasures,
  limits: PhotoQualityLimits = PHOTO_QUALITY_LIMITS,
): PhotoProblem[] {
  const found: Record<PhotoProblem, boolean> = {
    small: measures.shorterSide < limits.minShorterSide,
    dark: measures.brightness < limits.minBrightness,
    glare: measures.glare > limits.maxGlare,
    // A featureless photo (a wall) shows nothing to be blurred.
    blurry: measures.contrast >= limits.minContrast && measures.sharpness < limits.minSharpness,
  };
  return PROBLEM_ORDER.filter((problem) => found[problem]);
}

/** Measures a label photo (any format sharp decodes; upright by EXIF): benchmarks.md, "Label photo quality check". */
export async function measurePhotoQuality(image: Buffer): Promise<PhotoQualityMeasures> {
  const side = PHOTO_QUALITY_LIMITS.analysedSide;
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .greyscale()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const metadata = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  // The shorter side as taken (a turn by EXIF does not change it); `info` is the scaled copy's.
  const shorterSide = Math.min(metadata.width ?? info.width, metadata.height ?? info.height);
  return measureGrey(
    { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height },
    shorterSide,
  );
}

/** Whether a reading found anything the equipment form takes (brand, model, serial or type). */
export function readAnything(result: LabelAnalysisResult): boolean {
  return Boolean(result.brand || result.modelNumber || result.serialNumber || result.equipmentType);
}

/**
 * The reasons to refuse a read, or null to answer it: a photo is refused only when its reading found
 * nothing the form takes AND a measure explains why. What is read despite blur or darkness is answered;
 * a photo that reads nothing and measures fine (a wall, a photo of no label) is answered with its empty
 * fields, as before (the app says "No equipment details found…").
 */
export function refusalReasons(result: LabelAnalysisResult, measures: PhotoQualityMeasures): PhotoProblem[] | null {
  if (readAnything(result)) return null;
  const problems = photoProblems(measures);
  return problems.length ? problems : null;
}

/** 422 `{ code: 'PHOTO_UNREADABLE', reasons, message }`: nothing could be read, and the quality says why. */
export class PhotoUnreadableException extends HttpException {
  constructor(reasons: PhotoProblem[]) {
    const body: PhotoUnreadableView = {
      statusCode: 422,
      code: 'PHOTO_UNREADABLE',
      reasons,
      message: PHOTO_ADVICE[reasons[0]],
    };
    super(body, HttpStatus.UNPROCESSABLE_ENTITY);
  }
}
