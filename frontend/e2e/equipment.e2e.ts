/**
 * Equipment and warranty journeys through the real UI (spec §2 home detail, Add New Equipment, Edit
 * Equipment, Warranty dialog, Delete equipment confirmation; §4, §5, §8), against the built app started
 * by the global setup with the driver set of E2E_DRIVERS.
 */
import { addDays, format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { saveScreenshot, test } from './support/browser';
import {
  apiResponse,
  chooseCardAction,
  createHomeViaApi,
  expectImageLoaded,
  groupByCompletion,
  housePicture,
  recordApiCalls,
  recordToastTitles,
  type HomeFields,
} from './support/homes';
import { closeToast, expectAbsent, expectToast, heading, newUser, registerViaApi, visible } from './support/ui';

const NO_EQUIPMENT = 'No equipment added yet.';
const NO_PHOTOS = 'No photos added yet. Click "Upload Photo" to add your first photo.';
const ADD_HINT = 'Take a photo of the equipment label or enter the details manually.';

const COTTAGE: HomeFields = {
  name: 'Pine Cottage',
  address: '12 Birch Ln',
  city: 'Duluth',
  state: 'MN',
  zipCode: '55802',
};
const BARN: HomeFields = { name: 'Red Barn', address: '7 Mill Rd', city: 'Ames', state: 'IA', zipCode: '50010' };

interface ApiEquipment {
  id: number;
  name: string;
  completed: boolean;
  photos: string[];
}

/** Creates equipment with the browser context's session cookie (POST /api/equipment, JSON). */
async function createEquipmentViaApi(page: Page, fields: Record<string, unknown>): Promise<ApiEquipment> {
  const response = await page.request.post('/api/equipment', { data: fields });
  if (response.status() !== 201) {
    throw new Error(`POST /api/equipment answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as ApiEquipment;
}

function equipmentRegion(page: Page, title: 'Completed Equipment' | 'Uncompleted Equipment'): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

function equipmentCard(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('article', { name, exact: true });
}

/** The card's lines of text (name, details, button labels), trimmed, empty ones skipped. */
async function cardLines(card: Locator): Promise<string[]> {
  return (await card.innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The summary's counts and percent as the page shows them. */
async function summary(page: Page): Promise<{ completed: string; incomplete: string; percent: number | null }> {
  const completed = await page.getByLabel(/^Completed: \d+$/).innerText();
  const incomplete = await page.getByLabel(/^Incomplete: \d+$/).innerText();
  const percent = await page.getByRole('progressbar', { name: 'Completion' }).getAttribute('aria-valuenow');
  return { completed, incomplete, percent: percent === null ? null : Number(percent) };
}

describe('equipment journeys', () => {
  test('add equipment with two photos, take a photo and complete it, then delete it and its photos', async ({
    page,
  }) => {
    await registerViaApi(page, newUser('installer'));
    const home = await createHomeViaApi(page, COTTAGE);
    await page.goto(`/homes/${home.id}`);
    await visible(heading(page, COTTAGE.name));
    await visible(heading(page, 'Equipment List', 2));
    await visible(page.getByText(NO_EQUIPMENT, { exact: true }));

    await page.getByRole('button', { name: 'Add Equipment', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Equipment', exact: true });
    await visible(dialog);
    await visible(dialog.getByText(ADD_HINT, { exact: true }));
    await visible(dialog.getByRole('heading', { name: 'Equipment Label Photo', exact: true }));
    await visible(dialog.getByRole('heading', { name: 'Additional Photos - Condition & Location', exact: true }));
    const submit = dialog.getByRole('button', { name: 'Add Equipment', exact: true });

    // An empty submit names the one required field and sends nothing.
    const equipmentCalls = recordApiCalls(page, /^\/api\/equipment/);
    await submit.click();
    await visible(dialog.getByText('Name is required', { exact: true }));
    expect(equipmentCalls).toEqual([]);

    const name = 'Basement Furnace';
    await dialog.getByRole('textbox', { name: 'Equipment Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Brand', exact: true }).fill('Carrier');
    await dialog.getByRole('textbox', { name: 'Model Number', exact: true }).fill('59SC5A080');
    await dialog.getByRole('textbox', { name: 'Serial Number', exact: true }).fill('SN-4471-XZ');
    await dialog.getByRole('textbox', { name: 'Type', exact: true }).fill('Furnace');
    await dialog.getByRole('textbox', { name: 'Installation Date', exact: true }).fill('2019');
    await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill('Filter 16x25x1, changed in spring.');
    await expectAbsent(dialog.getByText('Name is required', { exact: true }));

    const extraPhoto = dialog.locator('input[type="file"][aria-label="Add Photo"]');
    await extraPhoto.setInputFiles({
      name: 'furnace-front.jpg',
      mimeType: 'image/jpeg',
      buffer: await housePicture('#9cc9ee'),
    });
    await extraPhoto.setInputFiles({
      name: 'furnace-room.jpg',
      mimeType: 'image/jpeg',
      buffer: await housePicture('#e8b77d'),
    });
    // The two previews sit side by side in the two-column grid.
    const previews = dialog.getByRole('img');
    await expect
      .poll(() => previews.evaluateAll((images) => images.map((image) => image.getAttribute('alt'))))
      .toEqual(['furnace-front.jpg', 'furnace-room.jpg']);
    for (const preview of await previews.all()) await expectImageLoaded(preview);
    const [first, second] = await Promise.all([previews.nth(0).boundingBox(), previews.nth(1).boundingBox()]);
    expect(first && second && Math.round(first.y) === Math.round(second.y) && second.x > first.x).toBe(true);
    await saveScreenshot(page, 'equipment-add-dialog-filled');

    const created = page.waitForResponse(apiResponse('POST', /^\/api\/equipment$/));
    const toastTitles = await recordToastTitles(page);
    await submit.click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    const { id } = (await createdResponse.json()) as ApiEquipment;
    expect(createdResponse.request().postDataJSON()).toMatchObject({
      homeId: home.id,
      name,
      brand: 'Carrier',
      modelNumber: '59SC5A080',
      serialNumber: 'SN-4471-XZ',
      type: 'Furnace',
      installationDate: '2019',
      completed: false,
    });
    await expectToast(page, 'Equipment added successfully');
    await dialog.waitFor({ state: 'hidden' });
    expect(await toastTitles()).toEqual(['Equipment added successfully']);
    expect(equipmentCalls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/equipment',
      `POST /api/equipment/${id}/photos`,
      `POST /api/equipment/${id}/photos`,
    ]);
    await closeToast(page);

    // The spec's completed/uncompleted grids are a grouping of the page (issue 17), remembered for the user.
    await groupByCompletion(page);
    const uncompleted = equipmentRegion(page, 'Uncompleted Equipment');
    const card = equipmentCard(uncompleted, name);
    await visible(card);
    await expectAbsent(equipmentRegion(page, 'Completed Equipment'));
    await expectImageLoaded(card.getByRole('img', { name: `Photo of ${name}`, exact: true }));
    await expect
      .poll(() => cardLines(card))
      .toEqual([
        name,
        'Brand: Carrier',
        'Model: 59SC5A080',
        'Serial: SN-4471-XZ',
        'Est. Installation Year: 2019',
        'Notes: Filter 16x25x1, changed in spring.',
        // Care (docs/care.md): a Furnace installed in 2019 with no service known is 'Service due' (never
        // 'Overdue': nobody knows by how much); 20-year typical life.
        'Service due',
        `Age: ${new Date().getFullYear() - 2019} years of ~20`,
        // The other actions are in the card's 'More actions' menu.
        'Take Photo',
      ]);
    await card.getByRole('button', { name: /^More actions for / }).click();
    const menu = page.getByRole('menu');
    await visible(menu);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'View Troubleshooting Guide',
      'Manage Warranty',
      'Maintenance',
      // Brand and model are known: the unit can be checked against recalls (docs/recalls.md).
      'Safety recalls',
      'Chat Support',
      'Delete Equipment',
    ]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => summary(page)).toEqual({ completed: '0', incomplete: '1', percent: 0 });
    await saveScreenshot(page, 'equipment-card-uncompleted');

    // 'Take Photo' on an uncompleted card uploads one more photo, then opens the edit form: saving it
    // completes the equipment.
    const photoUploaded = page.waitForResponse(apiResponse('POST', new RegExp(`^/api/equipment/${id}/photos$`)));
    await card
      .locator('input[type="file"][aria-label="Take Photo"]')
      .setInputFiles({ name: 'label.jpg', mimeType: 'image/jpeg', buffer: await housePicture('#b7e0a5') });
    expect((await photoUploaded).status()).toBe(200);
    await expectToast(page, 'Photo uploaded successfully');
    await closeToast(page);
    const edit = page.getByRole('dialog', { name: 'Edit Equipment', exact: true });
    await visible(edit);
    const completing = page.waitForResponse(apiResponse('PATCH', new RegExp(`^/api/equipment/${id}$`)));
    await edit.getByRole('button', { name: 'Update Equipment', exact: true }).click();
    expect((await completing).status()).toBe(200);
    await expectToast(page, 'Equipment updated successfully');
    await edit.waitFor({ state: 'hidden' });
    await closeToast(page);
    const completedCard = equipmentCard(equipmentRegion(page, 'Completed Equipment'), name);
    await visible(completedCard);
    await visible(completedCard.getByRole('button', { name: 'Edit Equipment', exact: true }));
    await expect.poll(() => summary(page)).toEqual({ completed: '1', incomplete: '0', percent: 100 });

    // The photo library lists the three photos under the home.
    await page.goto('/photos');
    await visible(heading(page, 'Photo Library'));
    const homeGroup = page.getByRole('region', { name: COTTAGE.name });
    await visible(homeGroup);
    await expect.poll(() => homeGroup.getByRole('listitem').count()).toBe(3);
    for (const image of await homeGroup.getByRole('img').all()) await expectImageLoaded(image);
    await expectAbsent(page.getByRole('region', { name: 'Other Photos' }));

    // Delete: the confirmation names the equipment; its photos go with it.
    await page.goto(`/homes/${home.id}`);
    await visible(completedCard);
    await chooseCardAction(page, completedCard, 'Delete Equipment');
    const confirm = page.getByRole('dialog', { name: 'Delete Equipment', exact: true });
    await visible(confirm);
    await visible(
      confirm.getByText(`Are you sure you want to delete ${name}? This action cannot be undone.`, { exact: true }),
    );
    await saveScreenshot(page, 'equipment-delete-confirmation');
    const deleted = page.waitForResponse(apiResponse('DELETE', new RegExp(`^/api/equipment/${id}$`)));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    expect((await deleted).status()).toBe(200);
    await expectToast(page, 'Equipment deleted successfully');
    await confirm.waitFor({ state: 'hidden' });
    await visible(page.getByText(NO_EQUIPMENT, { exact: true }));
    await expectAbsent(page.getByRole('article'));
    await expect.poll(() => summary(page)).toEqual({ completed: '0', incomplete: '0', percent: 0 });

    await page.goto('/photos');
    await visible(heading(page, 'Photo Library'));
    await visible(page.getByText(NO_PHOTOS, { exact: true }));
  });

  test('edit completed equipment and add its warranty with a document', async ({ page }) => {
    await registerViaApi(page, newUser('warrantor'));
    const home = await createHomeViaApi(page, BARN);
    const name = 'Water Heater';
    const heater = await createEquipmentViaApi(page, {
      homeId: home.id,
      name,
      brand: 'Rheem',
      modelNumber: 'XE50M06',
      completed: true,
    });
    await createEquipmentViaApi(page, { homeId: home.id, name: 'Sump Pump' });
    await page.goto(`/homes/${home.id}`);
    await visible(heading(page, BARN.name));
    await groupByCompletion(page);

    const completed = equipmentRegion(page, 'Completed Equipment');
    const card = equipmentCard(completed, name);
    await visible(card);
    await visible(equipmentCard(equipmentRegion(page, 'Uncompleted Equipment'), 'Sump Pump'));
    await expectAbsent(card.getByRole('button', { name: 'Take Photo', exact: true }));
    await expect.poll(() => summary(page)).toEqual({ completed: '1', incomplete: '1', percent: 50 });
    await visible(page.getByText('50%', { exact: true }));

    // Edit: 'Update Equipment' (exact: 'Update Equipment Photo' is another button) saves and keeps it completed.
    await card.getByRole('button', { name: 'Edit Equipment', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Equipment', exact: true });
    await visible(edit);
    const nameField = edit.getByRole('textbox', { name: 'Equipment Name', exact: true });
    expect(await nameField.inputValue()).toBe(name);
    expect(await edit.getByRole('textbox', { name: 'Brand', exact: true }).inputValue()).toBe('Rheem');
    await visible(edit.getByRole('button', { name: 'Update Equipment Photo', exact: true }));
    await visible(edit.getByRole('button', { name: /^Manage Warranty/ }).getByText('Beta', { exact: true }));
    await edit.getByRole('textbox', { name: 'Serial Number', exact: true }).fill('RH-2020-118');
    await edit.getByRole('textbox', { name: 'Notes', exact: true }).fill('Anode rod checked.');
    await saveScreenshot(page, 'equipment-edit-dialog');
    const updated = page.waitForResponse(apiResponse('PATCH', new RegExp(`^/api/equipment/${heater.id}$`)));
    await edit.getByRole('button', { name: 'Update Equipment', exact: true }).click();
    expect((await updated).status()).toBe(200);
    await expectToast(page, 'Equipment updated successfully');
    await edit.waitFor({ state: 'hidden' });
    await closeToast(page);
    await expect.poll(() => cardLines(card)).toContain('Serial: RH-2020-118');
    await expect.poll(() => cardLines(card)).toContain('Notes: Anode rod checked.');
    await visible(card.getByRole('button', { name: 'Edit Equipment', exact: true }));
    await expect.poll(() => summary(page)).toEqual({ completed: '1', incomplete: '1', percent: 50 });

    // Warranty: none yet, so the form; end date 30 days ahead through the calendar.
    await chooseCardAction(page, card, 'Manage Warranty');
    const warranty = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: 'Warranty Information' }) });
    await visible(warranty);
    await visible(warranty.getByText('Beta', { exact: true }));
    await visible(warranty.getByText(name, { exact: true }));
    const today = new Date();
    const end = addDays(today, 30);
    await visible(warranty.getByRole('button', { name: `Start Date: ${format(today, 'MMMM d, yyyy')}`, exact: true }));
    await warranty.getByRole('button', { name: `End Date: ${format(today, 'MMMM d, yyyy')}`, exact: true }).click();
    const calendar = page.getByRole('grid');
    await visible(calendar);
    if (end.getMonth() !== today.getMonth()) await page.getByRole('button', { name: 'Next month' }).click();
    await visible(page.getByText(format(end, 'MMMM yyyy'), { exact: true }));
    // While the months slide, both show; wait until only the new one is left.
    const day = calendar.getByRole('gridcell', { name: String(end.getDate()), exact: true });
    await expect.poll(() => day.count()).toBe(1);
    await day.click();
    await calendar.waitFor({ state: 'hidden' });
    await visible(warranty.getByRole('button', { name: `End Date: ${format(end, 'MMMM d, yyyy')}`, exact: true }));
    await warranty.getByRole('textbox', { name: 'Provider', exact: true }).fill('HomeShield');
    await warranty.getByRole('textbox', { name: 'Policy Number', exact: true }).fill('HS-778812');

    // A document sent before the warranty exists goes to /new/documents and is attached on save.
    const documentSent = page.waitForResponse(apiResponse('POST', /^\/api\/warranties\/new\/documents$/));
    await warranty
      .locator('input[type="file"][aria-label="Upload Document"]')
      .setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await housePicture('#f5f5f5') });
    expect((await documentSent).status()).toBe(201);
    await expectToast(page, 'Document uploaded');
    await closeToast(page);
    await visible(warranty.getByRole('listitem').filter({ hasText: /\S/ }));
    const documentName = (await warranty.getByRole('listitem').innerText()).trim();
    await saveScreenshot(page, 'warranty-form');

    const saved = page.waitForResponse(apiResponse('POST', /^\/api\/warranties$/));
    await warranty.getByRole('button', { name: 'Add Warranty', exact: true }).click();
    expect((await saved).status()).toBe(201);
    await expectToast(page, 'Warranty added successfully');
    await closeToast(page);

    // The summary: status chip, the dates as 'MMM d, yyyy', and the document as a link.
    await visible(warranty.getByRole('button', { name: 'Edit', exact: true }));
    await visible(warranty.getByText('Expiring Soon', { exact: true }));
    const terms = await warranty
      .locator('dt')
      .evaluateAll((items) => items.map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`));
    expect(terms).toEqual([
      'Provider=HomeShield',
      'Policy Number=HS-778812',
      `Start Date=${format(today, 'MMM d, yyyy')}`,
      `End Date=${format(end, 'MMM d, yyyy')}`,
      'Terms=N/A',
      'Auto-Renewal=No',
    ]);
    const documentLink = warranty.getByRole('link', { name: documentName, exact: true });
    await visible(documentLink);
    expect(await documentLink.getAttribute('href')).toMatch(/^\/api\/files\//);
    await saveScreenshot(page, 'warranty-summary');

    // Edit shows the form with the saved values; Cancel goes back to the summary.
    await warranty.getByRole('button', { name: 'Edit', exact: true }).click();
    await visible(warranty.getByRole('button', { name: 'Update Warranty', exact: true }));
    expect(await warranty.getByRole('textbox', { name: 'Provider', exact: true }).inputValue()).toBe('HomeShield');
    await visible(warranty.getByRole('button', { name: `End Date: ${format(end, 'MMMM d, yyyy')}`, exact: true }));
    await warranty.getByRole('button', { name: 'Cancel', exact: true }).click();
    await visible(warranty.getByText('Expiring Soon', { exact: true }));
    await expectAbsent(warranty.getByRole('button', { name: 'Update Warranty', exact: true }));

    await warranty.getByRole('button', { name: 'Close', exact: true }).click();
    await warranty.waitFor({ state: 'hidden' });
  });
});
