/**
 * Homes journeys through the real UI (spec §2 home list, new home, home detail, template builder, photo
 * library; §4, §5, §8), against the built app started by the global setup with the driver set of E2E_DRIVERS.
 */
import { format } from 'date-fns';
import { describe, expect } from 'vitest';
import { saveScreenshot, test } from './support/browser';
import {
  apiResponse,
  createHomesViaApi,
  createHomeViaApi,
  expectHomeNames,
  expectImageLoaded,
  groupByCompletion,
  homeCard,
  type HomeFields,
  housePicture,
  oneLineAddress,
  recordApiCalls,
  recordToastTitles,
  shownHomeNames,
} from './support/homes';
import {
  closeToast,
  expectAbsent,
  expectToast,
  heading,
  newUser,
  registerViaApi,
  visible,
  waitForPath,
} from './support/ui';

const POOL_ITEMS = ['Pool Pump', 'Pool Filter', 'Pool Heater', 'Salt Chlorinator', 'Chemical Feeder', 'Pool Cleaner'];
const NO_HOMES = 'No homes added yet.';
const NO_MATCH = 'No homes match your search.';
const NO_PHOTOS = 'No photos added yet. Click "Upload Photo" to add your first photo.';
const deleteQuestion = (count: number) =>
  `Are you sure you want to delete ${count} home(s)? This action cannot be undone. All equipment associated with this home will also be deleted.`;

const LAKE: HomeFields = { name: 'Lake House', address: '9 Shore Rd', city: 'Madison', state: 'WI', zipCode: '53703' };
const FLAT: HomeFields = { name: 'City Flat', address: '200 Elm St', city: 'Chicago', state: 'IL', zipCode: '60601' };
const FARM: HomeFields = {
  name: 'Old Farm',
  address: '5 County Rd',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
};

