/**
 * Chromium through playwright-core, and the `test` of the e2e files: one browser for the run (the files share
 * the worker: vitest.e2e.config.ts), a fresh context (own cookies, storage and service workers) per test. When a test fails, its page is saved as FAILED-<test>.png, and the
 * browser's error messages and the app's log lines written during the test are added to its errors.
 * A test whose page threw an uncaught error fails too.
 */
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { screenshotDir } from './paths';
import type { AppInfo } from './server';

export const CHROMIUM_PATH = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** An upper bound on how long a UI state may take to appear (a bound, never a wait: generous, so a busy machine
 * running stress-ng beside the tests only makes a failing test slower). */
export const UI_TIMEOUT_MS = 20_000;

/** Saves a full-page screenshot as <repo>/artifacts/screenshots/<drivers>/<name>.png and returns the path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const drivers = inject('e2eApp').drivers;
  const directory = screenshotDir(drivers);
  mkdirSync(directory, { recursive: true });
  const file = join(directory, `${name.replace(/[^A-Za-z0-9._-]+/g, '-')}.png`);
  // A full-page shot of a scrolled page draws the sticky header where the viewport was, over the content.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

function logSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

function logSince(file: string, offset: number): string {
  try {
    return readFileSync(file).subarray(offset).toString('utf8').trimEnd();
  } catch {
    return '';
  }
}

interface Fixtures {
  app: AppInfo;
  context: BrowserContext;
  page: Page;
}

interface FileFixtures {
  browser: Browser;
}

export const test = base.extend<Fixtures & FileFixtures>({
  // vitest reads a fixture's dependencies from its destructuring pattern, so `{}` means "none".
  // eslint-disable-next-line no-empty-pattern
  app: async ({}, use) => {
    await use(inject('e2eApp'));
  },

  browser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = await launchBrowser();
      try {
        await use(browser);
      } finally {
        await browser.close();
      }
    },
    // Launched once for the whole run, not once per file: the files run one after the other in one worker.
    { scope: 'worker' },
  ],

  context: async ({ browser, app }, use) => {
    const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(UI_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(20_000);
    try {
      await use(context);
    } finally {
      await context.close();
    }
  },

  page: async ({ context, app, task, onTestFinished }, use) => {
    const logOffset = logSize(app.logFile);
    // Found when the page is torn down and thrown by the hook vitest runs after the teardown, so it is
    // reported once as one of the test's errors (also with --reporter=json).
    let report: Error | null = null;
    onTestFinished(() => {
      if (report) throw report;
    });
    const page = await context.newPage();
    const browserProblems: string[] = [];
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => {
      pageErrors.push(error.stack ?? error.message);
      browserProblems.push(`uncaught: ${error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        browserProblems.push(`console.${message.type()}: ${message.text()}`);
      }
    });
    page.on('requestfailed', (request) => {
      browserProblems.push(
        `request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`,
      );
    });

    await use(page);

    // The test's state is final here (fixtures are torn down after the test and its hooks).
    if (task.result?.state === 'fail') {
      const shot = await saveScreenshot(page, `FAILED-${task.name}`).catch(
        (error: Error) => `(none: ${error.message})`,
      );
      const serverLog = logSince(app.logFile, logOffset);
      // A process that died earlier in the run explains a lot; its exit line may predate this test.
      const exits = logSince(app.logFile, 0)
        .split('\n')
        .filter((line) => /^\[(server|worker)\] (exited|could not start)/.test(line));
      const diagnostics = new Error(
        [
          `Diagnostics of the failed e2e test "${task.name}" (${app.drivers}), page ${page.url()}`,
          `screenshot: ${shot}`,
          `browser messages:\n${browserProblems.join('\n') || '(none)'}`,
          ...(exits.length ? [`app processes that stopped:\n${exits.join('\n')}`] : []),
          `app log during the test:\n${serverLog || '(nothing at LOG_LEVEL=warn)'}`,
        ].join('\n'),
      );
      diagnostics.name = 'E2EDiagnostics';
      diagnostics.stack = `${diagnostics.name}: ${diagnostics.message}`;
      report = diagnostics;
    } else if (pageErrors.length) {
      // A journey that passed while the page threw is still a broken page.
      report = new Error(`The page threw uncaught errors:\n${pageErrors.join('\n\n')}`);
    }
  },
});
