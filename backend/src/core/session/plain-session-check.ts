import { createRequire } from 'node:module';
import { Clock } from '../clock';
import { activityStampDue, sessionIdleExpired } from './session-idle-timeout';
import { SessionStore, sessionUserId } from './session-store';

interface CookieParser {
  parse(header: string): Record<string, string | undefined>;
}
interface CookieSignature {
  unsign(value: string, secret: string): string | false;
}

/**
 * express-session's own cookie parser and signature check (the copies it resolves, not look-alikes), so a
 * cookie header means the same session id here as in express-session.
 */
const requireBesideSession = createRequire(require.resolve('express-session'));
const cookieParser = requireBesideSession('cookie') as CookieParser;
const cookieSignature = requireBesideSession('cookie-signature') as CookieSignature;

/**
 * The cheap session check of the lean read lane (core/http/lean-read.ts): the session cookie unsigned as
 * express-session does, one store read, and the same idle rule as sessionIdleTimeout. It answers the
 * logged-in user id only when the full pipeline (express-session + sessionIdleTimeout + passport) would
 * write nothing for this request: a signed cookie naming a stored, logged-in session that is not idle and
 * whose activity stamp is not due. Everything else — no cookie, a bad signature, a revoked or expired
 * session, an idle one (ended there), a stamp to rewrite (Set-Cookie there) — is null: the request goes the
 * full way, which decides as it always has. Store failures are thrown (the caller answers Redis's 503).
 */
export class PlainSessionCheck {
  constructor(
    private readonly store: SessionStore,
    private readonly cookieName: string,
    private readonly secret: string,
    private readonly idleMs: number,
    private readonly clock: Clock,
  ) {}

  /** The session id the cookie header carries, signed with our secret, as express-session reads it. */
  sessionIdOf(cookieHeader: string | undefined): string | null {
    if (!cookieHeader) return null;
    const raw = cookieParser.parse(cookieHeader)[this.cookieName];
    if (!raw || raw.slice(0, 2) !== 's:') return null;
    const sid = cookieSignature.unsign(raw.slice(2), this.secret);
    return sid === false ? null : sid;
  }

  async loggedInUserId(cookieHeader: string | undefined): Promise<number | null> {
    const sid = this.sessionIdOf(cookieHeader);
    if (sid === null) return null;
    const session = await this.store.read(sid);
    if (!session) return null;
    const userId = sessionUserId(session);
    if (userId === null) return null;
    const now = this.clock.now();
    if (sessionIdleExpired(session, this.idleMs, now) || activityStampDue(session, this.idleMs, now)) return null;
    return userId;
  }
}
