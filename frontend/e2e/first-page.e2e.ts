/**
 * The first page's answer names what the page loads at once (docs/architecture.md, "First page"): the route's
 * scripts and style sheets and the reads it makes, in a `Link` header, so the browser asks for them with the
 * page. What matters to a user: the page draws as before, and every read is asked for once — the app takes
 * the preloaded answer instead of asking again (a preload the app does not take would double the requests).
 * The entry's style sheet is written into the page: no request for it, and the page is styled.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './support/browser';
import { createHomeViaApi } from './support/homes';
import { heading, newUser, registerViaApi, visible } from './support/ui';

/** Every request the page makes from now on, as `<resource type> <path>`. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname, search } = new URL(request.url());
    requests.push(`${request.resourceType()} ${pathname}${search}`);
  });
  return requests;
}

/** A home with the given name, created through the API by the signed-in user. */
function homeNamed(page: Page, name: string) {
  return createHomeViaApi(page, { name, address: '1 Early St', city: 'Salem', state: 'OR', zipCode: '97301' });
}

const count = (requests: string[], path: string) => requests.filter((entry) => entry.endsWith(` ${path}`)).length;

async function expectStyledWithoutEntryStyleSheet(page: Page, requests: string[]): Promise<void> {
  expect(requests.filter((entry) => /^stylesheet \/assets\/index-[^/]+\.css$/.test(entry))).toEqual([]);
  // plain-ui.css's page background, from the <style> in index.html.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 247, 251)');
}

describe('first page', () => {
  test("a home's page is sent with its reads and code named, and asks for each read once", async ({ page }) => {
    await registerViaApi(page, newUser('firstpage'));
    const home = await homeNamed(page, 'Preload House');
    const requests = recordRequests(page);

    const response = await page.goto(`/homes/${home.id}`);
    const link = response?.headers()['link'] ?? '';
    expect(link).toContain('</api/user>; rel=preload; as=fetch; crossorigin=use-credentials');
    expect(link).toContain(`</api/homes/${home.id}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    const scripts = [...link.matchAll(/<(\/assets\/[^>]+\.js)>; rel=modulepreload/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);

    await visible(heading(page, 'Preload House'));
    await visible(page.getByRole('region', { name: 'Equipment List', exact: true }));
    expect(count(requests, '/api/user')).toBe(1);
    expect(count(requests, `/api/homes/${home.id}`)).toBe(1);
    // Each preloaded script is fetched once: the route's import takes the preloaded module.
    for (const script of scripts) expect(count(requests, script)).toBe(1);
    await expectStyledWithoutEntryStyleSheet(page, requests);
  });

  test('the sign-in page is sent with the session read named, and asks for it once', async ({ page }) => {
    const requests = recordRequests(page);
    const response = await page.goto('/auth');
    expect(response?.headers()['link'] ?? '').toContain('</api/user>; rel=preload; as=fetch');
    await visible(page.getByRole('tab', { name: 'Login' }));
    expect(count(requests, '/api/user')).toBe(1);
    await expectStyledWithoutEntryStyleSheet(page, requests);
  });

  test("another user's home: the same header as any home's, and the page says it is not found", async ({ page }) => {
    await registerViaApi(page, newUser('firstowner'));
    const theirs = await homeNamed(page, 'Not Yours');
    await page.context().clearCookies();
    await registerViaApi(page, newUser('firstother'));
    const response = await page.goto(`/homes/${theirs.id}`);
    // Built from the address alone: nothing in the answer tells whether the home exists.
    expect(response?.status()).toBe(200);
    expect(response?.headers()['link'] ?? '').toContain(`</api/homes/${theirs.id}>; rel=preload; as=fetch`);
    await visible(heading(page, 'Home not found'));
    expect(await page.getByText('Not Yours').count()).toBe(0);
  });
});
