/**
 * The administrator's day (issue 45): an admin signing in lands on the Admin Dashboard (a deep link still wins),
 * a homeowner lands on the home list, and the admin's own homes stay one click away. Runs against the built app
 * started by the global setup with the driver set of E2E_DRIVERS.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminTab, createEquipmentViaApi, registerOtherUser } from './support/admin';
import { saveScreenshot, test } from './support/browser';
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
    await visible(page.getByText('None yet', { exact: true }));
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
