import type { ChatMessage } from './chat-message';
import { emptyMessageList, messageListReducer, type MessageListState } from './message-list';

function aMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    roomId: 'support:1',
    senderId: 1,
    content: `message ${id}`,
    messageType: 'text',
    fileUrl: null,
    fileName: null,
    readBy: [],
    createdAt: new Date(Date.UTC(2026, 0, 1, 10, id)).toISOString(),
    ...overrides,
  };
}

const ids = (state: MessageListState) => state.messages.map((message) => message.id);

describe('messageListReducer', () => {
  it('keeps one message per id, oldest first', () => {
    let state = messageListReducer(emptyMessageList, { type: 'received', messages: [aMessage(2), aMessage(3)] });
    state = messageListReducer(state, { type: 'received', messages: [aMessage(3), aMessage(1), aMessage(1)] });
    expect(ids(state)).toEqual([1, 2, 3]);
  });

  it('returns the same state when nothing is new', () => {
    const state = messageListReducer(emptyMessageList, { type: 'received', messages: [aMessage(1)] });
    expect(messageListReducer(state, { type: 'received', messages: [aMessage(1)] })).toBe(state);
  });

  it('takes hasMore from history pages only', () => {
    let state = messageListReducer(emptyMessageList, {
      type: 'received',
      messages: [aMessage(5)],
      olderPage: { hasMore: true },
    });
    state = messageListReducer(state, { type: 'received', messages: [aMessage(6)] });
    expect(state.hasMore).toBe(true);
    state = messageListReducer(state, { type: 'received', messages: [aMessage(4)], olderPage: { hasMore: false } });
    expect(state.hasMore).toBe(false);
    expect(ids(state)).toEqual([4, 5, 6]);
  });

  it('replaces a temporary message with the acknowledged one', () => {
    let state = messageListReducer(emptyMessageList, { type: 'received', messages: [aMessage(1)] });
    state = messageListReducer(state, {
      type: 'sending',
      message: aMessage(-1, { createdAt: '2026-01-01T09:00:00Z' }),
    });
    // Pending messages stay at the end whatever their clock says.
    expect(ids(state)).toEqual([1, -1]);
    state = messageListReducer(state, { type: 'acknowledged', temporaryId: -1, message: aMessage(7) });
    expect(ids(state)).toEqual([1, 7]);
  });

  it('drops the temporary message when the saved copy already came in as message:new', () => {
    let state = messageListReducer(emptyMessageList, { type: 'sending', message: aMessage(-2) });
    state = messageListReducer(state, { type: 'received', messages: [aMessage(8)] });
    expect(ids(state)).toEqual([8, -2]);
    state = messageListReducer(state, { type: 'acknowledged', temporaryId: -2, message: aMessage(8) });
    expect(ids(state)).toEqual([8]);
  });

  it('removes a message whose send failed', () => {
    let state = messageListReducer(emptyMessageList, { type: 'sending', message: aMessage(-3) });
    state = messageListReducer(state, { type: 'failed', temporaryId: -3 });
    expect(state.messages).toEqual([]);
  });
});
