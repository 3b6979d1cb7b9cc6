import { SessionValues } from './session-store';

/**
 * The inactivity timeout in seconds, named on every API answer: the web app's service worker hides its
 * offline copies once this long has passed since its last online answer (docs/security.md, V14.3).
 */
export const SESSION_IDLE_HEADER = 'X-Session-Idle-Seconds';

/** True when a signed-in session has gone unused for longer than idleMs. */
export function sessionIdleExpired(session: SessionValues, idleMs: number, now: number): boolean {
  const lastSeenAt = session.lastSeenAt;
  return typeof lastSeenAt === 'number' && now - lastSeenAt > idleMs;
}

/**
 * True when a signed-in session is older than its absolute lifetime (SESSION_TTL_HOURS from sign-in, ASVS V7.3.2),
 * however active it has been: activity never extends it.
 */
export function sessionLifetimeOver(session: SessionValues, ttlMs: number, now: number): boolean {
  const signedInAt = session.signedInAt;
  return typeof signedInAt === 'number' && now - signedInAt > ttlMs;
}

/** The session timeouts: inactivity (SESSION_IDLE_MINUTES) and absolute lifetime (SESSION_TTL_HOURS). */
export interface SessionTimeouts {
  idleMs: number;
  ttlMs: number;
}

/** True when a signed-in session has ended by either timeout. */
export function sessionTimedOut(session: SessionValues, timeouts: SessionTimeouts, now: number): boolean {
  return sessionIdleExpired(session, timeouts.idleMs, now) || sessionLifetimeOver(session, timeouts.ttlMs, now);
}

/** How often an active session's activity stamp is rewritten: at most once per `idleMs / 20` (≤ 1 min). */
function stampRefreshMs(idleMs: number): number {
  return Math.min(60_000, Math.floor(idleMs / 20));
}

/** True when a signed-in session's activity stamp is missing or old enough to be rewritten on this request. */
export function activityStampDue(session: SessionValues, idleMs: number, now: number): boolean {
  const lastSeenAt = session.lastSeenAt;
  return typeof lastSeenAt !== 'number' || now - lastSeenAt >= stampRefreshMs(idleMs);
}
