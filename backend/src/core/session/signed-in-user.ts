import type { FastifyRequest } from 'fastify';
import { Clock } from '../clock';
import type { SessionUser } from '../http/auth.guards';
import { SessionTimeouts, activityStampDue, sessionTimedOut } from './session-idle-timeout';
import { SessionValues, sessionUserId } from './session-store';

declare module 'fastify' {
  // What the app keeps in a session (@fastify/session's `request.session`): declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Session extends SessionValues {}
}

/**
 * The users behind sessions, provided by the module that owns them (identity): the platform only names it.
 * A disabled or deleted account answers null, so its sessions are no sessions (401) at once.
 */
export abstract class SessionUsers {
  abstract findSignedIn(id: number): Promise<SessionUser | null>;
}

/**
 * Who is signed in, for every API request: an onRequest hook after @fastify/session's. Two timeouts end a session:
 * inactivity (SESSION_IDLE_MINUTES) and the absolute lifetime (SESSION_TTL_HOURS from sign-in, whatever the
 * activity). An ended session is destroyed in the store and the request goes on without a user, on a new empty
 * session (so it may sign in again at once; 401 where a user is needed). The activity stamp is refreshed at most
 * once per `idleMs / 20` (≤ 1 min), so an active session costs one store write a minute, not one per request; the
 * session's expiry (its cookie and its store record) stays pinned to sign-in + lifetime, so that write never extends
 * it. Then the user is reloaded (one indexed query), so a deleted user or a changed role takes effect at once.
 */
export function signedInUserHook(users: SessionUsers, timeouts: SessionTimeouts, clock: Clock) {
  return async function signedInUser(request: FastifyRequest): Promise<void> {
    request.user = null;
    const session = request.session;
    const userId = session ? sessionUserId(session) : null;
    if (userId === null) return;
    const now = clock.now();
    if (sessionTimedOut(session, timeouts, now)) {
      // The record is destroyed; the request goes on with a new session holding no user, so it may sign in at once.
      await session.regenerate();
      return;
    }
    // A session signed in before the lifetime was stamped counts it from its first request since.
    if (typeof session.signedInAt !== 'number') session.signedInAt = now;
    if (activityStampDue(session, timeouts.idleMs, now)) session.lastSeenAt = now;
    // Restoring a session sets its expiry to now + lifetime; the expiry written with it stays the sign-in's.
    session.cookie.expires = new Date(session.signedInAt + timeouts.ttlMs);
    request.user = await users.findSignedIn(userId);
  };
}
