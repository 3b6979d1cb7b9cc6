/**
 * Own your data (docs/export-format.md) through the real UI: a home's export and the profile's
 * 'Export all my data' download zips, 'Import' restores one into another account with its counts, and
 * a QR label's link opens the equipment's dialog after the login it needed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createEquipmentViaApi, registerOtherUser } from './support/admin';
import { saveScreenshot, test } from './support/browser';
import { createHomeViaApi, homeCard, housePicture, type HomeFields } from './support/homes';
import { heading, newUser, registerViaApi, submitLogin, visible, waitForPath } from './support/ui';

const COTTAGE: HomeFields = {
  name: 'Pine Cottage',
  address: '7 Lake Rd',
  city: 'Duluth',
  state: 'MN',
  zipCode: '55802',
};

/** Clicks what starts a download and keeps the file; resolves with its suggested name and bytes. */
async function download(page: Page, start: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const directory = mkdtempSync(join(tmpdir(), 'hb-archive-e2e-'));
  try {
    const downloaded = page.waitForEvent('download', { timeout: 120_000 });
    await start();
    const file = await downloaded;
    const path = join(directory, file.suggestedFilename());
    await file.saveAs(path);
    return { name: file.suggestedFilename(), bytes: readFileSync(path) };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

describe('own your data journeys', () => {
  test("export a home and all one's data, import it into another account", async ({ page, browser }) => {
    const owner = newUser('exporter');
    await registerViaApi(page, owner);
    const home = await createHomeViaApi(page, COTTAGE);
    const furnace = await createEquipmentViaApi(page, { homeId: home.id, name: 'Furnace', brand: 'Lennox' });
    const photo = await page.request.post(`/api/equipment/${furnace.id}/photos`, {
      multipart: { photo: { name: 'f.jpg', mimeType: 'image/jpeg', buffer: await housePicture('#d9a066') } },
    });
    expect(photo.status()).toBe(200);

    await page.goto(`/homes/${home.id}`);
    await visible(heading(page, COTTAGE.name));
    await visible(page.getByRole('button', { name: 'Download home book (PDF)' }));
    await visible(page.getByRole('button', { name: 'Print QR labels' }));
    await saveScreenshot(page, 'archive-home-actions');
    const homeZip = await download(page, () => page.getByRole('link', { name: 'Export', exact: true }).click());
    expect(homeZip.name).toMatch(new RegExp(`^HomeBook_home_${home.id}_export_\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    expect(homeZip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    await page.getByRole('button', { name: 'Print QR labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print QR labels' });
    await visible(dialog);
    await saveScreenshot(page, 'archive-qr-labels-dialog');
    const labels = await page.request.get(
      (await dialog.getByRole('link', { name: 'Open labels' }).getAttribute('href'))!,
    );
    expect(labels.status()).toBe(200);
    expect((await labels.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/profile');
    // Built by a server job (a progress notice while it runs), then downloaded by the browser.
    const all = await download(page, () => page.getByRole('button', { name: 'Export all my data' }).click());
    expect(all.name).toMatch(/^HomeBook_export_\d{4}-\d{2}-\d{2}\.zip$/);
    await visible(page.getByRole('link', { name: 'Download it again' }));

    // Another person imports it into their own account.
    const other = await registerOtherUser(browser, 'importer');
    try {
      await other.page.goto('/profile');
      await visible(other.page.getByRole('button', { name: 'Export all my data' }));
      await other.page
        .getByTestId('import-archive-input')
        .setInputFiles({ name: all.name, mimeType: 'application/zip', buffer: all.bytes });
      await visible(
        other.page.getByText('Imported 1 home, 1 equipment, 1 photo, 0 warranties, 0 warranty documents and 1 file.', {
          exact: true,
        }),
      );
      await saveScreenshot(other.page, 'archive-imported');
      // The same archive again is refused, with the reason.
      await other.page
        .getByTestId('import-archive-input')
        .setInputFiles({ name: all.name, mimeType: 'application/zip', buffer: all.bytes });
      await visible(other.page.getByText(/already imported into your account/));
      await other.page.goto('/');
      await visible(homeCard(other.page, COTTAGE.name));
    } finally {
      await other.close();
    }
  });

  test("a QR label's link opens the equipment's dialog, after logging in", async ({ page, browser }) => {
    const owner = await registerOtherUser(browser, 'scanner');
    const home = await createHomeViaApi(owner.page, COTTAGE);
    const heater = await createEquipmentViaApi(owner.page, { homeId: home.id, name: 'Water Heater', brand: 'Rheem' });
    await owner.close();

    // A phone without a session opens the code's address.
    await page.goto(`/homes/${home.id}?equipment=${heater.id}`);
    await waitForPath(page, '/auth');
    await submitLogin(page, owner.username, owner.password);
    await waitForPath(page, `/homes/${home.id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Equipment' });
    await visible(dialog);
    expect(await dialog.getByLabel(/Equipment Name/).inputValue()).toBe('Water Heater');
    await saveScreenshot(page, 'archive-qr-link-dialog');
  });
});
