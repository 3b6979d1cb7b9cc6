import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Since when a support thread (`r`, a chat_rooms row) waits for an answer: the time of the user's first message
 * after the last message of anyone else (an admin's reply), or NULL when nothing of the user's is unanswered.
 * A SQL expression, so the thread list and the admin overview count in the database.
 */
export const WAITING_SINCE_SQL = `(SELECT min(m.created_at) FROM chat_messages m
  WHERE m.room_id = r.id AND m.sender_id = r.owner_user_id
    AND m.id > COALESCE(
      (SELECT max(a.id) FROM chat_messages a WHERE a.room_id = r.id AND a.sender_id <> r.owner_user_id), 0))`;

export interface SupportQueueCounts {
  /** Support threads with at least one message. */
  open: number;
  /** Threads whose unanswered user message is older than `waitingBefore`. */
  waitingOver24h: number;
}

/** The support queue in numbers, for the admin overview (the chat module's tables stay its own). */
@Injectable()
export class SupportQueue {
  constructor(private readonly dataSource: DataSource) {}

  async counts(waitingBefore: Date): Promise<SupportQueueCounts> {
    const [row]: SupportQueueCounts[] = await this.dataSource.query(
      `SELECT count(*)::int AS open,
         count(*) FILTER (WHERE waiting_since < $1)::int AS "waitingOver24h"
       FROM (
         SELECT ${WAITING_SINCE_SQL} AS waiting_since FROM chat_rooms r
         WHERE r.type = 'support' AND EXISTS (SELECT 1 FROM chat_messages e WHERE e.room_id = r.id)
       ) threads`,
      [waitingBefore],
    );
    return row;
  }
}
