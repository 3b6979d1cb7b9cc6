import type { SupportThread } from './chat-message';
import { applyLiveMessage, lastMessagePreview, sortSupportQueue, supportTitle, waitLabel } from './support-threads';
import { aChatMessage } from './testing/chat-fixtures';

function aThread(userId: number, lastId: number, unreadCount = 0): SupportThread {
  return {
    roomId: `support:${userId}`,
    user: { id: userId, username: `user${userId}`, avatarUrl: null },
    lastMessage: aChatMessage(lastId, { roomId: `support:${userId}`, senderId: userId }),
    unreadCount,
    updatedAt: '2026-03-04T09:05:00.000Z',
    waitingSince: null,
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

  it("starts the wait with the user's message, keeps it on a second one, clears it with a reply", () => {
    const threads = [aThread(5, 10), aThread(7, 8)];
    const first = aChatMessage(11, { roomId: 'support:7', senderId: 7, createdAt: '2026-03-04T10:00:00.000Z' });
    const second = aChatMessage(12, { roomId: 'support:7', senderId: 7, createdAt: '2026-03-04T10:05:00.000Z' });
    applyLiveMessage(threads, first, context);
    applyLiveMessage(threads, second, context);
    expect(threads[0]).toMatchObject({ roomId: 'support:7', waitingSince: '2026-03-04T10:00:00.000Z' });
    applyLiveMessage(threads, aChatMessage(13, { roomId: 'support:7', senderId: 2 }), context);
    expect(threads.find((thread) => thread.roomId === 'support:7')?.waitingSince).toBeNull();
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

describe('the support queue', () => {
  const waiting = (userId: number, since: string, updatedAt = since) => ({
    ...aThread(userId, userId * 10),
    waitingSince: since,
    updatedAt,
  });

  it('puts the waiting threads first, longest wait first, then the answered ones, latest first', () => {
    const threads = [
      { ...aThread(1, 1), updatedAt: '2026-03-04T08:00:00.000Z' },
      waiting(2, '2026-03-04T09:00:00.000Z', '2026-03-04T11:00:00.000Z'),
      { ...aThread(3, 3), updatedAt: '2026-03-04T12:00:00.000Z' },
      waiting(4, '2026-03-03T09:00:00.000Z'),
    ];
    sortSupportQueue(threads);
    expect(threads.map((thread) => thread.user.id)).toEqual([4, 2, 3, 1]);
  });

  it('says how long in minutes, hours, then days', () => {
    const now = Date.parse('2026-03-04T12:00:00.000Z');
    expect(waitLabel('2026-03-04T11:58:30.000Z', now)).toBe('waiting 1 min');
    expect(waitLabel('2026-03-04T09:00:00.000Z', now)).toBe('waiting 3 h');
    expect(waitLabel('2026-03-03T00:00:00.000Z', now)).toBe('waiting 36 h');
    expect(waitLabel('2026-03-01T12:00:00.000Z', now)).toBe('waiting 3 d');
  });

  it('counts the waiting threads in the tab title', () => {
    expect(
      supportTitle([waiting(1, '2026-03-04T09:00:00.000Z'), waiting(2, '2026-03-04T10:00:00.000Z'), aThread(3, 3)]),
    ).toBe('(2) Support · Home Book');
    expect(supportTitle([aThread(3, 3)])).toBe('Support · Home Book');
  });
});
