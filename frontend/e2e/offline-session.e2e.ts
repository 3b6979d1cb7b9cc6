/**
 * Offline copies belong to one user and one session (docs/security.md, V14.3), in Chromium with the built
 * service worker: what user A browsed reads offline right after, and nothing of it once A's session has
 * ended in a way the browser can see — a logout from another tab, a 401 (the session ended on the server),
 * another user signing in on the same browser, or the session's idle timeout passing while offline.
 */
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './support/browser';
import { createHomeViaApi, type ApiHome, type HomeFields } from './support/homes';
import {
  heading,
  logoutViaUi,
  newUser,
  registerViaApi,
  submitLogin,
  visible,
  waitForPath,
  type TestUser,
} from './support/ui';

const HOME_A: HomeFields = {
  name: 'Alder House',
  address: '4 Fern Lane',
  city: 'Eugene',
  state: 'OR',
  zipCode: '97401',
};

const OFFLINE_READ_MESSAGE = 'You are offline, and this was not opened on this device before.';

/** The service worker of the page's context, once it controls the page. */
async function controllingWorker(page: Page, context: BrowserContext): Promise<Worker> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  const url = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  expect(url).toMatch(/\/sw\.js$/);
  await expect.poll(() => context.serviceWorkers().length).toBeGreaterThan(0);
  return context.serviceWorkers()[0];
}

/** A signs up, adds a home with one appliance, and opens the home list and the home online. */
async function browseAsA(page: Page, context: BrowserContext): Promise<{ user: TestUser; home: ApiHome }> {
  const user = newUser('offline_a');
  await registerViaApi(page, user);
  const home = await createHomeViaApi(page, HOME_A);
  const equipment = await page.request.post('/api/equipment', {
    data: { homeId: home.id, name: 'Heat Pump', brand: 'Daikin' },
  });
  expect(equipment.status()).toBe(201);

  await page.goto('/');
  await visible(heading(page, 'Your Home'));
  await controllingWorker(page, context);
  // The online visit, through the service worker: the home list, then the home.
  await page.reload();
  await visible(page.getByRole('heading', { name: HOME_A.name, level: 2 }));
  await page.goto(`/homes/${home.id}`);
  await visible(heading(page, HOME_A.name));
  await visible(page.getByRole('article', { name: 'Heat Pump', exact: true }));
  return { user, home };
}

/**
 * Offline, A's home page opens on the sign-in page: no home, no appliance, no user of A's. When the logout's
 * answer carried `Clear-Site-Data: "storage"`, the browser removed the service worker with everything else,
 * and the page does not open at all: nothing of A's either.
 */
async function expectNothingOfAOffline(page: Page, context: BrowserContext, a: { user: TestUser; home: ApiHome }) {
  await context.setOffline(true);
  const opened = await page.goto(`/homes/${a.home.id}`).then(
    () => true,
    (error: Error) => {
      if (!/ERR_INTERNET_DISCONNECTED/.test(error.message)) throw error;
      return false;
    },
  );
  if (opened) {
    await waitForPath(page, '/auth');
    await visible(page.getByRole('tab', { name: 'Login', selected: true }));
  }
  expect(await page.getByText(HOME_A.name).count()).toBe(0);
  expect(await page.getByText('Heat Pump').count()).toBe(0);
  expect(await page.getByText(a.user.username).count()).toBe(0);
}

/** The users' caches of kept answers in Cache Storage and what each holds (what the worker would serve). */
function keptAnswers(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith('hb-api-user-')) continue;
      const keys = await (await caches.open(name)).keys();
      kept[name] = keys.map((request) => new URL(request.url).pathname + new URL(request.url).search);
    }
    return kept;
  });
}

/** Moves the service worker's clock on by `ms` (its Date.now; the page's clock is left alone). */
async function advanceWorkerClock(worker: Worker, ms: number): Promise<void> {
  await worker.evaluate((by) => {
    const scope = globalThis as unknown as { realDateNow?: () => number };
    scope.realDateNow ??= Date.now.bind(Date);
    const real = scope.realDateNow;
    Date.now = () => real() + by;
  }, ms);
}

