type Callback<T = void> = (error?: unknown, value?: T) => void;

/**
 * A session as the stores keep it: the JSON of @fastify/session's session object, which is express-session's
 * shape (its `cookie`, then the values set on it), so sessions written before the move to fastify still read.
 */
export interface SessionRecord extends SessionValues {
  cookie?: { expires?: string | Date | null; originalMaxAge?: number | null };
}

/** The values the app sets on a session. */
export interface SessionValues {
  /** The signed-in user's id, where passport kept it before the move (kept there so old sessions stay valid). */
  passport?: { user?: unknown };
  /** When a signed-in session was last used (ms since the epoch): the idle timeout's stamp. */
  lastSeenAt?: number;
  /** When the user signed in on this session (ms since the epoch): the absolute lifetime counts from it. */
  signedInAt?: number;
}

/** The user id a signed-in session holds, or null. */
export function sessionUserId(session: SessionValues): number | null {
  const user = session.passport?.user;
  return typeof user === 'number' ? user : null;
}

export function sessionExpiry(session: SessionRecord, fallbackTtlMs: number): Date {
  const expires = session.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + fallbackTtlMs);
}

/**
 * Where sessions are kept (Redis, or the database without it), knowing which sessions belong to which user, so
 * a password reset or change (and an admin deleting a user) can end every other session of that user. The
 * callback methods are the store interface @fastify/session calls.
 */
export abstract class SessionStore {
  abstract read(sid: string): Promise<SessionRecord | null>;
  abstract write(sid: string, session: SessionRecord): Promise<void>;
  abstract remove(sid: string): Promise<void>;
  abstract destroyAllForUser(userId: number, exceptSid?: string): Promise<void>;

  get(sid: string, callback: Callback<SessionRecord | null>): void {
    this.read(sid).then((session) => callback(undefined, session), callback);
  }

  set(sid: string, session: SessionRecord, callback: Callback): void {
    // The session object's own JSON (express-session's shape): its cookie and the values set on it.
    const record = JSON.parse(JSON.stringify(session)) as SessionRecord;
    this.write(sid, record).then(
      () => callback(),
      (error) => callback(error),
    );
  }

  destroy(sid: string, callback: Callback): void {
    this.remove(sid).then(
      () => callback(),
      (error) => callback(error),
    );
  }
}
