/**
 * The bell (issue 38, point 5): it lists what needs attention now (an overdue service) and an admin's
 * reply in the support chat, which reaches it live without a reload; opening the reply opens the support
 * chat, and reading it there takes it off the bell.
 */
import { format, subDays } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectNoSeriousViolations } from './support/accessibility';
import { saveScreenshot, test } from './support/browser';
import {
  expectChatMessage,
  expectConnected,
  floatingChat,
  openFloatingChat,
  openSupportDashboard,
  sendChatMessage,
  signInAdmin,
  supportThread,
} from './support/chat';
import { createHomeViaApi } from './support/homes';
import { appHeader, heading, newUser, registerViaApi, visible } from './support/ui';

async function postViaApi<T>(page: Page, path: string, data: Record<string, unknown>, method = 'POST'): Promise<T> {
  const response = await page.request.fetch(path, { method, data });
  if (response.status() >= 300)
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The bell's count from its accessible name ('Notifications' alone: 0). */
async function bellCount(page: Page): Promise<number> {
  const name =
    (await appHeader(page)
      .getByRole('button', { name: /^Notifications/ })
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

describe('notification journeys', () => {
  test('the bell lists an overdue service and an admin’s support reply, live; the reply opens the chat', async ({
    page,
    browser,
  }) => {
    const owner = newUser('bell');
    await registerViaApi(page, owner);
    const home = await createHomeViaApi(page, {
      name: 'Bell House',
      address: '1 Bell St',
      city: 'Madison',
      state: 'WI',
      zipCode: '53703',
    });
    // Serviced 400 days ago on a 12-month plan: overdue.
    const furnace = await postViaApi<{ id: number }>(page, '/api/equipment', {
      homeId: home.id,
      name: 'Furnace',
      type: 'Furnace',
      brand: 'Carrier',
      completed: true,
    });
    await postViaApi(page, `/api/equipment/${furnace.id}`, { maintenanceIntervalMonths: 12 }, 'PATCH');
    await postViaApi(page, `/api/equipment/${furnace.id}/maintenance`, {
      date: format(subDays(new Date(), 400), 'yyyy-MM-dd'),
      type: 'Annual service',
    });

    await page.goto('/');
    await visible(heading(page, 'Your Home'));
    const bell = appHeader(page).getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await visible(bell);
    const before = await bellCount(page);
    expect(before).toBeGreaterThanOrEqual(1);
    await bell.click();
    const menu = await visible(page.getByRole('menu', { name: 'Notifications' }));
    await visible(menu.getByRole('menuitem', { name: /Furnace.*overdue/i }));
    await saveScreenshot(page, 'bell-attention-1280');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // The owner writes to support and closes the chat.
    const panel = await openFloatingChat(page);
    await sendChatMessage(panel, 'The furnace is overdue, who can service it?');
    await expectChatMessage(panel, owner.username, 'The furnace is overdue, who can service it?');
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await floatingChat(page).waitFor({ state: 'detached' });

    const admin = await signInAdmin(browser);
    const adminName = admin.username;
    try {
      const dashboard = await openSupportDashboard(admin.page);
      await supportThread(dashboard, owner.username).click();
      const adminPanel = await visible(dashboard.getByRole('region', { name: 'Support Dashboard' }));
      await expectConnected(adminPanel);
      await sendChatMessage(adminPanel, 'Madison Heating can come on Monday at 9.');
      await expectChatMessage(adminPanel, admin.username, 'Madison Heating can come on Monday at 9.');
    } finally {
      await admin.close();
    }

    // The reply reaches the bell without a reload.
    await expect.poll(() => bellCount(page)).toBe(before + 1);
    await bell.click();
    const reopened = await visible(page.getByRole('menu', { name: 'Notifications' }));
    const replyItem = /Support replied.*Madison Heating can come/;
    await visible(reopened.getByRole('menuitem', { name: replyItem }));
    await saveScreenshot(page, 'bell-support-reply-1280');
    await expectNoSeriousViolations(page, 'the bell with a support reply');
    await page.keyboard.press('Escape');
    await reopened.waitFor({ state: 'detached' });

    // On a phone: opening the reply opens the support chat with it; read there, it leaves the bell.
    await page.setViewportSize({ width: 390, height: 844 });
    await bell.click();
    const onPhone = await visible(page.getByRole('menu', { name: 'Notifications' }));
    const reply = await visible(onPhone.getByRole('menuitem', { name: replyItem }));
    await saveScreenshot(page, 'bell-support-reply-390');
    await reply.click();
    const chat = await visible(floatingChat(page));
    await expectChatMessage(chat, adminName, 'Madison Heating can come on Monday at 9.');
    await expect.poll(() => bellCount(page)).toBe(before);

    // The reply e-mail's link opens the support chat.
    await page.goto('/?chat=support');
    await expectChatMessage(await visible(floatingChat(page)), adminName, 'Madison Heating can come on Monday at 9.');
  });
});
