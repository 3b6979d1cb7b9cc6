import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { SessionData } from 'express-session';
import { Clock } from '../clock';
import { sessionUserId } from './session-store';

/**
 * The inactivity timeout in seconds, named on every API answer: the web app's service worker hides its
 * offline copies once this long has passed since its last online answer (docs/security.md, V14.3).
 */
export const SESSION_IDLE_HEADER = 'X-Session-Idle-Seconds';

/** Names SESSION_IDLE_MINUTES on the answer (SESSION_IDLE_HEADER); the same on every answer. */
export function sessionIdleHeader(idleMs: number): RequestHandler {
  const seconds = String(Math.floor(idleMs / 1000));
  return (_request, response, next) => {
    response.setHeader(SESSION_IDLE_HEADER, seconds);
    next();
  };
}

/** When the logged-in session was last used (ms since the epoch), kept in the session record. */
interface ActivityStamp {
  lastSeenAt?: number;
}

/** True when a logged-in session has gone unused for longer than idleMs. */
export function sessionIdleExpired(session: SessionData, idleMs: number, now: number): boolean {
  const lastSeenAt = (session as SessionData & ActivityStamp).lastSeenAt;
  return typeof lastSeenAt === 'number' && now - lastSeenAt > idleMs;
}

/** How often an active session's activity stamp is rewritten: at most once per `idleMs / 20` (≤ 1 min). */
function stampRefreshMs(idleMs: number): number {
  return Math.min(60_000, Math.floor(idleMs / 20));
}

/** True when a logged-in session's activity stamp is missing or old enough to be rewritten on this request. */
export function activityStampDue(session: SessionData, idleMs: number, now: number): boolean {
  const lastSeenAt = (session as SessionData & ActivityStamp).lastSeenAt;
  return typeof lastSeenAt !== 'number' || now - lastSeenAt >= stampRefreshMs(idleMs);
}

/**
 * The inactivity timeout (SESSION_IDLE_MINUTES) beside the absolute lifetime (SESSION_TTL_HOURS).
 * Runs after express-session and before passport: an idle session is destroyed in the store and the
 * request goes on without a user (401 where one is needed). The stamp is refreshed at most once per
 * `idleMs / 20` (≤ 1 min), so an active session costs one store write a minute, not one per request.
 */
export function sessionIdleTimeout(idleMs: number, clock: Clock) {
  return (request: Request, _response: Response, next: NextFunction) => {
    const session = request.session as (SessionData & ActivityStamp) | undefined;
    if (!session || sessionUserId(session) === null) return next();
    const now = clock.now();
    if (sessionIdleExpired(session, idleMs, now)) {
      request.session.regenerate((error) => next(error));
      return;
    }
    if (activityStampDue(session, idleMs, now)) session.lastSeenAt = now;
    next();
  };
}
