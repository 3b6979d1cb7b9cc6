import { describe, expect, it } from 'vitest';
import {
  greyOfRgba,
  measureGrey,
  PHOTO_HINTS,
  photoProblems,
  unreadableReasons,
  type GreyImage,
} from './photo-quality';

/** A light plate with dark print-like strokes (3 px wide every 12 px, on lines 20 px tall every 40 px). */
function plate(width: number, height: number, light = 220, ink = 40): GreyImage {
  const data = new Uint8Array(width * height).fill(light);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (y % 40 < 20 && x % 12 < 3) data[y * width + x] = ink;
  return { data, width, height };
}

/** A 3 × 3 box blur applied `times` times. */
function blurred({ data, width, height }: GreyImage, times: number): GreyImage {
  let current = Uint8Array.from(data);
  for (let pass = 0; pass < times; pass++) {
    const next = new Uint8Array(current.length);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let sum = 0;
        let count = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const yy = y + dy;
            const xx = x + dx;
            if (yy < 0 || yy >= height || xx < 0 || xx >= width) continue;
            sum += current[yy * width + xx];
            count += 1;
          }
        next[y * width + x] = Math.round(sum / count);
      }
    current = next;
  }
  return { data: current, width, height };
}

describe('photo quality on the device', () => {
  it('finds nothing to fix on a sharp, light, large photo', () => {
    expect(photoProblems(measureGrey(plate(400, 300), 1200))).toEqual([]);
  });

  it('says blurry for a soft photo, dark (not blurry) for a dim one, small for a tiny one', () => {
    expect(photoProblems(measureGrey(blurred(plate(400, 300), 6), 1200))).toEqual(['blurry']);
    expect(photoProblems(measureGrey(plate(400, 300, 40, 4), 1200))).toEqual(['dark']);
    expect(photoProblems(measureGrey(plate(400, 300), 320))).toEqual(['small']);
  });

  it('says glare for a blown-out patch, and nothing for a featureless wall', () => {
    const glary = plate(400, 300);
    for (let y = 50; y < 150; y++) for (let x = 100; x < 250; x++) glary.data[y * 400 + x] = 255;
    expect(photoProblems(measureGrey(glary, 1200))).toEqual(['glare']);
    expect(
      photoProblems(measureGrey({ data: new Uint8Array(120_000).fill(140), width: 400, height: 300 }, 1200)),
    ).toEqual([]);
  });

  it('orders several problems worst first, and has a hint for each', () => {
    const problems = photoProblems(measureGrey(blurred(plate(400, 300, 50, 0), 8), 300));
    expect(problems).toEqual(['small', 'dark', 'blurry']);
    expect(PHOTO_HINTS.blurry).toBe('Hold steady — the label is blurry');
    expect(PHOTO_HINTS.dark).toBe('Too dark — turn on the flash');
  });

  it('turns RGBA pixels grey as sharp does (Rec. 601)', () => {
    const rgba = new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]);
    expect(Array.from(greyOfRgba(rgba, 4, 1).data)).toEqual([76, 150, 29, 255]);
  });

  it("reads the reasons of the server's 422 PHOTO_UNREADABLE, and nothing else", () => {
    const refused = { status: 422, data: { code: 'PHOTO_UNREADABLE', reasons: ['blurry'], message: 'x' } };
    expect(unreadableReasons(refused)).toEqual(['blurry']);
    expect(unreadableReasons({ status: 500, data: { message: 'x' } })).toBeNull();
  });
});
