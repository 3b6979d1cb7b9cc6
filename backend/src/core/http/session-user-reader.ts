import type { SqlValue } from '../database/plain-rows';
import type { SessionUser } from './auth.guards';

/**
 * The session's user as passport's deserializer loads it on every request, read in the same statement as a
 * value the request also needs (the lean read lane's answer key: LeanReadOptions.cacheKeyQuery), so such a
 * read costs one database round trip instead of two. Provided by the module that owns the users, from the
 * same query its deserializer runs; the platform only names it.
 */
export abstract class SessionUserReader {
  /** The user (null when there is none: no value either) and the text of `value`, whose `$1` is the user id. */
  abstract readWith(userId: number, value: SqlValue): Promise<{ user: SessionUser | null; value: string | null }>;
}
