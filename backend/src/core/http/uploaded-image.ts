import {
  BadRequestException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
  UploadedFile,
} from '@nestjs/common';
import sharp from 'sharp';

export const MB = 1024 * 1024;
/** A small file can still decode to a huge bitmap; refuse anything above ~40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

const MIME_BY_FORMAT: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  heif: 'image/heic',
  avif: 'image/avif',
  tiff: 'image/tiff',
};

export interface CheckedImage {
  buffer: Buffer;
  /** The name the file had on the uploader's device (for documents' display names). */
  originalName: string;
  mimeType: string;
  extension: string;
  width: number;
  height: number;
}

export interface ImageRules {
  maxBytes: number;
  allowedMimeTypes: string[];
  tooLargeMessage: string;
  wrongTypeMessage: string;
}

/**
 * Checks an uploaded file by its content (never by name or declared type): it must decode as one of
 * the allowed image formats, within the size and pixel limits.
 */
export async function checkUploadedImage(
  file: Express.Multer.File | undefined,
  rules: ImageRules,
): Promise<CheckedImage> {
  if (!file) throw new UnsupportedMediaTypeException(rules.wrongTypeMessage);
  if (file.size > rules.maxBytes) throw new PayloadTooLargeException(rules.tooLargeMessage);
  let metadata: sharp.Metadata;
  try {
    // metadata() reads only the header; the pixel limit is checked below, before anything decodes.
    metadata = await sharp(file.buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeException(rules.wrongTypeMessage);
  }
  const mimeType = MIME_BY_FORMAT[metadata.format ?? ''];
  if (!mimeType || !rules.allowedMimeTypes.includes(mimeType) || !metadata.width || !metadata.height) {
    throw new UnsupportedMediaTypeException(rules.wrongTypeMessage);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new PayloadTooLargeException('Image dimensions are too large');
  }
  return {
    buffer: file.buffer,
    originalName: file.originalname,
    mimeType,
    extension: metadata.format === 'jpeg' ? 'jpg' : metadata.format!,
    width: metadata.width,
    height: metadata.height,
  };
}

/**
 * The multipart file of the route's FileUpload interceptor, checked by content against the rules:
 * `@UploadedImage(PHOTO_UPLOAD_RULES) image: CheckedImage`. No file → 400 'No file selected'.
 */
export function UploadedImage(rules: ImageRules): ParameterDecorator {
  return UploadedFile({
    transform: async (file: Express.Multer.File | undefined) => {
      if (!file) throw new BadRequestException('No file selected');
      return checkUploadedImage(file, rules);
    },
  });
}
