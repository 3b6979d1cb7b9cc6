import {
  API_CACHE_MAX_ENTRIES,
  forgetOfflineCopies,
  OFFLINE_COPY_HEADER,
  SESSION_CACHE_NAME,
  SESSION_IDLE_HEADER,
  userCacheName,
} from './offline-copies';

/** The reads kept for offline reading: the current user, the homes, a home, equipment lists, warranties. */
export const KEPT_READS = /^\/api\/(user|homes|homes\/\d+|equipment|warranties)$/;

/** Requests that end the session or start another one: every copy goes before they are sent. */
export const SESSION_CHANGES = /^\/api\/(login|register|logout|auth\/password-reset\/confirm)$/;

/** Sign-ins: their answer is the signed-in user, who owns the copies from then on. */
const SIGN_INS = /^\/api\/(login|register)$/;

/** The session the copies belong to, as this device last saw it online. */
interface SessionRecord {
  /** Whose copies are kept (null: nobody known yet, nothing is kept). */
  userId: number | null;
  /** The last online API answer (ms, this device's clock). */
  lastOnlineAt: number;
  /** The backend's idle timeout (SESSION_IDLE_HEADER; 0 while unknown: copies are not shown). */
  idleMs: number;
}

/** An online answer on its way into a user's cache. */
interface KeptAnswer {
  request: Request;
  body: ArrayBuffer;
  status: number;
  headers: Headers;
}

/** At most this many answers wait for their user to be known. */
const MAX_UNCLAIMED = 20;

/** Where the record is kept in SESSION_CACHE_NAME (the service worker may be stopped between requests). */
const SESSION_KEY = '/offline-session.json';

/** The record is written again when its last online time moved by this much (it may only lag: copies go sooner). */
const RECORD_REFRESH_MS = 10_000;

/**
 * How long copies are shown after the last online answer: the idle timeout less the server's own slack in
 * stamping activity (at most once per idleMs / 20, ≤ 1 min: backend core/session/session-idle-timeout.ts),
 * so a copy is never shown once the server may have ended the session.
 */
export function shownForMs(idleMs: number): number {
  return idleMs - Math.min(60_000, Math.floor(idleMs / 20));
}

