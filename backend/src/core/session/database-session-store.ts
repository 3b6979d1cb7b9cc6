import { DataSource } from 'typeorm';
import { SessionRecord, SessionStore, sessionExpiry, sessionUserId } from './session-store';

/** Sessions in the `sessions` table: the driver when REDIS_URL is not set. */
export class DatabaseSessionStore extends SessionStore {
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: DataSource,
    private readonly ttlMs: number,
  ) {
    super();
    this.sweeper = setInterval(() => void this.sweepExpired(), 15 * 60_000).unref();
  }

  async read(sid: string): Promise<SessionRecord | null> {
    const [row] = await this.db.query('SELECT data FROM sessions WHERE sid = $1 AND expires_at > now()', [sid]);
    return row ? (row.data as SessionRecord) : null;
  }

  async write(sid: string, session: SessionRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO sessions (sid, user_id, data, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (sid) DO UPDATE SET user_id = EXCLUDED.user_id, data = EXCLUDED.data, expires_at = EXCLUDED.expires_at`,
      [sid, sessionUserId(session), JSON.stringify(session), sessionExpiry(session, this.ttlMs)],
    );
  }

  async remove(sid: string): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE sid = $1', [sid]);
  }

  async destroyAllForUser(userId: number, exceptSid?: string): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE user_id = $1 AND sid <> $2', [userId, exceptSid ?? '']);
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private async sweepExpired(): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE expires_at <= now()').catch(() => undefined);
  }
}
