import { HttpException, Inject, Logger, OnApplicationShutdown, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Redis } from 'ioredis';
import type { Server, Socket } from 'socket.io';
import { HomeMembershipEnded, HomeMembershipEvents } from '../../core/access/home-membership-events';
import { Clock } from '../../core/clock';
import { AppConfig } from '../../core/config/app-config';
import { SessionUser } from '../../core/http/auth.guards';
import { fromOwnOrigin } from '../../core/http/origin-policy';
import { RateLimiter } from '../../core/http/rate-limiter';
import { REDIS } from '../../core/redis-connection';
import { SessionStore, sessionUserId } from '../../core/session/session-store';
import { UsersService } from '../identity/users.service';
import { useRedisFanout } from './chat-fanout';
import { parseMessageInput } from './chat-message-input';
import { ChatMessageView } from './chat-message.view';
import { ChatMessagesService } from './chat-messages.service';
import { ADMIN_FEED_IO_ROOM, ChatRoomRef, SUPPORT_ALIAS, deliveryRooms, ioRoom, userIoRoom } from './chat-room-ref';
import { ChatRoomsService, RoomUse } from './chat-rooms.service';
import { handshakeSession, handshakeSessionReader } from './chat-socket-session';
import { SUPPORT_REPLY_EVENT, toSupportReplyView } from './support-replies.service';
import { UserSocketEvents } from './user-socket-events';

/** At most 30 messages per 10 s per user, counted across api processes (RateLimiter over the shared store). */
export const SEND_LIMIT = { name: 'chat-send', limit: 30, windowMs: 10_000 };
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
const SESSION_SWEEP_MS = 30_000;
const MAX_FRAME_BYTES = 64 * 1024;
const UNEXPECTED = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE = 'Chat is unavailable right now. Please try again.';

interface ChatSocketData {
  user: SessionUser;
  sessionId: string;
  /** Rooms this socket was allowed into, by the ids the client used (aliases included). */
  rooms: Map<string, ChatRoomRef>;
}
type ChatSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, ChatSocketData>;
type Failure = { ok: false; error: string; code?: string };

/**
 * socket.io on /chat (websocket transport only, so several api processes need no sticky sessions).
 * The handshake runs the REST API's session middleware; sockets without a logged-in user are refused
 * with 'Unauthorized'. A logged-out session stops working at the socket's next join or send, and
 * sockets whose session is gone are disconnected within 30 s (sweep).
 */
