import { act, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { aUser } from '../../../test/users';
import type { FakeChatSocket } from '../../../shared/socket/fake-chat-socket';
import {
  aChatMessage,
  aConnectedSocket,
  aliceProfile,
  renderWithChat,
  savedAs,
  supportProfile,
} from '../testing/chat-fixtures';
import { RATE_LIMIT_COOLDOWN_MS } from '../use-sender-profiles';
import { ChatPanel } from './ChatPanel';

const alice = aUser();
const HISTORY = 'GET /api/chat/rooms/support/messages';
const PROFILES = 'GET /api/user/profiles';
const READ = 'POST /api/chat/rooms/support/read';

function history(messages = [aChatMessage(1, { senderId: 2, content: 'Hello, how can we help?' })], hasMore = false) {
  return { body: { roomId: 'support:1', messages, hasMore } };
}

function openPanel(socket: FakeChatSocket, routes: MockRoutes = {}) {
  const backend = mockFetch({
    [HISTORY]: history(),
    [PROFILES]: { body: [aliceProfile, supportProfile] },
    ...routes,
  });
  const view = renderWithChat(<ChatPanel roomId="support" user={alice} title="Chat Support" />, socket);
  return { ...backend, ...view };
}

async function connect(socket: FakeChatSocket) {
  await waitFor(() => expect(socket.active).toBe(true));
  act(() => socket.serverConnects());
  await screen.findByText('Connected');
}

const messageList = () => screen.getByRole('list', { name: 'Messages' });
const messageInput = () => screen.getByRole('textbox', { name: 'Message' });

describe('ChatPanel', () => {
  it('shows the title, the history with names and HH:mm times, and joins the room once connected', async () => {
    const socket = aConnectedSocket();
    const { requestsTo } = openPanel(socket);
    expect(screen.getByRole('heading', { name: 'Chat Support' })).toBeInTheDocument();
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    const message = await screen.findByRole('listitem', { name: 'Message from root' });
    expect(within(message).getByText('Hello, how can we help?')).toBeInTheDocument();
    expect(within(message).getByText(format(new Date('2026-03-04T09:05:00.000Z'), 'HH:mm'))).toBeInTheDocument();
    expect(new URL(requestsTo(PROFILES)[0].url).searchParams.get('userIds')).toBe('2');

    await connect(socket);
    expect(socket.calls('room:join').map((call) => call.payload)).toEqual(['support']);
  });

  it('sends on Enter with a temporary message that the acknowledged one replaces, once', async () => {
    const socket = aConnectedSocket();
    const { user } = openPanel(socket);
    await connect(socket);

    await user.type(messageInput(), '  Where is my filter?  {Enter}');
    const [send] = socket.calls('message:send');
    expect(send.payload).toEqual({ roomId: 'support', content: 'Where is my filter?', messageType: 'text' });
    expect(messageInput()).toHaveValue('');
    const pending = within(messageList()).getByRole('listitem', { name: 'Message from alice' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(pending).toHaveTextContent('Where is my filter?');

    act(() => send.ack(savedAs(40)(send.payload)));
    await waitFor(() =>
      expect(within(messageList()).getByRole('listitem', { name: 'Message from alice' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    // The server also broadcasts the saved message to the sender: still shown once.
    act(() => socket.push('message:new', aChatMessage(40, { content: 'Where is my filter?' })));
    expect(within(messageList()).getAllByText('Where is my filter?')).toHaveLength(1);
  });

  it('adds incoming messages of its room once per id and ignores other rooms', async () => {
    const socket = aConnectedSocket();
    openPanel(socket);
    await connect(socket);
    await screen.findByText('Hello, how can we help?');

    const reply = aChatMessage(9, { senderId: 2, content: 'A technician will call you.' });
    act(() => {
      socket.push('message:new', reply);
      socket.push('message:new', reply);
      socket.push('message:new', aChatMessage(10, { roomId: 'support:7', content: 'Someone else' }));
    });
    expect(await screen.findAllByText('A technician will call you.')).toHaveLength(1);
    expect(screen.queryByText('Someone else')).not.toBeInTheDocument();
    expect(within(messageList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('marks the messages of others that arrive live as read, never its own or those already read', async () => {
    const socket = aConnectedSocket();
    const { requestsTo } = openPanel(socket, { [READ]: { status: 204 } });
    await connect(socket);
    await screen.findByText('Hello, how can we help?');

    act(() => socket.push('message:new', aChatMessage(9, { senderId: 2, content: 'A technician will call you.' })));
    await waitFor(() => expect(requestsTo(READ)).toHaveLength(1));
    expect(await requestsTo(READ)[0].json()).toEqual({ upTo: 9 });

    act(() => {
      socket.push('message:new', aChatMessage(10, { senderId: 1, content: 'Thanks' }));
      socket.push('message:new', aChatMessage(11, { senderId: 2, readBy: [2, 1], content: 'Seen elsewhere' }));
      socket.push('message:new', aChatMessage(12, { roomId: 'support:7', senderId: 2, content: 'Someone else' }));
    });
    // A later mark is the barrier: the three above would have been sent before it.
    act(() => socket.push('message:new', aChatMessage(13, { senderId: 2, content: 'On our way' })));
    await waitFor(() => expect(requestsTo(READ)).toHaveLength(2));
    expect(await requestsTo(READ)[1].json()).toEqual({ upTo: 13 });
  });

  it('marks what arrived while the page was hidden once it is shown again, up to the newest', async () => {
    const socket = aConnectedSocket();
    const { requestsTo } = openPanel(socket, { [READ]: { status: 204 } });
    await connect(socket);
    await screen.findByText('Hello, how can we help?');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      act(() => {
        socket.push('message:new', aChatMessage(9, { senderId: 2, content: 'Are you there?' }));
        socket.push('message:new', aChatMessage(10, { senderId: 2, content: 'Hello?' }));
      });
      await screen.findByText('Hello?');
      act(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(requestsTo(READ)).toHaveLength(0);
    } finally {
      visibility.mockRestore();
    }
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(requestsTo(READ)).toHaveLength(1));
    expect(await requestsTo(READ)[0].json()).toEqual({ upTo: 10 });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(requestsTo(READ)).toHaveLength(1);
  });

  it('starts a new line on Shift+Enter and sends nothing empty', async () => {
    const socket = aConnectedSocket();
    const { user } = openPanel(socket);
    await connect(socket);

    await user.type(messageInput(), '   {Enter}');
    expect(socket.calls('message:send')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    await user.clear(messageInput());
    await user.type(messageInput(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(socket.calls('message:send')).toHaveLength(0);
    expect(messageInput()).toHaveValue('first line\nsecond line');
    await user.keyboard('{Enter}');
    expect(socket.calls('message:send').map((call) => (call.payload as { content: string }).content)).toEqual([
      'first line\nsecond line',
    ]);
  });

  it('needs a live connection to send or attach', async () => {
    const socket = aConnectedSocket();
    const { user } = openPanel(socket);
    await screen.findByText('Hello, how can we help?');
    await user.type(messageInput(), 'Anyone there?{Enter}');
    expect(socket.calls('message:send')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Attach file' })).toBeDisabled();
  });

  it('shows text as text, never as HTML', async () => {
    const socket = aConnectedSocket();
    openPanel(socket, {
      [HISTORY]: history([aChatMessage(3, { senderId: 2, content: '<img src=x onerror=alert(1)><b>bold</b>' })]),
    });
    expect(await screen.findByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(messageList().querySelector('b')).toBeNull();
  });

  it("names a sender without a profile 'Unknown User', without an avatar picture", async () => {
    const socket = aConnectedSocket();
    openPanel(socket, {
      [HISTORY]: history([aChatMessage(4, { senderId: 99, content: 'From a deleted account' })]),
      [PROFILES]: { body: [aliceProfile] },
    });
    const message = await screen.findByRole('listitem', { name: 'Message from Unknown User' });
    expect(within(message).getByText(/Unknown User/)).toBeInTheDocument();
    expect(within(message).getByLabelText('Unknown User')).toBeInTheDocument();
    expect(message.querySelector('img')).toBeNull();
  });

  it("turns 'Rate Limited' on after a 429 on profiles: no retry, input, attach and send disabled", async () => {
    // The pause is a timer: an injected clock (it also moves with real time, so the waits below still work).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const socket = aConnectedSocket();
      const { requestsTo } = openPanel(socket, {
        [PROFILES]: [
          { status: 429, body: { statusCode: 429, message: 'Rate limit exceeded. Please wait a moment.' } },
          { body: [aliceProfile, supportProfile] },
        ],
      });
      await connect(socket);
      expect(await screen.findByText('Rate Limited')).toBeInTheDocument();
      // The toast (its code loads with the first toast).
      expect(await screen.findByRole('alert')).toHaveTextContent('Rate limit exceeded. Please wait a moment.');
      expect(screen.queryByText('Error loading profiles')).not.toBeInTheDocument();
      expect(messageInput()).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Attach file' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
      // No lookup during the pause (half of it: the clock also moves with real time, so a margin for a slow
      // machine)...
      await act(() => vi.advanceTimersByTimeAsync(RATE_LIMIT_COOLDOWN_MS / 2));
      expect(requestsTo(PROFILES)).toHaveLength(1);
      expect(screen.getByText('Rate Limited')).toBeInTheDocument();
      // ...and once it is over, one more lookup, whose answer ends the state.
      await act(() => vi.advanceTimersByTimeAsync(RATE_LIMIT_COOLDOWN_MS / 2));
      await waitFor(() => expect(requestsTo(PROFILES).length).toBe(2));
      await waitFor(() => expect(screen.queryByText('Rate Limited')).not.toBeInTheDocument());
      expect(requestsTo(PROFILES)).toHaveLength(2);
      expect(messageInput()).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the names it has when a lookup for a new sender is rate limited', async () => {
    const socket = aConnectedSocket();
    openPanel(socket, {
      [PROFILES]: [
        { body: [supportProfile] },
        { status: 429, body: { statusCode: 429, message: 'Rate limit exceeded. Please wait a moment.' } },
      ],
    });
    await connect(socket);
    await screen.findByRole('listitem', { name: 'Message from root' });
    act(() => socket.push('message:new', aChatMessage(30, { senderId: 3, content: 'Another agent here' })));
    expect(await screen.findByText('Rate Limited')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Message from root' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Message from Unknown User' })).toHaveTextContent('Another agent here');
  });

  it('shows pictures as thumbnails and links only files of the app', async () => {
    const socket = aConnectedSocket();
    openPanel(socket, {
      [HISTORY]: history([
        aChatMessage(6, {
          senderId: 2,
          messageType: 'file',
          content: 'boiler.jpg',
          fileName: 'boiler.jpg',
          fileUrl: '/api/files/users/2/chat/x/boiler.jpg',
        }),
        aChatMessage(7, {
          senderId: 2,
          messageType: 'file',
          content: 'evil.pdf',
          fileName: 'evil.pdf',
          fileUrl: 'javascript:alert(1)',
        }),
      ]),
    });
    const picture = await screen.findByRole('img', { name: 'boiler.jpg' });
    expect(picture).toHaveAttribute('src', '/api/files/users/2/chat/x/boiler.jpg');
    expect(picture.closest('a')).toHaveAttribute('href', '/api/files/users/2/chat/x/boiler.jpg');
    expect(screen.getByText('evil.pdf').closest('a')).toBeNull();
  });

  it('retries a failed profile lookup twice, then warns that names may be missing', async () => {
    const socket = aConnectedSocket();
    const { requestsTo } = openPanel(socket, {
      [PROFILES]: { status: 500, body: { statusCode: 500, message: 'Boom' } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading profiles');
    expect(alert).toHaveTextContent('Some user information may not display correctly.');
    expect(requestsTo(PROFILES)).toHaveLength(3);
    expect(screen.queryByText('Rate Limited')).not.toBeInTheDocument();
  });

  it('removes a refused message, says so and gives the text back', async () => {
    const socket = aConnectedSocket().respond('message:send', () => ({ ok: false, error: 'Message is too long' }));
    const { user } = openPanel(socket);
    await connect(socket);
    await user.type(messageInput(), 'Hello?{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error sending message');
    expect(alert).toHaveTextContent('Please try again.');
    expect(within(messageList()).queryByText('Hello?')).not.toBeInTheDocument();
    expect(messageInput()).toHaveValue('Hello?');
  });

  it('follows the connection: Reconnecting..., then joins again and shows what was missed', async () => {
    const socket = aConnectedSocket();
    const missed = aChatMessage(12, { senderId: 2, content: 'Sent while you were away' });
    openPanel(socket, { [HISTORY]: [history(), history(), history([aChatMessage(1, { senderId: 2 }), missed])] });
    await connect(socket);
    act(() => socket.connectionLost());
    expect(screen.getByText('Reconnecting...')).toBeInTheDocument();
    act(() => socket.serverConnects());
    expect(await screen.findByText('Sent while you were away')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(socket.calls('room:join')).toHaveLength(2);
  });

  it('pages back after a reconnect until it meets the messages already shown', async () => {
    const socket = aConnectedSocket();
    const first = aChatMessage(1, { senderId: 2, content: 'Before the outage' });
    const { requestsTo } = openPanel(socket, {
      [HISTORY]: [
        history([first]),
        history([first]),
        history([aChatMessage(70, { senderId: 2, content: 'Newest while away' })], true),
        history([first, aChatMessage(5, { senderId: 2, content: 'Early while away' })], false),
      ],
    });
    await connect(socket);
    await waitFor(() => expect(requestsTo(HISTORY)).toHaveLength(2));
    act(() => socket.connectionLost());
    act(() => socket.serverConnects());
    expect(await screen.findByText('Early while away')).toBeInTheDocument();
    expect(screen.getByText('Newest while away')).toBeInTheDocument();
    expect(requestsTo(HISTORY).map((request) => new URL(request.url).searchParams.get('before'))).toEqual([
      null,
      null,
      null,
      '70',
    ]);
    expect(within(messageList()).getAllByRole('listitem')).toHaveLength(3);
  });

  it("shows 'Disconnected' and the 'Connection Failed' toast after the reconnection attempts ran out", async () => {
    const socket = aConnectedSocket();
    openPanel(socket);
    await connect(socket);
    act(() => {
      socket.connectionLost();
      for (let attempt = 1; attempt <= 5; attempt++) socket.reconnectAttempt(attempt);
    });
    expect(screen.getByText('Reconnecting...')).toBeInTheDocument();
    act(() => socket.reconnectFailed());
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Connection Failed');
    expect(alert).toHaveTextContent('Please refresh the page to try again');
  });

  it('uploads an attachment and sends it as a file message shown as a link', async () => {
    const socket = aConnectedSocket().respond('message:send', savedAs(20));
    const { requestsTo, user } = openPanel(socket, {
      'POST /api/chat/upload': {
        status: 201,
        body: { fileUrl: '/api/files/users/1/chat/a.pdf', fileName: 'manual.pdf' },
      },
    });
    await connect(socket);
    await user.upload(
      screen.getByLabelText('Attach a file'),
      new File(['%PDF-1.4'], 'manual.pdf', { type: 'application/pdf' }),
    );
    const link = await within(messageList()).findByRole('link', { name: 'manual.pdf' });
    expect(link).toHaveAttribute('href', '/api/files/users/1/chat/a.pdf');
    const uploaded = (await requestsTo('POST /api/chat/upload')[0].formData()).get('file') as Blob;
    expect(uploaded.type).toBe('application/pdf');
    expect(socket.calls('message:send')[0].payload).toEqual({
      roomId: 'support',
      content: 'manual.pdf',
      messageType: 'file',
      fileUrl: '/api/files/users/1/chat/a.pdf',
      fileName: 'manual.pdf',
    });
  });

  it('refuses an attachment over 5 MB before uploading', async () => {
    const socket = aConnectedSocket();
    const { requestsTo, user } = openPanel(socket);
    await connect(socket);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attach a file'), big);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('File too large');
    expect(alert).toHaveTextContent('Please select a file smaller than 5MB');
    expect(requestsTo('POST /api/chat/upload')).toHaveLength(0);
  });

  it("says 'Error sending file' with the server's message when the upload fails", async () => {
    const socket = aConnectedSocket();
    const { user } = openPanel(socket, {
      'POST /api/chat/upload': { status: 415, body: { statusCode: 415, message: 'This kind of file is not accepted' } },
    });
    await connect(socket);
    await user.upload(screen.getByLabelText('Attach a file'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error sending file');
    expect(alert).toHaveTextContent('This kind of file is not accepted');
    expect(socket.calls('message:send')).toHaveLength(0);
  });

  it("loads older messages with 'Load older messages'", async () => {
    const socket = aConnectedSocket();
    const { requestsTo, user } = openPanel(socket, {
      [HISTORY]: [
        history([aChatMessage(60, { content: 'Newest page' })], true),
        history([aChatMessage(5, { content: 'Older page' })], false),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('Older page')).toBeInTheDocument();
    expect(new URL(requestsTo(HISTORY)[1].url).searchParams.get('before')).toBe('60');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });
});
