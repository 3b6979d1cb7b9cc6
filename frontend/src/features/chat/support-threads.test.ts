import type { SupportThread } from './chat-message';
import { applyLiveMessage, lastMessagePreview } from './support-threads';
import { aChatMessage } from './testing/chat-fixtures';

function aThread(userId: number, lastId: number, unreadCount = 0): SupportThread {
  return {
    roomId: `support:${userId}`,
    user: { id: userId, username: `user${userId}`, avatarUrl: null },
    lastMessage: aChatMessage(lastId, { roomId: `support:${userId}`, senderId: userId }),
    unreadCount,
    updatedAt: '2026-03-04T09:05:00.000Z',
  };
}

const context = { openRoomId: null, adminId: 2 };

describe('applyLiveMessage', () => {
  it('moves the thread to the top with the new last message and one more unread', () => {
    const threads = [aThread(5, 10), aThread(7, 8)];
    const message = aChatMessage(11, { roomId: 'support:7', senderId: 7, createdAt: '2026-03-04T10:00:00.000Z' });
    expect(applyLiveMessage(threads, message, context)).toBe(true);
    expect(threads.map((thread) => [thread.roomId, thread.lastMessage?.id, thread.unreadCount])).toEqual([
      ['support:7', 11, 1],
      ['support:5', 10, 0],
    ]);
    expect(threads[0].updatedAt).toBe('2026-03-04T10:00:00.000Z');
  });

  it('counts nothing for the open thread or the admin’s own message, and ignores repeats', () => {
    const threads = [aThread(5, 10)];
    applyLiveMessage(threads, aChatMessage(11, { roomId: 'support:5', senderId: 5 }), {
      ...context,
      openRoomId: 'support:5',
    });
    applyLiveMessage(threads, aChatMessage(12, { roomId: 'support:5', senderId: 2 }), context);
    applyLiveMessage(threads, aChatMessage(12, { roomId: 'support:5', senderId: 2 }), context);
    applyLiveMessage(threads, aChatMessage(9, { roomId: 'support:5', senderId: 5 }), context);
    expect(threads[0].lastMessage?.id).toBe(12);
    expect(threads[0].unreadCount).toBe(0);
  });

  it('reports a message of a thread not in the list', () => {
    expect(applyLiveMessage([aThread(5, 10)], aChatMessage(11, { roomId: 'support:9' }), context)).toBe(false);
  });
});

describe('lastMessagePreview', () => {
  it('previews text on one line, files by name, and an empty thread', () => {
    expect(lastMessagePreview(aChatMessage(1, { content: 'Line one\n\nline  two ' }))).toBe('Line one line two');
    expect(
      lastMessagePreview(
        aChatMessage(2, { messageType: 'file', content: 'x.pdf', fileName: 'x.pdf', fileUrl: '/api/files/x' }),
      ),
    ).toBe('Sent a file: x.pdf');
    expect(lastMessagePreview(null)).toBe('No messages yet');
  });
});
