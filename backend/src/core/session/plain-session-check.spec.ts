import crypto from 'node:crypto';
import { SessionData } from 'express-session';
import { Clock } from '../clock';
import { PlainSessionCheck } from './plain-session-check';
import { SessionStore } from './session-store';

const SECRET = 'plain-session-check-secret-'.padEnd(40, 'x');
const NOW = Date.UTC(2026, 10, 25, 12);
const IDLE_MS = 60 * 60_000;

/** express-session's cookie value for a session id: `s:<sid>.<base64 HMAC-SHA256 without padding>`, encoded. */
function cookieFor(sid: string, secret = SECRET, name = 'hb.sid'): string {
  const signature = crypto.createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `${name}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

class MemoryStore extends SessionStore {
  readonly sessions = new Map<string, SessionData>();
  read(sid: string) {
    return Promise.resolve(this.sessions.get(sid) ?? null);
  }
  write(sid: string, session: SessionData) {
    this.sessions.set(sid, session);
    return Promise.resolve();
  }
  remove(sid: string) {
    this.sessions.delete(sid);
    return Promise.resolve();
  }
  destroyAllForUser() {
    return Promise.resolve();
  }
}

const fixedClock = { now: () => NOW } as Clock;
const loggedIn = (userId: number) =>
  ({ cookie: {}, passport: { user: userId }, lastSeenAt: NOW - 1_000 }) as unknown as SessionData;

describe('PlainSessionCheck', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the session id of a cookie signed with the secret, among other cookies', () => {
    const check = new PlainSessionCheck(new MemoryStore(), 'hb.sid', SECRET, IDLE_MS, fixedClock);
    const header = `hb.device=abc; ${cookieFor('sid-1')}; theme=dark`;
    expect(check.sessionIdOf(header)).toBe('sid-1');
    expect(check.sessionIdOf(header)).toBe('sid-1');
  });

  it('refuses a cookie signed with another secret, unsigned, or with its id changed — also after the genuine one', () => {
    const check = new PlainSessionCheck(new MemoryStore(), 'hb.sid', SECRET, IDLE_MS, fixedClock);
    const genuine = cookieFor('sid-1');
    expect(check.sessionIdOf(genuine)).toBe('sid-1');
    const signature = genuine.slice(genuine.lastIndexOf('.'));
    for (const forged of [
      cookieFor('sid-1', 'another-secret'.padEnd(40, 'y')),
      'hb.sid=sid-1',
      `hb.sid=${encodeURIComponent('s:sid-2')}${signature}`,
      cookieFor('sid-1', SECRET, 'other.sid'),
      `${genuine}x`,
    ]) {
      expect(check.sessionIdOf(forged)).toBeNull();
      expect(check.sessionIdOf(forged)).toBeNull();
    }
    expect(check.sessionIdOf(undefined)).toBeNull();
    expect(check.sessionIdOf('')).toBeNull();
  });

  it('checks the signature of a header once: a header seen before answers without a new HMAC', () => {
    const check = new PlainSessionCheck(new MemoryStore(), 'hb.sid', SECRET, IDLE_MS, fixedClock);
    const header = cookieFor('sid-1');
    const hmac = jest.spyOn(crypto, 'createHmac');
    expect(check.sessionIdOf(header)).toBe('sid-1');
    const afterFirst = hmac.mock.calls.length;
    expect(afterFirst).toBeGreaterThan(0);
    expect(check.sessionIdOf(header)).toBe('sid-1');
    expect(hmac.mock.calls.length).toBe(afterFirst);
    // A forged header is checked every time.
    const forged = cookieFor('sid-1', 'another-secret'.padEnd(40, 'y'));
    check.sessionIdOf(forged);
    const afterForged = hmac.mock.calls.length;
    check.sessionIdOf(forged);
    expect(hmac.mock.calls.length).toBeGreaterThan(afterForged);
  });

  it('still asks the store on every request: a session removed (logout, revocation) is seen at once', async () => {
    const store = new MemoryStore();
    const check = new PlainSessionCheck(store, 'hb.sid', SECRET, IDLE_MS, fixedClock);
    const header = cookieFor('sid-1');
    store.sessions.set('sid-1', loggedIn(7));
    expect(await check.loggedInUserId(header)).toBe(7);
    await store.remove('sid-1');
    expect(await check.loggedInUserId(header)).toBeNull();
    store.sessions.set('sid-1', { ...loggedIn(7), lastSeenAt: NOW - IDLE_MS - 1 } as SessionData);
    expect(await check.loggedInUserId(header)).toBeNull(); // idle: the full pipeline ends it
  });
});
