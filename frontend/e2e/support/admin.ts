/** Helpers for the admin journeys: the dashboard's tabs and tables, other users' data, and PDF checks. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { UI_TIMEOUT_MS } from './browser';
import { screenshotDir } from './paths';
import { newUser, registerViaApi, visible, type TestUser } from './ui';

export const ADMIN_TABS = ['Overview', 'User Management', 'Homes', 'Support Chat', 'Settings', 'System'];

export function adminTab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name, exact: true });
}

export function usersTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Users', exact: true });
}

export function homesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Homes', exact: true });
}

/** The row of `table` whose first cell (a row header) is `name` (a user's row may add ' (you)'). */
export function tableRow(table: Locator, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: new RegExp(`^${escaped}(\\b|$)`) }) });
}

/**
 * Searches the Users tab for `username` (the list is paged on the server: a user registered during the run may
 * not be on the first page) and answers their row once it shows.
 */
export async function findUserRow(page: Page, username: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search users', exact: true }).fill(username);
  return visible(tableRow(usersTable(page), username));
}

/** The texts of a row's data cells (the row header excluded), trimmed. */
export async function rowCells(row: Locator): Promise<string[]> {
  return row.getByRole('cell').evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
}

/** Waits until no row of `table` is headed `name`. */
export async function expectNoRow(table: Locator, name: string): Promise<void> {
  await expect.poll(() => tableRow(table, name).count(), { timeout: UI_TIMEOUT_MS }).toBe(0);
}

/** Opens /admin on a tab (User Management unless told; /admin alone opens Overview) and waits for the page heading. */
export async function openAdminDashboard(
  page: Page,
  tab: 'overview' | 'users' | 'homes' | 'support' = 'users',
): Promise<void> {
  await page.goto(`/admin?tab=${tab}`);
  await visible(page.getByRole('heading', { name: 'Admin Dashboard', exact: true, level: 1 }));
}

/** Someone else, in a browser context of their own (own cookies); close it with `close()`. */
export interface OtherUser extends TestUser {
  page: Page;
  close(): Promise<void>;
}

export async function registerOtherUser(browser: Browser, prefix: string, adminKey?: string): Promise<OtherUser> {
  const { baseUrl } = inject('e2eApp');
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const user = newUser(prefix);
  await registerViaApi(page, user, adminKey);
  return { ...user, page, close: () => context.close() };
}

/** Creates equipment with the page's session cookie (POST /api/equipment, JSON). */
export async function createEquipmentViaApi(page: Page, fields: Record<string, unknown>): Promise<{ id: number }> {
  const response = await page.request.post('/api/equipment', { data: fields });
  if (response.status() !== 201) {
    throw new Error(`POST /api/equipment answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as { id: number };
}

/** The text of a PDF file, by poppler's pdftotext (layout kept, so table rows stay on one line). */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Checks the file is a PDF (magic bytes) and returns its size. */
export function expectPdfFile(file: string): number {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes.length;
}

/** Renders page 1 of the PDF as <screenshots>/<name>.png (pdftoppm, 60 dpi) and returns the PNG's path. */
export function renderFirstPdfPage(file: string, name: string): string {
  const directory = screenshotDir(inject('e2eApp').drivers);
  mkdirSync(directory, { recursive: true });
  const prefix = join(directory, name);
  execFileSync('pdftoppm', ['-png', '-f', '1', '-l', '1', '-r', '60', '-singlefile', file, prefix]);
  return `${prefix}.png`;
}
