/**
 * A room a user may use, resolved from a client's room id:
 *   feed       'support' for an admin: every support thread's messages, no row of its own
 *   thread     'support:<userId>': that user's support thread (the user and admins)
 *   equipment  '<equipmentId>': whoever reads the equipment (owner and home members; viewers read,
 *              owner and editors post) and admins
 */
export type ChatRoomRef =
  | { kind: 'feed'; roomId: 'support' }
  | { kind: 'thread'; roomId: string; dbId: number; ownerUserId: number }
  | { kind: 'equipment'; roomId: string; dbId: number; equipmentId: number };

export const SUPPORT_ALIAS = 'support';
export const ROOM_NOT_ALLOWED = 'Room not found or access denied';

export const threadRoomId = (userId: number) => `support:${userId}`;

/** socket.io room names: one per chat room, the admins' feed, and one per user (all their sockets). */
export const ioRoom = (roomId: string) => `room:${roomId}`;
export const ADMIN_FEED_IO_ROOM = 'feed:support';
export const userIoRoom = (userId: number) => `user:${userId}`;

/** The socket.io rooms a new message goes to: its room, plus the admins' feed for support threads. */
export function deliveryRooms(ref: ChatRoomRef): string[] {
  return ref.kind === 'thread' ? [ioRoom(ref.roomId), ADMIN_FEED_IO_ROOM] : [ioRoom(ref.roomId)];
}
