import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root (this file is frontend/e2e/support/paths.ts). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const BACKEND_MAIN = join(REPO_ROOT, 'backend', 'dist', 'main.js');
export const BACKEND_WORKER = join(REPO_ROOT, 'backend', 'dist', 'worker.js');
export const FRONTEND_INDEX = join(REPO_ROOT, 'frontend', 'dist', 'index.html');

export type Drivers = 'embedded' | 'services';

/** The driver set of this run: E2E_DRIVERS=embedded (default) or services. */
export function driversFromEnv(value = process.env.E2E_DRIVERS): Drivers {
  const drivers = (value ?? '').trim() || 'embedded';
  if (drivers !== 'embedded' && drivers !== 'services') {
    throw new Error(`E2E_DRIVERS must be "embedded" or "services" (got "${drivers}")`);
  }
  return drivers;
}

export function screenshotDir(drivers: Drivers): string {
  return join(REPO_ROOT, 'artifacts', 'screenshots', drivers);
}
