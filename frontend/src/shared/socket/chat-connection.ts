/**
 * The app's one real-time connection (socket.io on /chat), wrapped so that the rest of the app sees a
 * connection state, rooms that survive reconnects, and acknowledged requests as promises. The socket
 * itself comes in through {@link ChatSocket}, so tests drive a fake one without a server.
 */

/** The parts of a socket.io-client `Socket` this connection uses. */
export interface ChatSocket {
  readonly connected: boolean;
  /** True while the socket is connected or will try to (re)connect by itself. */
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  /** The socket's Manager: it reports the reconnection attempts. */
  readonly io: {
    on(event: string, listener: (...args: never[]) => void): unknown;
    off(event: string, listener: (...args: never[]) => void): unknown;
  };
}

/** What the chat shows: 'Connected', 'Reconnecting...' or 'Disconnected' (spec §4). */
export type ConnectionState = 'connected' | 'reconnecting' | 'disconnected';

export const CONNECTION_STATE_LABELS: Record<ConnectionState, string> = {
  connected: 'Connected',
  reconnecting: 'Reconnecting...',
  disconnected: 'Disconnected',
};

/** The answer to `room:join`. */
export type RoomJoinAck = { ok: true; roomId: string } | { ok: false; error: string };

/** Called after every successful (re)join of a room, with the server's canonical room id. */
export type RoomJoinedListener = (canonicalRoomId: string, rejoin: boolean) => void;

/** How long an acknowledged request may wait for its answer. */
export const ACK_TIMEOUT_MS = 10_000;

export class ChatRequestError extends Error {}

interface RoomListener {
  onJoined: RoomJoinedListener;
  onRefused?: (error: string) => void;
}

interface RoomMembership {
  /** Components that asked for this room; the socket leaves it when the last one is gone. */
  listeners: Set<RoomListener>;
  joinedOnce: boolean;
}

export class ChatConnection {
  private state: ConnectionState;
  private readonly stateListeners = new Set<() => void>();
  private readonly failureListeners = new Set<() => void>();
  private readonly rooms = new Map<string, RoomMembership>();
  private closed = false;

  constructor(
    private readonly socket: ChatSocket,
    private readonly ackTimeoutMs = ACK_TIMEOUT_MS,
  ) {
    this.state = socket.connected ? 'connected' : 'disconnected';
    socket.on('connect', this.handleConnect);
    socket.on('disconnect', this.handleDisconnect);
    socket.on('connect_error', this.handleConnectError);
    socket.io.on('reconnect_attempt', this.handleReconnectAttempt);
    socket.io.on('reconnect_failed', this.handleReconnectFailed);
    if (!socket.connected && !socket.active) socket.connect();
  }

  getState = (): ConnectionState => this.state;

  /** For `useSyncExternalStore`: calls `listener` whenever the state changes. */
  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Calls `listener` when the socket gave up reconnecting (all attempts failed). */
  onReconnectFailed(listener: () => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  /** Listens to a server event; returns the function that stops listening. */
  on<Payload>(event: string, listener: (payload: Payload) => void): () => void {
    const handler = listener as (...args: never[]) => void;
    this.socket.on(event, handler);
    return () => this.socket.off(event, handler);
  }

  /**
   * Joins `roomId` now (if connected) and again after every reconnect, until the returned function is
   * called. `onJoined` runs after each successful join, so the caller can fetch what it missed.
   */
  joinRoom(roomId: string, onJoined: RoomJoinedListener, onRefused?: (error: string) => void): () => void {
    const entry: RoomListener = { onJoined, onRefused };
    let membership = this.rooms.get(roomId);
    const first = !membership;
    if (!membership) {
      membership = { listeners: new Set(), joinedOnce: false };
      this.rooms.set(roomId, membership);
    }
    membership.listeners.add(entry);
    if (this.socket.connected) {
      if (first) void this.emitJoin(roomId);
      // Already in the room: this listener catches up with the others.
      else if (membership.joinedOnce) void this.emitJoin(roomId, entry);
    }
    return () => {
      const current = this.rooms.get(roomId);
      if (!current) return;
      current.listeners.delete(entry);
      if (current.listeners.size > 0) return;
      this.rooms.delete(roomId);
      if (this.socket.connected) void this.request('room:leave', roomId).catch(() => undefined);
    };
  }

  /** Emits `event` with `payload` and resolves with the server's acknowledgement. */
  request<Ack>(event: string, payload: unknown): Promise<Ack> {
    if (!this.socket.connected) return Promise.reject(new ChatRequestError('Not connected'));
    return new Promise<Ack>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChatRequestError(`No answer to ${event}`)), this.ackTimeoutMs);
      this.socket.emit(event, payload, (ack: Ack) => {
        clearTimeout(timer);
        resolve(ack);
      });
    });
  }

  /** Leaves everything and disconnects for good (logout, or the signed-in user changed). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.off('connect', this.handleConnect);
    this.socket.off('disconnect', this.handleDisconnect);
    this.socket.off('connect_error', this.handleConnectError);
    this.socket.io.off('reconnect_attempt', this.handleReconnectAttempt);
    this.socket.io.off('reconnect_failed', this.handleReconnectFailed);
    this.rooms.clear();
    this.socket.disconnect();
    this.setState('disconnected');
  }

  private async emitJoin(roomId: string, only?: RoomListener) {
    let ack: RoomJoinAck;
    try {
      ack = await this.request<RoomJoinAck>('room:join', roomId);
    } catch {
      return; // Disconnected meanwhile: the next connect joins again.
    }
    const membership = this.rooms.get(roomId);
    if (!membership) return;
    const rejoin = membership.joinedOnce;
    const targets = only ? [only] : [...membership.listeners];
    if (ack.ok) {
      membership.joinedOnce = true;
      for (const target of targets) if (membership.listeners.has(target)) target.onJoined(ack.roomId, rejoin);
    } else {
      for (const target of targets) target.onRefused?.(ack.error);
    }
  }

  private setState(next: ConnectionState) {
    if (this.state === next) return;
    this.state = next;
    for (const listener of [...this.stateListeners]) listener();
  }

  private handleConnect = () => {
    this.setState('connected');
    for (const roomId of this.rooms.keys()) void this.emitJoin(roomId);
  };

  private handleDisconnect = () => {
    // `active` stays true when socket.io will reconnect by itself (a lost connection, not a refusal).
    this.setState(this.socket.active ? 'reconnecting' : 'disconnected');
  };

  private handleConnectError = () => {
    this.setState(this.socket.active ? 'reconnecting' : 'disconnected');
  };

  private handleReconnectAttempt = () => {
    this.setState('reconnecting');
  };

  private handleReconnectFailed = () => {
    this.setState('disconnected');
    for (const listener of [...this.failureListeners]) listener();
  };
}
