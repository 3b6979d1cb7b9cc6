import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ChatMessageView } from './chat-message.view';
import { threadRoomId } from './chat-room-ref';
import type { SupportReplyView } from './support-reply.view';

/** The socket event the user's sockets get when support replies in their thread (payload: SupportReplyView). */
export const SUPPORT_REPLY_EVENT = 'support:reply';

/** The newest unread replies shown at once (the count covers all). */
const LISTED_REPLIES = 20;

/** A support thread whose owner has not read the replies in it, from the first unread one on. */
export interface UnreadReplyBatch {
  userId: number;
  /** The first (oldest) reply the user has not read: what names the batch. */
  firstMessageId: number;
  firstAt: Date;
  count: number;
  /** The newest unread reply. */
  latest: SupportReplyView;
}

/**
 * Replies in support threads (messages in a user's thread from anyone but the user: the support team)
 * and whether the thread's owner has read them (chat_messages.read_by: a history page, or
 * POST /api/chat/rooms/:roomId/read, marks them). For the bell and the reply e-mail (care notifications).
 */
@Injectable()
export class SupportReplies {
  constructor(private readonly dataSource: DataSource) {}

  /** The user's unread replies, newest first (at most 20), and how many there are. */
  async unread(userId: number): Promise<{ items: SupportReplyView[]; count: number }> {
    const rows: ReplyRow[] = await this.dataSource.query(
      `SELECT m.id, m.content, m.message_type, m.file_name, m.created_at, count(*) OVER ()::int AS total
       FROM chat_rooms r JOIN chat_messages m ON m.room_id = r.id
       WHERE r.type = 'support' AND r.owner_user_id = $1
         AND m.sender_id IS DISTINCT FROM $1 AND NOT ($1 = ANY(m.read_by))
       ORDER BY m.id DESC LIMIT $2`,
      [userId, LISTED_REPLIES],
    );
    return { items: rows.map((row) => toReplyView(row, userId)), count: rows[0]?.total ?? 0 };
  }

  /**
   * Every thread whose first unread reply was written at `writtenBefore` or earlier, among the threads with
   * a message since `activeSince` (chat_rooms.updated_at): the scan that calls it every minute looks back a
   * bounded time, so it reads recent threads only (their messages through the (room_id, id) index; OFFSET 0
   * keeps the planner from turning the lateral join into a scan of every message).
   */
  async unreadSince(writtenBefore: Date, activeSince: Date): Promise<UnreadReplyBatch[]> {
    const rows: (ReplyRow & { user_id: number; first_id: number; first_at: Date })[] = await this.dataSource.query(
      `WITH unread AS (
         SELECT r.owner_user_id AS user_id, m.id, m.content, m.message_type, m.file_name, m.created_at
         FROM chat_rooms r CROSS JOIN LATERAL (
           SELECT m.id, m.content, m.message_type, m.file_name, m.created_at FROM chat_messages m
           WHERE m.room_id = r.id AND m.sender_id IS DISTINCT FROM r.owner_user_id
             AND NOT (r.owner_user_id = ANY(m.read_by))
           OFFSET 0
         ) m
         WHERE r.type = 'support' AND r.updated_at >= $2
       ), batches AS (
         SELECT user_id, min(id) AS first_id, min(created_at) AS first_at, max(id) AS last_id, count(*)::int AS total
         FROM unread GROUP BY user_id HAVING min(created_at) <= $1
       )
       SELECT b.user_id, b.first_id, b.first_at, b.total, u.id, u.content, u.message_type, u.file_name, u.created_at
       FROM batches b JOIN unread u ON u.id = b.last_id
       ORDER BY b.user_id`,
      [writtenBefore.toISOString(), activeSince.toISOString()],
    );
    return rows.map((row) => ({
      userId: row.user_id,
      firstMessageId: row.first_id,
      firstAt: new Date(row.first_at),
      count: row.total,
      latest: toReplyView(row, row.user_id),
    }));
  }
}

interface ReplyRow {
  id: number;
  content: string;
  message_type: 'text' | 'file';
  file_name: string | null;
  created_at: Date;
  total: number;
}

function toReplyView(row: ReplyRow, userId: number): SupportReplyView {
  return {
    messageId: row.id,
    roomId: threadRoomId(userId),
    content: row.message_type === 'file' ? (row.file_name ?? row.content) : row.content,
    messageType: row.message_type,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The reply as the user's bell gets it live, from the message just sent in their thread. */
export function toSupportReplyView(message: ChatMessageView): SupportReplyView {
  return {
    messageId: message.id,
    roomId: message.roomId,
    content: message.messageType === 'file' ? (message.fileName ?? message.content) : message.content,
    messageType: message.messageType,
    createdAt: message.createdAt,
  };
}
