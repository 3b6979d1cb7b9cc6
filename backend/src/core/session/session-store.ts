import { SessionData, Store } from 'express-session';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** The user id passport keeps in a logged-in session. */
export function sessionUserId(session: SessionData): number | null {
  const user = (session as { passport?: { user?: unknown } }).passport?.user;
  return typeof user === 'number' ? user : null;
}

export function sessionExpiry(session: SessionData, fallbackTtlMs: number): Date {
  const expires = session.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + fallbackTtlMs);
}

/**
 * express-session store that also knows which sessions belong to which user, so a password reset or
 * change (and an admin deleting a user) can end every other session of that user.
 */
export abstract class SessionStore extends Store {
  abstract read(sid: string): Promise<SessionData | null>;
  abstract write(sid: string, session: SessionData): Promise<void>;
  abstract remove(sid: string): Promise<void>;
  abstract destroyAllForUser(userId: number, exceptSid?: string): Promise<void>;

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.read(sid).then((session) => callback(undefined, session), callback);
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    this.write(sid, session).then(
      () => callback?.(),
      (error) => callback?.(error),
    );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.remove(sid).then(
      () => callback?.(),
      (error) => callback?.(error),
    );
  }

  /** The store entry already expires with the cookie (no rolling sessions): nothing to write per request. */
  override touch(_sid: string, _session: SessionData, callback?: Callback): void {
    callback?.();
  }
}
