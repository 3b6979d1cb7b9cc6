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

/** How often an active session's activity stamp is rewritten: at most once per `idleMs / 20` (≤ 1 min). */
function stampRefreshMs(idleMs: number): number {
  return Math.min(60_000, Math.floor(idleMs / 20));
}

/** True when a signed-in session's activity stamp is missing or old enough to be rewritten on this request. */
export function activityStampDue(session: SessionValues, idleMs: number, now: number): boolean {
  const lastSeenAt = session.lastSeenAt;
  return typeof lastSeenAt !== 'number' || now - lastSeenAt >= stampRefreshMs(idleMs);
}
