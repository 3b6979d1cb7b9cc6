/**
 * The spreadsheet import (issue 44, docs/inventory.md "Import") through the real UI: from the home's Inventory
 * screen's 'Import from a spreadsheet', pick a CSV, read the dry run (a table on a desktop, cards on a phone) with a
 * row's error, import with 'Skip rows with errors', and find the equipment on the home page.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { saveScreenshot, test } from './support/browser';
import { createHomeViaApi, type HomeFields } from './support/homes';
import { heading, newUser, registerViaApi, visible, waitForPath } from './support/ui';

const HOME: HomeFields = {
  name: 'Maple House',
  address: '12 Maple Ave',
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
};
const PHONE = { width: 390, height: 844 };

const SHEET = [
  'Import Ref,Name,Room,Brand,Purchase Price,Purchase Date,Quantity',
  'r1,Leather Sofa,Living room,IKEA,"$1,234.50",2021-05-01,1',
  'r2,Brass Floor Lamp,Bedroom,,20,,2',
  'r3,Persian Rug,Living room,,abc,,1',
].join('\n');

async function pickSheet(page: Page) {
  await page
    .getByLabel('Spreadsheet file')
    .setInputFiles({ name: 'inventory.csv', mimeType: 'text/csv', buffer: Buffer.from(SHEET) });
}

describe('spreadsheet import journeys', () => {
  test('pick a CSV, read the dry run with an error, import the good rows, see the equipment', async ({ page }) => {
    await registerViaApi(page, newUser('importer'));
    const home = await createHomeViaApi(page, HOME);
    await page.goto(`/homes/${home.id}`);
    await visible(heading(page, HOME.name));
    await page.getByRole('link', { name: 'Inventory', exact: true }).click();
    await waitForPath(page, `/homes/${home.id}/inventory`);
    await saveScreenshot(page, 'inventory-import-inventory-actions');
    await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
    await waitForPath(page, `/homes/${home.id}/inventory/import`);
    await visible(heading(page, 'Import from a spreadsheet'));

    await pickSheet(page);
    const table = page.getByRole('table', { name: 'Rows' });
    await visible(table);
    await visible(page.getByText('2 to create, 0 to update, 0 unchanged, 1 row with errors.'));
    await visible(table.getByRole('cell', { name: "Row 4: purchase price 'abc' is not a number" }));
    await saveScreenshot(page, 'inventory-import-dry-run');
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    await page.getByLabel('Skip rows with errors').check();
    await importButton.click();
    await visible(page.getByText('Imported: 2 created, 0 updated, 0 unchanged, 1 row skipped for errors.'));
    await saveScreenshot(page, 'inventory-import-done');

    await page.getByRole('link', { name: 'Back to the home' }).click();
    await visible(heading(page, HOME.name));
    await visible(page.getByRole('heading', { name: 'Leather Sofa' }));
    await visible(page.getByRole('heading', { name: 'Brass Floor Lamp' }));
    expect(await page.getByRole('heading', { name: 'Persian Rug' }).count()).toBe(0);
  });

  test('390×844: the dry run as cards, then the import', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await registerViaApi(page, newUser('phoneimport'));
    const home = await createHomeViaApi(page, HOME);
    await page.goto(`/homes/${home.id}`);
    await visible(heading(page, HOME.name));
    // On a phone the home's actions fold under 'Home actions'.
    await page.getByRole('button', { name: 'Home actions' }).click();
    await page.getByRole('link', { name: 'Inventory', exact: true }).click();
    await waitForPath(page, `/homes/${home.id}/inventory`);
    await visible(page.getByRole('link', { name: 'Import from a spreadsheet' }));
    await saveScreenshot(page, 'inventory-import-phone-inventory-actions');
    await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
    await visible(heading(page, 'Import from a spreadsheet'));
    await pickSheet(page);
    const rows = page.getByRole('list', { name: 'Rows' });
    await visible(rows);
    expect(await rows.getByRole('listitem').count()).toBe(3);
    await visible(rows.getByText("Row 4: purchase price 'abc' is not a number"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'inventory-import-phone-dry-run');
    await page.getByLabel('Skip rows with errors').check();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(page.getByText(/^Imported: 2 created/));
    await saveScreenshot(page, 'inventory-import-phone-done');
  });
});
