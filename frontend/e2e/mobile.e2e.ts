/**
 * Phone-first journeys (docs/mobile.md): the install criteria (manifest, icons, a service worker that
 * controls the page), reading a home offline after one online visit, at a phone's 390 × 844 and a
 * laptop's 1280 × 800.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { saveScreenshot, test } from './support/browser';
import { createHomesViaApi, createHomeViaApi, groupByCompletion, type HomeFields } from './support/homes';
import { expectToast, heading, newUser, registerViaApi, visible } from './support/ui';
import { asInputFile, cleanLabelPhoto } from './support/vision';

/** OCR on a loaded 2-core machine: allow for a queue of other analyses. */
const ANALYSIS_TIMEOUT_MS = 90_000;

const HOME: HomeFields = {
  name: 'Harbor Cottage',
  address: '9 Quay Rd',
  city: 'Astoria',
  state: 'OR',
  zipCode: '97103',
};

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Waits until a service worker controls the page and returns its script URL. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

async function createEquipmentViaApi(page: Page, fields: Record<string, unknown>): Promise<{ id: number }> {
  const response = await page.request.post('/api/equipment', { data: fields });
  if (response.status() !== 201) throw new Error(`POST /api/equipment answered ${response.status()}`);
  return (await response.json()) as { id: number };
}

describe('installable app', () => {
  test('the manifest is served, valid and installable; its icons exist at their sizes; sw.js is revalidated', async ({
    page,
    app,
  }) => {
    await registerViaApi(page, newUser('install'));
    await page.goto('/');
    await visible(heading(page, 'Your Home'));

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Home Book',
      short_name: 'Home Book',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1d5fd1',
    });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);

    // Chromium's install criteria: a 192 px and a 512 px icon; a maskable one for adaptive launchers.
    const purposes: string[] = [];
    for (const icon of manifest.icons) {
      const image = await page.request.get(new URL(icon.src, app.baseUrl).href);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(await image.body()).metadata();
      expect({ format, size: `${width}x${height}` }).toEqual({ format: 'png', size: icon.sizes });
      purposes.push(`${icon.sizes} ${icon.purpose ?? 'any'}`);
    }
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    const worker = await page.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // Hashed build files keep their long cache.
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    expect((await page.request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // …and go out compressed at build time: brotli when the browser takes it, gzip otherwise, the same script.
    const plain = await page.request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const compressed = await page.request.get(script!, { headers: { 'Accept-Encoding': accepted } });
      expect(compressed.headers()['content-encoding']).toBe(encoding);
      expect(compressed.headers()['vary']).toMatch(/Accept-Encoding/i);
      expect(Number(compressed.headers()['content-length'])).toBeLessThan(
        Number(plain.headers()['content-length']) / 2,
      );
      expect(await compressed.text()).toBe(await plain.text());
    }
  });

  for (const viewport of VIEWPORTS) {
    test(`${viewport.name}: the service worker controls the page, and a home reads offline after one online visit`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await registerViaApi(page, newUser(`offline_${viewport.name}`));
      const home = await createHomeViaApi(page, HOME);
      await createEquipmentViaApi(page, { homeId: home.id, name: 'Water Heater', brand: 'Rheem' });

      await page.goto('/');
      await visible(heading(page, 'Your Home'));
      expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);

      // The online visit: the home list and the home, through the service worker.
      await page.reload();
      await visible(page.getByRole('heading', { name: HOME.name, level: 2 }));
      await page.goto(`/homes/${home.id}`);
      await visible(heading(page, HOME.name));
      await visible(page.getByRole('article', { name: 'Water Heater', exact: true }));
      await expect.poll(() => page.getByText('Offline', { exact: true }).count()).toBe(0);

      await context.setOffline(true);
      await page.reload();
      await visible(heading(page, HOME.name));
      await visible(page.getByRole('article', { name: 'Water Heater', exact: true }));
      const banner = page.getByRole('status').filter({ hasText: 'Offline' });
      await visible(banner);
      expect(await banner.innerText()).toContain('Changes need the network.');
      await saveScreenshot(page, `mobile-offline-home-${viewport.name}`);

      // A change says it needs the network (nothing is queued).
      await page.getByRole('button', { name: 'Add Equipment', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Equipment' });
      await visible(dialog);
      await dialog.getByRole('textbox', { name: 'Equipment Name', exact: true }).fill('Furnace');
      await dialog.getByRole('button', { name: 'Add Equipment', exact: true }).click();
      await expectToast(
        page,
        'Failed to add equipment',
        'You are offline: this change needs the network. Try again when you are back online.',
      );

      // The home list opens offline too.
      await page.goto('/');
      await visible(page.getByRole('heading', { name: HOME.name, level: 2 }));
      await visible(banner);

      await context.setOffline(false);
      await page.reload();
      await visible(page.getByRole('heading', { name: HOME.name, level: 2 }));
      await expect.poll(() => page.getByText('Offline', { exact: true }).count()).toBe(0);
    });
  }
});