describe('offline copies belong to one session', () => {
  test("A offline right after browsing still reads A's home, with the Offline banner", async ({ page, context }) => {
    const a = await browseAsA(page, context);
    // Kept under A's own cache, not by address alone.
    const kept = Object.values(await keptAnswers(page));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toEqual(expect.arrayContaining(['/api/user', '/api/homes', `/api/homes/${a.home.id}`]));

    await context.setOffline(true);
    await page.reload();
    await visible(heading(page, HOME_A.name));
    await visible(page.getByRole('article', { name: 'Heat Pump', exact: true }));
    await visible(page.getByRole('status').filter({ hasText: 'Offline' }));
    await page.goto('/');
    await visible(page.getByRole('heading', { name: HOME_A.name, level: 2 }));
  });

  test('after the menu logout, signing in again keeps the new session its copies (a reload after, if the worker was cleared)', async ({
    page,
    context,
  }) => {
    const a = await browseAsA(page, context);
    await logoutViaUi(page);
    expect(await keptAnswers(page)).toEqual({});
    await submitLogin(page, a.user.username, a.user.password);
    // Back on the home page, where the logout started.
    await visible(heading(page, HOME_A.name));
    // A logout answer with Clear-Site-Data "storage" also removes the worker: the next load registers it again.
    await page.reload();
    await controllingWorker(page, context);
    await page.goto(`/homes/${a.home.id}`);
    await visible(page.getByRole('article', { name: 'Heat Pump', exact: true }));

    await context.setOffline(true);
    await page.reload();
    await visible(heading(page, HOME_A.name));
    await visible(page.getByRole('status').filter({ hasText: 'Offline' }));
  });

  test('a logout request from another tab removes the copies', async ({ page, context }) => {
    const a = await browseAsA(page, context);
    const other = await context.newPage();
    await other.goto('/');
    await visible(heading(other, 'Your Home'));
    await other.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    // The other tab's logout request, as any tab (or an older release of the app) sends it: only the
    // service worker sees it, none of this tab's own clean-up runs.
    const status = await other.evaluate(async () => (await fetch('/api/logout', { method: 'POST' })).status);
    expect(status).toBe(200);
    await other.close();
    // The worker removed the copies before it sent the request.
    expect(await keptAnswers(page)).toEqual({});

    await expectNothingOfAOffline(page, context, a);
  });

  test('a 401 (the session ended by a password change in another browser) removes the copies', async ({
    page,
    context,
    browser,
    app,
  }) => {
    const a = await browseAsA(page, context);
    // Elsewhere, A signs in and changes the password: every other session of A's ends on the server.
    const elsewhere = await browser.newContext({ baseURL: app.baseUrl });
    try {
      const login = await elsewhere.request.post('/api/login', {
        data: { username: a.user.username, password: a.user.password },
      });
      expect(login.status()).toBe(200);
      const change = await elsewhere.request.post('/api/user/password', {
        data: { currentPassword: a.user.password, newPassword: `${a.user.password}-2` },
      });
      expect(change.status()).toBe(200);
    } finally {
      await elsewhere.close();
    }

    // Online, this tab's next request is answered 401: the app goes to the sign-in page.
    await page.goto(`/homes/${a.home.id}`);
    await waitForPath(page, '/auth');
    await expectNothingOfAOffline(page, context, a);
  });

  test("another user signing in on the same browser never reads A's copies offline", async ({ page, context }) => {
    const a = await browseAsA(page, context);
    // B signs in on this browser (the request does not pass the service worker: it learns B from GET /api/user).
    const b = newUser('offline_b');
    await registerViaApi(page, b);
    await page.goto('/');
    await visible(heading(page, 'Your Home'));

    await context.setOffline(true);
    await page.goto(`/homes/${a.home.id}`);
    await visible(page.getByRole('status').filter({ hasText: 'Offline' }));
    await visible(page.getByText(OFFLINE_READ_MESSAGE));
    expect(await page.getByText(HOME_A.name).count()).toBe(0);
    expect(await page.getByText('Heat Pump').count()).toBe(0);
    expect(await page.getByText(a.user.username).count()).toBe(0);
    // Only B's copies remain.
    const kept = Object.values(await keptAnswers(page));
    expect(kept).toHaveLength(1);
    expect(kept[0]).not.toContain(`/api/homes/${a.home.id}`);
  });

  test('past the session idle timeout while offline, nothing is shown', async ({ page, context }) => {
    const a = await browseAsA(page, context);
    const idleSeconds = Number((await page.request.get('/api/user')).headers()['x-session-idle-seconds']);
    expect(idleSeconds).toBeGreaterThanOrEqual(300);
    const worker = await controllingWorker(page, context);

    // Offline a while, well within the timeout: still A's home.
    await context.setOffline(true);
    await advanceWorkerClock(worker, (idleSeconds / 2) * 1000);
    await page.reload();
    await visible(heading(page, HOME_A.name));
    await visible(page.getByRole('status').filter({ hasText: 'Offline' }));

    // Offline past the timeout (measured from the last online answer): the server has ended the session.
    await advanceWorkerClock(worker, idleSeconds * 1000 + 1000);
    await page.reload();
    await waitForPath(page, '/auth');
    await visible(page.getByRole('tab', { name: 'Login', selected: true }));
    expect(await page.getByText(HOME_A.name).count()).toBe(0);
    expect(await page.getByText(a.user.username).count()).toBe(0);
    expect(await keptAnswers(page)).toEqual({});
  });
});
