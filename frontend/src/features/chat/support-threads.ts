import type { ChatMessage, SupportThread } from './chat-message';

export interface LiveMessageContext {
  /** The thread the admin has open: its messages are being read. */
  openRoomId: string | null;
  adminId: number;
}

/**
 * Applies a `message:new` from the admin's 'support' feed to the thread list (in place, for an RTK
 * Query cache recipe): newer last message, one more unread unless the admin reads or wrote it, the wait
 * started by the user's message or cleared by a reply, then the queue order again. Returns false when the
 * thread is not in the list (a new conversation: refetch the list).
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
  if (message.senderId === thread.user.id) thread.waitingSince ??= message.createdAt;
  else thread.waitingSince = null;
  sortSupportQueue(threads);
  return true;
}

/**
 * The server's queue order (GET /api/chat/threads): threads waiting for an answer first, longest wait first;
 * then the answered ones, latest activity first. In place; the sort is stable.
 */
export function sortSupportQueue(threads: SupportThread[]): void {
  threads.sort((a, b) => {
    if (a.waitingSince && b.waitingSince) return a.waitingSince.localeCompare(b.waitingSince);
    if (a.waitingSince) return -1;
    if (b.waitingSince) return 1;
    return b.updatedAt.localeCompare(a.updatedAt);
  });
}

/** "waiting 3 h": how long the user has waited, in whole minutes, hours or (from 2 days) days. */
export function waitLabel(waitingSince: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(waitingSince)) / 60_000));
  if (minutes < 60) return `waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `waiting ${hours} h`;
  return `waiting ${Math.floor(hours / 24)} d`;
}

/** The browser tab's title while the Support Dashboard is open: how many users wait, e.g. "(2) Support · Home Book". */
export function supportTitle(threads: SupportThread[]): string {
  const waiting = threads.filter((thread) => thread.waitingSince !== null).length;
  return waiting > 0 ? `(${waiting}) Support · Home Book` : 'Support · Home Book';
}

/** The thread list's one-line preview of the last message. */
export function lastMessagePreview(message: ChatMessage | null): string {
  if (!message) return 'No messages yet';
  if (message.messageType === 'file') return `Sent a file: ${message.fileName ?? message.content}`;
  return message.content.replace(/\s+/g, ' ').trim();
}
