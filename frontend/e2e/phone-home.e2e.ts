/**
 * The home page on a phone (issue 38, docs/mobile.md), at 390 × 844 with the Standard Home template and the
 * pool add-on: the first equipment card shows without scrolling (the heading's secondary actions wait behind
 * 'Home actions'), the floating buttons cover no card menu and not the search box, every icon button has its
 * own name, the pool's six items are under 'Pool'; and a label scanned for a home with the template's empty
 * 'Water Heater' card fills that card in one tap instead of adding a second water heater.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { saveScreenshot, test } from './support/browser';
import { apiResponse, createHomeViaApi, populateStandardHomeViaApi, type HomeFields } from './support/homes';
import { expectToast, heading, newUser, registerViaApi, visible } from './support/ui';
import { asInputFile, cleanLabelPhoto } from './support/vision';

const HOME: HomeFields = { name: 'Lake House', address: '3 Shore Rd', city: 'Bend', state: 'OR', zipCode: '97701' };
const PHONE = { width: 390, height: 844 };
/** OCR on a loaded 2-core machine: allow for a queue of other analyses. */
const ANALYSIS_TIMEOUT_MS = 90_000;

/**
 * Scrolls `target` into view as the browser does for a focused control (`block`: where it lands), then says
 * what is drawn at its centre: '' when it is the target itself (or inside it), else what covers it.
 */
async function coveredAt(target: Locator, block: 'end' | 'center'): Promise<string> {
  return target.evaluate((element, where) => {
    element.scrollIntoView({ block: where, inline: 'nearest' });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && (hit === element || element.contains(hit))) return '';
    if (!hit) return 'nothing (outside the window)';
    const label = hit.closest('[aria-label]')?.getAttribute('aria-label');
    return `${hit.tagName.toLowerCase()}.${hit.className}${label ? ` "${label}"` : ''}`;
  }, block);
}

/** The names of the buttons that show no text (icon buttons), as assistive technology reads them. */
async function iconButtonNames(page: Page): Promise<string[]> {
  return page.locator('button').evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && !(button as HTMLElement).innerText.trim();
      })
      .map((button) => button.getAttribute('aria-label') ?? button.getAttribute('title') ?? ''),
  );
}

