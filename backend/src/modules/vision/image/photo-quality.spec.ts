import sharp from 'sharp';
import type { LabelAnalysisResult } from '../label-reading';
import {
  measureGrey,
  measurePhotoQuality,
  PHOTO_QUALITY_LIMITS,
  photoProblems,
  refusalReasons,
  type GreyImage,
} from './photo-quality';

/** A light plate (grey `plate`) with dark text-like strokes (grey `ink`), `width` × `height`. */
function plate(width: number, height: number, plate = 220, ink = 40): GreyImage {
  const data = new Uint8Array(width * height).fill(plate);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Strokes 3 px wide every 12 px, on lines 20 px tall every 40 px: print-like edges.
      if (y % 40 < 20 && x % 12 < 3) data[y * width + x] = ink;
    }
  }
  return { data, width, height };
}

/** A 3 × 3 box blur applied `times` times (a soft-focus photo). */
function blurred({ data, width, height }: GreyImage, times: number): GreyImage {
  let current = data;
  for (let pass = 0; pass < times; pass++) {
    const next = new Uint8Array(current.length);
    for (let y = 0; y < height; y++) {
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
    }
    current = next;
  }
  return { data: current, width, height };
}

const NOTHING: LabelAnalysisResult = {
  suggestedName: null,
  brand: null,
  modelNumber: null,
  serialNumber: null,
  equipmentType: null,
  estimatedAge: { years: null, confidence: 'low', details: '', alternatives: [], ruleId: null },
};

describe('photo quality', () => {
  it('finds no problem in a sharp, light, large photo', () => {
    const measures = measureGrey(plate(400, 300), 1200);
    expect(measures.sharpness).toBeGreaterThan(PHOTO_QUALITY_LIMITS.minSharpness);
    expect(photoProblems(measures)).toEqual([]);
  });

  it('calls a soft photo blurry, a dark one dark (not blurry), a small one small', () => {
    expect(photoProblems(measureGrey(blurred(plate(400, 300), 6), 1200))).toEqual(['blurry']);
    // The same print at a tenth of the light: its sharpness over its own contrast does not change.
    const dark = plate(400, 300, 40, 4);
    expect(photoProblems(measureGrey(dark, 1200))).toEqual(['dark']);
    expect(measureGrey(dark, 1200).sharpness).toBeGreaterThan(PHOTO_QUALITY_LIMITS.minSharpness);
    expect(photoProblems(measureGrey(plate(400, 300), 300))).toEqual(['small']);
  });

  it('calls a photo with a blown-out patch glary, its print still sharp', () => {
    const image = plate(400, 300);
    for (let y = 50; y < 150; y++) for (let x = 100; x < 250; x++) image.data[y * 400 + x] = 255;
    expect(photoProblems(measureGrey(image, 1200))).toEqual(['glare']);
  });

  it('does not call a featureless photo (a wall) blurry: there is nothing in it', () => {
    const wall = { data: new Uint8Array(400 * 300).fill(140), width: 400, height: 300 };
    expect(photoProblems(measureGrey(wall, 1200))).toEqual([]);
  });

  it('refuses only a photo that read nothing the form takes and whose quality explains it', () => {
    const blurry = { shorterSide: 1200, brightness: 200, sharpness: 10, contrast: 120, glare: 0 };
    const fine = { ...blurry, sharpness: 80 };
    expect(refusalReasons(NOTHING, blurry)).toEqual(['blurry']);
    expect(refusalReasons({ ...NOTHING, serialNumber: 'Q051512345' }, blurry)).toBeNull();
    expect(refusalReasons({ ...NOTHING, equipmentType: 'Furnace' }, blurry)).toBeNull();
    expect(refusalReasons(NOTHING, fine)).toBeNull();
  });

  it('measures an encoded photo upright, on a copy of at most the analysed side', async () => {
    const { data, width, height } = plate(1600, 1000);
    const jpeg = await sharp(Buffer.from(data), { raw: { width, height, channels: 1 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    const measures = await measurePhotoQuality(jpeg);
    expect(measures.shorterSide).toBe(1000);
    expect(photoProblems(measures)).toEqual([]);
    const soft = await sharp(jpeg).blur(8).jpeg().toBuffer();
    expect(photoProblems(await measurePhotoQuality(soft))).toEqual(['blurry']);
    const dark = await sharp(jpeg).linear(0.15, 0).jpeg().toBuffer();
    expect(photoProblems(await measurePhotoQuality(dark))).toContain('dark');
  });
});