/** One tap on 'Scan a label' (the floating camera button on a phone) and the camera's photo. */
async function scanLabel(page: Page, photo: Awaited<ReturnType<typeof cleanLabelPhoto>>, tap: () => Promise<void>) {
  const chooser = page.waitForEvent('filechooser');
  await tap();
  const camera = await chooser;
  expect(await camera.element().getAttribute('capture')).toBe('environment');
  await camera.setFiles(asInputFile(photo));
}

describe('scan a label in two taps', () => {
  test('phone: from the home list, the floating camera button, the filled form with the last used home, Add, Scan another', async ({
    page,
  }) => {
    const label = await cleanLabelPhoto();
    await page.setViewportSize({ width: 390, height: 844 });
    await registerViaApi(page, newUser('scan_phone'));
    const [cabin, loft] = await createHomesViaApi(page, [
      HOME,
      { name: 'City Loft', address: '1 Main St', city: 'Portland', state: 'OR', zipCode: '97201' },
    ]);
    await page.goto('/');
    await visible(page.getByRole('heading', { name: HOME.name, level: 2 }));

    // Two homes and no scan yet: the form asks for the home.
    const fab = page.getByRole('button', { name: 'Scan a label', exact: true });
    expect(await fab.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const box = (await fab.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await scanLabel(page, label, () => fab.click()); // tap 1
    const dialog = page.getByRole('dialog', { name: 'Add New Equipment' });
    await visible(dialog);
    const brand = dialog.getByRole('textbox', { name: 'Brand', exact: true });
    await expect.poll(() => brand.inputValue(), { timeout: ANALYSIS_TIMEOUT_MS }).toBe(label.brand);
    expect(await dialog.getByRole('textbox', { name: 'Serial Number', exact: true }).inputValue()).toBe(
      label.serialNumber,
    );
    const homeField = dialog.getByRole('combobox', { name: /Home Location/ });
    expect(await homeField.inputValue()).toBe('');
    await homeField.selectOption(String(loft.id));
    await saveScreenshot(page, 'mobile-scan-filled-phone');
    await dialog.getByRole('button', { name: 'Add Equipment', exact: true }).click(); // tap 2

    const next = page.getByRole('dialog', { name: 'Equipment added' });
    await visible(next);
    await saveScreenshot(page, 'mobile-scan-next-phone');

    // The next plate: the last used home is chosen now, so it is the camera and one tap to save.
    await scanLabel(page, label, () => next.getByRole('button', { name: 'Scan another' }).click());
    await visible(dialog);
    await expect.poll(() => brand.inputValue(), { timeout: ANALYSIS_TIMEOUT_MS }).toBe(label.brand);
    expect(await homeField.inputValue()).toBe(String(loft.id));
    await dialog.getByRole('button', { name: 'Add Equipment', exact: true }).click();
    await visible(next);
    await next.getByRole('button', { name: 'Done' }).click();
    await next.waitFor({ state: 'detached' });

    const inLoft = (await (await page.request.get(`/api/equipment?homeId=${loft.id}`)).json()) as {
      brand: string;
      serialNumber: string;
      completed: boolean;
      photos: string[];
    }[];
    expect(inLoft).toHaveLength(2);
    for (const item of inLoft) {
      expect(item).toMatchObject({ brand: label.brand, serialNumber: label.serialNumber, completed: true });
      expect(item.photos).toHaveLength(1);
    }
    const inCabin = (await (await page.request.get(`/api/equipment?homeId=${cabin.id}`)).json()) as unknown[];
    expect(inCabin).toHaveLength(0);
  }, 240_000);

  test('laptop: from a home page, the current home is chosen, and saving is the second tap', async ({ page }) => {
    const label = await cleanLabelPhoto();
    await registerViaApi(page, newUser('scan_laptop'));
    const [, loft] = await createHomesViaApi(page, [
      HOME,
      { name: 'City Loft', address: '1 Main St', city: 'Portland', state: 'OR', zipCode: '97201' },
    ]);
    await page.goto(`/homes/${loft.id}`);
    await visible(heading(page, 'City Loft'));

    await scanLabel(page, label, () => page.getByRole('button', { name: 'Scan a label', exact: true }).click());
    const dialog = page.getByRole('dialog', { name: 'Add New Equipment' });
    const brand = dialog.getByRole('textbox', { name: 'Brand', exact: true });
    await expect.poll(() => brand.inputValue(), { timeout: ANALYSIS_TIMEOUT_MS }).toBe(label.brand);
    // The home's option comes with the list of homes (GET /api/homes, its own request): waited for.
    await expect.poll(() => dialog.getByRole('combobox', { name: /Home Location/ }).inputValue()).toBe(String(loft.id));
    await saveScreenshot(page, 'mobile-scan-filled-laptop');
    await dialog.getByRole('button', { name: 'Add Equipment', exact: true }).click();
    await visible(page.getByRole('dialog', { name: 'Equipment added' }));
    await page.getByRole('button', { name: 'Done' }).click();
    // The list of the page shows it.
    await groupByCompletion(page);
    await visible(page.getByRole('region', { name: 'Completed Equipment' }).getByRole('article'));
  }, 180_000);
});
