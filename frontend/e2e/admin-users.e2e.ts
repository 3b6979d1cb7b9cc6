/**
 * Issue 45, the administrator helping a user through the real UI: the Users tab searches on the server, and a
 * row's menu disables an account (its open session ends, its sign-in answers 403) and enables it again. Runs
 * against the built app started by the global setup with the driver set of E2E_DRIVERS.
 */
import { describe, expect } from 'vitest';
import { findUserRow, openAdminDashboard, registerOtherUser, usersTable } from './support/admin';
import { saveScreenshot, test } from './support/browser';
import { expectToast, newUser, registerViaApi, visible } from './support/ui';

describe('admin helping a user', () => {
  test('an admin finds a user by searching, disables them (session ended, sign-in refused) and enables them again', async ({
    page,
    browser,
    app,
  }) => {
    const helped = await registerOtherUser(browser, 'helped');
    await registerViaApi(page, newUser('admin'), app.adminRegistrationKey);
    await openAdminDashboard(page);
    await visible(usersTable(page));

    // Search by part of the e-mail, in another case: the server answers only the matching rows.
    const search = page.getByRole('searchbox', { name: 'Search users', exact: true });
    await search.fill(helped.email.toUpperCase());
    await visible(usersTable(page).getByRole('rowheader', { name: helped.username, exact: true }));
    await expect.poll(() => usersTable(page).getByRole('rowheader').count()).toBe(1);
    await search.fill(`${helped.username}-nobody`);
    await visible(page.getByText(`No users match "${helped.username}-nobody"`, { exact: true }));

    // Disable, after confirming.
    let userRow = await findUserRow(page, helped.username);
    await userRow.getByRole('button', { name: `More actions for ${helped.username}` }).click();
    await page.getByRole('menuitem', { name: 'Disable', exact: true }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Disable User', exact: true }));
    await saveScreenshot(page, 'admin-disable-user-dialog');
    await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
    await expectToast(page, 'User disabled');
    await dialog.waitFor({ state: 'hidden' });
    await visible(userRow.getByText('Disabled', { exact: true }));

    // Their open session is over and their sign-in says why.
    expect((await helped.page.request.get('/api/user')).status()).toBe(401);
    const refused = await helped.page.request.post('/api/login', {
      data: { username: helped.username, password: helped.password },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('This account is disabled. Contact your administrator.');

    // Enable again: sign-in works.
    userRow = await findUserRow(page, helped.username);
    await userRow.getByRole('button', { name: `More actions for ${helped.username}` }).click();
    await page.getByRole('menuitem', { name: 'Enable', exact: true }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Enable User', exact: true }));
    await dialog.getByRole('button', { name: 'Enable', exact: true }).click();
    await expectToast(page, 'User enabled');
    await expect.poll(() => userRow.getByText('Disabled', { exact: true }).count()).toBe(0);
    const signedIn = await helped.page.request.post('/api/login', {
      data: { username: helped.username, password: helped.password },
    });
    expect(signedIn.status()).toBe(200);
    await helped.close();
  });
});
