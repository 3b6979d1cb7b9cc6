import sharp from 'sharp';
import { stretchLightness } from './lightness-stretch';

/** A grey photo: a dim plate (levels 60–150) with darker lettering, noise, and a few specks of glare. */
async function dimPlate(seed: number): Promise<{ data: Buffer; width: number; height: number }> {
  const width = 400;
  const height = 300;
  const data = Buffer.alloc(width * height);
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const lettering = y % 40 < 14 && x % 24 < 10;
      data[y * width + x] = Math.round((lettering ? 60 : 110 + (40 * x) / width) + 20 * (random() - 0.5));
    }
  }
  for (let i = 0; i < 30; i++) data[Math.floor(random() * data.length)] = 200 + Math.floor(random() * 55);
  return { data, width, height };
}

function sharpNormalise({ data, width, height }: { data: Buffer; width: number; height: number }): Promise<Buffer> {
  return sharp(data, { raw: { width, height, channels: 1 } })
    .normalise()
    .extractChannel(0)
    .raw()
    .toBuffer();
}

describe('stretchLightness', () => {
  it.each([1, 2, 3])('gives exactly what sharp normalise() gives (photo %s)', async (seed) => {
    const photo = await dimPlate(seed);
    const expected = await sharpNormalise(photo);
    const { data } = await stretchLightness({ ...photo, data: Buffer.from(photo.data) });
    expect(Buffer.from(data).equals(expected)).toBe(true);
    // And it did stretch: the lettering went near black, the plate's bright side near white.
    expect(Math.min(...data)).toBeLessThan(10);
    expect(Math.max(...data)).toBeGreaterThan(245);
  });

  it('leaves a light plate with sparse lettering and fine grain as it is (a gain over 4), where normalise() turns it dark', async () => {
    // Background 230 ± 8 of grain, lettering at 20 on 1.2% of the pixels, a white margin on 3%.
    const width = 500;
    const height = 400;
    const data = Buffer.alloc(width * height);
    let state = 7;
    const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < data.length; i++) {
      const x = i % width;
      const y = Math.floor(i / width);
      const lettering = y % 100 < 10 && y % 100 >= 8 && x > 50 && x < 350;
      data[i] = x < 15 ? 255 : lettering ? 20 : Math.round(230 + 16 * (random() - 0.5));
    }
    const normalised = await sharpNormalise({ data, width, height });
    expect(normalised[width * 50 + 200]).toBeLessThan(230 - 128); // what normalise() does to the background
    const { data: stretched } = await stretchLightness({ data: Buffer.from(data), width, height });
    expect(Buffer.from(stretched).equals(data)).toBe(true);
  });

  it('leaves a flat image as it is', async () => {
    const flat = Buffer.alloc(100, 128);
    expect((await stretchLightness({ data: flat, width: 10, height: 10 })).data).toEqual(Buffer.alloc(100, 128));
  });

  it('writes over the pixels it is given', async () => {
    const data = Buffer.from([10, 50, 90, 130, 170, 210]);
    expect((await stretchLightness({ data, width: 6, height: 1 })).data).toBe(data);
    expect(data[0]).toBeLessThan(10);
    expect(data[5]).toBeGreaterThan(210);
  });
});
