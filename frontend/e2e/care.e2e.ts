/**
 * Care journeys through the real UI (issue 12): the 'Needs attention' panel, the bell with a reminder
 * delivered by the reminder scan (every 2 s in this run) and pushed over the socket, logging maintenance
 * from an equipment card and seeing the card change, and the calendar feed URL on the profile page.
 * Issue 38: day one after the Standard Home template and a scanned old water heater shows at most 3
 * attention items, none overdue, and the Maintenance dialog asks "When was it last serviced?".
 */
import { addDays, addMonths, format } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { saveScreenshot, test } from './support/browser';
import { chooseCardAction, createHomeViaApi, type HomeFields } from './support/homes';
import { appHeader, closeToast, expectToast, heading, newUser, registerViaApi, visible } from './support/ui';

const LAKE_HOUSE: HomeFields = {
  name: 'Lake House',
  address: '9 Shore Rd',
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
};

async function createViaApi<T>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(path, { data });
  if (response.status() !== 201)
    throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

describe('care journeys', () => {
  test('needs attention, the bell, logging maintenance on a card, and the calendar feed', async ({ page }) => {
    await registerViaApi(page, newUser('care'));
    const home = await createHomeViaApi(page, LAKE_HOUSE);
    // A furnace installed long ago, last serviced 400 days ago on its 12-month plan: maintenance overdue,
    // near the end of a 20-year life.
    const furnace = await createViaApi<{ id: number }>(page, '/api/equipment', {
      homeId: home.id,
      name: 'Furnace',
      type: 'Furnace',
      brand: 'Carrier',
      installationDate: String(new Date().getFullYear() - 17),
      completed: true,
    });
    await createViaApi(page, `/api/equipment/${furnace.id}/maintenance`, {
      date: isoDay(addDays(new Date(), -400)),
      type: 'Tune-up',
    });
    const heater = await createViaApi<{ id: number }>(page, '/api/equipment', {
      homeId: home.id,
      name: 'Water Heater',
      completed: true,
    });
    const warrantyEnd = isoDay(addDays(new Date(), 10));
    await createViaApi(page, '/api/warranties', {
      equipmentId: heater.id,
      startDate: isoDay(addDays(new Date(), -300)),
      endDate: warrantyEnd,
    });

    // The home list: 'Needs attention', overdue first.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const panel = await visible(page.getByRole('region', { name: 'Needs attention' }));
    const items = panel.getByRole('button', { name: /Furnace|Water Heater/ });
    await expect
      .poll(() => items.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Overdue\s+Furnace: maintenance overdue/),
        expect.stringMatching(/^Warranty expiring\s+Water Heater: warranty expiring/),
        expect.stringMatching(/^Plan replacement\s+Furnace: plan replacement/),
      ]);

    // The bell: the scan's in-app reminders arrive without a reload.
    const bell = appHeader(page).getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await visible(bell);
    await saveScreenshot(page, 'care-home-list-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'care-home-list-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await bell.click();
    const menu = await visible(page.getByRole('menu', { name: 'Notifications' }));
    await visible(menu.getByRole('menuitem', { name: /Warranty ending in 10 days: Water Heater/ }));
    await saveScreenshot(page, 'care-bell-1280');
    await page.keyboard.press('Escape');

    // The attention item opens the furnace (its Edit Equipment dialog, as a QR label's link does); its card
    // shows the overdue chip and the replacement hint.
    await items.first().click();
    const editDialog = await visible(page.getByRole('dialog', { name: 'Edit Equipment' }));
    await expect.poll(() => editDialog.getByLabel(/Equipment Name/).inputValue()).toBe('Furnace');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Edit Equipment' }).count()).toBe(0);
    const card = await visible(page.getByRole('article', { name: 'Furnace' }));
    await visible(card.getByText('Overdue', { exact: true }));
    await visible(card.getByText('Plan replacement', { exact: true }));
    await visible(card.getByText(/^Age: 1[67] years of ~20$/));

    // Log maintenance from the card: the chip becomes the next date, a year on.
    await chooseCardAction(page, card, 'Maintenance');
    const dialog = await visible(page.getByRole('dialog', { name: 'Maintenance: Furnace' }));
    await visible(dialog.getByText(/Next due: .*\(overdue\)/));
    const form = dialog.getByRole('form', { name: 'Add record' });
    await form.getByRole('textbox', { name: /^Type/ }).fill('Annual service');
    await form.getByRole('textbox', { name: 'Service provider' }).fill('Madison Heating');
    await form.getByRole('spinbutton', { name: 'Cost' }).fill('149.00');
    await form.getByRole('button', { name: 'Add record' }).click();
    await expectToast(page, 'Maintenance logged');
    await closeToast(page);
    await visible(dialog.getByRole('listitem', { name: `Annual service on ${isoDay(new Date())}` }));
    await saveScreenshot(page, 'care-maintenance-dialog-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const nextService = `Next service ${format(addMonths(new Date(), 12), 'MMM d, yyyy')}`;
    await visible(card.getByText(nextService, { exact: true }));
    await expect.poll(() => card.getByText('Overdue', { exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'care-card-after-maintenance-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'care-card-after-maintenance-390');

    // The profile: reminder settings and the calendar feed's private URL, which serves an iCalendar feed.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/profile');
    await visible(heading(page, 'Profile'));
    await visible(page.getByRole('region', { name: 'Maintenance reminders' }).getByText(/no SMS provider/));
    const feed = page.getByRole('region', { name: 'Calendar feed' });
    await feed.getByRole('button', { name: 'Create calendar link' }).click();
    const link = await visible(feed.getByRole('textbox', { name: 'Calendar link' }));
    const url = await link.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const ics = await page.request.get(url);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    const body = await ics.text();
    expect(body).toContain(`UID:maintenance-${furnace.id}@home-book`);
    expect(body).toContain(`DTSTART;VALUE=DATE:${warrantyEnd.replaceAll('-', '')}`);
    await saveScreenshot(page, 'care-profile-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'care-profile-390');

    await feed.getByRole('button', { name: 'Revoke link' }).click();
    await expectToast(page, 'Calendar link revoked');
    expect((await page.request.get(url)).status()).toBe(404);
  });

  test('day one after the Standard Home template: at most 3 attention items, none overdue; "When was it last serviced?"', async ({
    page,
  }) => {
    await registerViaApi(page, newUser('care_day_one'));
    const home = await createHomeViaApi(page, LAKE_HOUSE);
    const templates = (await (await page.request.get('/api/templates')).json()) as { id: number; name: string }[];
    const standard = templates.find((template) => template.name === 'Standard Home');
    expect(standard).toBeDefined();
    const populated = await page.request.post(`/api/homes/${home.id}/populate`, {
      data: { templateId: standard!.id, homeId: home.id },
    });
    expect(populated.status()).toBe(200);
    const cards = (await (await page.request.get(`/api/equipment?homeId=${home.id}`)).json()) as unknown[];
    // A water heater scanned from its label: installed eight years ago, no service recorded.
    await createViaApi(page, '/api/equipment', {
      homeId: home.id,
      name: 'Basement Water Heater',
      type: 'Gas Water Heater',
      brand: 'A.O. Smith',
      modelNumber: 'GCR-50',
      installationDate: String(new Date().getFullYear() - 8),
      completed: true,
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const panel = await visible(page.getByRole('region', { name: 'Needs attention' }));
    const items = panel.getByRole('listitem');
    await expect
      .poll(() => items.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Due\s+Basement Water Heater: service due\s+Last service unknown/),
        expect.stringMatching(/^Plan replacement\s+Basement Water Heater: plan replacement/),
        expect.stringMatching(new RegExp(`^Incomplete\\s+${cards.length} items to complete`)),
      ]);
    expect(await items.count()).toBeLessThanOrEqual(3);
    expect((await panel.innerText()).toLowerCase()).not.toContain('overdue');
    expect(await panel.innerText()).not.toMatch(/days ago/);
    await saveScreenshot(page, 'care-day-one-390');

    // The heater's card says 'Service due', not 'Overdue'; its Maintenance dialog asks.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/homes/${home.id}`);
    const card = await visible(page.getByRole('article', { name: 'Basement Water Heater' }));
    await visible(card.getByText('Service due', { exact: true }));
    expect(await card.getByText('Overdue', { exact: true }).count()).toBe(0);
    await chooseCardAction(page, card, 'Maintenance');
    const dialog = await visible(page.getByRole('dialog', { name: 'Maintenance: Basement Water Heater' }));
    await visible(dialog.getByText('Service due: the last service is unknown'));
    const question = await visible(dialog.getByRole('group', { name: 'When was it last serviced?' }));
    await saveScreenshot(page, 'care-last-serviced-question-1280');
    await question.getByRole('button', { name: "Never / don't know" }).click();
    await expectToast(page, 'Last service saved');
    await closeToast(page);
    await visible(dialog.getByText("Last serviced: never / don't know"));

    // Changed to a month five months ago: the plan counts from its first day.
    await dialog.getByRole('button', { name: 'Change' }).click();
    const serviced = addMonths(new Date(), -5);
    const again = await visible(dialog.getByRole('group', { name: 'When was it last serviced?' }));
    await again.getByLabel('Month').fill(format(serviced, 'yyyy-MM'));
    await again.getByRole('button', { name: 'Save month' }).click();
    await expectToast(page, 'Last service saved');
    await closeToast(page);
    await visible(dialog.getByText(`Last serviced: ${format(serviced, 'MMMM yyyy')} (your answer)`));
    const nextDue = format(addMonths(new Date(serviced.getFullYear(), serviced.getMonth(), 1), 12), 'MMM d, yyyy');
    await visible(dialog.getByText(`Next due: ${nextDue}`));
    await saveScreenshot(page, 'care-last-serviced-answered-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await visible(card.getByText(`Next service ${nextDue}`, { exact: true }));

    // The service is no longer due: two items are left.
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('region', { name: 'Needs attention' }).getByRole('listitem').allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Plan replacement\s+Basement Water Heater/),
        expect.stringMatching(/items to complete/),
      ]);
  });
});
