/**
 * The home page you can scan (issue 17, docs/mobile.md): a Standard Home with the pool add-on grouped by the
 * template's categories (collapsible), the compact list view remembered for the user, the warranty filter,
 * the floating 'Scan a label' button clear of every control at the end of the page on a phone, and a
 * keyboard walkthrough with visible focus. At 390 × 844 and 1280 × 800, with screenshots.
 */
import { addYears, format } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { saveScreenshot, test } from './support/browser';
import { createHomeViaApi, type HomeFields } from './support/homes';
import { heading, newUser, registerViaApi, visible } from './support/ui';

const HOME: HomeFields = { name: 'Alder House', address: '12 Elm St', city: 'Salem', state: 'OR', zipCode: '97301' };

/** The pool add-on's categories (the template seed): their six items show under one 'Pool' heading. */
const POOL_CATEGORIES = ['Filtration', 'Temperature Control', 'Water Treatment', 'Cleaning'];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

interface ApiEquipment {
  id: number;
  name: string;
  categoryId: number | null;
}

async function apiJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** A home populated from the Standard Home template with the pool add-on, as the new-home form does it. */
async function populatedHome(page: Page): Promise<{ id: number; equipment: ApiEquipment[] }> {
  const home = await createHomeViaApi(page, HOME);
  const templates = await apiJson<{ id: number; name: string }[]>(page, '/api/templates');
  const standard = templates.find((template) => template.name === 'Standard Home');
  expect(standard).toBeDefined();
  const populated = await page.request.post(`/api/homes/${home.id}/populate`, {
    data: { templateId: standard!.id, homeId: home.id, addOns: ['pool'] },
  });
  expect(populated.status()).toBe(200);
  const equipment = await apiJson<ApiEquipment[]>(page, `/api/equipment?homeId=${home.id}`);
  return { id: home.id, equipment };
}

/** The groups the page shows, in order: title and number of equipment in each. */
async function shownGroups(page: Page): Promise<[string, number][]> {
  return page
    .getByRole('region', { name: 'Equipment List', exact: true })
    .locator('section[aria-label]')
    .evaluateAll((sections) =>
      sections.map((section) => [section.getAttribute('aria-label') ?? '', section.querySelectorAll('article').length]),
    ) as Promise<[string, number][]>;
}

/** The interactive elements the floating 'Scan a label' button covers, described (none expected). */
async function controlsUnderScanButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fab = document.querySelector('button[aria-label="Scan a label"]');
    if (!fab) throw new Error('No floating Scan a label button');
    const box = fab.getBoundingClientRect();
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="combobox"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const covered: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element === fab || fab.contains(element) || element.contains(fab)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      if (rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top) {
        covered.push(
          `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? (element as HTMLElement).innerText.trim()}"`,
        );
      }
    }
    return covered;
  });
}

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
  );
}

/**
 * Scrolls to the end of the page and waits until the floating button covers no control there. Scrolling
 * again on each look: the page may still grow after the first scroll (care lines, warranty chips and the
 * list of homes arrive by their own requests), which leaves the window short of the end.
 */
async function expectNothingUnderScanButtonAtEnd(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await scrollToEnd(page);
      return controlsUnderScanButton(page);
    })
    .toEqual([]);
}

async function pageHeight(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight);
}

