import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UnsupportedMediaTypeException } from '@nestjs/common';
import sharp from 'sharp';
import type { UploadedFileData } from '../http/http-request';
import { checkUploadedImage } from '../http/uploaded-image';
import { transcodeHeicToJpeg } from './heic-transcoder';
import { PHOTO_UPLOAD_RULES, normalisePhoto } from './photo-normaliser';

const FIXTURES = join(__dirname, '../../../test/fixtures');
/** A label fixture as an iPhone saves photos: HEVC in HEIF (made with ImageMagick's libheif, test/fixtures/heic). */
const HEIC = readFileSync(join(FIXTURES, 'heic/004-rheem-rheemLetters.heic'));
const SAME_AS_JPEG = readFileSync(join(FIXTURES, 'labels/004-rheem-rheemLetters.jpg'));

const upload = (buffer: Buffer, originalname = 'IMG_0042.HEIC') =>
  ({ buffer, size: buffer.length, originalname }) as UploadedFileData;

/** Mean absolute difference per channel value between two images of the same size, 0–255. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all(
    [a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  expect([left.info.width, left.info.height]).toEqual([right.info.width, right.info.height]);
  let sum = 0;
  for (let i = 0; i < left.data.length; i++) sum += Math.abs(left.data[i] - right.data[i]);
  return sum / left.data.length;
}

describe('HEIC photos (iPhone)', () => {
  it('are HEVC, which this sharp build reads the header of but cannot decode', async () => {
    const metadata = await sharp(HEIC).metadata();
    expect([metadata.format, metadata.compression, metadata.width, metadata.height]).toEqual([
      'heif',
      'hevc',
      1280,
      960,
    ]);
    await expect(sharp(HEIC).jpeg().toBuffer()).rejects.toThrow();
  });

  it('transcodes to a JPEG of the same picture', async () => {
    const jpeg = await transcodeHeicToJpeg(HEIC);
    const metadata = await sharp(jpeg).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1280, 960]);
    // Both are lossy copies of one photo: they differ by compression noise only (a blank or shifted picture
    // would differ by tens).
    expect(await meanDifference(jpeg, SAME_AS_JPEG)).toBeLessThan(4);
  });

  it('are checked as uploads and come out as JPEG for every later step', async () => {
    const checked = await checkUploadedImage(upload(HEIC), PHOTO_UPLOAD_RULES);
    expect(checked).toMatchObject({ mimeType: 'image/jpeg', extension: 'jpg', width: 1280, height: 960 });
    expect(checked.originalName).toBe('IMG_0042.HEIC');
    const stored = await normalisePhoto(checked);
    expect([stored.mimeType, stored.width, stored.height]).toEqual(['image/jpeg', 1280, 960]);
  });

  it('refuses a file that does not decode with the upload message, and takes the next one as before', async () => {
    const cut = HEIC.subarray(0, Math.floor(HEIC.length / 2));
    await expect(transcodeHeicToJpeg(Buffer.from('not an image at all'))).rejects.toThrow(/HEIC not decoded/);
    const refused = checkUploadedImage(upload(cut), PHOTO_UPLOAD_RULES);
    await expect(refused).rejects.toBeInstanceOf(UnsupportedMediaTypeException);
    await expect(refused).rejects.toThrow(PHOTO_UPLOAD_RULES.wrongTypeMessage);
    // Several at once take turns and each gets its own picture.
    const all = await Promise.all([transcodeHeicToJpeg(HEIC), transcodeHeicToJpeg(HEIC)]);
    for (const jpeg of all) expect((await sharp(jpeg).metadata()).width).toBe(1280);
  });

  it('stay refused where only web formats are allowed (avatars), before anything decodes', async () => {
    const rules = { ...PHOTO_UPLOAD_RULES, allowedMimeTypes: ['image/jpeg', 'image/png', 'image/webp'] };
    await expect(checkUploadedImage(upload(HEIC), rules)).rejects.toBeInstanceOf(UnsupportedMediaTypeException);
  });
});
