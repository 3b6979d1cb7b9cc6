/**
 * Accessibility and small screens (docs/mobile.md): axe-core on every route and the main dialogs with
 * zero serious or critical violations, at 390 × 844 and 1280 × 800 (with a screenshot of each), and no
 * horizontal scrolling at 360 px on any of them.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { createEquipmentViaApi, openAdminDashboard } from './support/admin';
import { openFloatingChat, sendChatMessage } from './support/chat';
import { saveScreenshot, test, UI_TIMEOUT_MS } from './support/browser';
import { chooseCardAction, createHomeViaApi, type HomeFields } from './support/homes';
import { newUser, registerViaApi, visible } from './support/ui';

const HOME: HomeFields = { name: 'Birch House', address: '3 Fern Way', city: 'Eugene', state: 'OR', zipCode: '97401' };

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'narrow', width: 360, height: 740 },
] as const;

type Size = (typeof SIZES)[number];

/** Checks the screen as shown: axe (phone, laptop), scroll width (every size), a screenshot. */
async function checkScreen(page: Page, size: Size, screen: string): Promise<void> {
  if (size.name === 'narrow') {
    await expectNoHorizontalScroll(page, screen);
    return;
  }
  await expectNoSeriousViolations(page, screen);
  await expectNoHorizontalScroll(page, screen);
  await saveScreenshot(page, `a11y-${screen}-${size.name}`);
}

async function openDialog(page: Page, button: string, dialogName: string | RegExp, scope: Page | Locator = page) {
  await scope.getByRole('button', { name: button, exact: true }).first().click();
  return dialogShown(page, dialogName);
}

/** Opens a dialog through the card's 'More actions' menu. */
async function openCardDialog(page: Page, action: string, dialogName: string | RegExp, card: Locator) {
  await chooseCardAction(page, card, action);
  return dialogShown(page, dialogName);
}

async function dialogShown(page: Page, dialogName: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await visible(dialog);
  // Dialog transitions end before axe reads colours (a fading dialog has low contrast).
  await page.waitForFunction(
    () => [...document.querySelectorAll('.MuiDialog-container')].every((el) => getComputedStyle(el).opacity === '1'),
    undefined,
    { timeout: UI_TIMEOUT_MS },
  );
  return dialog;
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function adminPage(browser: Browser, baseUrl: string, adminKey: string, size: Size): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: size.width, height: size.height } });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await registerViaApi(page, newUser('a11y_admin'), adminKey);
  return page;
}

