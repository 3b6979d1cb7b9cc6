import { UnsupportedMediaTypeException } from '@nestjs/common';
import { sharp } from './sharp';
import { CheckedImage, MAX_INPUT_PIXELS, MB } from '../http/uploaded-image';

/**
 * Rules for every photo upload (home, library, equipment, label, warranty document images): spec §5
 * and §9. Checked by content with checkUploadedImage; any format sharp can read is accepted because
 * the stored file is re-encoded by normalisePhoto anyway.
 */
export const PHOTO_UPLOAD_RULES = {
  maxBytes: 5 * MB,
  allowedMimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/avif', 'image/tiff'],
  tooLargeMessage: 'Please upload an image smaller than 5MB',
  wrongTypeMessage: 'Please upload an image file',
};

/** Longest side of a stored photo: enough to read a label, far below a phone camera's 4000+ px. */
export const MAX_PHOTO_SIDE = 2560;
const JPEG_QUALITY = 85;

export interface NormalisedPhoto {
  buffer: Buffer;
  mimeType: 'image/jpeg';
  extension: 'jpg';
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded photo for storage: turned upright from its EXIF orientation, metadata (GPS
 * position, camera serial…) dropped, longest side at most 2560 px (never enlarged), transparency on
 * white, JPEG at quality 85. Whatever else the upload carried is never served back.
 */
export async function normalisePhoto(image: CheckedImage): Promise<NormalisedPhoto> {
  try {
    const { data, info } = await sharp(image.buffer, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { buffer: data, mimeType: 'image/jpeg', extension: 'jpg', width: info.width, height: info.height };
  } catch {
    // The header was readable (checkUploadedImage) but the pixels are not: truncated file, or a codec
    // this build lacks (HEVC-encoded HEIC).
    throw new UnsupportedMediaTypeException(PHOTO_UPLOAD_RULES.wrongTypeMessage);
  }
}
