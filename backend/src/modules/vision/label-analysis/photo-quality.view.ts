/**
 * The label photo's quality check (docs/photo-capture.md): what POST /api/equipment/analyze answers for a
 * photo it could not read, and the limits the server and the app's own check before upload both apply. The
 * limits are literal types, so the frontend's copy of the values (imported as a type) cannot drift from the
 * server's: docs/decisions/photo-quality-thresholds.md says how they were measured.
 */

/** What made a photo unreadable, worst first: too small, too dark, glare, blurred. */
export type PhotoProblem = 'small' | 'dark' | 'glare' | 'blurry';

/** 422 from POST /api/equipment/analyze: nothing could be read, and the photo's quality says why. */
export interface PhotoUnreadableView {
  statusCode: 422;
  code: 'PHOTO_UNREADABLE';
  /** Every problem the measures found, worst first (never empty). */
  reasons: PhotoProblem[];
  /** What to do, in plain words (the first reason's advice). */
  message: string;
}

/** What one label photo measures (on a grey copy whose longer side is at most `analysedSide`). */
export interface PhotoQualityMeasures {
  /** The shorter side of the photo as taken (pixels). */
  shorterSide: number;
  /** The 95th percentile of the grey levels (0–255): how light the lightest part (the plate) is. */
  brightness: number;
  /** The 99th percentile of |Laplacian| over the contrast (p98 − p2) of unsaturated pixels, × 100. */
  sharpness: number;
  /** The spread (p98 − p2) of the unsaturated grey levels: under `minContrast` the photo shows nothing at all. */
  contrast: number;
  /** The share of pixels at or above `saturatedLevel` (0–1): blown-out glare. */
  glare: number;
}

/** The limits (docs/decisions/photo-quality-thresholds.md). */
export interface PhotoQualityLimits {
  /** The grey copy's longer side the measures are taken on. */
  analysedSide: 640;
  /** Under this shorter side (px) a photo is 'small'. */
  minShorterSide: 400;
  /** Under this brightness (95th percentile grey) a photo is 'dark'. */
  minBrightness: 60;
  /** Under this sharpness a photo is 'blurry'. */
  minSharpness: 25;
  /** Under this contrast a photo is featureless (a wall, a lens cap), not 'blurry'. */
  minContrast: 16;
  /** Over this share of saturated pixels a photo has 'glare'. */
  maxGlare: 0.04;
  /** A grey level from which a pixel counts as saturated. */
  saturatedLevel: 250;
}