describe('the home page on a phone', () => {
  test('390×844: the first card without scrolling, nothing under the floating buttons, named icon buttons, Pool', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerViaApi(page, newUser('phone'));
    const home = await createHomeViaApi(page, HOME);
    const equipment = await populateStandardHomeViaApi(page, home.id, ['pool']);

    await page.goto(`/homes/${home.id}`);
    await visible(heading(page, HOME.name));
    const first = page.getByRole('article').first();
    await visible(first);
    await visible(page.getByRole('button', { name: 'Open support chat', exact: true }));
    await visible(page.getByRole('button', { name: 'Scan a label', exact: true }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The first card's name and its 'Take Photo' are in the first screen, above the floating buttons' dock.
    const dockTop = await page
      .getByRole('button', { name: 'Open support chat', exact: true })
      .evaluate((chat) => chat.getBoundingClientRect().top - 8);
    for (const part of [first.getByRole('heading', { level: 4 }), first.getByRole('button', { name: 'Take Photo' })]) {
      const box = (await part.boundingBox())!;
      expect(box.y).toBeGreaterThan(0);
      expect(box.y + box.height).toBeLessThanOrEqual(dockTop);
    }
    await page.screenshot({ path: await saveScreenshot(page, 'phone-home-first-screen'), fullPage: false });

    // The secondary actions wait behind 'Home actions'.
    const more = page.getByRole('button', { name: 'Home actions', exact: true });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    await more.click();
    const actions = page.getByRole('group', { name: 'Home actions' });
    await visible(actions.getByRole('button', { name: 'Share', exact: true }));
    await visible(actions.getByRole('button', { name: 'Download home book (PDF)' }));
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('false');

    // The pool add-on's six items under one 'Pool' heading.
    const pool = page.getByRole('region', { name: 'Pool', exact: true });
    expect(await pool.getByRole('article').count()).toBe(6);
    for (const scattered of ['Filtration', 'Temperature Control', 'Water Treatment', 'Cleaning']) {
      expect(await page.getByRole('region', { name: scattered, exact: true }).count()).toBe(0);
    }

    // Every card's menu button has its own name, and no floating button covers it, wherever it is scrolled to.
    const menus = page.getByRole('button', { name: /^More actions for / });
    expect(await menus.count()).toBe(equipment.length);
    const names = await menus.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('More actions for Water Heater');
    const covered: string[] = [];
    for (const menu of await menus.all()) {
      for (const block of ['end', 'center'] as const) {
        const what = await coveredAt(menu, block);
        if (what) covered.push(`${await menu.getAttribute('aria-label')} (${block}): ${what}`);
      }
    }
    expect(covered).toEqual([]);
    expect(await coveredAt(page.getByLabel('Search equipment', { exact: true }), 'end')).toBe('');
    // At the end of the page, the last card clears the dock.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastBox = (await page.getByRole('article').last().boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(dockTop);

    // Every icon button on the page has a name of its own.
    const iconNames = await iconButtonNames(page);
    expect(iconNames.filter((name) => !name)).toEqual([]);
    expect(iconNames.filter((name, index) => iconNames.indexOf(name) !== index)).toEqual([]);

    // The home list too.
    await page.goto('/');
    await visible(page.getByRole('heading', { name: HOME.name, level: 2 }));
    const listNames = await iconButtonNames(page);
    expect(listNames.length).toBeGreaterThan(0);
    expect(listNames.filter((name) => !name)).toEqual([]);
    expect(listNames.filter((name, index) => listNames.indexOf(name) !== index)).toEqual([]);
  }, 120_000);

  test('390×844: a label scanned for a home with an empty Water Heater card fills that card and shows it', async ({
    page,
  }) => {
    const label = await cleanLabelPhoto();
    await page.setViewportSize(PHONE);
    await registerViaApi(page, newUser('fillcard'));
    const home = await createHomeViaApi(page, HOME);
    const equipment = await populateStandardHomeViaApi(page, home.id);
    const heater = equipment.find((item) => item.name === 'Water Heater')!;
    expect(heater).toBeDefined();

    await page.goto(`/homes/${home.id}`);
    await visible(page.getByRole('article', { name: 'Water Heater', exact: true }));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Scan a label', exact: true }).click();
    const analyzed = page.waitForResponse(apiResponse('POST', /^\/api\/equipment\/analyze$/), {
      timeout: ANALYSIS_TIMEOUT_MS,
    });
    await (await chooser).setFiles(asInputFile(label));
    const dialog = page.getByRole('dialog', { name: 'Add New Equipment' });
    await visible(dialog);
    const result = (await (await analyzed).json()) as { equipmentType: string | null; suggestedName: string | null };
    expect(result.equipmentType).toMatch(/Water Heater/);

    const offer = dialog.getByRole('region', { name: 'Empty card of this kind' });
    await visible(offer);
    expect(await offer.innerText()).toContain('This home has an empty Water Heater card.');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Brand', exact: true }).inputValue()).toBe(label.brand);
    await saveScreenshot(page, 'phone-scan-fill-offer');

    const saved = page.waitForResponse(apiResponse('PATCH', new RegExp(`^/api/equipment/${heater.id}$`)));
    const uploaded = page.waitForResponse(apiResponse('POST', new RegExp(`^/api/equipment/${heater.id}/photos$`)));
    await offer.getByRole('button', { name: 'Fill the empty Water Heater card', exact: true }).click();
    const savedResponse = await saved;
    expect(savedResponse.status()).toBe(200);
    expect(savedResponse.request().postDataJSON()).toMatchObject({
      brand: label.brand,
      modelNumber: label.modelNumber,
      serialNumber: label.serialNumber,
      completed: true,
    });
    expect((await uploaded).status()).toBe(200);
    await expectToast(page, 'Equipment updated successfully');
    await dialog.waitFor({ state: 'hidden' });

    // No second water heater: the same card, filled, with its photo, scrolled into view.
    const after = (await (await page.request.get(`/api/equipment?homeId=${home.id}`)).json()) as {
      id: number;
      brand: string | null;
      completed: boolean;
      photos: string[];
    }[];
    expect(after).toHaveLength(equipment.length);
    expect(after.find((item) => item.id === heater.id)).toMatchObject({ brand: label.brand, completed: true });
    expect(after.find((item) => item.id === heater.id)!.photos).toHaveLength(1);
    const card = page.locator(`#equipment-${heater.id}`);
    await visible(card);
    await visible(card.getByText(`Brand: ${label.brand}`));
    await expect
      .poll(() =>
        card.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight && box.bottom > 0;
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(new URL(page.url()).search).toBe('');
    await saveScreenshot(page, 'phone-scan-filled-card');
  }, 180_000);
});
