import { AddressInfo } from 'node:net';
import { Socket, io } from 'socket.io-client';
import { expectStatus, newAccount, register, sessionCookie } from './accounts';
import { TestApp } from './test-app';
import type { ChatMessageView } from '../../src/modules/chat/chat-message.view';
import { userIoRoom } from '../../src/modules/chat/chat-room-ref';
import { ChatGateway } from '../../src/modules/chat/chat.gateway';

export const ADMIN_KEY = 'chat-admin-key';

/** A logged-in user for chat tests: a supertest agent and the session cookie a browser would send. */
export interface ChatUser {
  id: number;
  username: string;
  agent: ReturnType<TestApp['agent']>;
  cookie: string;
}

export async function chatUser(t: TestApp, options: { admin?: boolean } = {}): Promise<ChatUser> {
  const agent = t.agent();
  const account = newAccount();
  const extra = options.admin ? { adminKey: ADMIN_KEY, isAdmin: true } : {};
  const response = expectStatus(await register(agent, account, extra), 201);
  const cookie = sessionCookie(response)!.split(';')[0];
  return { id: response.body.id, username: account.username, agent, cookie };
}

/** http://127.0.0.1:<port> of an app that listens (chat tests need a real port for websockets). */
export async function listen(t: TestApp): Promise<string> {
  if (!t.http.listening) await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
}

/** Connects like the web client (websocket only, path /chat); rejects with the connect_error message. */
export function connectChat(baseUrl: string, cookie?: string): Promise<Socket> {
  const socket = io(baseUrl, {
    path: '/chat',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: cookie ? { Cookie: cookie } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export interface Ack {
  ok: boolean;
  error?: string;
  roomId?: string;
  message?: ChatMessageJson;
}

/** The contract's ChatMessage JSON: the server's own view type. */
export type ChatMessageJson = ChatMessageView;

export function emitAck(socket: Socket, event: string, payload: unknown): Promise<Ack> {
  return socket.timeout(5_000).emitWithAck(event, payload);
}

export async function joinRoom(socket: Socket, roomId: string): Promise<string> {
  const ack = await emitAck(socket, 'room:join', roomId);
  if (!ack.ok) throw new Error(`join ${roomId} refused: ${ack.error}`);
  return ack.roomId!;
}

export async function sendText(socket: Socket, roomId: string, content: string): Promise<ChatMessageJson> {
  const ack = await emitAck(socket, 'message:send', { roomId, content, messageType: 'text' });
  if (!ack.ok) throw new Error(`send refused: ${ack.error}`);
  return ack.message!;
}

/** Collects every payload of an event, so a test can wait for one or check that none came. */
export function collect<T = ChatMessageJson>(socket: Socket, event: string) {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return {
    received,
    async waitFor(predicate: (payload: T) => boolean, timeoutMs = 20_000): Promise<T> {
      const started = Date.now();
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        if (Date.now() - started > timeoutMs) throw new Error(`no ${event} matching within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

/**
 * Waits until the server holds exactly `count` sockets of the user (a state of the server, not a pause): after
 * a client closes, its socket has left the server's rooms, and the server's own disconnect work that started
 * then (asking the same adapter first) has run.
 */
export async function waitForSocketCount(t: TestApp, userId: number, count: number, timeoutMs = 20_000): Promise<void> {
  const server = t.app.get(ChatGateway)['server'];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sockets = await server.in(userIoRoom(userId)).fetchSockets();
    if (sockets.length === count) return;
    if (Date.now() > deadline) throw new Error(`user ${userId} kept ${sockets.length} sockets, not ${count}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
