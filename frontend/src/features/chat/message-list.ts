import type { ChatMessage } from './chat-message';

/**
 * The messages a panel shows, oldest first, at most one per id. Sent messages first appear with a
 * temporary (negative) id and are swapped for the server's copy when acknowledged.
 */
export interface MessageListState {
  messages: ChatMessage[];
  /** The server has older messages than the first one shown. */
  hasMore: boolean;
}

export const emptyMessageList: MessageListState = { messages: [], hasMore: false };

export type MessageListAction =
  /** Messages from the server (history pages, `message:new`); `hasMore` when an older page says so. */
  | { type: 'received'; messages: ChatMessage[]; olderPage?: { hasMore: boolean } }
  | { type: 'sending'; message: ChatMessage }
  | { type: 'acknowledged'; temporaryId: number; message: ChatMessage }
  | { type: 'failed'; temporaryId: number }
  | { type: 'reset' };

function byTime(a: ChatMessage, b: ChatMessage): number {
  // Pending messages (negative ids) stay after every saved one.
  if (a.id < 0 !== b.id < 0) return a.id < 0 ? 1 : -1;
  return a.createdAt.localeCompare(b.createdAt) || Math.abs(a.id) - Math.abs(b.id);
}

function withMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Set(current.map((message) => message.id));
  const added = incoming.filter((message) => {
    if (known.has(message.id)) return false;
    known.add(message.id);
    return true;
  });
  return added.length ? [...current, ...added].sort(byTime) : current;
}

export function messageListReducer(state: MessageListState, action: MessageListAction): MessageListState {
  switch (action.type) {
    case 'received': {
      const messages = withMessages(state.messages, action.messages);
      const hasMore = action.olderPage ? action.olderPage.hasMore : state.hasMore;
      return messages === state.messages && hasMore === state.hasMore ? state : { messages, hasMore };
    }
    case 'sending':
      return { ...state, messages: [...state.messages, action.message] };
    case 'acknowledged': {
      // The server's copy may have arrived first through `message:new`: then the temporary one just goes.
      const rest = state.messages.filter((message) => message.id !== action.temporaryId);
      return { ...state, messages: withMessages(rest, [action.message]) };
    }
    case 'failed':
      return { ...state, messages: state.messages.filter((message) => message.id !== action.temporaryId) };
    case 'reset':
      return emptyMessageList;
  }
}

let lastTemporaryId = 0;

/** A temporary id for a message being sent: negative, so it never equals a server id. */
export function nextTemporaryId(): number {
  lastTemporaryId -= 1;
  return lastTemporaryId;
}
