/**
 * The administrator's day (issue 45): an admin signing in lands on the Admin Dashboard (a deep link still wins),
 * a homeowner lands on the home list, and the admin's own homes stay one click away. Runs against the built app
 * started by the global setup with the driver set of E2E_DRIVERS.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminTab, createEquipmentViaApi, registerOtherUser } from './support/admin';
import { saveScreenshot, test } from './support/browser';
import {
  expectChatMessage,
  openFloatingChat,
  openSupportDashboard,
  sendChatMessage,
  supportThread,
} from './support/chat';
import { createHomeViaApi } from './support/homes';
import { heading, registerViaApi, submitLogin, newUser, visible, waitForPath } from './support/ui';

/** The number shown under a figure of the Overview tab (its <dt> label). */
async function figure(page: Page, label: string): Promise<number> {
  const overview = await visible(page.getByLabel('Instance overview'));
  const term = overview.locator('dt', { hasText: label });
  return Number(await term.locator('xpath=following-sibling::dd[1]').innerText());
}

describe('admin overview', () => {
  test('the Overview tab opens first and counts what the instance holds', async ({ page, browser, app }) => {
    await registerViaApi(page, newUser('overview-admin'), app.adminRegistrationKey);
    await page.goto('/admin');
    await visible(adminTab(page, 'Overview'));
    await expect.poll(() => adminTab(page, 'Overview').getAttribute('aria-selected')).toBe('true');
    const homesBefore = await figure(page, 'Homes');
    const equipmentBefore = await figure(page, 'Equipment');
    const usersBefore = await figure(page, 'Users');

    const owner = await registerOtherUser(browser, 'overview-owner');
    const home = await createHomeViaApi(owner.page, {
      name: 'Overview Cottage',
      address: '1 Count St',
      city: 'Burlington',
      state: 'VT',
      zipCode: '05401',
    });
    await createEquipmentViaApi(owner.page, { homeId: home.id, name: 'Furnace' });
    await owner.close();

    await page.reload();
    await expect.poll(() => figure(page, 'Homes')).toBeGreaterThanOrEqual(homesBefore + 1);
    expect(await figure(page, 'Equipment')).toBeGreaterThanOrEqual(equipmentBefore + 1);
    expect(await figure(page, 'Users')).toBeGreaterThanOrEqual(usersBefore + 1);
    // 'None yet', or a date once an e2e journey on the same server took a backup (system-backups.e2e.ts).
    await visible(page.getByLabel('Instance overview').locator('dt', { hasText: 'Last backup' }));
    await saveScreenshot(page, 'admin-overview');
  });
});

describe('admin landing', () => {
  test('an admin signing in lands on /admin, a deep link wins, and a homeowner lands on Your Home', async ({
    page,
    browser,
    app,
  }) => {
    const admin = await registerOtherUser(browser, 'landing-admin', app.adminRegistrationKey);
    await admin.close();
    const owner = await registerOtherUser(browser, 'landing-owner');
    await owner.close();

    await page.goto('/auth');
    await submitLogin(page, admin.username, admin.password);
    await waitForPath(page, '/admin');
    await visible(heading(page, 'Admin Dashboard'));
    await page.getByRole('main').getByRole('link', { name: 'My homes', exact: true }).click();
    await waitForPath(page, '/');
    await visible(heading(page, 'Your Home'));

    // Signed out, a deep link sends the admin to /auth and back to where they were going, not to /admin.
    await page.context().clearCookies();
    await page.goto('/homes/new');
    await waitForPath(page, '/auth');
    await submitLogin(page, admin.username, admin.password);
    await waitForPath(page, '/homes/new');

    await page.context().clearCookies();
    await page.goto('/auth');
    await submitLogin(page, owner.username, owner.password);
    await waitForPath(page, '/');
    await visible(heading(page, 'Your Home'));
  });
});

describe('support queue', () => {
  test('the longest wait comes first with the wait shown, a reply clears it, the tab title counts', async ({
    page,
    browser,
    app,
  }) => {
    const first = await registerOtherUser(browser, 'queue-first');
    const second = await registerOtherUser(browser, 'queue-second');
    for (const [user, text] of [
      [first, 'My boiler stopped'],
      [second, 'The app lost a photo'],
    ] as const) {
      await user.page.goto('/');
      const panel = await openFloatingChat(user.page);
      await sendChatMessage(panel, text);
      await expectChatMessage(panel, user.username, text);
    }
    await first.close();
    await second.close();

    const admin = newUser('queue-admin');
    await registerViaApi(page, admin, app.adminRegistrationKey);
    const dashboard = await openSupportDashboard(page);
    const threads = dashboard.getByRole('navigation', { name: 'Support conversations' }).getByRole('button');
    const order = async () => {
      const texts = await threads.allInnerTexts();
      return [first, second].map((user) => texts.findIndex((text) => text.includes(user.username)));
    };
    await expect.poll(order).toEqual([expect.any(Number), expect.any(Number)]);
    const [firstAt, secondAt] = await order();
    expect(firstAt).toBeGreaterThanOrEqual(0);
    expect(firstAt).toBeLessThan(secondAt);
    expect(await supportThread(dashboard, first.username).innerText()).toMatch(/waiting \d+ min/);
    await expect.poll(() => page.title()).toMatch(/^\(\d+\) Support · Home Book$/);
    await saveScreenshot(page, 'support-queue');

    // The admin answers the first: the wait is gone and the thread leaves the waiting ones at the top.
    await supportThread(dashboard, first.username).click();
    const panel = await visible(dashboard.getByRole('region', { name: 'Support Dashboard' }));
    await sendChatMessage(panel, 'A technician will call you');
    await expectChatMessage(panel, admin.username, 'A technician will call you');
    await expect.poll(() => supportThread(dashboard, first.username).innerText()).not.toMatch(/waiting/);
    await expect
      .poll(async () => {
        const [firstNow, secondNow] = await order();
        return firstNow > secondNow;
      })
      .toBe(true);
  });
});
