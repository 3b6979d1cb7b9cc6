import { ChatConnection, CONNECTION_STATE_LABELS, type RoomJoinAck } from './chat-connection';
import { FakeChatSocket } from './fake-chat-socket';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function joinAnswering(socket: FakeChatSocket) {
  return socket.respond('room:join', (roomId): RoomJoinAck => ({ ok: true, roomId: `canonical:${String(roomId)}` }));
}

describe('ChatConnection', () => {
  it('labels the three states as the spec words them', () => {
    expect(CONNECTION_STATE_LABELS).toEqual({
      connected: 'Connected',
      reconnecting: 'Reconnecting...',
      disconnected: 'Disconnected',
    });
  });

  it('connects the socket and follows connected, reconnecting and disconnected', () => {
    const socket = new FakeChatSocket();
    const connection = new ChatConnection(socket);
    const changes = vi.fn();
    connection.subscribeState(changes);
    expect(socket.active).toBe(true);
    expect(connection.getState()).toBe('disconnected');

    socket.serverConnects();
    expect(connection.getState()).toBe('connected');
    socket.connectionLost();
    expect(connection.getState()).toBe('reconnecting');
    socket.reconnectAttempt(1);
    expect(connection.getState()).toBe('reconnecting');
    socket.serverConnects();
    expect(connection.getState()).toBe('connected');
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('reports the end of the reconnection attempts once and shows disconnected', () => {
    const socket = new FakeChatSocket();
    const connection = new ChatConnection(socket);
    const failed = vi.fn();
    connection.onReconnectFailed(failed);
    socket.serverConnects();
    socket.connectionLost();
    for (let attempt = 1; attempt <= 5; attempt++) socket.reconnectAttempt(attempt);
    expect(failed).not.toHaveBeenCalled();
    socket.reconnectFailed();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(connection.getState()).toBe('disconnected');
  });

  it('shows disconnected when the server refuses the connection', () => {
    const socket = new FakeChatSocket();
    const connection = new ChatConnection(socket);
    socket.refused();
    expect(connection.getState()).toBe('disconnected');
  });

  it('joins rooms once connected, joins them again after a reconnect, and leaves with the last user', async () => {
    const socket = joinAnswering(new FakeChatSocket());
    socket.respond('room:leave', () => ({ ok: true }));
    const connection = new ChatConnection(socket);
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = connection.joinRoom('support', first);
    expect(socket.calls('room:join')).toHaveLength(0);

    socket.serverConnects();
    await flush();
    expect(socket.calls('room:join').map((call) => call.payload)).toEqual(['support']);
    expect(first).toHaveBeenCalledWith('canonical:support', false);

    // A second user of the same room does not join again, but hears that the room is joined.
    const leaveSecond = connection.joinRoom('support', second);
    await flush();
    expect(second).toHaveBeenCalledWith('canonical:support', true);

    socket.connectionLost();
    socket.serverConnects();
    await flush();
    expect(first).toHaveBeenLastCalledWith('canonical:support', true);
    expect(second).toHaveBeenLastCalledWith('canonical:support', true);

    leaveFirst();
    expect(socket.calls('room:leave')).toHaveLength(0);
    leaveSecond();
    expect(socket.calls('room:leave').map((call) => call.payload)).toEqual(['support']);
  });

  it('tells a room user when the server refuses the room', async () => {
    const socket = new FakeChatSocket().respond('room:join', () => ({ ok: false, error: 'Room not found' }));
    const connection = new ChatConnection(socket);
    socket.serverConnects();
    const refused = vi.fn();
    const joined = vi.fn();
    connection.joinRoom('999', joined, refused);
    await flush();
    expect(refused).toHaveBeenCalledWith('Room not found');
    expect(joined).not.toHaveBeenCalled();
  });

  it('refuses requests while disconnected and gives up on an unanswered request', async () => {
    vi.useFakeTimers();
    try {
      const socket = new FakeChatSocket();
      const connection = new ChatConnection(socket, 1000);
      await expect(connection.request('message:send', {})).rejects.toThrow('Not connected');
      socket.serverConnects();
      const pending = connection.request('message:send', { content: 'hi' });
      const settled = expect(pending).rejects.toThrow('No answer to message:send');
      await vi.advanceTimersByTimeAsync(1000);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops listening and disconnects on close', () => {
    const socket = new FakeChatSocket();
    const connection = new ChatConnection(socket);
    socket.serverConnects();
    connection.close();
    expect(socket.connected).toBe(false);
    expect(socket.count('connect')).toBe(0);
    expect(socket.io.count('reconnect_failed')).toBe(0);
    expect(connection.getState()).toBe('disconnected');
  });
});
