import { type FieldKind, cleanLine, codeFromValue, keywordOnlyKind } from './label-fields';

/** A line of OCR text with its box in the image's pixels. */
export interface PlacedLine {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** A value lies at most this many of the keyword's line heights away (to the right or below). */
const MAX_GAP_LINES = 3;
/** On its row, a value stands at most this many line heights to the right (not a ratings table beyond). */
const MAX_RIGHT_GAP_LINES = 4;

/**
 * Model and serial numbers found by where they stand rather than by the order OCR read them: a
 * keyword alone in its box (a grid's header cell, a keyword above its value, a bilingual keyword
 * line) takes the nearest code to its right on the same row, or below it in the same column, unless
 * another keyword stands nearer in that direction (the next header cell, the next row's keyword).
 * Sparse-text OCR reads a grid's cells in no reliable order, so the text alone cannot pair them.
 */
export function fieldsFromLayout(lines: PlacedLine[]): Record<FieldKind, string | null> {
  const found: Record<FieldKind, string | null> = { model: null, serial: null };
  const placed = lines
    .map((line) => ({ ...line, kind: keywordOnlyKind(line.text), code: codeFromValue(cleanLine(line.text)) }))
    .filter((line) => line.kind !== null || line.code !== null);
  for (const keyword of placed) {
    if (keyword.kind !== 'model' && keyword.kind !== 'serial') continue;
    const value = nearestTo(keyword, placed);
    if (value && value.kind === null && value.code) found[keyword.kind] ??= value.code;
  }
  // One code under both keywords is a row OCR read as one line (a grid's cells glued): neither is known.
  if (found.model && found.model === found.serial) return { model: null, serial: null };
  return found;
}

type Placed = PlacedLine & { kind: string | null; code: string | null };

/** The nearest keyword or code to the right of the keyword on its row, or else below it in its column. */
function nearestTo(keyword: Placed, placed: Placed[]): Placed | null {
  const { x0, y0, x1, y1 } = keyword.bbox;
  const height = Math.max(1, y1 - y0);
  const middle = (y0 + y1) / 2;
  let right: { line: Placed; gap: number } | null = null;
  let below: { line: Placed; gap: number } | null = null;
  for (const line of placed) {
    if (line === keyword) continue;
    const box = line.bbox;
    const onRow = box.y0 <= middle && box.y1 >= middle;
    const rightGap = box.x0 - x1;
    if (onRow && rightGap >= -height * 0.5 && rightGap <= height * MAX_RIGHT_GAP_LINES) {
      if (!right || rightGap < right.gap) right = { line, gap: rightGap };
    }
    const inColumn = Math.min(box.x1, x1) - Math.max(box.x0, x0) > 0;
    const belowGap = box.y0 - y1;
    if (inColumn && box.y0 > middle && belowGap <= height * MAX_GAP_LINES) {
      if (!below || belowGap < below.gap) below = { line, gap: belowGap };
    }
  }
  if (right && right.line.kind === null) return right.line;
  return below?.line ?? null;
}