describe('the home page you can scan', () => {
  for (const size of VIEWPORTS) {
    test(`${size.name} ${size.width}×${size.height}: grouped by category, collapsible, list view remembered, warranty filter`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await registerViaApi(page, newUser(`scan_${size.name}`));
      const { id, equipment } = await populatedHome(page);
      const categories = await apiJson<{ id: number; name: string }[]>(page, '/api/categories');
      // Expected: the categories in their stored order that have equipment, the pool add-on's four under one
      // 'Pool' heading at the first one's place, then the rest.
      const expected: [string, number][] = [];
      for (const category of categories) {
        const title = POOL_CATEGORIES.includes(category.name) ? 'Pool' : category.name;
        const count = equipment.filter((item) => item.categoryId === category.id).length;
        const group = expected.find(([shown]) => shown === title);
        if (group) group[1] += count;
        else expected.push([title, count]);
      }
      expected.splice(0, expected.length, ...expected.filter(([, count]) => count > 0));
      expect(expected).toContainEqual(['Pool', 6]);
      const known = new Set(categories.map((category) => category.id));
      const others = equipment.filter((item) => item.categoryId === null || !known.has(item.categoryId)).length;
      if (others > 0) expected.push(['Other Equipment', others]);
      expect(expected.length).toBeGreaterThan(1);

      // An active warranty on one item, for the filter and the card's chip.
      const covered = equipment[0];
      const warranty = await page.request.post('/api/warranties', {
        data: {
          equipmentId: covered.id,
          startDate: format(new Date(), 'yyyy-MM-dd'),
          endDate: format(addYears(new Date(), 2), 'yyyy-MM-dd'),
          provider: 'Acme',
          autoRenewal: false,
        },
      });
      expect(warranty.status()).toBe(201);

      await page.goto(`/homes/${id}`);
      await visible(heading(page, HOME.name));
      await visible(page.getByRole('article').first());
      await expect.poll(() => shownGroups(page)).toEqual(expected);
      const cardsHeight = await pageHeight(page);
      await expectNoSeriousViolations(page, `home-page-cards-${size.name}`);
      await expectNoHorizontalScroll(page, `home-page-cards-${size.name}`);
      await saveScreenshot(page, `home-page-grouped-cards-${size.name}`);
      const card = page.getByRole('article', { name: covered.name, exact: true });
      await visible(card.getByText('Warranty: Active', { exact: true }));

      // Collapse the first group: its cards go, the others stay.
      const [firstTitle, firstCount] = expected[0];
      const firstGroup = page.getByRole('region', { name: firstTitle, exact: true });
      const toggle = firstGroup.getByRole('button', { name: new RegExp(`^${firstTitle}`) });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => firstGroup.getByRole('article').count()).toBe(0);
      expect(await page.getByRole('article').count()).toBe(equipment.length - firstCount);
      await toggle.click();
      await expect.poll(() => firstGroup.getByRole('article').count()).toBe(firstCount);

      // The warranty filter (on a phone behind 'Sort & filter').
      if (size.name === 'phone') await page.getByRole('button', { name: 'Sort & filter', exact: true }).click();
      const warrantyFilter = page.getByRole('combobox', { name: 'Warranty', exact: true });
      await warrantyFilter.click();
      await page.getByRole('option', { name: 'Active', exact: true }).click();
      await expect.poll(() => page.getByRole('article').count()).toBe(1);
      await visible(card);
      await warrantyFilter.click();
      await page.getByRole('option', { name: 'No warranty', exact: true }).click();
      await expect.poll(() => page.getByRole('article').count()).toBe(equipment.length - 1);
      await warrantyFilter.click();
      await page.getByRole('option', { name: 'Any warranty', exact: true }).click();
      await expect.poll(() => page.getByRole('article').count()).toBe(equipment.length);

      // The compact list: shorter, and still the list after a reload (remembered for this user).
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await visible(page.getByRole('button', { name: 'List', pressed: true }));
      await expect.poll(() => shownGroups(page)).toEqual(expected);
      const listHeight = await pageHeight(page);
      expect(listHeight).toBeLessThan(cardsHeight);
      console.info(
        `[home page ${size.name}] ${equipment.length} items: cards ${cardsHeight} px, list ${listHeight} px`,
      );
      await expectNoSeriousViolations(page, `home-page-list-${size.name}`);
      await expectNoHorizontalScroll(page, `home-page-list-${size.name}`);
      await saveScreenshot(page, `home-page-grouped-list-${size.name}`);
      await page.reload();
      await visible(page.getByRole('article').first());
      await visible(page.getByRole('button', { name: 'List', pressed: true }));
      await page.getByRole('button', { name: 'Cards', exact: true }).click();
      await visible(page.getByRole('button', { name: 'Cards', pressed: true }));
    }, 120_000);
  }

  test('phone 390×844: the floating Scan a label button covers no control at the end of the home list and the home page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerViaApi(page, newUser('fab'));
    const { id } = await populatedHome(page);

    await page.goto('/');
    await visible(page.getByRole('link', { name: 'Photo Library' }).last());
    await visible(page.getByRole('button', { name: 'Scan a label', exact: true }));
    await expectNothingUnderScanButtonAtEnd(page);
    await saveScreenshot(page, 'home-list-end-phone');

    await page.goto(`/homes/${id}`);
    await visible(page.getByRole('article').first());
    await expectNothingUnderScanButtonAtEnd(page);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expectNothingUnderScanButtonAtEnd(page);
    await saveScreenshot(page, 'home-page-list-end-phone');
  }, 120_000);

  test('laptop 1280×800: a keyboard walkthrough with visible focus; a card menu and a dialog open and close with the keyboard', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerViaApi(page, newUser('keys'));
    const home = await createHomeViaApi(page, HOME);
    for (const data of [
      { homeId: home.id, name: 'Water Heater', brand: 'Rheem', modelNumber: 'XE50M06', completed: true },
      { homeId: home.id, name: 'Sump Pump' },
    ]) {
      expect((await page.request.post('/api/equipment', { data })).status()).toBe(201);
    }
    await page.goto(`/homes/${home.id}`);
    const heater = page.getByRole('article', { name: 'Water Heater', exact: true });
    await visible(heater);

    /** The focused element: its accessible name (roughly), whether it shows a focus indicator, where it is. */
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const labelledBy = element
          .getAttribute('aria-labelledby')
          ?.split(' ')
          .map((labelId) => document.getElementById(labelId)?.innerText.trim() ?? '')
          .join(' ');
        const name = (element.getAttribute('aria-label') ?? labelledBy ?? element.innerText ?? '').trim();
        const style = getComputedStyle(element);
        const ring = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
        // A field shows its focus by its outline (MUI's focused input, or the plain select and search box).
        const field =
          element.closest('.MuiInputBase-root.Mui-focused, .yhb-select:focus-within, .yhb-search:focus-within') !==
          null;
        return {
          name: name.replace(/\s+/g, ' '),
          visibleFocus: ring || field,
          card: element.closest('article')?.getAttribute('aria-label') ?? null,
        };
      });

    // Tab from the top of the page to the heater's 'More actions', every stop with a visible focus.
    const stops: string[] = [];
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press('Tab');
      let now = await focused();
      expect(now, `focus after ${step + 1} Tab presses`).not.toBeNull();
      // The focus ring is drawn once the button has seen its keyboard focus (a React state): wait for it.
      await expect
        .poll(async () => (now = await focused())?.visibleFocus, { message: `no visible focus on "${now!.name}"` })
        .toBe(true);
      stops.push(now!.name);
      if (now!.name === 'More actions for Water Heater' && now!.card === 'Water Heater') break;
    }
    expect(stops.at(-1)).toBe('More actions for Water Heater');
    const order = [
      'Add Equipment',
      'Search equipment',
      // The view switch is one tab stop (roving focus): the arrow keys move between Cards and List.
      'Cards',
      'Group by',
      'Sort by',
      'Warranty',
      'Incomplete',
      'Needs attention',
      'Edit Equipment',
    ];
    const positions = order.map((name) => stops.findIndex((stop) => stop === name || stop.startsWith(`${name} `)));
    expect(
      positions.every((position) => position >= 0),
      `stops: ${stops.join(' | ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // Enter opens the menu on its first item; arrows move; Escape closes it and focus returns to the button.
    await page.keyboard.press('Enter');
    const menu = await visible(page.getByRole('menu'));
    await expect.poll(async () => (await focused())?.name).toBe('View Troubleshooting Guide');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused())?.name).toBe('Manage Warranty');
    await expect.poll(async () => (await focused())?.visibleFocus).toBe(true);
    await saveScreenshot(page, 'home-page-keyboard-card-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect
      .poll(focused)
      .toMatchObject({ name: 'More actions for Water Heater', card: 'Water Heater', visibleFocus: true });

    // A dialog from the menu: Escape closes it and focus is back on 'More actions'.
    await page.keyboard.press('Enter');
    await visible(page.getByRole('menu'));
    // The menu may reopen on the item used last: Home goes to the first.
    await expect
      .poll(
        async () =>
          await page
            .getByRole('menuitem')
            .evaluateAll((items) => items.some((item) => item === document.activeElement)),
      )
      .toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(async () => (await focused())?.name).toBe('View Troubleshooting Guide');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused())?.name).toBe('Manage Warranty');
    await page.keyboard.press('Enter');
    const warranty = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: 'Warranty Information' }) });
    await visible(warranty);
    await expect.poll(async () => (await focused())?.card ?? 'outside the cards').toBe('outside the cards');
    await saveScreenshot(page, 'home-page-keyboard-warranty-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect
      .poll(focused)
      .toMatchObject({ name: 'More actions for Water Heater', card: 'Water Heater', visibleFocus: true });

    // The card's own action: Shift+Tab to 'Edit Equipment', Enter opens the form, Escape brings focus back.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focused).toMatchObject({ name: 'Edit Equipment', card: 'Water Heater', visibleFocus: true });
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog', { name: 'Edit Equipment' }));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(focused).toMatchObject({ name: 'Edit Equipment', card: 'Water Heater' });

    // The view switch: arrow to 'List', Space picks it.
    await page.getByRole('button', { name: 'Cards', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await focused())?.name).toBe('List');
    await page.keyboard.press('Space');
    await visible(page.getByRole('button', { name: 'List', pressed: true }));
    await visible(heater);

    // A group collapses and opens again from the keyboard.
    const groupToggle = page.getByRole('button', { name: /^Other Equipment/ });
    await groupToggle.focus();
    await page.keyboard.press('Enter');
    expect(await groupToggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => heater.count()).toBe(0);
    await page.keyboard.press('Space');
    expect(await groupToggle.getAttribute('aria-expanded')).toBe('true');
    await visible(heater);
  }, 120_000);
});
