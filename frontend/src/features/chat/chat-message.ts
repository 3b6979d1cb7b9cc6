/** The chat's data as the server sends it (see the chat contract in docs/chat.md). */

import type { ChatMessageView } from '@api/chat/chat-message.view';
import type { ChatHistoryView, ChatProfileView, ChatUploadView, SupportThreadView } from '@api/chat/chat.view';

/**
 * A message as the server sends it (the backend's ChatMessageView). Its id is negative while a sent
 * message waits for the server's acknowledgement (a temporary id).
 */
export type ChatMessage = ChatMessageView;

export type ChatMessageType = ChatMessage['messageType'];

/** GET /api/chat/rooms/:roomId/messages: a page of history, oldest first. */
export type ChatHistoryPage = ChatHistoryView;

/** What a chat shows about a sender (GET /api/user/profiles). */
export type ChatProfile = ChatProfileView;

/** One user's support conversation in the admin's Support Dashboard (GET /api/chat/threads). */
export type SupportThread = SupportThreadView;

/** POST /api/chat/upload: where the attached file now lives. */
export type UploadedChatFile = ChatUploadView;

/** The payload of `message:send`. */
export interface OutgoingMessage {
  roomId: string;
  content: string;
  messageType: ChatMessageType;
  fileUrl?: string;
  fileName?: string;
}

export type SendMessageAck = { ok: true; message: ChatMessage } | { ok: false; error: string };

/** The id every non-admin uses for their own support thread. */
export const SUPPORT_ROOM = 'support';

/** The admin's Support Dashboard thread of user `userId`. */
export const supportThreadRoom = (userId: number) => `support:${userId}`;

/** The longest message the server accepts. */
export const MAX_MESSAGE_LENGTH = 2000;
