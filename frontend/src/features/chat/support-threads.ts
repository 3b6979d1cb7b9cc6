import type { ChatMessage, SupportThread } from './chat-message';

export interface LiveMessageContext {
  /** The thread the admin has open: its messages are being read. */
  openRoomId: string | null;
  adminId: number;
}

/**
 * Applies a `message:new` from the admin's 'support' feed to the thread list (in place, for an RTK
 * Query cache recipe): newer last message, one more unread unless the admin reads or wrote it, moved
 * to the top. Returns false when the thread is not in the list (a new conversation: refetch the list).
 */
export function applyLiveMessage(threads: SupportThread[], message: ChatMessage, context: LiveMessageContext): boolean {
  const index = threads.findIndex((thread) => thread.roomId === message.roomId);
  if (index < 0) return false;
  const thread = threads[index];
  // The feed and the open thread's room can both deliver the same message.
  if (thread.lastMessage && thread.lastMessage.id >= message.id) return true;
  thread.lastMessage = message;
  thread.updatedAt = message.createdAt;
  if (message.roomId !== context.openRoomId && message.senderId !== context.adminId) thread.unreadCount += 1;
  threads.splice(index, 1);
  threads.unshift(thread);
  return true;
}

/** The thread list's one-line preview of the last message. */
export function lastMessagePreview(message: ChatMessage | null): string {
  if (!message) return 'No messages yet';
  if (message.messageType === 'file') return `Sent a file: ${message.fileName ?? message.content}`;
  return message.content.replace(/\s+/g, ' ').trim();
}
