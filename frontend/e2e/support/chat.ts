/** Helpers for the chat journeys: the floating panel, the equipment chat dialog, the Support Dashboard. */
import type { Browser, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { UI_TIMEOUT_MS } from './browser';
import { newUser, registerViaApi, visible, type TestUser } from './ui';

/** The floating support chat panel (a non-admin's, on every page). */
export function floatingChat(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Chat Support', exact: true });
}

/** Opens the floating support chat and waits until it is connected. */
export async function openFloatingChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open support chat' }).click();
  const panel = await visible(floatingChat(page));
  await expectConnected(panel);
  return panel;
}

export async function expectConnected(panel: Locator): Promise<void> {
  // Exactly: 'Disconnected' contains 'connected'.
  await visible(panel.getByRole('status').filter({ hasText: /^Connected$/ }));
}

/** Types `text` into the panel's message box and presses Enter. */
export async function sendChatMessage(panel: Locator, text: string): Promise<void> {
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

/** The message of `sender` whose text contains `text` (the server's copy: no longer pending). */
export function chatMessage(panel: Locator, sender: string, text: string): Locator {
  return panel
    .getByRole('listitem', { name: `Message from ${sender}`, exact: true })
    .filter({ hasText: text })
    .and(panel.locator('li:not([aria-busy])'));
}

/** Waits for the message of `sender` containing `text`, saved by the server. */
export async function expectChatMessage(panel: Locator, sender: string, text: string): Promise<Locator> {
  const message = chatMessage(panel, sender, text);
  await message.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  return message;
}

/** An administrator signed in in a browser context of their own; close it with `close()`. */
export interface SignedInOther extends TestUser {
  page: Page;
  close(): Promise<void>;
}

export async function signInAdmin(browser: Browser): Promise<SignedInOther> {
  const { baseUrl, adminRegistrationKey } = inject('e2eApp');
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  const page = await context.newPage();
  const user = newUser('support');
  await registerViaApi(page, user, adminRegistrationKey);
  return { ...user, page, close: () => context.close() };
}

/** Opens /admin on its 'Support Chat' tab and returns the tab's panel. */
export async function openSupportDashboard(page: Page): Promise<Locator> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Support Chat', exact: true }).click();
  const tab = await visible(page.getByRole('tabpanel', { name: 'Support Chat' }));
  await visible(tab.getByRole('navigation', { name: 'Support conversations' }));
  return tab;
}

/** The thread of `username` in the Support Dashboard's list. */
export function supportThread(dashboard: Locator, username: string): Locator {
  return dashboard
    .getByRole('navigation', { name: 'Support conversations' })
    .getByRole('button')
    .filter({ hasText: username });
}

/**
 * Keeps the signed-in user's profile lookups over the server's rate limit (30 per 10 s) by asking for
 * profiles in two loops, until the returned function is called.
 */
export function keepProfilesRateLimited(page: Page, userId: number): () => Promise<void> {
  let running = true;
  const loops = Array.from({ length: 2 }, async () => {
    while (running) await page.request.get(`/api/user/profiles?userIds=${userId}`).catch(() => undefined);
  });
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}
