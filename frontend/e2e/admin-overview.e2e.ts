/**
 * The administrator's day (issue 45): an admin signing in lands on the Admin Dashboard (a deep link still wins),
 * a homeowner lands on the home list, and the admin's own homes stay one click away. Runs against the built app
 * started by the global setup with the driver set of E2E_DRIVERS.
 */
import { describe } from 'vitest';
import { registerOtherUser } from './support/admin';
import { test } from './support/browser';
import { heading, submitLogin, visible, waitForPath } from './support/ui';

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
