import { createRequire } from 'node:module';
import { Clock } from '../clock';
import { SizedLruCache } from '../http/sized-lru-cache';
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

/** How many verified cookie headers are remembered, and the longest one remembered (characters). */
const VERIFIED_HEADERS = 4096;
const LONGEST_VERIFIED_HEADER = 1024;

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
  /**
   * Cookie headers already parsed and found signed with our secret, with the session id they carry. The id a
   * header carries is a function of the header and the secret alone (parse, HMAC, compare), so a header seen
   * before answers the same id without the cookie parse and the three digests of `cookie-signature`'s unsign
   * (an HMAC and two SHA-1s) — the costliest step of the check. Only headers that verified are kept (a forged
   * one is checked, and refused, every time); whether the session still exists, is logged in and not idle is
   * asked of the store on every request, as before, so logout, revocation and expiry are seen at once.
   * Bounded: the most recently used headers of at most `LONGEST_VERIFIED_HEADER` characters.
   */
  private readonly verifiedHeaders = new SizedLruCache<string>(VERIFIED_HEADERS, () => 1);

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
    const known = this.verifiedHeaders.get(cookieHeader);
    if (known !== undefined) return known;
    const sid = this.unsignedSessionId(cookieHeader);
    if (sid !== null && cookieHeader.length <= LONGEST_VERIFIED_HEADER) this.verifiedHeaders.set(cookieHeader, sid);
    return sid;
  }

  private unsignedSessionId(cookieHeader: string): string | null {
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
