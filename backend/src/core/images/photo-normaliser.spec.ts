import sharp from 'sharp';
import type { UploadedFileData } from '../http/http-request';
import { checkUploadedImage } from '../http/uploaded-image';
import { MAX_PHOTO_SIDE, PHOTO_UPLOAD_RULES, normalisePhoto } from './photo-normaliser';

const upload = (buffer: Buffer) => ({ buffer, size: buffer.length, originalname: 'photo.jpg' }) as UploadedFileData;

describe('normalisePhoto', () => {
  it('turns the photo upright, caps the longest side and drops the metadata', async () => {
    // A 4000x3000 camera JPEG whose EXIF says "rotate 90° clockwise to view", with GPS-like metadata.
    const camera = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', Copyright: 'secret-serial-123' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(camera).metadata()).orientation).toBe(6);
    expect(camera.includes('secret-serial-123')).toBe(true);

    const photo = await normalisePhoto(await checkUploadedImage(upload(camera), PHOTO_UPLOAD_RULES));
    const metadata = await sharp(photo.buffer).metadata();
    expect(metadata.format).toBe('jpeg');
    expect([metadata.width, metadata.height]).toEqual([1920, MAX_PHOTO_SIDE]);
    expect([photo.width, photo.height]).toEqual([1920, MAX_PHOTO_SIDE]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(photo.buffer.includes('secret-serial-123')).toBe(false);
  });

  it('never enlarges a small photo and puts transparency on white', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const photo = await normalisePhoto(await checkUploadedImage(upload(png), PHOTO_UPLOAD_RULES));
    expect([photo.width, photo.height]).toEqual([40, 30]);
    const { data } = await sharp(photo.buffer).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(245);
  });

  it('answers 415 with the spec message when the pixels cannot be decoded', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, 400);
    const image = {
      buffer: truncated,
      originalName: 'photo.jpg',
      mimeType: 'image/jpeg',
      extension: 'jpg',
      width: 200,
      height: 200,
    };
    await expect(normalisePhoto(image)).rejects.toMatchObject({
      status: 415,
      message: 'Please upload an image file',
    });
  });
});
