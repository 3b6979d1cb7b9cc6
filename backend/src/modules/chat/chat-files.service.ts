import type { ChatUploadView } from './chat.view';
import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { UploadedFileData } from '../../core/http/http-request';
import { MB, checkUploadedImage } from '../../core/http/uploaded-image';
import { PHOTO_UPLOAD_RULES, normalisePhoto } from '../../core/images/photo-normaliser';
import { fileUrl } from '../../core/storage/file-urls';
import { ObjectStorage } from '../../core/storage/object-storage';
import { userFilesPrefix } from '../../core/storage/storage-keys';
import {
  ChatFileKind,
  attachmentDisplayName,
  detectChatFileKind,
  storageSafeName,
  uploadedFileName,
} from './chat-file-kind';

export const CHAT_UPLOAD_MAX_BYTES = 5 * MB;
export const CHAT_FILE_TOO_LARGE = 'Please select a file smaller than 5MB';
export const CHAT_FILE_WRONG_TYPE = 'Unsupported file type. Allowed: images, PDF, DOC, DOCX and TXT files';

const STORED_IMAGE_KIND: ChatFileKind = {
  contentType: 'image/jpeg',
  extension: 'jpg',
  nameExtensions: ['jpg', 'jpeg'],
};

/**
 * Chat attachments: checked by content; images re-encoded like every other photo (EXIF such as GPS
 * dropped, at most 40 megapixels decoded, at most 2560 px stored, JPEG), stored under users/<uploaderId>/chat/<uuid>/<safe name> (so
 * deleting the user deletes them), readable by the uploader, admins, and the members of any room
 * where a message carries the file (ChatFileReader, the files route's reader of the 'chat' area).
 */
@Injectable()
export class ChatFilesService {
  constructor(private readonly storage: ObjectStorage) {}

  async upload(uploaderId: number, file: UploadedFileData | undefined): Promise<ChatUploadView> {
    if (!file) throw new BadRequestException('No file selected');
    if (file.size > CHAT_UPLOAD_MAX_BYTES) throw new PayloadTooLargeException(CHAT_FILE_TOO_LARGE);
    let kind = await detectChatFileKind(file.buffer);
    if (!kind) throw new UnsupportedMediaTypeException(CHAT_FILE_WRONG_TYPE);
    let bytes = file.buffer;
    if (kind.contentType.startsWith('image/')) {
      // The pixel limit (413) is checked from the header, before anything is decoded.
      const image = await checkUploadedImage(file, { ...PHOTO_UPLOAD_RULES, maxBytes: CHAT_UPLOAD_MAX_BYTES });
      bytes = (await normalisePhoto(image)).buffer;
      kind = STORED_IMAGE_KIND;
    }
    const fileName = attachmentDisplayName(uploadedFileName(file.originalname), kind);
    const key = `${userFilesPrefix(uploaderId)}chat/${randomUUID()}/${storageSafeName(fileName)}`;
    await this.storage.put(key, bytes, kind.contentType);
    return { fileUrl: fileUrl(key), fileName };
  }
}