describe('homes journeys', () => {
  test('create a home from the Standard Home template with the pool add-on', async ({ page }) => {
    await registerViaApi(page, newUser('builder'));
    await page.goto('/');
    await visible(heading(page, 'Your Home'));
    await visible(page.getByText(NO_HOMES, { exact: true }));

    await page.getByRole('link', { name: 'Add New Home' }).click();
    await waitForPath(page, '/homes/new');
    await visible(heading(page, 'Create New Home Book'));

    // Nothing can be submitted, and no add-on chosen, before a template is chosen.
    const submit = page.getByRole('button', { name: 'Create Home', exact: true });
    const template = page.getByRole('radio', { name: 'Standard Home', exact: true });
    const pool = page.getByRole('checkbox', { name: 'Swimming Pool', exact: true });
    await visible(template);
    expect(await page.getByRole('radio').count()).toBe(1);
    expect(await submit.isDisabled()).toBe(true);
    expect(await pool.isDisabled()).toBe(true);
    await visible(page.getByText('Select a template to continue.', { exact: true }));

    // The required fields carry an asterisk; the two placeholders of the spec.
    for (const label of ['Home Name', 'Street Address', 'City', 'State', 'ZIP Code']) {
      const text = await page
        .locator('label')
        .filter({ hasText: new RegExp(`^${label}`) })
        .innerText();
      expect(text.replace(/\s+/g, ' ').trim()).toBe(`${label} *`);
    }
    const additional = await page
      .locator('label')
      .filter({ hasText: /^Additional Details/ })
      .innerText();
    expect(additional.trim()).toBe('Additional Details');
    await visible(page.getByPlaceholder('e.g., Main Residence', { exact: true }));
    await visible(page.getByPlaceholder('e.g., 123 Main St', { exact: true }));

    await template.check();
    expect(await submit.isEnabled()).toBe(true);
    expect(await pool.isEnabled()).toBe(true);
    await pool.check();
    await expectAbsent(page.getByText('Select a template to continue.', { exact: true }));

    // An empty submit shows every required message and sends nothing.
    const homeCalls = recordApiCalls(page, /^\/api\/homes/);
    await submit.click();
    for (const message of [
      'Name is required',
      'Address is required',
      'City is required',
      'State is required',
      'Zip Code is required',
    ]) {
      await visible(page.getByText(message, { exact: true }));
    }
    expect(homeCalls).toEqual([]);
    await saveScreenshot(page, 'new-home-required-errors');

    const home: HomeFields = {
      name: 'Main Residence',
      address: '123 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
    };
    await page.getByRole('textbox', { name: 'Home Name', exact: true }).fill(home.name);
    await page.getByRole('textbox', { name: 'Street Address', exact: true }).fill(home.address);
    await page.getByRole('textbox', { name: 'City', exact: true }).fill(home.city);
    await page.getByRole('textbox', { name: 'State', exact: true }).fill(home.state);
    await page.getByRole('textbox', { name: 'ZIP Code', exact: true }).fill(home.zipCode);
    await page.getByRole('textbox', { name: 'Additional Details', exact: true }).fill('Built 1998, two floors.');
    await expectAbsent(page.getByText('Name is required', { exact: true }));
    await saveScreenshot(page, 'new-home-filled');

    const created = page.waitForResponse(apiResponse('POST', /^\/api\/homes$/));
    const populated = page.waitForResponse(apiResponse('POST', /^\/api\/homes\/\d+\/populate$/));
    const toastTitles = await recordToastTitles(page);
    await submit.click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    const { id } = (await createdResponse.json()) as { id: number };
    const populateResponse = await populated;
    expect(populateResponse.status()).toBe(200);
    const populateBody = populateResponse.request().postDataJSON() as Record<string, unknown>;
    expect(populateBody).toEqual({ templateId: expect.any(Number), homeId: id, addOns: ['pool'] });
    const { created: equipmentMade } = (await populateResponse.json()) as { created: number };

    await waitForPath(page, `/homes/${id}`);
    await visible(heading(page, home.name));
    await visible(page.getByText(oneLineAddress(home), { exact: true }));
    expect(oneLineAddress(home)).toBe('123 Main St, Springfield, IL 62701');
    // Only one toast shows at a time: 'Home added successfully' is followed by this one.
    await expectToast(page, 'Equipment populated successfully', 'Template equipment has been added to your home');
    expect(await toastTitles()).toEqual(['Home added successfully', 'Equipment populated successfully']);
    // The equipment list shows what the template and the pool add-on made, all still to complete.
    await visible(heading(page, 'Equipment List', 2));
    await groupByCompletion(page);
    const uncompleted = page.getByRole('region', { name: 'Uncompleted Equipment', exact: true });
    await visible(uncompleted);
    const equipmentNames = await uncompleted.getByRole('heading', { level: 4 }).allInnerTexts();
    expect(equipmentNames).toHaveLength(equipmentMade);
    expect(equipmentNames).toEqual(expect.arrayContaining(POOL_ITEMS));
    await expectAbsent(page.getByRole('region', { name: 'Completed Equipment', exact: true }));
    await saveScreenshot(page, 'home-detail-new');

    await page.getByRole('link', { name: 'Back to Your Home' }).click();
    await waitForPath(page, '/');
    await expectHomeNames(page, [home.name]);
    await visible(homeCard(page, home.name).getByText(oneLineAddress(home), { exact: true }));

    // A card opens its home.
    await homeCard(page, home.name).getByRole('link').click();
    await waitForPath(page, `/homes/${id}`);
    await visible(heading(page, home.name));

    // Through the API: the pool added its six items on top of the template's (a home populated without
    // add-ons gets the template's only), and populating again creates nothing (the home has every item).
    const templateId = populateBody.templateId as number;
    const plain = await createHomeViaApi(page, { ...home, name: 'Plain House' });
    const plainPopulate = await page.request.post(`/api/homes/${plain.id}/populate`, {
      data: { templateId, homeId: plain.id, addOns: [] },
    });
    expect(plainPopulate.status()).toBe(200);
    const { created: templateOnly } = (await plainPopulate.json()) as { created: number };
    expect(templateOnly).toBeGreaterThan(0);
    expect(equipmentMade).toBe(templateOnly + 6);
    const again = await page.request.post(`/api/homes/${id}/populate`, {
      data: { templateId, homeId: id, addOns: ['pool'] },
    });
    expect(await again.json()).toEqual({ message: 'Equipment populated successfully', created: 0 });
  });

  test('upload a home photo on the home page; a non-image is refused', async ({ page }) => {
    await registerViaApi(page, newUser('photographer'));
    const home = await createHomeViaApi(page, LAKE);
    await page.goto(`/homes/${home.id}`);
    await visible(heading(page, LAKE.name));
    await visible(page.getByText(oneLineAddress(LAKE), { exact: true }));
    const photo = page.getByRole('img', { name: `Photo of ${LAKE.name}` });
    await expectAbsent(photo);

    const button = page.getByRole('button', { name: 'Add/Update Home Photo' });
    await visible(button);
    const input = page.locator('input[type="file"][aria-label="Add/Update Home Photo"]');
    expect(await input.getAttribute('accept')).toBe('image/*');
    expect(await input.getAttribute('capture')).toBe('environment');

    const uploads = recordApiCalls(page, /^\/api\/homes\/\d+\/photo$/);
    const uploaded = page.waitForResponse(apiResponse('POST', /^\/api\/homes\/\d+\/photo$/));
    await input.setInputFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer: await housePicture('#8ec5f2') });
    expect((await uploaded).status()).toBe(200);
    await expectToast(page, 'Photo uploaded successfully');
    expect(await photo.getAttribute('src')).toMatch(/^\/api\/files\//);
    expect(await expectImageLoaded(photo)).toEqual({ width: 800, height: 450 });
    await closeToast(page);
    await saveScreenshot(page, 'home-detail-with-photo');

    // Not an image: refused on the page, nothing sent.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expectToast(page, 'Invalid file type', 'Please upload an image file');
    expect(uploads).toEqual([`POST /api/homes/${home.id}/photo`]);
    await saveScreenshot(page, 'home-detail-invalid-file-type');
    await closeToast(page);

    // Claims to be a JPEG but is not one: the server refuses it, and the photo stays.
    const firstSrc = await photo.getAttribute('src');
    await input.setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a jpeg at all') });
    await expectToast(page, 'Failed to upload photo', 'Please upload an image file');
    expect(await photo.getAttribute('src')).toBe(firstSrc);
    await closeToast(page);

    // A new photo replaces the old one, whose file is deleted.
    await input.setInputFiles({
      name: 'dusk.png',
      mimeType: 'image/png',
      buffer: await housePicture('#f2b880', 'png'),
    });
    await expectToast(page, 'Photo uploaded successfully');
    await expect.poll(() => photo.getAttribute('src')).not.toBe(firstSrc);
    await expectImageLoaded(photo);
    expect((await page.request.get(firstSrc!)).status()).toBe(404);
    const photoSrc = await photo.getAttribute('src');
    await closeToast(page);

    // The card on the home list shows the photo too, also after a reload.
    await page.getByRole('link', { name: 'Back to Your Home' }).click();
    await waitForPath(page, '/');
    await page.reload();
    const cardImage = homeCard(page, LAKE.name).locator('img');
    expect(await cardImage.getAttribute('src')).toBe(photoSrc);
    await expectImageLoaded(cardImage);
    await saveScreenshot(page, 'home-list-card-with-photo');
  });

  test('search filters the cards by city, ZIP and state; empty states', async ({ page }) => {
    await registerViaApi(page, newUser('searcher'));
    await page.goto('/');
    await visible(heading(page, 'Your Home'));
    await visible(page.getByText(NO_HOMES, { exact: true }));
    await saveScreenshot(page, 'home-list-empty');

    await createHomesViaApi(page, [LAKE, FLAT, FARM]);
    await page.reload();
    await expectHomeNames(page, [FARM.name, FLAT.name, LAKE.name]);
    for (const home of [LAKE, FLAT, FARM]) {
      await visible(homeCard(page, home.name).getByText(oneLineAddress(home), { exact: true }));
    }
    await saveScreenshot(page, 'home-list-cards');

    const search = page.getByRole('searchbox', { name: 'Search homes' });
    expect(await search.getAttribute('placeholder')).toBe('Search homes by name, address, city, state, or ZIP code...');
    const cases: [string, string[]][] = [
      ['MADISON', [LAKE.name]],
      ['chiCAGO', [FLAT.name]],
      ['6060', [FLAT.name]],
      ['62701', [FARM.name]],
      ['iL', [FARM.name, FLAT.name]],
      ['wi', [LAKE.name]],
      ['  shore rd ', [LAKE.name]],
    ];
    for (const [query, names] of cases) {
      await search.fill(query);
      await expectHomeNames(page, names);
    }
    await search.fill('zzz-no-such-home');
    await visible(page.getByText(NO_MATCH, { exact: true }));
    expect(await shownHomeNames(page)).toEqual([]);
    await saveScreenshot(page, 'home-list-no-match');

    await search.fill('');
    await expectHomeNames(page, [FARM.name, FLAT.name, LAKE.name]);
    await expectAbsent(page.getByText(NO_MATCH, { exact: true }));
  });

  test('select two homes and delete them', async ({ page }) => {
    await registerViaApi(page, newUser('tidy'));
    const [lake, flat, farm] = await createHomesViaApi(page, [LAKE, FLAT, FARM]);
    await page.goto('/');
    await expectHomeNames(page, [FARM.name, FLAT.name, LAKE.name]);

    const deleteButton = page.getByRole('button', { name: /^Delete Selected/ });
    await expectAbsent(deleteButton);
    const selectLake = page.getByRole('checkbox', { name: `Select ${LAKE.name}` });
    const selectFarm = page.getByRole('checkbox', { name: `Select ${FARM.name}` });
    await selectLake.check();
    expect(await (await visible(deleteButton)).innerText()).toBe('Delete Selected (1)');
    await selectFarm.check();
    expect(await deleteButton.innerText()).toBe('Delete Selected (2)');
    // Ticking the box selects; it does not open the home.
    expect(new URL(page.url()).pathname).toBe('/');
    await saveScreenshot(page, 'home-list-selection');

    // Cancel keeps everything.
    const deletes = recordApiCalls(page, /^\/api\/homes\/\d+$/);
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete Homes' });
    await visible(dialog);
    expect(await dialog.locator('#confirm-dialog-description').innerText()).toBe(deleteQuestion(2));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(deletes).toEqual([]);
    expect(await deleteButton.innerText()).toBe('Delete Selected (2)');

    await deleteButton.click();
    await visible(dialog);
    expect(await dialog.locator('#confirm-dialog-description').innerText()).toBe(deleteQuestion(2));
    await saveScreenshot(page, 'home-list-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Homes deleted successfully');
    await dialog.waitFor({ state: 'hidden' });
    await expectHomeNames(page, [FLAT.name]);
    await expectAbsent(deleteButton);
    expect(deletes.filter((call) => !call.startsWith('GET')).sort()).toEqual(
      [`DELETE /api/homes/${farm.id}`, `DELETE /api/homes/${lake.id}`].sort(),
    );
    await saveScreenshot(page, 'home-list-after-delete');

    await page.reload();
    await expectHomeNames(page, [FLAT.name]);
    expect((await page.request.get(`/api/homes/${lake.id}`)).status()).toBe(404);
    expect((await page.request.get(`/api/homes/${flat.id}`)).status()).toBe(200);

    // A deleted home's page says so.
    await page.goto(`/homes/${lake.id}`);
    await visible(heading(page, 'Home not found'));
    await visible(page.getByRole('link', { name: 'Back to Your Home' }));
  });

  test('photo library: empty state, photos grouped by home, too-large file refused', async ({ page }) => {
    await registerViaApi(page, newUser('collector'));
    await page.goto('/photos');
    await visible(heading(page, 'Photo Library'));
    await visible(page.getByText(NO_PHOTOS, { exact: true }));
    await saveScreenshot(page, 'photo-library-empty');

    const home = await createHomeViaApi(page, FARM);
    await page.reload();
    await visible(page.getByText(NO_PHOTOS, { exact: true }));
    const homePicker = page.getByLabel('Home (optional)');
    // The list of homes arrives after the photos.
    const homeOptions = () => homePicker.locator('option').evaluateAll((options) => options.map((o) => o.textContent));
    await expect.poll(homeOptions).toEqual(['No home', FARM.name]);
    const input = page.locator('input[type="file"][aria-label="Upload Photo"]');
    expect(await input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');

    const uploads = recordApiCalls(page, /^\/api\/photos$/);
    const isUpload = apiResponse('POST', /^\/api\/photos$/);

    await homePicker.selectOption({ label: FARM.name });
    let uploaded = page.waitForResponse(isUpload);
    await input.setInputFiles({ name: 'farm.jpg', mimeType: 'image/jpeg', buffer: await housePicture('#9fd3f7') });
    expect((await uploaded).status()).toBe(201);
    await expectToast(page, 'Photo uploaded successfully');
    await closeToast(page);

    await homePicker.selectOption({ label: 'No home' });
    uploaded = page.waitForResponse(isUpload);
    await input.setInputFiles({
      name: 'dusk.png',
      mimeType: 'image/png',
      buffer: await housePicture('#f2b880', 'png'),
    });
    expect((await uploaded).status()).toBe(201);
    await expectToast(page, 'Photo uploaded successfully');
    await closeToast(page);

    // Groups: the home's (title its name, subtitle its address), then 'Other Photos'.
    const groupTitles = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect.poll(() => groupTitles.allInnerTexts()).toEqual([FARM.name, 'Other Photos']);
    const today = format(new Date(), 'MMM d, yyyy');
    const farmGroup = page.getByRole('region', { name: FARM.name });
    await visible(farmGroup.getByText(oneLineAddress(FARM), { exact: true }));
    const otherGroup = page.getByRole('region', { name: 'Other Photos' });
    for (const group of [farmGroup, otherGroup]) {
      const tiles = group.getByRole('listitem');
      expect(await tiles.count()).toBe(1);
      expect(await tiles.locator('time').innerText()).toBe(today);
      await expectImageLoaded(tiles.getByRole('img'));
    }
    expect(await farmGroup.getByRole('img').getAttribute('alt')).toBe(`${FARM.name} photo from ${today}`);
    // Title, subtitle (none for 'Other Photos'), then each photo's date.
    const lines = async (group: typeof farmGroup) =>
      (await group.innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    expect(await lines(farmGroup)).toEqual([FARM.name, oneLineAddress(FARM), today]);
    expect(await lines(otherGroup)).toEqual(['Other Photos', today]);
    await saveScreenshot(page, 'photo-library-grouped');

    // Over 5 MB: refused on the page, nothing sent.
    const big = Buffer.concat([await housePicture('#cccccc'), Buffer.alloc(5 * 1024 * 1024)]);
    await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: big });
    await expectToast(page, 'File too large', 'Please upload an image smaller than 5MB');
    await saveScreenshot(page, 'photo-library-file-too-large');
    await closeToast(page);

    // Not one of JPEG, PNG or WebP (spec: the dedicated photo uploader accepts only those).
    await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expectToast(page, 'Invalid file type', 'Please upload an image file');
    await closeToast(page);
    // The picker closed without a file.
    await input.setInputFiles([]);
    await expectToast(page, 'No file selected');
    await closeToast(page);
    expect(uploads.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/photos', 'POST /api/photos']);

    // The photos survive a reload, and deleting the home takes its photos with it.
    await page.reload();
    await expect.poll(() => groupTitles.allInnerTexts()).toEqual([FARM.name, 'Other Photos']);
    expect((await page.request.delete(`/api/homes/${home.id}`)).status()).toBe(200);
    await page.reload();
    await expect.poll(() => groupTitles.allInnerTexts()).toEqual(['Other Photos']);
  });

  test('template builder: categories listed, reordered with the keyboard and by dragging', async ({ page }) => {
    await registerViaApi(page, newUser('planner'));
    const categoriesLoaded = page.waitForResponse(apiResponse('GET', /^\/api\/categories$/));
    await page.goto('/templates/builder');
    await visible(heading(page, 'Template Builder'));
    const categories = (await (await categoriesLoaded).json()) as { id: number; name: string; description: string }[];
    expect(categories.length).toBeGreaterThanOrEqual(4);

    const list = page.getByRole('list', { name: 'Categories' });
    const items = list.getByRole('listitem');
    const shownOrder = () =>
      items.evaluateAll((elements) =>
        elements.map((element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent),
      );
    const names = categories.map((category) => category.name);
    await expect.poll(shownOrder).toEqual(names);
    // Each card: name and description (or the fallback).
    for (const category of categories) {
      const item = list.getByRole('listitem', { name: category.name, exact: true });
      expect(await item.getAttribute('draggable')).toBe('true');
      await visible(item.getByText(category.description || 'No description available', { exact: true }));
    }
    await saveScreenshot(page, 'template-builder');

    const [first, second, third] = names;
    const status = page.getByRole('status');

    // Alt+Arrow Down on the first card moves it one place down and keeps the focus on it.
    const firstItem = list.getByRole('listitem', { name: first, exact: true });
    await firstItem.focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(shownOrder).toEqual([second, first, third, ...names.slice(3)]);
    // The page puts the focus back on the moved card in an effect after the re-order: wait for it.
    await expect.poll(() => firstItem.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await status.textContent()).toBe(`${first} moved to position 2 of ${names.length}`);
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(shownOrder).toEqual([second, third, first, ...names.slice(3)]);

    // Alt+Arrow Up on the top card does nothing.
    await list.getByRole('listitem', { name: second, exact: true }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    expect(await shownOrder()).toEqual([second, third, first, ...names.slice(3)]);

    // The arrow buttons work from the keyboard too: Tab to 'Move … up' of the last card, then Enter.
    const last = names[names.length - 1];
    await list.getByRole('listitem', { name: last, exact: true }).focus();
    await page.keyboard.press('Tab');
    const moveUp = page.getByRole('button', { name: `Move ${last} up` });
    expect(await moveUp.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const expected = [second, third, first, ...names.slice(3)];
    expected.splice(expected.indexOf(last), 1);
    expected.splice(expected.length - 2, 0, last);
    await expect.poll(shownOrder).toEqual(expected);
    // The focus follows the moved card's button (set in an effect after the re-order: waited for).
    await expect.poll(() => moveUp.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await status.textContent()).toBe(`${last} moved to position ${names.length - 2} of ${names.length}`);
    // The position badges follow the order.
    const badges = await items.evaluateAll((elements) =>
      elements.map((element) => element.querySelector('div[aria-hidden="true"]')?.textContent),
    );
    expect(badges).toEqual(expected.map((_name, index) => String(index + 1)));
    await saveScreenshot(page, 'template-builder-reordered');

    // The order lives on the page only.
    await page.reload();
    await expect.poll(shownOrder).toEqual(names);

    // Dragging a card onto another puts it in that card's place. (Tall enough to show every card: a
    // drag that has to scroll the page in between picks up the wrong card in headless Chromium.)
    await page.setViewportSize({ width: 1280, height: 1400 });
    await list
      .getByRole('listitem', { name: first, exact: true })
      .dragTo(list.getByRole('listitem', { name: third, exact: true }));
    await expect.poll(shownOrder).toEqual([second, third, first, ...names.slice(3)]);
    await list
      .getByRole('listitem', { name: last, exact: true })
      .dragTo(list.getByRole('listitem', { name: second, exact: true }));
    await expect.poll(shownOrder).toEqual([last, second, third, first, ...names.slice(3, -1)]);
  });
});
