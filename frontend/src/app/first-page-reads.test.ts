import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adoptFirstReads, closeFirstReads } from '../shared/api/first-reads';
import { homesListApi } from '../shared/homes/homes-api';
import { sessionApi } from '../shared/session/session-api';
import { mockFetch, type MockRoutes } from '../test/mock-fetch';
import { askFirstPageReads } from './ask-first-page-reads';
import { makeStore } from './store';

// public/first-reads.js: the plain script index.html loads before the app (docs/architecture.md, "First page").
const firstReadsScript = readFileSync(join(__dirname, '../../public/first-reads.js'), 'utf8');

const signedIn: MockRoutes = {
  'GET /api/user': { body: { id: 1, username: 'ann', email: 'ann@example.com', isAdmin: false } },
  'GET /api/homes': { body: [] },
  'GET /api/homes/7': { body: { id: 7, name: 'Main Residence' } },
  'GET /api/equipment': { body: [] },
  'GET /api/categories': { body: [] },
  'GET /api/warranties': { body: [] },
  'GET /api/care/equipment': { body: [] },
  'GET /api/attention': { body: [] },
};

function openPage(path: string) {
  window.history.replaceState(null, '', path);
  delete window.hbFirstReads;
}

/** What the page's first script does: runs public/first-reads.js as the browser would. */
function runFirstReadsScript() {
  new Function(firstReadsScript)();
}

/** Every address fetched, in order ('/api/equipment?homeId=7'). */
function fetchedAddresses(fetchMock: ReturnType<typeof mockFetch>['fetchMock']): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    return url.pathname + url.search;
  });
}

async function startApp(path: string) {
  const store = makeStore();
  adoptFirstReads();
  await askFirstPageReads(store, path);
  return store;
}

describe("the first page's reads", () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    closeFirstReads();
    openPage('/');
  });

  it.each(['/', '/homes/7', '/profile', '/auth'])(
    'on %s the script starts exactly what the app asks at start-up, and the app asks nothing again',
    async (path) => {
      // The app alone: what it asks at start-up.
      openPage(path);
      const alone = mockFetch(signedIn);
      await startApp(path);
      const appAsks = fetchedAddresses(alone.fetchMock);
      expect(appAsks).toContain('/api/user');

      // The script first, then the app: each address once, all of them started by the script.
      openPage(path);
      const withScript = mockFetch(signedIn);
      runFirstReadsScript();
      const scriptStarted = fetchedAddresses(withScript.fetchMock);
      await startApp(path);

      expect(new Set(scriptStarted)).toEqual(new Set(appAsks));
      expect(fetchedAddresses(withScript.fetchMock)).toEqual(scriptStarted);
    },
  );

  it("hands the app the script's answers", async () => {
    openPage('/');
    mockFetch(signedIn);
    runFirstReadsScript();
    const store = await startApp('/');
    await vi.waitFor(() => {
      expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data).toMatchObject({ username: 'ann' });
      expect(homesListApi.endpoints.getHomes.select()(store.getState()).data).toEqual([]);
    });
  });

  it('signed out: the early 401 means nobody is signed in, and nothing is asked twice', async () => {
    openPage('/homes/7');
    const { fetchMock } = mockFetch({
      'GET /api/user': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
      'GET /api/homes/7': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
    });
    runFirstReadsScript();
    const started = fetchMock.mock.calls.length;
    const store = await startApp('/homes/7');

    await vi.waitFor(() => expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(started);
  });

  it('a script that runs after the app started asks nothing', async () => {
    openPage('/');
    const { fetchMock } = mockFetch(signedIn);
    await startApp('/');
    const asked = fetchMock.mock.calls.length;

    runFirstReadsScript();

    expect(fetchMock).toHaveBeenCalledTimes(asked);
  });

  it('an answer start-up did not take is dropped: a later read goes to the server', async () => {
    // /profile asks for the session only; an early homes list (here planted) must not be served later.
    openPage('/profile');
    const { requestsTo } = mockFetch(signedIn);
    window.hbFirstReads = {
      [`${location.origin}/api/homes`]: Promise.resolve(
        new Response('["stale"]', { headers: { 'content-type': 'application/json' } }),
      ),
    };
    const store = await startApp('/profile');

    const homes = await store.dispatch(homesListApi.endpoints.getHomes.initiate());

    expect(homes.data).toEqual([]);
    expect(requestsTo('GET /api/homes')).toHaveLength(1);
  });

  it("a network failure of an early read is the app's offline answer, not a crash", async () => {
    openPage('/profile');
    const { fetchMock } = mockFetch(signedIn);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    runFirstReadsScript();
    const store = await startApp('/profile');

    await vi.waitFor(() =>
      expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).error).toMatchObject({
        status: 'FETCH_ERROR',
      }),
    );
    expect(store.getState().connectivity.serverUnreachable).toBe(true);
  });
});
