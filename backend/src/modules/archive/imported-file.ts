import { isReadablePdf } from '../../core/documents/uploaded-document';
import { checkImageBytes } from '../../core/http/uploaded-image';
import { normalisePhoto, PHOTO_UPLOAD_RULES } from '../../core/images/photo-normaliser';
import { refuse } from './archive-refusal';
import { IMAGE_CONTENT_TYPES, PDF_CONTENT_TYPE } from './export-format';

/** A file of an archive as it is stored: images always as the JPEG the upload pipeline makes. */
export interface StorableImportedFile {
  data: Buffer;
  contentType: string;
}

const notValid = (message: string) => refuse('INVALID_CONTENT', `The archive's contents are not valid: ${message}`);

/** Whether an imported file stored under `contentType` becomes a JPEG (its storage key ends in .jpg). */
export const isImportedImage = (contentType: string): boolean => IMAGE_CONTENT_TYPES.includes(contentType);

/**
 * An archive's file judged by its bytes exactly as an upload is, never by the manifest's word: an image
 * must decode (header, pixel limit, then every pixel) and is re-encoded by the upload pipeline
 * (normalisePhoto: upright, metadata such as EXIF GPS dropped, at most 2560 px, JPEG), so what is served
 * back is what the app made; a PDF must open as one (isReadablePdf: pdf.js reads its structure and finds a
 * page; a text file, a bare header or a truncated PDF is refused). Anything else is a 400 naming the entry.
 */
export async function storableImportedFile(
  path: string,
  contentType: string,
  data: Buffer,
  maxBytes: number,
): Promise<StorableImportedFile> {
  if (isImportedImage(contentType)) {
    try {
      const image = await checkImageBytes(data, path, { ...PHOTO_UPLOAD_RULES, maxBytes });
      const photo = await normalisePhoto(image);
      return { data: photo.buffer, contentType: photo.mimeType };
    } catch {
      throw notValid(`${path} is not a readable image`);
    }
  }
  if (contentType === PDF_CONTENT_TYPE) {
    if (!(await isReadablePdf(data))) throw notValid(`${path} is not a readable PDF`);
    return { data, contentType };
  }
  throw notValid(`${path} has a type Home Book does not store (${contentType})`);
}
