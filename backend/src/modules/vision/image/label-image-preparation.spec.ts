import sharp from 'sharp';
import { platePhoto } from '../../../../test/support/label-photos';
import {
  inkSkewDegrees,
  partRegionInPhoto,
  photoParts,
  prepareLabelImage,
  regionsUnited,
  turnedPhoto,
  zoomedPhoto,
} from './label-image-preparation';

describe('prepareLabelImage', () => {
  it.each([-5, 3.5])('measures and undoes a %s° tilt, and crops to the plate', async (degrees) => {
    const prepared = await prepareLabelImage(await platePhoto(degrees), 'flattened');
    expect(Math.abs(prepared.skewDegrees - degrees)).toBeLessThanOrEqual(0.3);
    expect(prepared.textBox).not.toBeNull();
    const { width, height, channels } = await sharp(prepared.png).metadata();
    expect(channels).toBe(1);
    // Cropped to the plate: well under the whole photo.
    expect(width! * height!).toBeLessThan(1600 * 1200 * 0.8);
  });

  it('turns light lettering on a dark band into dark lettering on light', async () => {
    const band =
      '<rect width="800" height="100" fill="#8c1c24"/>' +
      '<text x="60" y="75" font-family="DejaVu Sans" font-size="64" font-weight="bold" fill="#fff">RHEEM</text>';
    const prepared = await prepareLabelImage(await platePhoto(0, { band }), 'flattened');
    const box = prepared.textBox!;
    // Regions of the band in the prepared image's coordinates (plate at 400, 360 in the photo; no tilt).
    const region = async (left: number, width: number) =>
      (
        await sharp(
          await sharp(prepared.png)
            .extract({ left: 400 + left - box.left, top: 360 + 20 - box.top, width, height: 60 })
            .toBuffer(),
        ).stats()
      ).channels[0];
    const plain = await region(500, 250);
    const lettering = await region(60, 260);
    expect(plain.mean).toBeGreaterThan(200);
    expect(lettering.min).toBeLessThan(60);
    expect(lettering.mean).toBeLessThan(plain.mean - 40);
  });

  it('turns the photo upright from its EXIF orientation first', async () => {
    const landscape = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#999' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { png } = await prepareLabelImage(landscape);
    const { width, height } = await sharp(png).metadata();
    expect(height).toBeGreaterThan(width!);
  });

  it('never blows a thumbnail up to full size', async () => {
    const thumbnail = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const { width } = await sharp((await prepareLabelImage(thumbnail)).png).metadata();
    expect(width).toBe(80);
  });

  it('refuses an image whose pixel count is over the upload limit before decoding it', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(prepareLabelImage(huge)).rejects.toThrow(/pixel limit/i);
  }, 30_000);
});

describe('inkSkewDegrees: how far a photo is askew, by its ink', () => {
  it.each([30, -38, 17, 4, 0])('measures a plate photographed %s° askew', async (degrees) => {
    expect(Math.abs((await inkSkewDegrees(await platePhoto(degrees))) - degrees)).toBeLessThanOrEqual(1);
  });

  it.each([
    [0, 30],
    [0, -25],
    [25, -20],
  ])(
    'measures the text, not the cables, of a plate %s° askew on a wall crossed by cables at %s°',
    async (degrees, cablesAt) => {
      const photo = await platePhoto(degrees, { wall: '#d8d4cc', cablesAt });
      expect(Math.abs((await inkSkewDegrees(photo)) - degrees)).toBeLessThanOrEqual(1);
    },
  );
});

