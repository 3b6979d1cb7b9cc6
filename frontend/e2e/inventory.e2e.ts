/**
 * The home inventory (issue 44) through the real UI against the built app of E2E_DRIVERS: the inventory fields are
 * filled in the Edit Equipment dialog (room suggested from the home's rooms), the Inventory screen groups by room
 * with totals, and the PDF and CSV download; at phone and desktop sizes (screenshots of each).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { pdfText } from './support/admin';
import { saveScreenshot, test } from './support/browser';
import { apiResponse, createHomeViaApi, type HomeFields } from './support/homes';
import { closeToast, expectToast, heading, newUser, registerViaApi, visible } from './support/ui';

const ELM_HOUSE: HomeFields = {
  name: 'Elm House',
  address: '12 Elm St',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
};

describe('inventory', () => {
  test('fills the inventory fields, shows the inventory by room and downloads its PDF and CSV', async ({ page }) => {
    await registerViaApi(page, newUser('inventory'));
    const home = await createHomeViaApi(page, ELM_HOUSE);
    const sofa = await page.request.post('/api/equipment', {
      data: { homeId: home.id, name: 'Sofa', room: 'Living room', purchasePriceCents: 90000, completed: true },
    });
    expect(sofa.status()).toBe(201);
    const created = await page.request.post('/api/equipment', {
      data: { homeId: home.id, name: 'Television', brand: 'Sony', completed: true },
    });
    expect(created.status()).toBe(201);
    const tv = (await created.json()) as { id: number };

    await page.goto(`/homes/${home.id}`);
    await visible(heading(page, ELM_HOUSE.name));
    const card = page.getByRole('article', { name: 'Television', exact: true });
    await card.getByRole('button', { name: 'Edit Equipment', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Equipment', exact: true });
    await visible(edit);
    // The room is free text; the home's rooms are offered as you type.
    const room = edit.getByRole('combobox', { name: 'Room', exact: true });
    await room.fill('Liv');
    await page.getByRole('option', { name: 'Living room', exact: true }).click();
    expect(await room.inputValue()).toBe('Living room');
    await edit.getByLabel('Purchase Date', { exact: true }).fill('2024-03-15');
    await edit.getByRole('textbox', { name: 'Quantity', exact: true }).fill('2');
    await edit.getByRole('textbox', { name: 'Purchase Price', exact: true }).fill('899.99');
    await edit.getByRole('textbox', { name: 'Replacement Cost', exact: true }).fill('799');
    await edit.getByRole('textbox', { name: 'Purchased From', exact: true }).fill('=Best Buy');
    await saveScreenshot(page, 'inventory-edit-fields');
    const updated = page.waitForResponse(apiResponse('PATCH', new RegExp(`^/api/equipment/${tv.id}$`)));
    await edit.getByRole('button', { name: 'Update Equipment', exact: true }).click();
    const response = await updated;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      room: 'Living room',
      purchaseDate: '2024-03-15',
      quantity: 2,
      purchasePriceCents: 89999,
      replacementCostCents: 79900,
      purchasedFrom: '=Best Buy',
    });
    await expectToast(page, 'Equipment updated successfully');
    await closeToast(page);
    await visible(card.getByText('Room:', { exact: true }));

    await page.getByRole('link', { name: 'Inventory', exact: true }).first().click();
    await visible(heading(page, 'Inventory'));
    const living = page.getByRole('region', { name: 'Living room', exact: true });
    await visible(living.getByText('Television', { exact: false }));
    const totals = page.getByRole('definition').filter({ hasText: '$2,699.98' });
    await visible(totals.first());
    await visible(page.getByText(/Estimated value is an estimate/));
    await saveScreenshot(page, 'inventory-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await visible(living);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'inventory-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    const dir = mkdtempSync(join(tmpdir(), 'hb-inventory-'));
    try {
      const pdfDownload = page.waitForEvent('download', { timeout: 120_000 });
      pdfDownload.catch(() => undefined);
      await page.getByRole('link', { name: 'Download PDF', exact: true }).click();
      const pdf = await pdfDownload;
      expect(pdf.suggestedFilename()).toBe(`Inventory_${home.id}.pdf`);
      const pdfFile = join(dir, 'inventory.pdf');
      await pdf.saveAs(pdfFile);
      const text = pdfText(pdfFile);
      for (const expected of [
        'HOME INVENTORY',
        ELM_HOUSE.name,
        'Living room',
        'Television',
        '$899.99',
        'Grand total',
      ]) {
        expect(text).toContain(expected);
      }

      const csvDownload = page.waitForEvent('download', { timeout: 120_000 });
      csvDownload.catch(() => undefined);
      await page.getByRole('link', { name: 'Download CSV', exact: true }).click();
      const csv = await csvDownload;
      expect(csv.suggestedFilename()).toBe(`Inventory_${home.id}.csv`);
      const csvFile = join(dir, 'inventory.csv');
      await csv.saveAs(csvFile);
      const content = readFileSync(csvFile, 'utf8');
      expect(content.charCodeAt(0)).toBe(0xfeff);
      const lines = content.slice(1).split('\r\n');
      expect(lines[0].startsWith('Import Ref,Room,Name,')).toBe(true);
      // The seller typed as '=Best Buy' cannot run as a formula.
      expect(lines.find((line) => line.includes('Television'))).toContain(",'=Best Buy,");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
