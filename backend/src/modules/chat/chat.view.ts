import type { ChatMessageView } from './chat-message.view';

/** GET /api/chat/rooms/{roomId}/messages: a page of history. */
export interface ChatHistoryView {
  roomId: string;
  /** Oldest first. */
  messages: ChatMessageView[];
  hasMore: boolean;
}

/** GET /api/user/profiles: what a chat shows about a sender. */
export interface ChatProfileView {
  id: number;
  username: string;
  avatarUrl: string | null;
}

/** GET /api/chat/threads: one user's support conversation in the admins' Support Dashboard. */
export interface SupportThreadView {
  roomId: string;
  user: ChatProfileView;
  lastMessage: ChatMessageView | null;
  unreadCount: number;
  /** ISO 8601. */
  updatedAt: string;
  /** Since when the user's unanswered message waits (ISO); null when the last word is an admin's (issue 45). */
  waitingSince: string | null;
}

/** POST /api/chat/upload: where the attached file now lives. */
export interface ChatUploadView {
  fileUrl: string;
  fileName: string;
}