describe('zoomedPhoto and turnedPhoto: a photo framed anew', () => {
  /** The plate photo (1600 × 1200) small on a plain 4800 × 3600 wall, its top-left corner at (2400, 1200). */
  async function farPhoto(): Promise<Buffer> {
    const plate = await platePhoto(0);
    return sharp({ create: { width: 4800, height: 3600, channels: 3, background: '#777777' } })
      .composite([{ input: plate, left: 2400, top: 1200 }])
      .jpeg({ quality: 90 })
      .toBuffer();
  }

  it('cuts the part where the text stands at the photo’s own resolution, found by its ink', async () => {
    const zoomed = await zoomedPhoto(await farPhoto());
    expect(zoomed).not.toBeNull();
    const { width, height } = await sharp(zoomed!).metadata();
    // Half the photo each way at least (the text is smaller), at the photo's resolution.
    expect(width).toBe(2400);
    expect(height).toBe(1800);
  });

  it('centres the window on the lines it is given, and keeps it inside the photo', async () => {
    const far = await farPhoto();
    const zoomed = await zoomedPhoto(far, { left: 0.9, top: 0.9, right: 0.95, bottom: 0.95 });
    const { width, height } = await sharp(zoomed!).metadata();
    expect([width, height]).toEqual([2400, 1800]);
    // Centred on (0.925, 0.925), half the photo each way, so pushed back to end at its bottom-right corner.
    // (stats() reads its input, so each part is cut to a buffer first.)
    const meanOf = async (image: Buffer) => (await sharp(image).stats()).channels[0].mean;
    const part = async (left: number, top: number) =>
      meanOf(await sharp(far).extract({ left, top, width: 2400, height: 1800 }).png().toBuffer());
    const actual = await meanOf(zoomed!);
    expect(Math.abs(actual - (await part(2400, 1800)))).toBeLessThan(0.5);
    expect(Math.abs(actual - (await part(2400, 1200)))).toBeGreaterThan(2);
  });

  it('leaves a photo whose text fills it alone', async () => {
    expect(await zoomedPhoto(await platePhoto(0))).toBeNull();
    expect(await zoomedPhoto(await platePhoto(0), { left: 0.1, top: 0.1, right: 0.9, bottom: 0.8 })).toBeNull();
  });

  it('turns the photo clockwise, upright by its EXIF orientation first', async () => {
    const photo = await platePhoto(0);
    const turned = await turnedPhoto(photo, 90);
    expect(await sharp(turned).metadata()).toMatchObject({ width: 1200, height: 1600 });
    // A photo stored on its side with EXIF orientation 6 (turn 90° to view) comes out as the viewer sees it, turned.
    const stored = await sharp(photo).rotate(270).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const viewedTurned = await turnedPhoto(stored, 90);
    const viewed = await sharp(viewedTurned).metadata();
    expect(viewed).toMatchObject({ width: 1200, height: 1600 });
    expect(viewed.orientation).toBeUndefined();
  });

  it('cuts a large photo into nine overlapping parts at its own resolution, each where it says it stands', async () => {
    const far = await farPhoto();
    const parts = await photoParts(far);
    expect(parts).toHaveLength(9);
    expect(parts!.map((part) => part.region.left)).toEqual([0, 0.3, 0.6, 0, 0.3, 0.6, 0, 0.3, 0.6]);
    expect(Math.max(...parts!.map((part) => part.region.right))).toBeCloseTo(1);
    expect(Math.max(...parts!.map((part) => part.region.bottom))).toBeCloseTo(1);
    const meanOf = async (image: Buffer) => (await sharp(image).stats()).channels[0].mean;
    for (const { photo, region } of parts!) {
      const { width, height } = await sharp(photo).metadata();
      expect([width, height]).toEqual([1920, 1440]);
      // The plate (bright, at 2400–4000 × 1200–2400) shows in a part exactly when the part's place says so.
      const expected = await meanOf(
        await sharp(far)
          .extract({ left: Math.round(region.left * 4800), top: Math.round(region.top * 3600), width, height })
          .png()
          .toBuffer(),
      );
      expect(Math.abs((await meanOf(photo)) - expected)).toBeLessThan(0.5);
    }
  });

  it('places what a part shows in the whole photo, and unites what several parts show', () => {
    const part = { photo: Buffer.alloc(0), region: { left: 0.3, top: 0.6, right: 0.7, bottom: 1 } };
    const inPart = { left: 0.5, top: 0, right: 1, bottom: 0.25 };
    const placed = partRegionInPhoto(part, inPart);
    expect(placed.left).toBeCloseTo(0.5);
    expect(placed.top).toBeCloseTo(0.6);
    expect(placed.right).toBeCloseTo(0.7);
    expect(placed.bottom).toBeCloseTo(0.7);
    expect(regionsUnited(null, placed)).toBe(placed);
    expect(regionsUnited(placed, { left: 0.1, top: 0.65, right: 0.4, bottom: 0.9 })).toEqual({
      left: 0.1,
      top: 0.6,
      right: 0.7,
      bottom: 0.9,
    });
  });

  it('cuts no parts from a photo too small for them to come 2.5 times closer (long side under 1600 px)', async () => {
    expect(
      await photoParts(
        await sharp(await platePhoto(0))
          .resize({ width: 1500 })
          .toBuffer(),
      ),
    ).toBeNull();
    expect(await photoParts(await platePhoto(0))).toHaveLength(9);
  });
});
