import { Injectable } from '@nestjs/common';
import { SessionUser } from '../../core/http/auth.guards';
import { SharedFileReader, SharedFileReaderOf } from '../../core/storage/file-access-policy';
import { fileUrl } from '../../core/storage/file-urls';
import { ChatRoomsService } from './chat-rooms.service';

/**
 * The files route's reader of chat attachments (users/<uploader>/chat/…): a user may read one that a
 * message carries in a room they may use now (their support thread, or an equipment room whose
 * equipment they read; a member removed from a home loses its rooms' attachments at once).
 */
@Injectable()
@SharedFileReaderOf('chat')
export class ChatFileReader implements SharedFileReader {
  constructor(private readonly rooms: ChatRoomsService) {}

  canRead(user: SessionUser, key: string): Promise<boolean> {
    return this.rooms.isFileSharedWith(user.id, fileUrl(key));
  }
}
