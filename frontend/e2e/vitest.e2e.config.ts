import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the built app (run `npm run build` at the root first):
 *   E2E_DRIVERS=embedded|services npx vitest run --config e2e/vitest.e2e.config.ts   (from frontend/)
 * One app is started for the whole run by the global setup; each test gets a fresh browser context.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: [fileURLToPath(new URL('./global-setup.ts', import.meta.url))],
    // Upper bounds for a stuck journey, not speed checks: both driver sets' journeys run side by side in
    // `npm test`, and a label analysis may wait up to 120 s on a loaded 2-core machine (ANALYSIS_TIMEOUT_MS).
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    fileParallelism: false,
    maxWorkers: 1,
    // The files run one after the other in the same worker, so they share one Chromium (support/browser.ts)
    // instead of starting a worker and a browser per file. Each test still gets a fresh browser context.
    isolate: false,
    // A journey that failed once must be looked at, not retried into passing.
    retry: 0,
    // expect.poll waits as long as a UI wait (UI_TIMEOUT_MS), not vitest's 1 s: a page on a busy machine
    // may take longer than a second to show what it will show.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
