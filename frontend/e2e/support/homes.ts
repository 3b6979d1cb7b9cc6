/** Helpers for the homes journeys: homes made through the API, test pictures, and reading the home cards. */
import type { Locator, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

export interface HomeFields {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  details?: string | null;
}

/** A home as GET/POST /api/homes answer it (the fields the journeys read). */
export interface ApiHome extends HomeFields {
  id: number;
  photoUrl: string | null;
}

/** The one-line address the pages show: 'address, city, state zipCode', empty parts skipped. */
export function oneLineAddress(home: HomeFields): string {
  const stateZip = [home.state, home.zipCode].filter(Boolean).join(' ');
  return [home.address, home.city, stateZip].filter(Boolean).join(', ');
}

/** Creates a home with the browser context's session cookie (POST /api/homes, JSON). */
export async function createHomeViaApi(page: Page, home: HomeFields): Promise<ApiHome> {
  const response = await page.request.post('/api/homes', { data: { details: null, ...home } });
  if (response.status() !== 201) {
    throw new Error(`POST /api/homes for "${home.name}" answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as ApiHome;
}

/** Creates the homes one after the other (so the list, newest first, shows them in reverse). */
export async function createHomesViaApi(page: Page, homes: HomeFields[]): Promise<ApiHome[]> {
  const created: ApiHome[] = [];
  for (const home of homes) created.push(await createHomeViaApi(page, home));
  return created;
}

/**
 * A small landscape picture (sky, lawn, a house) as JPEG or PNG, drawn from SVG by sharp, so the
 * screenshots show something that looks like a photo. `sky` tells pictures apart.
 */
export async function housePicture(sky: string, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 160 90">
    <rect width="160" height="90" fill="${sky}"/>
    <rect y="62" width="160" height="28" fill="#5d9b4a"/>
    <circle cx="130" cy="18" r="9" fill="#f8d36a"/>
    <rect x="50" y="38" width="60" height="34" fill="#f4efe6" stroke="#6b4f3a" stroke-width="1.5"/>
    <path d="M44 40 L80 16 L116 40 Z" fill="#b5483b"/>
    <rect x="74" y="52" width="12" height="20" fill="#6b4f3a"/>
    <rect x="56" y="46" width="11" height="9" fill="#cfe0fb" stroke="#6b4f3a"/>
    <rect x="93" y="46" width="11" height="9" fill="#cfe0fb" stroke="#6b4f3a"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/** The cards of the home list, in the order shown. */
export function homeCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Homes' }).getByRole('listitem');
}

/** The names on the home cards, in the order shown (none when the list is empty or not shown). */
export async function shownHomeNames(page: Page): Promise<string[]> {
  return homeCards(page)
    .getByRole('heading', { level: 2 })
    .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim() ?? ''));
}

/** Waits until the home list shows exactly these names (in this order). */
export async function expectHomeNames(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => shownHomeNames(page)).toEqual(names);
}

/** The card of the home called `name`. */
export function homeCard(page: Page, name: string): Locator {
  return homeCards(page).filter({ has: page.getByRole('heading', { name, exact: true, level: 2 }) });
}

/** Waits until the <img> has loaded a picture (naturalWidth > 0) and returns its natural size. */
export async function expectImageLoaded(image: Locator): Promise<{ width: number; height: number }> {
  await image.waitFor({ state: 'visible' });
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
}

/** Records the method and path of every request to an /api path matching `pattern`, made from now on. */
export function recordApiCalls(page: Page, pattern: RegExp): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pattern.test(pathname)) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

/** For page.waitForResponse: the answer to a `method` request whose path matches `pattern`. */
export function apiResponse(method: string, pattern: RegExp): (response: Response) => boolean {
  return (response) => response.request().method() === method && pattern.test(new URL(response.url()).pathname);
}

/**
 * Starts noting the title of every toast that appears (only one shows at a time, so a quick one is
 * replaced before a test could look at it). Returns a function giving the titles seen so far, in order.
 */
export async function recordToastTitles(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const note = () => {
      for (const title of document.querySelectorAll('[role="alert"] .yhb-toast__title')) {
        const text = title.textContent?.trim() ?? '';
        if (!title.hasAttribute('data-e2e-seen')) {
          title.setAttribute('data-e2e-seen', '');
          seen.push(text);
        }
      }
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
    (window as unknown as { e2eToastTitles: string[] }).e2eToastTitles = seen;
  });
  return () => page.evaluate(() => [...(window as unknown as { e2eToastTitles: string[] }).e2eToastTitles]);
}

/**
 * Picks `action` in the 'More actions' menu of an equipment card (issue 17: the card keeps 'Edit
 * Equipment' or 'Take Photo' in sight; 'View Troubleshooting Guide', 'Manage Warranty', 'Maintenance',
 * 'Chat Support' and 'Delete Equipment' moved into the menu).
 */
export async function chooseCardAction(page: Page, card: Locator, action: string): Promise<void> {
  await card.getByRole('button', { name: /^More actions for / }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Groups the home page's equipment as the spec's 'Completed Equipment' and 'Uncompleted Equipment' grids. */
export async function groupByCompletion(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Group by', exact: true }).click();
  await page.getByRole('option', { name: 'Completed / Uncompleted', exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/**
 * Fills a home from the 'Standard Home' template (and add-ons, e.g. ['pool']) as the new-home form does, and
 * returns the home's equipment.
 */
export async function populateStandardHomeViaApi(
  page: Page,
  homeId: number,
  addOns: string[] = [],
): Promise<{ id: number; name: string; categoryId: number | null }[]> {
  const templates = (await (await page.request.get('/api/templates')).json()) as { id: number; name: string }[];
  const standard = templates.find((template) => template.name === 'Standard Home');
  if (!standard) throw new Error('No Standard Home template');
  const populated = await page.request.post(`/api/homes/${homeId}/populate`, {
    data: { templateId: standard.id, homeId, addOns },
  });
  if (populated.status() !== 200) throw new Error(`populate answered ${populated.status()}`);
  return (await (await page.request.get(`/api/equipment?homeId=${homeId}`)).json()) as {
    id: number;
    name: string;
    categoryId: number | null;
  }[];
}
