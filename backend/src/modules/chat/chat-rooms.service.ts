import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessLevel, HomeAccessPolicy, readableHomeIds } from '../../core/access/home-access-policy';
import { SessionUser } from '../../core/http/auth.guards';
import { parseId } from '../../core/http/parse-id.pipe';
import { ChatRoomRef, ROOM_NOT_ALLOWED, SUPPORT_ALIAS, threadRoomId } from './chat-room-ref';

export const isForeignKeyViolation = (error: unknown) =>
  (error as { driverError?: { code?: string } }).driverError?.code === '23503';

/** What the user wants of a room: read it (join, history) or post in it. */
export type RoomUse = 'read' | 'post';

/** An equipment room is read by whoever reads the equipment; posting takes write access (owner, editor). */
const LEVEL_FOR: Record<RoomUse, AccessLevel> = { read: 'read', post: 'write' };

/**
 * Who may use which room (docs/chat.md), the chat_rooms rows behind room ids
 * (created on first use, race-safe through the unique indexes), and room membership
 * (chat_participants, which also decides who may read a room's attachments and profiles).
 */
@Injectable()
export class ChatRoomsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: HomeAccessPolicy,
  ) {}

  /**
   * The room behind a client's room id, or 404 'Room not found or access denied'. An equipment room is
   * checked with HomeAccessPolicy: a viewer of its home reads it, and posting is 403 HOME_READ_ONLY.
   */
  async resolve(user: SessionUser, roomId: unknown, use: RoomUse = 'read'): Promise<ChatRoomRef> {
    if (roomId === SUPPORT_ALIAS) {
      return user.isAdmin ? { kind: 'feed', roomId: SUPPORT_ALIAS } : this.thread(user.id);
    }
    if (typeof roomId !== 'string') throw new NotFoundException(ROOM_NOT_ALLOWED);
    const threadOwner = /^support:(\d+)$/.exec(roomId);
    if (threadOwner) {
      const ownerId = parseId(threadOwner[1]);
      if (ownerId === null || (ownerId !== user.id && !user.isAdmin)) throw new NotFoundException(ROOM_NOT_ALLOWED);
      return this.thread(ownerId);
    }
    const equipmentId = parseId(roomId);
    if (equipmentId === null) throw new NotFoundException(ROOM_NOT_ALLOWED);
    return this.equipmentRoom(user, equipmentId, use);
  }

  /**
   * Checks again, now, a room the socket resolved before: support rooms never change hands, but home
   * memberships do (a removed member loses the room at the next join or send, a viewer may not post).
   */
  async recheck(user: SessionUser, ref: ChatRoomRef, use: RoomUse): Promise<void> {
    if (ref.kind !== 'equipment' || user.isAdmin) return;
    await this.access.equipment(user.id, ref.equipmentId, LEVEL_FOR[use], { notFound: ROOM_NOT_ALLOWED });
  }

  /**
   * A member left a home (or was removed): they stop being a participant of its equipment rooms they no
   * longer read (an admin keeps them). Answers those rooms' ids, for their sockets to leave.
   */
  async forgetHomeMember(homeId: number, userId: number): Promise<string[]> {
    const rows: { equipmentId: number }[] = await this.dataSource.query(
      `WITH gone AS (
         DELETE FROM chat_participants p USING chat_rooms r, equipment e, users u
         WHERE p.room_id = r.id AND r.equipment_id = e.id AND e.home_id = $1 AND p.user_id = $2
           AND u.id = $2 AND NOT u.is_admin AND e.home_id NOT IN (${readableHomeIds('$2')})
         RETURNING e.id AS "equipmentId")
       SELECT DISTINCT "equipmentId" FROM gone`,
      [homeId, userId],
    );
    return rows.map((row) => String(row.equipmentId));
  }

  /** Records that the user is in the room and saw it now. */
  async touchParticipant(roomDbId: number, userId: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO chat_participants (room_id, user_id, last_seen) VALUES ($1, $2, now())
       ON CONFLICT (room_id, user_id) DO UPDATE SET last_seen = now()`,
      [roomDbId, userId],
    );
  }

  /**
   * Whether a message carrying this file URL is in a room the user may read now: their own support
   * thread, or the room of an equipment they read (HomeAccessPolicy's homes: owned or shared).
   */
  async isFileSharedWith(userId: number, fileUrl: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      `SELECT 1 FROM chat_messages m JOIN chat_rooms r ON r.id = m.room_id
       WHERE m.file_url = $1
         AND ((r.type = 'support' AND r.owner_user_id = $2)
              OR r.equipment_id IN (SELECT id FROM equipment WHERE home_id IN (${readableHomeIds('$2')})))
       LIMIT 1`,
      [fileUrl, userId],
    );
    return rows.length > 0;
  }

  /** Of the given user ids, those who share a room with the user (as owner or participant). */
  async roommatesAmong(userId: number, candidateIds: number[]): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `WITH my_rooms AS (
         SELECT id FROM chat_rooms WHERE owner_user_id = $1
         UNION SELECT room_id FROM chat_participants WHERE user_id = $1
       )
       SELECT user_id AS id FROM chat_participants WHERE room_id IN (SELECT id FROM my_rooms) AND user_id = ANY($2)
       UNION
       SELECT owner_user_id FROM chat_rooms WHERE id IN (SELECT id FROM my_rooms) AND owner_user_id = ANY($2)`,
      [userId, candidateIds],
    );
    return rows.map((row) => row.id);
  }

  /** The user's support thread, created on first use (the unique index makes concurrent first uses agree). */
  private async thread(ownerUserId: number): Promise<ChatRoomRef> {
    try {
      const [row] = await this.dataSource.query(
        `INSERT INTO chat_rooms (name, type, owner_user_id) VALUES ($1, 'support', $2)
         ON CONFLICT (owner_user_id) WHERE type = 'support' DO UPDATE SET owner_user_id = EXCLUDED.owner_user_id
         RETURNING id`,
        [threadRoomId(ownerUserId), ownerUserId],
      );
      return { kind: 'thread', roomId: threadRoomId(ownerUserId), dbId: row.id, ownerUserId };
    } catch (error) {
      // An admin opening the thread of a user that does not exist.
      if (isForeignKeyViolation(error)) throw new NotFoundException(ROOM_NOT_ALLOWED);
      throw error;
    }
  }

  /**
   * The equipment's room for whoever may read the equipment (HomeAccessPolicy) or an admin. An admin
   * may open it first, before the owner is known here (the policy answers only for a given user); the
   * owner is recorded when someone with access opens it.
   */
  private async equipmentRoom(user: SessionUser, equipmentId: number, use: RoomUse): Promise<ChatRoomRef> {
    let ownerUserId: number | null = null;
    if (!user.isAdmin) {
      const grant = await this.access.equipment(user.id, equipmentId, LEVEL_FOR[use], {
        notFound: ROOM_NOT_ALLOWED,
      });
      ownerUserId = grant.ownerId;
    }
    try {
      const [row] = await this.dataSource.query(
        `INSERT INTO chat_rooms (name, type, owner_user_id, equipment_id) VALUES ($1, 'group', $2, $3)
         ON CONFLICT (equipment_id) WHERE equipment_id IS NOT NULL
         DO UPDATE SET owner_user_id = COALESCE(chat_rooms.owner_user_id, EXCLUDED.owner_user_id)
         RETURNING id`,
        [`equipment:${equipmentId}`, ownerUserId, equipmentId],
      );
      return { kind: 'equipment', roomId: String(equipmentId), dbId: row.id, equipmentId };
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new NotFoundException(ROOM_NOT_ALLOWED);
      throw error;
    }
  }
}
