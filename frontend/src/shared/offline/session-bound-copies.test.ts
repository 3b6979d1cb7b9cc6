// @vitest-environment node
import { OFFLINE_COPY_HEADER, SESSION_IDLE_HEADER, userCacheName } from './offline-copies';
import { SessionBoundCopies, shownForMs } from './session-bound-copies';

const ORIGIN = 'https://book.example';
const IDLE_SECONDS = 3600;

/** Cache Storage in memory, as much of it as the worker uses (kept bodies are copied in and out). */
class MemoryCaches {
  readonly stores = new Map<string, Map<string, { body: ArrayBuffer; init: ResponseInit }>>();

  async open(name: string) {
    const store = this.stores.get(name) ?? new Map();
    this.stores.set(name, store);
    const url = (key: Request | string) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;
    return {
      put: async (key: Request | string, response: Response) => {
        store.delete(url(key)); // a replaced answer moves to the end, as in Cache Storage
        const headers = Object.fromEntries(response.headers.entries());
        store.set(url(key), { body: await response.arrayBuffer(), init: { status: response.status, headers } });
      },
      match: async (key: Request | string) => {
        const kept = store.get(url(key));
        return kept ? new Response(kept.body.slice(0), kept.init) : undefined;
      },
      keys: async () => [...store.keys()].map((href) => new Request(href)),
      delete: async (key: Request | string) => store.delete(url(key)),
    };
  }

  async keys() {
    return [...this.stores.keys()];
  }

  async delete(name: string) {
    return this.stores.delete(name);
  }

  /** The paths kept in a cache. */
  paths(name: string): string[] {
    return [...(this.stores.get(name)?.keys() ?? [])].map((href) => new URL(href).pathname);
  }
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', [SESSION_IDLE_HEADER]: String(IDLE_SECONDS) },
  });
}

function get(path: string): Request {
  return new Request(`${ORIGIN}${path}`);
}

describe('SessionBoundCopies', () => {
  let memory: MemoryCaches;
  let now: number;
  let network: (request: Request) => Promise<Response>;
  let copies: SessionBoundCopies;
  let pending: Promise<unknown>[];

  const waitUntil = (work: Promise<unknown>) => pending.push(work);
  async function ask(request: Request): Promise<Response> {
    const response = await copies.answer(request, waitUntil);
    await Promise.all(pending);
    return response;
  }
  const offline = () => {
    network = async () => Promise.reject(new TypeError('Failed to fetch'));
  };

  beforeEach(() => {
    memory = new MemoryCaches();
    vi.stubGlobal('caches', memory);
    vi.stubGlobal('fetch', (request: Request) => network(request));
    now = Date.UTC(2026, 10, 28, 6);
    pending = [];
    copies = new SessionBoundCopies(() => now);
    network = async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/user') return json({ id: 7, username: 'ann' });
      if (path === '/api/homes') return json([{ id: 1, name: 'Alder House' }]);
      return json({ message: 'ok' });
    };
  });

  it("keeps the reads in the user's own cache and serves them offline, marked", async () => {
    await ask(get('/api/user'));
    await ask(get('/api/homes'));
    expect(memory.paths(userCacheName(7))).toEqual(['/api/user', '/api/homes']);

    offline();
    const copy = await ask(get('/api/homes'));
    expect(copy.headers.get(OFFLINE_COPY_HEADER)).toBe('1');
    expect(await copy.json()).toEqual([{ id: 1, name: 'Alder House' }]);
  });

  it("writes answers that came before the user's into that user's cache", async () => {
    await ask(get('/api/homes'));
    expect(await memory.keys()).not.toContain(userCacheName(7));
    await ask(get('/api/user'));
    expect(memory.paths(userCacheName(7))).toEqual(['/api/homes', '/api/user']);
  });

  it("never writes an answer of A's that was on its way when A logged out and B signed in", async () => {
    await ask(get('/api/user'));
    const held = new Map<string, (response: Response) => void>();
    network = (request) => new Promise((resolve) => held.set(new URL(request.url).pathname, resolve));
    const homes = copies.answer(get('/api/homes'), waitUntil);
    const logout = copies.answer(new Request(`${ORIGIN}/api/logout`, { method: 'POST' }), waitUntil);
    await expect.poll(() => held.has('/api/logout')).toBe(true);
    held.get('/api/logout')!(json({ message: 'Logged out' }));
    await logout;
    const login = copies.answer(new Request(`${ORIGIN}/api/login`, { method: 'POST' }), waitUntil);
    await expect.poll(() => held.has('/api/login')).toBe(true);
    // A's answer arrives after B's sign-in was sent, before its answer.
    held.get('/api/homes')!(json([{ id: 1, name: 'Alder House' }]));
    await homes;
    await Promise.all(pending);
    held.get('/api/login')!(json({ id: 8, username: 'ben' }));
    await login;
    await Promise.all(pending);
    expect(await memory.keys()).not.toContain(userCacheName(7));
    expect(memory.paths(userCacheName(8))).toEqual([]);
  });

  it('removes every copy at a 401 and at an answer naming another user', async () => {
    await ask(get('/api/user'));
    await ask(get('/api/homes'));
    network = async () => json({ message: 'Not authenticated' }, 401);
    await ask(get('/api/equipment'));
    expect(await memory.keys()).not.toContain(userCacheName(7));

    network = async (request) =>
      new URL(request.url).pathname === '/api/user' ? json({ id: 7 }) : json([{ id: 1, name: 'Alder House' }]);
    await ask(get('/api/user'));
    await ask(get('/api/homes'));
    network = async () => json({ id: 8, username: 'ben' });
    await ask(get('/api/user'));
    expect(await memory.keys()).not.toContain(userCacheName(7));
    expect(memory.paths(userCacheName(8))).toEqual(['/api/user']);
  });

  it('shows nothing once the idle timeout has passed since the last online answer', async () => {
    await ask(get('/api/user'));
    await ask(get('/api/homes'));
    offline();
    now += shownForMs(IDLE_SECONDS * 1000);
    expect((await ask(get('/api/homes'))).status).toBe(200);

    now += 1;
    await expect(ask(get('/api/homes'))).rejects.toThrow('Failed to fetch');
    expect(await memory.keys()).not.toContain(userCacheName(7));
  });
});
