import type { Redis } from 'ioredis';
import { SessionRecord, SessionStore, sessionExpiry, sessionUserId } from './session-store';

/** Sessions in Redis (shared by every api process), with a per-user set of session ids. */
export class RedisSessionStore extends SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs: number,
    private readonly prefix: string,
  ) {
    super();
  }

  async read(sid: string): Promise<SessionRecord | null> {
    const raw = await this.redis.get(this.key(sid));
    return raw ? (JSON.parse(raw) as SessionRecord) : null;
  }

  async write(sid: string, session: SessionRecord): Promise<void> {
    const ttl = Math.max(1_000, sessionExpiry(session, this.ttlMs).getTime() - Date.now());
    const userId = sessionUserId(session);
    const tx = this.redis.multi().set(this.key(sid), JSON.stringify(session), 'PX', ttl);
    if (userId !== null) tx.sadd(this.userKey(userId), sid).pexpire(this.userKey(userId), this.ttlMs);
    await tx.exec();
  }

  async remove(sid: string): Promise<void> {
    await this.redis.del(this.key(sid));
  }

  async destroyAllForUser(userId: number, exceptSid?: string): Promise<void> {
    const sids = (await this.redis.smembers(this.userKey(userId))).filter((sid) => sid !== exceptSid);
    if (!sids.length) return;
    await this.redis
      .multi()
      .del(...sids.map((sid) => this.key(sid)))
      .srem(this.userKey(userId), ...sids)
      .exec();
  }

  private key(sid: string): string {
    return `${this.prefix}${sid}`;
  }

  private userKey(userId: number): string {
    return `${this.prefix}user:${userId}`;
  }
}
