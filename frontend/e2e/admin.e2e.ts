/**
 * Admin journeys through the real UI (spec §2 Admin dashboard, §4 admin deletion dialogs, §5, §6, §7, §8):
 * an administrator lists users and homes, exports a home book PDF, deletes users (an administrator only
 * with the deletion key) and homes. Other people's data is made through the API in their own browser
 * contexts. Runs against the built app started by the global setup with the driver set of E2E_DRIVERS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'date-fns';
import { describe, expect } from 'vitest';
import {
  ADMIN_TABS,
  adminTab,
  createEquipmentViaApi,
  expectNoRow,
  expectPdfFile,
  findUserRow,
  homesTable,
  openAdminDashboard,
  pdfText,
  registerOtherUser,
  renderFirstPdfPage,
  rowCells,
  tableRow,
  usersTable,
} from './support/admin';
import { saveScreenshot, test } from './support/browser';
import { apiResponse, createHomeViaApi, type HomeFields } from './support/homes';
import { closeToast, expectToast, heading, newUser, registerViaApi, visible } from './support/ui';

const COTTAGE: HomeFields = {
  name: 'Maple Grove Cottage',
  address: '48 Orchard Way',
  city: 'Burlington',
  state: 'VT',
  zipCode: '05401',
};
const FARMHOUSE: HomeFields = {
  name: 'Hilltop Farmhouse',
  address: '2 Ridge Rd',
  city: 'Stowe',
  state: 'VT',
  zipCode: '05672',
};
const LOFT: HomeFields = { name: 'River Loft', address: '300 Water St', city: 'Albany', state: 'NY', zipCode: '12207' };

const today = () => format(new Date(), 'MMM d, yyyy');

describe('admin journeys', () => {
  test('an admin lists users and homes, keeps the tab on reload and exports a home book PDF', async ({
    page,
    browser,
    app,
  }) => {
    const owner = await registerOtherUser(browser, 'owner');
    const home = await createHomeViaApi(owner.page, COTTAGE);
    await createEquipmentViaApi(owner.page, {
      homeId: home.id,
      name: 'Water Heater',
      brand: 'Rheem',
      modelNumber: 'XE50M06ST45U1',
      serialNumber: 'Q081912345',
      installationDate: '2019',
      completed: true,
    });
    await owner.close();

    const admin = newUser('admin');
    await registerViaApi(page, admin, app.adminRegistrationKey);
    await openAdminDashboard(page);
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(ADMIN_TABS);
    // The tab's content may load lazily: the selection shows once it has rendered.
    await expect
      .poll(() => adminTab(page, 'User Management').getAttribute('aria-selected'), { timeout: 10_000 })
      .toBe('true');
    await visible(page.getByRole('main').getByRole('link', { name: 'Photo Library', exact: true }));

    // User Management: the owner's row, and the admin's own row (which cannot be deleted).
    const users = await visible(usersTable(page));
    expect(await users.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => cell.textContent))).toEqual(
      ['Username', 'Email', 'Registered', 'Last Login', 'Devices', 'Role', 'Actions'],
    );
    const ownerRow = await findUserRow(page, owner.username);
    expect(await rowCells(ownerRow)).toEqual([owner.email, today(), today(), '1', 'User', '']);
    await expect
      .poll(() => ownerRow.getByRole('button', { name: `Delete user ${owner.username}` }).isEnabled())
      .toBe(true);
    const ownRow = await findUserRow(page, admin.username);
    expect(await rowCells(ownRow)).toEqual([admin.email, today(), today(), '1', 'Admin', '']);
    const ownDelete = ownRow.getByRole('button', { name: `Delete user ${admin.username}` });
    expect(await ownDelete.isDisabled()).toBe(true);
    await ownDelete.locator('..').hover();
    await visible(page.getByRole('tooltip').getByText('You cannot delete your own account here', { exact: true }));
    await saveScreenshot(page, 'admin-users-tab');

    // Homes: the owner's home with its location and creation date; the tab survives a reload.
    await adminTab(page, 'Homes').click();
    await page.waitForURL((url) => url.pathname === '/admin' && url.searchParams.get('tab') === 'homes');
    const homes = await visible(homesTable(page));
    expect(await homes.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => cell.textContent))).toEqual(
      ['Property Name', 'Address', 'Location', 'Created', 'Actions'],
    );
    const homeRow = await visible(tableRow(homes, COTTAGE.name));
    expect(await rowCells(homeRow)).toEqual([COTTAGE.address, 'Burlington, VT 05401', today(), 'Export PDF']);
    await visible(homeRow.getByText(`Owner: ${owner.username}`, { exact: true }));
    await page.reload();
    await visible(tableRow(homesTable(page), COTTAGE.name));
    // The tab's content may load lazily: the selection shows once it has rendered.
    await expect.poll(() => adminTab(page, 'Homes').getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
    await saveScreenshot(page, 'admin-homes-tab');

    // Export PDF: a download named after the home, whose text names the home and its equipment.
    const downloadDir = mkdtempSync(join(tmpdir(), 'hb-admin-pdf-'));
    try {
      const exportButton = tableRow(homesTable(page), COTTAGE.name).getByRole('button', {
        name: `Export PDF of ${COTTAGE.name}`,
      });
      const downloaded = page.waitForEvent('download', { timeout: 120_000 });
      // Awaited below; if an assertion fails first, its rejection (page closed) must not go unhandled.
      downloaded.catch(() => undefined);
      const exported = page.waitForResponse(apiResponse('GET', new RegExp(`^/api/admin/homes/${home.id}/export-pdf$`)));
      await exportButton.click();
      const response = await exported;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe('HomeBook_Maple_Grove_Cottage.pdf');
      await expectToast(page, 'PDF Generated', `The home book for ${COTTAGE.name} has been downloaded.`);
      expect(await exportButton.isEnabled()).toBe(true);

      const file = join(downloadDir, download.suggestedFilename());
      await download.saveAs(file);
      expect(expectPdfFile(file)).toBeGreaterThan(1000);
      const text = pdfText(file);
      expect(text).toContain(COTTAGE.name);
      expect(text).toContain('Water Heater');
      expect(text).toContain('Rheem');
      renderFirstPdfPage(file, 'admin-home-book-page-1');
    } finally {
      rmSync(downloadDir, { recursive: true, force: true });
    }

    // Support Chat: the chat feature's dashboard sits in the third tab.
    await closeToast(page);
    await adminTab(page, 'Support Chat').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'support');
    // The tab's content may load lazily: the selection shows once it has rendered.
    await expect
      .poll(() => adminTab(page, 'Support Chat').getAttribute('aria-selected'), { timeout: 10_000 })
      .toBe('true');
    const supportPanel = await visible(page.getByRole('tabpanel', { name: 'Support Chat' }));
    await visible(supportPanel.getByText('Support Dashboard', { exact: true }).first());
    await saveScreenshot(page, 'admin-support-chat-tab');

    // Small screens: the tables scroll sideways inside their frame instead of widening the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await adminTab(page, 'User Management').click();
    const frame = usersTable(page).locator('..');
    await findUserRow(page, owner.username);
    const widths = await frame.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(widths.page).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'admin-users-tab-mobile');
  });

  test('deleting a user asks for confirmation and removes the user, their homes and their session', async ({
    page,
    browser,
    app,
  }) => {
    const owner = await registerOtherUser(browser, 'leaving');
    const home = await createHomeViaApi(owner.page, FARMHOUSE);

    await registerViaApi(page, newUser('admin'), app.adminRegistrationKey);
    await openAdminDashboard(page);
    const users = await visible(usersTable(page));
    const ownerRow = await findUserRow(page, owner.username);
    const deleteButton = ownerRow.getByRole('button', { name: `Delete user ${owner.username}` });

    // Cancel leaves everything as it was.
    await deleteButton.click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Delete User', exact: true }));
    await visible(
      dialog.getByText(
        `Delete user ${owner.username}? All their homes, equipment, photos and chat messages will be deleted. This action cannot be undone.`,
        { exact: true },
      ),
    );
    await saveScreenshot(page, 'admin-delete-user-dialog');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(ownerRow);

    await deleteButton.click();
    dialog = await visible(page.getByRole('dialog', { name: 'Delete User', exact: true }));
    const deleted = page.waitForResponse(apiResponse('DELETE', new RegExp(`^/api/admin/users/\\d+$`)));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const response = await deleted;
    expect(response.status()).toBe(200);
    expect(await response.request().headerValue('x-super-admin')).toBe('yhb-super-admin');
    expect(response.request().postData()).toBeNull();
    await expectToast(page, 'User deleted', `${owner.username} and all their data have been deleted.`);
    await dialog.waitFor({ state: 'hidden' });
    await expectNoRow(users, owner.username);

    // Their home is gone from the Homes tab, and their session no longer works.
    await adminTab(page, 'Homes').click();
    const homes = await visible(homesTable(page).or(page.getByText('No homes registered yet', { exact: true })));
    expect(await homes.isVisible()).toBe(true);
    await expectNoRow(homesTable(page), FARMHOUSE.name);
    expect((await owner.page.request.get('/api/user')).status()).toBe(401);
    expect((await page.request.get(`/api/admin/homes/${home.id}/export-pdf`)).status()).toBe(404);
    await owner.close();
  });

  test('deleting an administrator needs the admin deletion key', async ({ page, browser, app }) => {
    const other = await registerOtherUser(browser, 'coadmin', app.adminRegistrationKey);
    await other.close();

    await registerViaApi(page, newUser('admin'), app.adminRegistrationKey);
    await openAdminDashboard(page);
    const users = await visible(usersTable(page));
    const row = await findUserRow(page, other.username);
    expect((await rowCells(row))[4]).toBe('Admin');

    await row.getByRole('button', { name: `Delete user ${other.username}` }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Delete Administrator', exact: true }));
    const key = dialog.getByLabel('Admin Deletion Key');
    const confirm = dialog.getByRole('button', { name: 'Delete Administrator', exact: true });
    expect(await key.getAttribute('type')).toBe('password');
    expect(await confirm.isDisabled()).toBe(true);
    await saveScreenshot(page, 'admin-delete-admin-dialog');

    // Cancel clears what was typed.
    await key.fill('typed then cancelled');
    expect(await confirm.isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: `Delete user ${other.username}` }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Delete Administrator', exact: true }));
    expect(await key.inputValue()).toBe('');
    expect(await confirm.isDisabled()).toBe(true);

    // A wrong key: refused, said inline and in a toast; the dialog stays open.
    await key.fill('not-the-key');
    const refused = page.waitForResponse(apiResponse('DELETE', /^\/api\/admin\/users\/\d+$/));
    await confirm.click();
    expect((await refused).status()).toBe(403);
    await visible(dialog.getByText('Invalid admin deletion key', { exact: true }));
    await expectToast(page, 'Error deleting user', '403: Invalid admin deletion key');
    await saveScreenshot(page, 'admin-delete-admin-wrong-key');

    // The right key deletes the administrator.
    await key.fill(app.adminDeletionKey);
    const accepted = page.waitForResponse(apiResponse('DELETE', /^\/api\/admin\/users\/\d+$/));
    await confirm.click();
    const response = await accepted;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ adminKey: app.adminDeletionKey });
    expect(await response.request().headerValue('x-super-admin')).toBe('yhb-super-admin');
    await expectToast(page, 'User deleted', `${other.username} and all their data have been deleted.`);
    await dialog.waitFor({ state: 'hidden' });
    await expectNoRow(users, other.username);
  });

  test('an admin deletes a home after confirmation', async ({ page, browser, app }) => {
    const owner = await registerOtherUser(browser, 'homeowner');
    const loft = await createHomeViaApi(owner.page, LOFT);

    await registerViaApi(page, newUser('admin'), app.adminRegistrationKey);
    await openAdminDashboard(page, 'homes');
    const homes = await visible(homesTable(page));
    const row = await visible(tableRow(homes, LOFT.name));

    await row.getByRole('button', { name: `Delete home ${LOFT.name}` }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Delete Home', exact: true }));
    await visible(
      dialog.getByText(
        `Delete ${LOFT.name} (owned by ${owner.username})? All its equipment, photos and warranties will be deleted. This action cannot be undone.`,
        { exact: true },
      ),
    );
    await saveScreenshot(page, 'admin-delete-home-dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Home deleted', `${LOFT.name} has been deleted.`);
    await dialog.waitFor({ state: 'hidden' });
    await expectNoRow(homes, LOFT.name);

    expect((await owner.page.request.get(`/api/homes/${loft.id}`)).status()).toBe(404);
    await owner.close();
    await visible(heading(page, 'Admin Dashboard'));
  });
});
