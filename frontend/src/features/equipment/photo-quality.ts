/**
 * The label photo's check on the device before upload (docs/photo-capture.md): sharpness, light, size and
 * glare measured on a grey copy of at most 640 px, drawn on a canvas. The limits
 * and the arithmetic are the server's (backend vision/image/photo-quality.ts); the limits are typed
 * by its view, whose literal types make a drift a type error.
 */
import type {
  PhotoProblem,
  PhotoQualityLimits,
  PhotoQualityMeasures,
  PhotoUnreadableView,
} from '@api/vision/label-analysis/photo-quality.view';

export type { PhotoProblem, PhotoQualityMeasures, PhotoUnreadableView };

export const PHOTO_QUALITY_LIMITS: PhotoQualityLimits = {
  analysedSide: 640,
  minShorterSide: 400,
  minBrightness: 60,
  minSharpness: 25,
  minContrast: 16,
  maxGlare: 0.04,
  saturatedLevel: 250,
};

/** What to fix, as the app says it before upload (and for the server's PHOTO_UNREADABLE reasons). */
export const PHOTO_HINTS: Record<PhotoProblem, string> = {
  blurry: 'Hold steady — the label is blurry',
  dark: 'Too dark — turn on the flash',
  small: 'Too small — move closer so the label fills the photo',
  glare: 'Glare on the label — tilt the phone a little, away from the light',
};

const PROBLEM_ORDER: PhotoProblem[] = ['small', 'dark', 'glare', 'blurry'];

/** A grey image: one byte per pixel, row by row. */
export interface GreyImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

function percentile(histogram: Uint32Array, total: number, share: number): number {
  let seen = 0;
  for (let level = 0; level < histogram.length; level++) {
    seen += histogram[level];
    if (seen >= share * total) return level;
  }
  return histogram.length - 1;
}

/** The server's measures (photo-quality.ts `measureGrey`), the same arithmetic. */
export function measureGrey({ data, width, height }: GreyImage, shorterSide: number): PhotoQualityMeasures {
  const limit = PHOTO_QUALITY_LIMITS.saturatedLevel;
  const levels = new Uint32Array(256);
  for (const value of data) levels[value] += 1;
  let saturated = 0;
  for (let level = limit; level < 256; level++) saturated += levels[level];
  const edges = new Uint32Array(1021);
  const unsaturated = new Uint32Array(256);
  let counted = 0;
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
export function photoProblems(measures: PhotoQualityMeasures): PhotoProblem[] {
  const limits = PHOTO_QUALITY_LIMITS;
  const found: Record<PhotoProblem, boolean> = {
    small: measures.shorterSide < limits.minShorterSide,
    dark: measures.brightness < limits.minBrightness,
    glare: measures.glare > limits.maxGlare,
    blurry: measures.contrast >= limits.minContrast && measures.sharpness < limits.minSharpness,
  };
  return PROBLEM_ORDER.filter((problem) => found[problem]);
}

/** Grey levels of RGBA pixels (Rec. 601 luma, as sharp's greyscale). */
export function greyOfRgba(rgba: Uint8ClampedArray, width: number, height: number): GreyImage {
  const data = new Uint8Array(width * height);
  for (let at = 0, pixel = 0; pixel < data.length; at += 4, pixel += 1) {
    data[pixel] = Math.round(0.299 * rgba[at] + 0.587 * rgba[at + 1] + 0.114 * rgba[at + 2]);
  }
  return { data, width, height };
}

/**
 * Measures a photo file on the device: decoded upright (EXIF), drawn at most 640 px on a canvas. Null
 * where the browser cannot decode it or has no canvas (the photo is then sent without a hint).
 */
export async function measurePhotoFile(file: Blob): Promise<PhotoQualityMeasures | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const side = PHOTO_QUALITY_LIMITS.analysedSide;
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    return measureGrey(greyOfRgba(data, width, height), Math.min(bitmap.width, bitmap.height));
  } finally {
    bitmap.close();
  }
}

/** The problems of a photo file, worst first; [] when it looks fine or cannot be measured here. */
export async function photoFileProblems(file: Blob): Promise<PhotoProblem[]> {
  const measures = await measurePhotoFile(file);
  return measures ? photoProblems(measures) : [];
}

/** The reasons of a 422 PHOTO_UNREADABLE answer (RTK Query's error), else null. */
export function unreadableReasons(error: unknown): PhotoProblem[] | null {
  const data = (error as { data?: Partial<PhotoUnreadableView> } | null)?.data;
  return data?.code === 'PHOTO_UNREADABLE' && Array.isArray(data.reasons) ? data.reasons : null;
}