/** The user id of a GET /api/user or sign-in answer, or null when it names none. */
function userIdOf(body: ArrayBuffer): number | null {
  try {
    const id = (JSON.parse(new TextDecoder().decode(body)) as { id?: unknown } | null)?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/**
 * The service worker's handling of API requests (docs/security.md, V14.3): answers come from the network;
 * the last answers of KEPT_READS are kept in the signed-in user's own cache and served, marked with
 * OFFLINE_COPY_HEADER, only when the network fails, only to that user's session, and only until the
 * backend's idle timeout has passed since the last online answer. Every copy goes when the session ends
 * in a way the worker sees: a logout or a sign-in passing it from any tab, any 401, an answer of
 * GET /api/user naming another user.
 *
 * Cache writes run one at a time in arrival order, and a request's answer is kept only when no session
 * change came between its sending and its writing (`generation`), so a late answer of an ended session is
 * never written after its copies were removed.
 */
export class SessionBoundCopies {
  private generation = 0;
  private record: SessionRecord | undefined;
  private writtenOnlineAt = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private unclaimed: KeptAnswer[] = [];

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Answers an API request; `waitUntil` keeps the worker alive for the writes after the answer. */
  async answer(request: Request, waitUntil: (work: Promise<unknown>) => void): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (SESSION_CHANGES.test(path)) await this.forget();
    const generation = this.generation;
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      const copy = request.method === 'GET' && KEPT_READS.test(path) ? await this.offlineCopy(request) : undefined;
      if (copy) return copy;
      throw error;
    }
    if (response.status === 401) {
      await this.forget();
      return response;
    }
    if (!response.ok) return response;
    const keep = request.method === 'GET' && KEPT_READS.test(path) && response.status === 200;
    const learnsUser = (request.method === 'GET' && path === '/api/user') || SIGN_INS.test(path);
    const copy = keep || learnsUser ? response.clone() : null;
    waitUntil(this.online(request, response.headers, copy, { keep, learnsUser, generation }));
    return response;
  }

  /** Removes every copy and the record: the session is over (or another begins). */
  forget(): Promise<void> {
    this.generation += 1;
    this.unclaimed = [];
    return this.serially(async () => {
      this.record = { userId: null, lastOnlineAt: 0, idleMs: this.record?.idleMs ?? 0 };
      this.writtenOnlineAt = 0;
      await forgetOfflineCopies();
    });
  }

  /** Notes an online answer: the session is alive; keeps the answer in its user's cache. */
  private async online(
    request: Request,
    headers: Headers,
    copy: Response | null,
    how: { keep: boolean; learnsUser: boolean; generation: number },
  ): Promise<void> {
    const body = copy ? await copy.arrayBuffer() : null;
    const idleSeconds = Number(headers.get(SESSION_IDLE_HEADER));
    await this.serially(async () => {
      if (how.generation !== this.generation) return;
      const record = await this.load();
      const userId = how.learnsUser && body ? userIdOf(body) : record.userId;
      if (userId !== record.userId) {
        // Another user (or the first one known): nothing kept so far may be shown to them. Answers still on
        // their way belonged to the previous user's session (none are kept while nobody is known).
        if (record.userId !== null) {
          this.generation += 1;
          this.unclaimed = [];
        }
        await forgetOfflineCopies();
        this.writtenOnlineAt = 0;
      }
      const next: SessionRecord = {
        userId,
        lastOnlineAt: this.now(),
        idleMs: idleSeconds > 0 ? idleSeconds * 1000 : record.idleMs,
      };
      await this.save(next, userId !== record.userId || next.idleMs !== record.idleMs);
      const answer = how.keep && body && copy ? { request, body, status: copy.status, headers: copy.headers } : null;
      if (userId === null) {
        // Whose it is is not known yet (a first visit asks for the user and the page at once): held until the
        // user's answer comes in this same session, dropped at any session change.
        if (answer && this.unclaimed.length < MAX_UNCLAIMED) this.unclaimed.push(answer);
        return;
      }
      const claimed = record.userId === null ? this.unclaimed.splice(0) : [];
      await this.keep(userId, answer ? [...claimed, answer] : claimed);
    });
  }

  /** Writes answers into the user's cache, dropping the least recently kept beyond API_CACHE_MAX_ENTRIES. */
  private async keep(userId: number, answers: KeptAnswer[]): Promise<void> {
    if (answers.length === 0) return;
    const cache = await caches.open(userCacheName(userId));
    for (const { request, body, status, headers } of answers) {
      await cache.put(request, new Response(body, { status, headers }));
    }
    const keys = await cache.keys();
    // Replaced answers move to the end: the first ones are the least recently kept.
    await Promise.all(keys.slice(0, Math.max(0, keys.length - API_CACHE_MAX_ENTRIES)).map((key) => cache.delete(key)));
  }

  /** The kept answer for an offline read of the current session, or undefined. */
  private offlineCopy(request: Request): Promise<Response | undefined> {
    return this.serially(async () => {
      const record = await this.load();
      if (record.userId === null) return undefined;
      if (this.now() - record.lastOnlineAt > shownForMs(record.idleMs)) {
        // The server has ended the session by now: so does this device.
        this.generation += 1;
        this.unclaimed = [];
        this.record = { userId: null, lastOnlineAt: 0, idleMs: record.idleMs };
        this.writtenOnlineAt = 0;
        await forgetOfflineCopies();
        return undefined;
      }
      // The cache is this user's alone: a Vary on the answer (e.g. Cookie, which a worker cannot see) changes nothing.
      const cached = await (await caches.open(userCacheName(record.userId))).match(request, { ignoreVary: true });
      if (!cached) return undefined;
      const headers = new Headers(cached.headers);
      headers.set(OFFLINE_COPY_HEADER, '1');
      return new Response(await cached.arrayBuffer(), {
        status: cached.status,
        statusText: cached.statusText,
        headers,
      });
    });
  }

  private async load(): Promise<SessionRecord> {
    if (this.record) return this.record;
    const kept = await (await caches.open(SESSION_CACHE_NAME)).match(SESSION_KEY);
    const record = kept ? ((await kept.json()) as SessionRecord) : null;
    this.record = record ?? { userId: null, lastOnlineAt: 0, idleMs: 0 };
    this.writtenOnlineAt = this.record.lastOnlineAt;
    return this.record;
  }

  private async save(record: SessionRecord, changed: boolean): Promise<void> {
    this.record = record;
    if (!changed && record.lastOnlineAt - this.writtenOnlineAt < RECORD_REFRESH_MS) return;
    this.writtenOnlineAt = record.lastOnlineAt;
    const json = JSON.stringify(record);
    await (
      await caches.open(SESSION_CACHE_NAME)
    ).put(SESSION_KEY, new Response(json, { headers: { 'Content-Type': 'application/json' } }));
  }

  /** Runs cache work after all work queued before it (a failure does not stop the queue). */
  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