describe('accessibility and small screens', () => {
  for (const size of SIZES) {
    test(`${size.name} ${size.width}×${size.height}: every route and main dialog`, async ({ page, browser, app }) => {
      await page.setViewportSize({ width: size.width, height: size.height });

      // Signed out.
      await page.goto('/auth');
      await visible(page.getByRole('tab', { name: 'Login' }));
      await checkScreen(page, size, 'auth-login');
      await page.getByRole('tab', { name: 'Register' }).click();
      await visible(page.getByLabel(/^What is \d+ \+ \d+\?/));
      await checkScreen(page, size, 'auth-register');
      await page.goto('/reset-password?token=not-a-real-token');
      await visible(page.getByRole('heading', { level: 1 }));
      await checkScreen(page, size, 'reset-password');

      // Signed in, with a home and equipment.
      const user = newUser(`a11y_${size.name}`);
      await registerViaApi(page, user);
      const home = await createHomeViaApi(page, HOME);
      await createEquipmentViaApi(page, {
        homeId: home.id,
        name: 'Water Heater',
        brand: 'Rheem',
        modelNumber: 'XG50T06EC36U1',
        serialNumber: 'Q051512345',
        type: 'Water Heater',
        completed: true,
      });
      await createEquipmentViaApi(page, { homeId: home.id, name: 'Furnace' });

      await page.goto('/');
      await visible(page.getByRole('heading', { name: HOME.name, level: 2 }));
      await checkScreen(page, size, 'home-list');
      await page.goto('/homes/new');
      await visible(page.getByRole('heading', { level: 1 }));
      await checkScreen(page, size, 'new-home');
      await page.goto('/templates/builder');
      await visible(page.getByRole('heading', { level: 1 }));
      await checkScreen(page, size, 'template-builder');
      await page.goto('/profile');
      await visible(page.getByRole('heading', { level: 1 }));
      await checkScreen(page, size, 'profile');
      await page.goto('/photos');
      await visible(page.getByRole('heading', { level: 1 }));
      await checkScreen(page, size, 'photo-library');
      await page.goto('/no-such-page');
      await visible(page.getByRole('heading', { level: 1 }));
      await checkScreen(page, size, 'not-found');

      await page.goto(`/homes/${home.id}`);
      await visible(page.getByRole('article', { name: 'Water Heater', exact: true }));
      await checkScreen(page, size, 'home-detail');

      await openDialog(page, 'Add Equipment', 'Add New Equipment');
      await checkScreen(page, size, 'dialog-add-equipment');
      await closeDialog(page);

      const heater = page.getByRole('article', { name: 'Water Heater', exact: true });
      await openDialog(page, 'Edit Equipment', /Edit Equipment/, heater);
      await checkScreen(page, size, 'dialog-edit-equipment');
      await closeDialog(page);

      // The card's menu, then the list view.
      await heater.getByRole('button', { name: /^More actions for / }).click();
      await visible(page.getByRole('menu'));
      await checkScreen(page, size, 'home-detail-card-menu');
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await visible(page.getByRole('button', { name: 'List', pressed: true }));
      await checkScreen(page, size, 'home-detail-list');
      await page.getByRole('button', { name: 'Cards', exact: true }).click();
      await visible(page.getByRole('button', { name: 'Cards', pressed: true }));

      await openCardDialog(page, 'Manage Warranty', /Warranty/, heater);
      await checkScreen(page, size, 'dialog-warranty');
      await closeDialog(page);

      const guide = await openCardDialog(page, 'View Troubleshooting Guide', /Troubleshooting/, heater);
      await visible(guide.getByRole('heading').first());
      await checkScreen(page, size, 'dialog-troubleshooting');
      await closeDialog(page);

      await openCardDialog(page, 'Delete Equipment', /Delete/, heater);
      await checkScreen(page, size, 'dialog-delete-equipment');
      await closeDialog(page);

      // A question to support nobody has answered yet: the admin's Support Chat lists a waiting thread.
      const chat = await openFloatingChat(page);
      await sendChatMessage(chat, 'Is the water heater still under warranty?');
      await visible(chat.locator('li:not([aria-busy])').filter({ hasText: 'still under warranty' }));

      // The admin dashboard and its tabs.
      const admin = await adminPage(browser, app.baseUrl, app.adminRegistrationKey, size);
      try {
        await openAdminDashboard(admin);
        for (const tab of ['User Management', 'Homes', 'Support Chat']) {
          await admin.getByRole('tab', { name: tab }).click();
          await visible(admin.getByRole('tab', { name: tab, selected: true }));
          await admin.getByRole('tabpanel').first().waitFor({ state: 'visible' });
          if (tab === 'Support Chat') await visible(admin.getByText(user.username, { exact: true }).first());
          await admin.waitForLoadState('networkidle').catch(() => {});
          await checkScreen(admin, size, `admin-${tab.toLowerCase().replace(/ /g, '-')}`);
        }
      } finally {
        await admin.context().close();
      }
    }, 240_000);
  }

  // A long unbroken word in user text (a home name, an equipment name) wraps: before, /homes/:id was
  // 1356 px wide at 390 px and the home list 649 px, with the Delete Homes dialog half off-screen.
  for (const size of SIZES.filter((candidate) => candidate.name !== 'laptop')) {
    test(`${size.name} ${size.width}×${size.height}: long unbroken names wrap`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await registerViaApi(page, newUser(`a11y_long_${size.name}`));
      const name = `Casa 🏡 Lakeside ${'X'.repeat(60)}`;
      const home = await createHomeViaApi(page, { ...HOME, name, address: `1 ${'Y'.repeat(50)}` });
      await createEquipmentViaApi(page, { homeId: home.id, name: `Heater${'Z'.repeat(50)}` });

      await page.goto('/');
      await visible(page.getByRole('heading', { name, level: 2 }));
      await visible(page.getByText(/details missing/).first());
      await expectNoHorizontalScroll(page, 'home-list-long-name');
      // The card's select checkbox is a 44 px tap target on phones (docs/mobile.md).
      const chip = page.locator('label', { has: page.getByRole('checkbox', { name: `Select ${name}` }) });
      const chipBox = (await chip.boundingBox())!;
      expect(Math.min(chipBox.width, chipBox.height)).toBeGreaterThanOrEqual(44);
      await chip.click({ position: { x: chipBox.width - 4, y: chipBox.height - 4 } });
      await visible(page.getByRole('checkbox', { name: `Select ${name}`, checked: true }));
      await openDialog(page, 'Delete Selected (1)', 'Delete Homes');
      await expectNoHorizontalScroll(page, 'dialog-delete-homes-long-name');
      await closeDialog(page);

      await page.goto(`/homes/${home.id}`);
      await visible(page.getByRole('heading', { name, level: 1 }));
      await expectNoHorizontalScroll(page, 'home-detail-long-name');
      await saveScreenshot(page, `a11y-long-name-${size.name}`);
    }, 120_000);
  }
});
