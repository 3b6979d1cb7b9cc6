import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { anAdmin } from '../../../test/users';
import type { SupportThread } from '../chat-message';
import { aChatMessage, aConnectedSocket, renderWithChat, savedAs } from '../testing/chat-fixtures';
import { SupportDashboard } from './SupportDashboard';
import type { FakeChatSocket } from '../../../shared/socket/fake-chat-socket';

const admin = anAdmin({ id: 2 });

function aThread(userId: number, username: string, overrides: Partial<SupportThread> = {}): SupportThread {
  return {
    roomId: `support:${userId}`,
    user: { id: userId, username, avatarUrl: null },
    lastMessage: aChatMessage(userId * 10, {
      roomId: `support:${userId}`,
      senderId: userId,
      content: `Hi from ${username}`,
    }),
    unreadCount: 1,
    updatedAt: '2026-03-04T09:05:00.000Z',
    waitingSince: null,
    ...overrides,
  };
}

function openDashboard(socket: FakeChatSocket, routes: MockRoutes = {}) {
  const backend = mockFetch({
    'GET /api/chat/threads': { body: [aThread(5, 'bob'), aThread(7, 'carol', { unreadCount: 0 })] },
    'GET /api/user/profiles': {
      body: [
        { id: 5, username: 'bob', avatarUrl: null },
        { id: 2, username: 'root', avatarUrl: null },
      ],
    },
    ...routes,
  });
  const view = renderWithChat(<SupportDashboard user={admin} />, socket);
  return { ...backend, ...view };
}

/**
 * The server accepts the connection, and the dashboard listens to the support feed: it gets its connection
 * asynchronously, so a message pushed before it subscribed would never reach it.
 */
async function feedConnected(socket: FakeChatSocket): Promise<void> {
  act(() => socket.serverConnects());
  await waitFor(() => expect(socket.count('message:new')).toBeGreaterThan(0));
}

const threadButtons = () =>
  within(screen.getByRole('navigation', { name: 'Support conversations' })).getAllByRole('button');

describe('SupportDashboard', () => {
  it('lists the threads with name, preview and unread count, and joins the support feed', async () => {
    const socket = aConnectedSocket();
    openDashboard(socket);
    await screen.findByText('bob');
    expect(threadButtons().map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^B1bob.*Hi from bob$/),
      expect.stringMatching(/^Ccarol.*Hi from carol$/),
    ]);
    expect(screen.getByRole('heading', { name: 'Support Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to reply.')).toBeInTheDocument();
    act(() => socket.serverConnects());
    await waitFor(() => expect(socket.calls('room:join').map((call) => call.payload)).toEqual(['support']));
  });

  it('shows an empty state without threads', async () => {
    openDashboard(aConnectedSocket(), { 'GET /api/chat/threads': { body: [] } });
    expect(await screen.findByText('No support conversations yet.')).toBeInTheDocument();
  });

  it('moves a thread with a new message to the top with one more unread, once per message', async () => {
    const socket = aConnectedSocket();
    openDashboard(socket);
    await screen.findByText('carol');
    await feedConnected(socket);
    const fromCarol = aChatMessage(80, { roomId: 'support:7', senderId: 7, content: 'My boiler is leaking' });
    act(() => {
      socket.push('message:new', fromCarol);
      socket.push('message:new', fromCarol);
    });
    await waitFor(() => expect(threadButtons()[0]).toHaveTextContent(/^C1carol.*My boiler is leaking$/));
    expect(threadButtons()[1]).toHaveTextContent(/^B1bob/);
  });

  it('reloads the list when a message opens a new thread', async () => {
    const socket = aConnectedSocket();
    const { requestsTo } = openDashboard(socket, {
      'GET /api/chat/threads': [{ body: [aThread(5, 'bob')] }, { body: [aThread(9, 'dave'), aThread(5, 'bob')] }],
    });
    await screen.findByText('bob');
    await feedConnected(socket);
    act(() => socket.push('message:new', aChatMessage(90, { roomId: 'support:9', senderId: 9, content: 'Hello?' })));
    expect(await screen.findByText('dave')).toBeInTheDocument();
    expect(requestsTo('GET /api/chat/threads')).toHaveLength(2);
  });

  it("opens a thread in a panel titled 'Support Dashboard' and replies in that user's room", async () => {
    const socket = aConnectedSocket().respond('message:send', savedAs(101, 'support:5', 2));
    const { user } = openDashboard(socket, {
      'GET /api/chat/rooms/support%3A5/messages': {
        body: {
          roomId: 'support:5',
          messages: [aChatMessage(50, { roomId: 'support:5', senderId: 5, content: 'Hi from bob' })],
          hasMore: false,
        },
      },
    });
    act(() => socket.serverConnects());
    await user.click(await screen.findByRole('button', { name: /bob/ }));
    const panel = await screen.findByRole('region', { name: 'Support Dashboard' });
    expect(within(panel).getByText('Conversation with bob')).toBeInTheDocument();
    expect(await within(panel).findByRole('listitem', { name: 'Message from bob' })).toBeInTheDocument();
    // Opening the thread reads it.
    expect(threadButtons()[0]).not.toHaveTextContent(/^B1/);

    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'We are on it{Enter}');
    expect(socket.calls('message:send')[0].payload).toEqual({
      roomId: 'support:5',
      content: 'We are on it',
      messageType: 'text',
    });
    await waitFor(() =>
      expect(within(panel).getByRole('listitem', { name: 'Message from root' })).not.toHaveAttribute('aria-busy'),
    );
  });

  it('shows how long each user has waited and counts the waiting threads in the tab title', async () => {
    document.title = 'Home Book';
    const threeHoursAgo = new Date(Date.now() - (3 * 60 + 10) * 60_000).toISOString();
    const { unmount } = openDashboard(aConnectedSocket(), {
      'GET /api/chat/threads': {
        body: [aThread(5, 'bob', { waitingSince: threeHoursAgo }), aThread(7, 'carol', { unreadCount: 0 })],
      },
    });
    await screen.findByText('bob');
    expect(threadButtons().map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^B1bob.*waiting 3 hHi from bob$/),
      expect.stringMatching(/^Ccarol.*Hi from carol$/),
    ]);
    await waitFor(() => expect(document.title).toBe('(1) Support · Home Book'));
    unmount();
    expect(document.title).toBe('Home Book');
  });
});
