import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Metadata } from 'sharp';
import { sharp } from '../images/sharp';
import { transcodeHeicToJpeg } from '../images/heic-transcoder';
import { UploadedFileInMemory } from './file-upload.interceptor';
import type { UploadedFileData } from './http-request';

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
export async function checkUploadedImage(file: UploadedFileData | undefined, rules: ImageRules): Promise<CheckedImage> {
  if (!file) throw new UnsupportedMediaTypeException(rules.wrongTypeMessage);
  return checkImageBytes(file.buffer, file.originalname, rules);
}

/** checkUploadedImage for bytes that came another way than a multipart upload (an imported archive's file). */
export async function checkImageBytes(buffer: Buffer, originalName: string, rules: ImageRules): Promise<CheckedImage> {
  const file = { buffer, originalname: originalName, size: buffer.length };
  if (file.size > rules.maxBytes) throw new PayloadTooLargeException(rules.tooLargeMessage);
  let metadata: Metadata;
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
  if (metadata.format === 'heif' && metadata.compression === 'hevc') return asJpeg(file, rules);
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
 * An iPhone's photo (HEIC: HEVC in HEIF), which sharp reads the header of but cannot decode, as the JPEG every
 * later step reads (stored photos are re-encoded anyway; a label is read from the same pixels). A file that
 * does not decode is refused like any other non-image.
 */
async function asJpeg(file: { buffer: Buffer; originalname: string }, rules: ImageRules): Promise<CheckedImage> {
  let jpeg: Buffer;
  let metadata: Metadata;
  try {
    jpeg = await transcodeHeicToJpeg(file.buffer);
    metadata = await sharp(jpeg).metadata();
  } catch {
    throw new UnsupportedMediaTypeException(rules.wrongTypeMessage);
  }
  return {
    buffer: jpeg,
    originalName: file.originalname,
    mimeType: 'image/jpeg',
    extension: 'jpg',
    width: metadata.width!,
    height: metadata.height!,
  };
}

/**
 * The multipart file of the route's FileUpload interceptor, checked by content against the rules:
 * `@UploadedImage(PHOTO_UPLOAD_RULES) image: CheckedImage`. No file → 400 'No file selected'.
 */
export function UploadedImage(rules: ImageRules): ParameterDecorator {
  return UploadedFileInMemory({
    transform: async (file: UploadedFileData | undefined) => {
      if (!file) throw new BadRequestException('No file selected');
      return checkUploadedImage(file, rules);
    },
  });
}
