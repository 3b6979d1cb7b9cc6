import { io } from 'socket.io-client';
import type { ChatSocket } from './chat-connection';

/**
 * The real socket: same origin, path /chat, the session cookie, websocket only (no long-polling, so
 * several api processes need no sticky sessions). Reconnection per spec §9: up to 5 attempts, waiting
 * 1 s, 2 s, 4 s, 8 s, 16 s (doubling, capped at 16 s, no random spread).
 */
export function createChatSocket(): ChatSocket {
  return io({
    path: '/chat',
    transports: ['websocket'],
    withCredentials: true,
    reconnection: true,
    reconnectionAttempts: 5,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 16_000,
    randomizationFactor: 0,
  }) as unknown as ChatSocket;
}
