import type { ChatHistoryView, SupportThreadView } from './chat.view';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SessionUser } from '../../core/http/auth.guards';
import { parseId } from '../../core/http/parse-id.pipe';
import { ObjectStorage } from '../../core/storage/object-storage';
import { storageKeyFromUrl } from '../../core/storage/file-urls';
import { UsersService } from '../identity/users.service';
import { FILE_NOT_UPLOADED, MessageInput } from './chat-message-input';
import { ChatMessageView, MESSAGE_COLUMNS, MessageRow, toMessageView } from './chat-message.view';
import { ChatRoomRef, ROOM_NOT_ALLOWED, threadRoomId } from './chat-room-ref';
import { ChatRoomsService, isForeignKeyViolation } from './chat-rooms.service';
import { WAITING_SINCE_SQL } from './support-queue';

export const DEFAULT_HISTORY_LIMIT = 50;
export const MAX_HISTORY_LIMIT = 100;

/** Messages: saving a sent one, history pages (which mark what they return as read), the admins' thread list. */
@Injectable()
export class ChatMessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rooms: ChatRoomsService,
    private readonly storage: ObjectStorage,
    private readonly users: UsersService,
  ) {}

  /** Saves a message from the sender (read by the sender) and bumps the room's updatedAt, in one statement. */
  async save(sender: SessionUser, ref: ChatRoomRef, input: MessageInput): Promise<ChatMessageView> {
    if (ref.kind === 'feed') throw new BadRequestException('Choose a support thread to reply to');
    if (input.fileUrl && !(await this.storage.exists(storageKeyFromUrl(input.fileUrl)!))) {
      throw new BadRequestException(FILE_NOT_UPLOADED);
    }
    const [row] = await this.dataSource
      .query(
        `WITH saved AS (
         INSERT INTO chat_messages (room_id, sender_id, content, message_type, file_url, file_name, read_by)
         VALUES ($1, $2, $3, $4, $5, $6, ARRAY[$2]::int[])
         RETURNING ${MESSAGE_COLUMNS}
       ), touched AS (UPDATE chat_rooms SET updated_at = now() WHERE id = $1)
       SELECT * FROM saved`,
        [ref.dbId, sender.id, input.content, input.messageType, input.fileUrl, input.fileName],
      )
      .catch((error: unknown) => {
        // The room went away since the socket was let in (its equipment or its owner was deleted).
        if (isForeignKeyViolation(error)) throw new NotFoundException(ROOM_NOT_ALLOWED);
        throw error;
      });
    return toMessageView(row as MessageRow, ref.roomId);
  }

  /**
   * A page of the room's messages before `before` (newest page when absent), oldest first. The
   * returned messages become read by the reader, and the reader's lastSeen is now.
   */
  async history(
    reader: SessionUser,
    ref: ChatRoomRef,
    query: { before?: unknown; limit?: unknown },
  ): Promise<ChatHistoryView> {
    const { before, limit } = parsePaging(query);
    if (ref.kind === 'feed') return { roomId: ref.roomId, messages: [], hasMore: false };
    const rows: MessageRow[] = await this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages
       WHERE room_id = $1 AND ($2::int IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
      [ref.dbId, before, limit + 1],
    );
    const page = rows.slice(0, limit).reverse();
    const unread = page.filter((row) => !row.read_by.includes(reader.id)).map((row) => row.id);
    await Promise.all([
      // The page is every message of the room between its first and last id.
      unread.length ? this.markReadBetween(ref.dbId, reader, page[0].id, page[page.length - 1].id) : null,
      this.rooms.touchParticipant(ref.dbId, reader.id),
    ]);
    for (const row of page) if (unread.includes(row.id)) row.read_by = [...row.read_by, reader.id];
    return {
      roomId: ref.roomId,
      messages: page.map((row) => toMessageView(row, ref.roomId)),
      hasMore: rows.length > limit,
    };
  }

  /**
   * Marks every message of the room up to `upTo` as read by the reader, and the reader's lastSeen is now:
   * what a client calls for messages that reached an open room live (a history page marks its own). Messages
   * after `upTo`, and other rooms' messages with lower ids, stay as they were. The feed holds no messages.
   */
  async markRead(reader: SessionUser, ref: ChatRoomRef, upTo: number): Promise<void> {
    if (ref.kind === 'feed') return;
    await Promise.all([
      this.markReadBetween(ref.dbId, reader, null, upTo),
      this.rooms.touchParticipant(ref.dbId, reader.id),
    ]);
  }

  /** The room's messages with ids from `fromId` (null: the first) to `upTo` become read by the reader. */
  private async markReadBetween(roomDbId: number, reader: SessionUser, fromId: number | null, upTo: number) {
    await this.dataSource.query(
      `UPDATE chat_messages SET read_by = array_append(read_by, $2)
       WHERE room_id = $1 AND ($3::int IS NULL OR id >= $3) AND id <= $4 AND NOT ($2 = ANY(read_by))`,
      [roomDbId, reader.id, fromId, upTo],
    );
  }

  /**
   * Every support thread for the admin's dashboard: those waiting for an answer first, longest wait first, then
   * the most recent; with the user, the latest message, how many of the user's messages this admin has not read,
   * and since when the user waits (computed in the database).
   */
  async supportThreads(admin: SessionUser): Promise<SupportThreadView[]> {
    const rows: (MessageRow & {
      owner_user_id: number;
      room_updated_at: Date;
      unread_count: number;
      waiting_since: Date | null;
    })[] = await this.dataSource.query(
      `SELECT r.owner_user_id, r.updated_at AS room_updated_at, last.*, wait.waiting_since,
           (SELECT count(*)::int FROM chat_messages m
            WHERE m.room_id = r.id AND m.sender_id = r.owner_user_id AND NOT ($1 = ANY(m.read_by))) AS unread_count
         FROM chat_rooms r
         LEFT JOIN LATERAL (
           SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE room_id = r.id ORDER BY id DESC LIMIT 1
         ) last ON true
         CROSS JOIN LATERAL (SELECT ${WAITING_SINCE_SQL} AS waiting_since) wait
         WHERE r.type = 'support'
         ORDER BY wait.waiting_since ASC NULLS LAST,
           CASE WHEN wait.waiting_since IS NULL THEN COALESCE(last.created_at, r.updated_at) END DESC,
           CASE WHEN wait.waiting_since IS NULL THEN r.id END DESC, r.id ASC`,
      [admin.id],
    );
    const owners = new Map(
      (await this.users.findByIds(rows.map((row) => row.owner_user_id))).map((user) => [user.id, user]),
    );
    return rows.flatMap((row) => {
      const owner = owners.get(row.owner_user_id);
      if (!owner) return [];
      const roomId = threadRoomId(row.owner_user_id);
      const lastMessage = row.id ? toMessageView(row, roomId) : null;
      return [
        {
          roomId,
          user: { id: owner.id, username: owner.username, avatarUrl: owner.avatarUrl },
          lastMessage,
          unreadCount: row.unread_count,
          updatedAt: lastMessage?.createdAt ?? new Date(row.room_updated_at).toISOString(),
          waitingSince: row.waiting_since ? new Date(row.waiting_since).toISOString() : null,
        },
      ];
    });
  }
}

function parsePaging(query: { before?: unknown; limit?: unknown }): { before: number | null; limit: number } {
  let before: number | null = null;
  if (query.before !== undefined && query.before !== '') {
    before = parseId(query.before);
    if (before === null) throw new BadRequestException('before must be a message id');
  }
  let limit = DEFAULT_HISTORY_LIMIT;
  if (query.limit !== undefined && query.limit !== '') {
    limit = Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_HISTORY_LIMIT) {
      throw new BadRequestException(`limit must be a whole number from 1 to ${MAX_HISTORY_LIMIT}`);
    }
  }
  return { before, limit };
}
