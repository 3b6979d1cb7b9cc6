import { fastifyCookie } from '@fastify/cookie';
import type { IncomingMessage } from 'node:http';
import { AppConfig } from '../../core/config/app-config';
import { sessionCookieName } from '../../core/http/configure-http';
import { SessionTimeouts, sessionTimedOut } from '../../core/session/session-idle-timeout';
import { SessionStore, sessionUserId } from '../../core/session/session-store';

type EngineMiddleware = (request: IncomingMessage, response: unknown, next: (error?: unknown) => void) => void;
type StoredSession = NonNullable<Awaited<ReturnType<SessionStore['read']>>>;

/** Where handshakeSessionReader leaves the session it found on the handshake request, for handshakeSession. */
const HANDSHAKE_SESSION = Symbol('handshake session');
type HandshakeRequest = IncomingMessage & { [HANDSHAKE_SESSION]?: { sessionId: string; data: StoredSession } };

/**
 * What precedes the signed id in the session cookie: express-session's format, which @fastify/session writes
 * and reads too (its `cookiePrefix`), so sessions made before the move to fastify stay valid.
 */
const SIGNED_PREFIX = 's:';

/**
 * Reads the REST API's session on the socket.io handshake (engine.use): the session cookie (same name),
 * its signature checked as @fastify/session checks it (the same signer of @fastify/cookie, with the session
 * secret), then one read of the same store. It only reads: nothing is saved and no cookie is set. A bad
 * signature or an unknown session is no session; a store failure fails the handshake.
 */
export function handshakeSessionReader(config: AppConfig, store: SessionStore): EngineMiddleware {
  const cookieName = sessionCookieName(config);
  const signer = fastifyCookie.signerFactory(config.sessionSecret);
  return (request, _response, next) => {
    const header = request.headers.cookie;
    // @fastify/cookie's own parser (the app has registered the plugin by the time sockets connect).
    const cookie = header ? fastifyCookie.parse(header)[cookieName] : undefined;
    const unsigned = cookie?.startsWith(SIGNED_PREFIX) ? signer.unsign(cookie.slice(SIGNED_PREFIX.length)) : null;
    if (!unsigned?.valid) return next();
    const sessionId = unsigned.value;
    store.read(sessionId).then((data) => {
      if (data) (request as HandshakeRequest)[HANDSHAKE_SESSION] = { sessionId, data };
      next();
    }, next);
  };
}

/**
 * The session id and logged-in user id the handshake request carried (null when not logged in, or
 * when the session has been idle longer than SESSION_IDLE_MINUTES or outlived SESSION_TTL_HOURS: the REST API
 * would end it too).
 */
export function handshakeSession(
  request: IncomingMessage,
  timeouts: SessionTimeouts & { now: number },
): { sessionId: string; userId: number } | null {
  const session = (request as HandshakeRequest)[HANDSHAKE_SESSION];
  if (!session || sessionTimedOut(session.data, timeouts, timeouts.now)) return null;
  const userId = sessionUserId(session.data);
  return userId === null ? null : { sessionId: session.sessionId, userId };
}