@WebSocketGateway({
  path: '/chat',
  transports: ['websocket'],
  serveClient: false,
  // A message is at most 2000 characters; refuse frames far above that instead of buffering 1 MB.
  maxHttpBufferSize: MAX_FRAME_BYTES,
})
export class ChatGateway
  implements OnGatewayInit<Server>, OnGatewayConnection, OnModuleInit, OnModuleDestroy, OnApplicationShutdown
{
  @WebSocketServer() private server!: Server;
  private readonly logger = new Logger('Chat');
  private closeFanout: (() => Promise<void>) | null = null;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly sessions: SessionStore,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly users: UsersService,
    private readonly rooms: ChatRoomsService,
    private readonly messages: ChatMessagesService,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly userEvents: UserSocketEvents,
    private readonly membership: HomeMembershipEvents,
  ) {}

  onModuleInit(): void {
    this.membership.onEnded((event) => this.forgetHomeMember(event));
  }

  afterInit(server: Server): void {
    this.userEvents.attach(server);
    // A page of another origin must not open a socket with the user's cookie (cross-site WebSocket
    // hijacking): the handshake's Origin must be ours (403 otherwise; none = not a browser, allowed).
    server.engine.opts.allowRequest = (request, callback) => {
      const allowed = fromOwnOrigin(request.headers, this.config.publicUrl);
      callback(allowed ? null : 'Cross-origin request refused', allowed);
    };
    server.engine.use(handshakeSessionReader(this.config, this.sessions));
    server.use((socket, next) => {
      this.authenticate(socket as ChatSocket).then(
        (authenticated) => next(authenticated ? undefined : new Error('Unauthorized')),
        (error: Error) => {
          this.logger.error({ msg: 'chat handshake failed', error: error.message, stack: error.stack });
          next(new Error(UNAVAILABLE));
        },
      );
    });
    if (this.redis) this.closeFanout = useRedisFanout(server, this.redis, `${this.config.redisPrefix}:socket.io`);
    this.sweeper = setInterval(() => void this.disconnectEndedSessions(), SESSION_SWEEP_MS).unref();
  }

  async handleConnection(socket: ChatSocket): Promise<void> {
    const { user } = socket.data;
    let roomsAtDisconnect: string[] = [];
    socket.on('disconnecting', () => {
      roomsAtDisconnect = [...socket.rooms].filter((room) => room.startsWith('room:'));
    });
    socket.on('disconnect', (reason) => {
      if (reason !== 'server shutting down') void this.announceOfflineIfLast(user.id, roomsAtDisconnect);
    });
    await socket.join(userIoRoom(user.id));
  }

  @SubscribeMessage('room:join')
  join(@ConnectedSocket() socket: ChatSocket, @MessageBody() roomId: unknown) {
    return answer(async () => {
      await this.assertSessionAlive(socket);
      const ref = await this.allowedRoom(socket, roomId, 'read');
      const room = ref.kind === 'feed' ? ADMIN_FEED_IO_ROOM : ioRoom(ref.roomId);
      await socket.join(room);
      socket.to(room).emit('user:online', { userId: socket.data.user.id });
      return { ok: true as const, roomId: ref.roomId };
    }, this.logger);
  }

  @SubscribeMessage('room:leave')
  leave(@ConnectedSocket() socket: ChatSocket, @MessageBody() roomId: unknown) {
    return answer(async () => {
      const ref = typeof roomId === 'string' ? socket.data.rooms.get(roomId) : undefined;
      if (ref) await socket.leave(ref.kind === 'feed' ? ADMIN_FEED_IO_ROOM : ioRoom(ref.roomId));
      return { ok: true as const };
    }, this.logger);
  }

  @SubscribeMessage('message:send')
  send(@ConnectedSocket() socket: ChatSocket, @MessageBody() payload: unknown) {
    return answer(async () => {
      const { user } = socket.data;
      const input = parseMessageInput(payload, user.id);
      // Two independent store reads (shared rate-limit counter, session): run together.
      await Promise.all([this.rateLimiter.consume(SEND_LIMIT, user.id), this.assertSessionAlive(socket)]);
      const ref = await this.allowedRoom(socket, input.roomId, 'post');
      const message: ChatMessageView = await this.messages.save(user, ref, input);
      this.server.to(deliveryRooms(ref)).emit('message:new', message);
      // A reply in someone's support thread reaches all their sockets (the bell), chat open or not.
      if (ref.kind === 'thread' && ref.ownerUserId !== user.id) {
        this.server.to(userIoRoom(ref.ownerUserId)).emit(SUPPORT_REPLY_EVENT, toSupportReplyView(message));
      }
      return { ok: true as const, message };
    }, this.logger);
  }

  onModuleDestroy(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  /** After Nest closed the socket.io server (and with it every socket). */
  async onApplicationShutdown(): Promise<void> {
    await this.closeFanout?.();
  }

  /** false when the handshake carries no logged-in session (or its user is gone). */
  private async authenticate(socket: ChatSocket): Promise<boolean> {
    const session = handshakeSession(socket.request, {
      idleMs: this.config.sessionIdleMs,
      ttlMs: this.config.sessionTtlMs,
      now: this.clock.now(),
    });
    const user = session && (await this.users.findById(session.userId));
    if (!session || !user) return false;
    socket.data = {
      user: { id: user.id, username: user.username, isAdmin: user.isAdmin },
      sessionId: session.sessionId,
      rooms: new Map(),
    };
    return true;
  }

  /**
   * The room behind a client's id; the user becomes a participant of it. A support room is checked once
   * per socket (a thread never changes hands); an equipment room again at every join and send, as home
   * memberships and roles change (one policy query): a removed member gets 404, a viewer may not post.
   */
  private async allowedRoom(socket: ChatSocket, roomId: unknown, use: RoomUse): Promise<ChatRoomRef> {
    const { user, rooms } = socket.data;
    const known = typeof roomId === 'string' ? rooms.get(roomId) : undefined;
    if (known) {
      await this.rooms.recheck(user, known, use);
      return known;
    }
    const ref = await this.rooms.resolve(user, roomId, use);
    if (ref.kind !== 'feed') await this.rooms.touchParticipant(ref.dbId, user.id);
    rooms.set(ref.roomId, ref);
    if (roomId === SUPPORT_ALIAS) rooms.set(SUPPORT_ALIAS, ref);
    return ref;
  }

  /**
   * A member left a shared home or was removed: their sockets (on every api process, through the
   * adapter) leave the rooms of its equipment at once, so no further message reaches them.
   */
  private async forgetHomeMember({ homeId, userId }: HomeMembershipEnded): Promise<void> {
    const roomIds = await this.rooms.forgetHomeMember(homeId, userId);
    if (!roomIds.length || !this.server) return;
    // This process's sockets leave at once (the Redis adapter's cluster-wide leave goes out through Redis
    // and comes back to this process too, so it lands later); the other processes follow through Redis.
    this.server.in(userIoRoom(userId)).local.socketsLeave(roomIds.map(ioRoom));
    this.server.in(userIoRoom(userId)).socketsLeave(roomIds.map(ioRoom));
    for (const socket of await this.server.in(userIoRoom(userId)).local.fetchSockets()) {
      for (const roomId of roomIds) (socket.data as ChatSocketData).rooms.delete(roomId);
    }
  }

  private async assertSessionAlive(socket: ChatSocket): Promise<void> {
    if (await this.isSessionAlive(socket)) return;
    setImmediate(() => socket.disconnect(true));
    throw new HttpException({ message: SESSION_ENDED }, 401);
  }

  private async isSessionAlive(socket: ChatSocket): Promise<boolean> {
    const session = await this.sessions.read(socket.data.sessionId);
    return session !== null && sessionUserId(session) === socket.data.user.id;
  }

  private async disconnectEndedSessions(): Promise<void> {
    const sockets = [...this.server.sockets.sockets.values()] as ChatSocket[];
    for (const socket of sockets) {
      if (!socket.data?.sessionId) continue;
      if (!(await this.isSessionAlive(socket).catch(() => true))) socket.disconnect(true);
    }
  }

  /** user:offline to the rooms the socket was in, when it was the user's last socket on any process. */
  private async announceOfflineIfLast(userId: number, rooms: string[]): Promise<void> {
    if (!rooms.length) return;
    try {
      const remaining = await this.server.in(userIoRoom(userId)).fetchSockets();
      if (!remaining.length) this.server.to(rooms).emit('user:offline', { userId });
    } catch (error) {
      this.logger.warn(`could not announce user ${userId} offline: ${(error as Error).message}`);
    }
  }
}

/** Runs an event handler and turns any failure into the ack `{ ok: false, error }` (clear message). */
async function answer<T>(work: () => Promise<T>, logger: Logger): Promise<T | Failure> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpException) {
      const { code } = (typeof error.getResponse() === 'object' ? error.getResponse() : {}) as { code?: string };
      return code ? { ok: false, error: error.message, code } : { ok: false, error: error.message };
    }
    logger.error({ msg: 'chat event failed', error: (error as Error)?.message, stack: (error as Error)?.stack });
    return { ok: false, error: UNEXPECTED };
  }
}
