/** Small helpers for the journeys: users, waiting for UI states, toasts, and the auth steps. */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** A user nobody registered yet (usernames start with a lower-case letter: the avatar shows it upper-cased). */
export function newUser(prefix: string): TestUser {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  return { username, email: `${username}@example.com`, password: `pw-${randomBytes(6).toString('hex')}` };
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/**
 * Waits until nothing matches (call it once the page is in a state where it would show). A wait, not one
 * read: what goes may still be on the page a moment after the step that removes it (a validation message
 * after typing, a region after a regrouping, a button after a refetch).
 */
export async function expectAbsent(locator: Locator): Promise<void> {
  await expect.poll(() => locator.count()).toBe(0);
}

export function heading(page: Page, name: string, level = 1): Locator {
  return page.getByRole('heading', { name, exact: true, level });
}

export function appHeader(page: Page): Locator {
  return page.getByRole('banner');
}

/**
 * Waits for the toast titled `title` and checks its whole text: the title, then the description when
 * one is expected (a string must match exactly, a RegExp must match). Returns the description.
 */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<string> {
  const toast = page.getByRole('alert').filter({ has: page.getByText(title, { exact: true }) });
  await visible(toast);
  const lines = (await toast.innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  expect(lines[0]).toBe(title);
  const text = lines.slice(1).join(' ');
  if (typeof description === 'string') expect(text).toBe(description);
  else if (description) expect(text).toMatch(description);
  return text;
}

/** Closes the visible toast, so the next one can be told apart. */
export async function closeToast(page: Page): Promise<void> {
  const toast = page.getByRole('alert');
  await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'detached' });
}

export function captchaAnswer(question: string): number {
  const match = /^What is (\d+) \+ (\d+)\?$/.exec(question.trim());
  if (!match) throw new Error(`Unexpected security question: "${question}"`);
  return Number(match[1]) + Number(match[2]);
}

/** The security question as the register form shows it (the captcha field's label), once loaded. */
export async function shownCaptchaQuestion(page: Page): Promise<string> {
  const label = page.locator('label').filter({ hasText: /^What is \d+ \+ \d+\?/ });
  await visible(label);
  return (await label.innerText()).replace(/\s*\*$/, '').trim();
}

/** Registers through the API with the browser context's cookie jar, so the page is then logged in. */
export async function registerViaApi(page: Page, user: TestUser, adminKey?: string): Promise<void> {
  const captcha = (await (await page.request.get('/api/auth/captcha')).json()) as {
    captchaId: string;
    question: string;
  };
  const response = await page.request.post('/api/register', {
    data: {
      username: user.username,
      email: user.email,
      password: user.password,
      captchaId: captcha.captchaId,
      captchaAnswer: captchaAnswer(captcha.question),
      ...(adminKey ? { adminKey, isAdmin: true } : { isAdmin: false }),
    },
  });
  if (!response.ok())
    throw new Error(`Registering ${user.username} failed: ${response.status()} ${await response.text()}`);
}

/** Opens /auth on the Register tab and waits for the security question. */
export async function openRegisterTab(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await shownCaptchaQuestion(page);
}

export async function fillRegisterForm(page: Page, user: TestUser, adminKey = ''): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Admin Key (optional)').fill(adminKey);
}

export async function answerCaptcha(page: Page, answer: number): Promise<void> {
  await page.getByLabel(/^What is \d+ \+ \d+\?/).fill(String(answer));
}

export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in through the form and waits for the home list. */
export async function loginViaUi(page: Page, user: TestUser): Promise<void> {
  await submitLogin(page, user.username, user.password);
  await waitForPath(page, '/');
  await visible(heading(page, 'Your Home'));
}

export function accountMenuButton(page: Page): Locator {
  return appHeader(page).getByRole('button', { name: 'Account menu' });
}

export async function logoutViaUi(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  // While the request is pending the item reads 'Logging out...'; the journey only needs where it ends.
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await waitForPath(page, '/auth');
  await visible(page.getByRole('tab', { name: 'Login', selected: true }));
}
