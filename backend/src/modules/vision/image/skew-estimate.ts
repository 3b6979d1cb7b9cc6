/** A single-channel 8-bit image, row by row. */
export interface GreyPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * The ink pixels' coordinates, point i at (x[i], y[i]), in row order. Two typed arrays rather than an
 * array of [x, y] pairs: a text-heavy probe holds tens of thousands of points, which as pairs were ~2 MB
 * of short-lived objects on V8's heap per pass (promoted while the analysis awaited sharp and OCR, they
 * stayed until a full collection and raised the app's peak while labels are read: docs/architecture.md,
 * "Footprint").
 */
export interface InkPoints {
  x: Int32Array;
  y: Int32Array;
}

/** The widest skew the preparation measures and straightens (`estimateSkew`'s default range), in degrees. */
export const MAX_ESTIMATED_SKEW = 10;

const COARSE_STEP = 0.5;
const FINE_STEP = 0.1;

/**
 * The angle (degrees, clockwise positive) by which the text lines of a photo are turned, from -maxDegrees
 * to +maxDegrees: the angle whose projection profile of "ink" pixels is the most peaked (text lines
 * collapse into few bins when projected along their own direction).
 *
 * `ink` marks pixels darker than their neighbourhood on a light surface (see inkMask), so the
 * background's texture and the label's shading barely count. A coarse sweep, then a fine one around
 * the best angle: ~50 projections of a few thousand points, a few milliseconds.
 */
export function estimateSkew(ink: InkPoints, width: number, height: number, maxDegrees = MAX_ESTIMATED_SKEW): number {
  const count = ink.x.length;
  if (count < 50) return 0;
  const bins = new Float64Array(2 * (width + height) + 2);
  const sharpness = (degrees: number): number => {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    bins.fill(0);
    for (let i = 0; i < count; i++) bins[Math.round(ink.y[i] * cos - ink.x[i] * sin) + width + 1] += 1;
    let sum = 0;
    for (const count of bins) sum += count * count;
    return sum;
  };
  let best = 0;
  let bestScore = sharpness(0);
  const consider = (degrees: number) => {
    const score = sharpness(degrees);
    if (score > bestScore) {
      bestScore = score;
      best = degrees;
    }
  };
  for (let degrees = -maxDegrees; degrees <= maxDegrees; degrees += COARSE_STEP) consider(degrees);
  const coarse = best;
  for (let degrees = coarse - 4 * FINE_STEP; degrees <= coarse + 4 * FINE_STEP; degrees += FINE_STEP) consider(degrees);
  return Math.round(best * 10) / 10;
}

/**
 * Pixels clearly darker than their local mean (`localMean`: the same image blurred) where that mean is
 * not dark: strokes of dark text on a light label. Thresholds in grey levels of a normalised image.
 */
export function inkMask(image: GreyPixels, localMean: Uint8Array, minContrast = 40, minMean = 90): InkPoints {
  const { data, width, height } = image;
  const isInk = (i: number) => localMean[i] > minMean && data[i] < localMean[i] - minContrast;
  // Counted first, so each array is allocated once at its size.
  let count = 0;
  for (let i = 0; i < width * height; i++) if (isInk(i)) count++;
  const ink: InkPoints = { x: new Int32Array(count), y: new Int32Array(count) };
  let next = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!isInk(y * width + x)) continue;
      ink.x[next] = x;
      ink.y[next] = y;
      next++;
    }
  }
  return ink;
}

/**
 * The ink points that belong to text-sized marks: each connected group of ink pixels (8-neighbours) whose
 * bounding box is at most `maxSide` pixels on its longer side. Long straight marks — cables or a pipe across
 * the wall, a shelf's edge, a plate's or a label's border — form groups far longer than any letter or word
 * and would otherwise decide the projection profile (`estimateSkew`) by their own angle. The points keep
 * their row order.
 */
export function textSizedInk(ink: InkPoints, width: number, height: number, maxSide: number): InkPoints {
  const count = ink.x.length;
  // Point i's group: a union-find over the points, joined with their already-seen neighbours (left, and the
  // three above), found through an image of point indices (-1: no ink).
  const pointAt = new Int32Array(width * height).fill(-1);
  const parent = new Int32Array(count);
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  const join = (i: number, j: number) => {
    if (j < 0) return;
    const a = root(i);
    const b = root(j);
    if (a < b) parent[b] = a;
    else if (b < a) parent[a] = b;
  };
  for (let i = 0; i < count; i++) {
    const x = ink.x[i];
    const y = ink.y[i];
    parent[i] = i;
    pointAt[y * width + x] = i;
    if (x > 0) join(i, pointAt[y * width + x - 1]);
    if (y > 0) {
      const above = (y - 1) * width + x;
      if (x > 0) join(i, pointAt[above - 1]);
      join(i, pointAt[above]);
      if (x + 1 < width) join(i, pointAt[above + 1]);
    }
  }
  // Each group's bounding box, kept at its root.
  const left = new Int32Array(count).fill(width);
  const right = new Int32Array(count).fill(-1);
  const top = new Int32Array(count).fill(height);
  const bottom = new Int32Array(count).fill(-1);
  for (let i = 0; i < count; i++) {
    const r = root(i);
    left[r] = Math.min(left[r], ink.x[i]);
    right[r] = Math.max(right[r], ink.x[i]);
    top[r] = Math.min(top[r], ink.y[i]);
    bottom[r] = Math.max(bottom[r], ink.y[i]);
  }
  const textSized = (i: number) => {
    const r = root(i);
    return right[r] - left[r] < maxSide && bottom[r] - top[r] < maxSide;
  };
  let kept = 0;
  for (let i = 0; i < count; i++) if (textSized(i)) kept++;
  const text: InkPoints = { x: new Int32Array(kept), y: new Int32Array(kept) };
  let next = 0;
  for (let i = 0; i < count; i++) {
    if (!textSized(i)) continue;
    text.x[next] = ink.x[i];
    text.y[next] = ink.y[i];
    next++;
  }
  return text;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The region holding the ink (a few stray points at either end ignored), widened generously: a
 * label's light-on-dark brand band holds no "ink" but sits just above or beside the dark text.
 * Null when that is most of the image anyway (nothing worth cropping).
 */
export function inkBounds(ink: InkPoints, width: number, height: number): Box | null {
  if (ink.x.length < 50) return null;
  // Typed arrays sort numerically, in place (the copies keep `ink` in row order for estimateSkew).
  const xs = ink.x.slice().sort();
  const ys = ink.y.slice().sort();
  const at = (sorted: Int32Array, fraction: number) => sorted[Math.floor(fraction * (sorted.length - 1))];
  const [x0, x1, y0, y1] = [at(xs, 0.002), at(xs, 0.998), at(ys, 0.002), at(ys, 0.998)];
  const marginX = 0.08 * (x1 - x0) + 0.03 * width;
  const marginY = 0.3 * (y1 - y0) + 0.03 * height;
  const left = Math.max(0, Math.floor(x0 - marginX));
  const top = Math.max(0, Math.floor(y0 - marginY));
  const box = {
    left,
    top,
    width: Math.min(width, Math.ceil(x1 + marginX)) - left,
    height: Math.min(height, Math.ceil(y1 + marginY)) - top,
  };
  return box.width * box.height > 0.8 * width * height || box.width < 8 || box.height < 8 ? null : box;
}
