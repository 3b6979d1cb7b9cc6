import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { detectDocumentKind, isReadablePdf } from '../../../core/documents/uploaded-document';
import type { UploadedFileData } from '../../../core/http/http-request';
import { checkUploadedImage, MB } from '../../../core/http/uploaded-image';
import { normalisePhoto, PHOTO_UPLOAD_RULES } from '../../../core/images/photo-normaliser';

export const ATTACHMENT_MAX_BYTES = 5 * MB;
export const ATTACHMENT_TOO_LARGE = 'Please upload a file smaller than 5MB';
export const ATTACHMENT_WRONG_TYPE = 'Please upload an image or a PDF';
export const MAX_ATTACHMENTS = 10;

export interface StorableAttachment {
  buffer: Buffer;
  contentType: string;
  extension: 'jpg' | 'pdf';
}

/**
 * A maintenance attachment, judged by its bytes: a PDF that opens (stored as sent) or an image
 * (checked and re-encoded like every photo: upright, metadata dropped). Anything else is a 415.
 */
export async function storableAttachment(file: UploadedFileData | undefined): Promise<StorableAttachment> {
  if (!file) throw new BadRequestException('No file selected');
  if (file.size > ATTACHMENT_MAX_BYTES) throw new PayloadTooLargeException(ATTACHMENT_TOO_LARGE);
  if (detectDocumentKind(file.buffer) === 'pdf') {
    if (!(await isReadablePdf(file.buffer))) throw new UnsupportedMediaTypeException(ATTACHMENT_WRONG_TYPE);
    return { buffer: file.buffer, contentType: 'application/pdf', extension: 'pdf' };
  }
  const image = await checkUploadedImage(file, {
    ...PHOTO_UPLOAD_RULES,
    maxBytes: ATTACHMENT_MAX_BYTES,
    tooLargeMessage: ATTACHMENT_TOO_LARGE,
    wrongTypeMessage: ATTACHMENT_WRONG_TYPE,
  });
  const photo = await normalisePhoto(image);
  return { buffer: photo.buffer, contentType: photo.mimeType, extension: 'jpg' };
}
