/**
 * Global setup of the e2e suite: checks the build, starts the app for the driver set of E2E_DRIVERS
 * once for all test files, and hands its address to them (inject('e2eApp')). The teardown stops every
 * process it started and removes the temporary folders, the database and the Redis keys.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { driversFromEnv, screenshotDir } from './support/paths';
import { assertBuilt, startApp, type AppInfo } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eApp: AppInfo;
  }
}

export default async function setup(project: TestProject) {
  const drivers = driversFromEnv();
  assertBuilt();
  // The folder shows the screens of the latest run only.
  rmSync(screenshotDir(drivers), { recursive: true, force: true });
  mkdirSync(screenshotDir(drivers), { recursive: true });

  const started = Date.now();
  const app = await startApp(drivers);
  console.log(`[e2e] app (${drivers}) ready at ${app.info.baseUrl} in ${Date.now() - started} ms`);
  project.provide('e2eApp', app.info);

  return async () => {
    const crashed = app.crashed();
    const tail = crashed ? app.logTail(200) : '';
    const errors = errorLines(app.info.logFile);
    await app.stop();
    if (crashed) console.error(`[e2e] the app exited before the end of the run. Its log:\n${tail}`);
    else if (errors.length)
      console.error(`[e2e] the app logged ${errors.length} error(s):\n${errors.slice(0, 50).join('\n')}`);
  };
}

/** The error-level lines of the app's log (JSON lines with "level":"error", or plain stderr output). */
function errorLines(logFile: string): string[] {
  let text: string;
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').filter((line) => {
    const prefix = /^\[(server|worker)\] /.exec(line);
    if (!prefix) return false;
    const body = line.slice(prefix[0].length);
    if (!body.trim() || /^(exited|could not start) /.test(body)) return false;
    try {
      return (JSON.parse(body) as { level?: string }).level === 'error';
    } catch {
      return true;
    }
  });
}
