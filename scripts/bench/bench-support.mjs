// What every bench script needs: free ports, waiting for a started app, stopping it, accounts, percentiles.
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a health URL until it answers 2xx; resolves with the milliseconds it took. */
export async function waitForHealth(url, timeoutMs = 90_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return Date.now() - started;
      // On Redis the api is ready before a worker consumes (health: 503 with only 'worker: down').
      const { database, redis, storage, worker } = await response.json();
      if ([database, redis, storage].every((status) => status === 'up') && worker === 'down') {
        return Date.now() - started;
      }
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} not healthy after ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** SIGTERM (the app's graceful shutdown) and wait for the exit. */
export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Registers `username` through the API (answering the server's captcha), as an admin when `adminKey` is
 * given. Resolves with the new user's id and the session cookie to send with later calls.
 */
export async function registerAccount(base, username, adminKey) {
  const captcha = await (await fetch(`${base}/api/auth/captcha`)).json();
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(captcha.question);
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password: 'bench-password',
      captchaId: captcha.captchaId,
      captchaAnswer: Number(a) + Number(b),
      ...(adminKey ? { isAdmin: true, adminKey } : {}),
    }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return { id: (await response.json()).id, cookie: cookiesOf(response) };
}

/** Every cookie an answer sets, as a Cookie header (the sign-in protection's device cookie comes before the session's). */
export const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** The process settings `npm start` and the Docker image run the app with (scripts/deployed-env.mjs says why). */
export { deployedEnv } from '../deployed-env.mjs';

/** Nearest-rank percentile of an ascending array. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * The built app's entry: backend/dist/main.js, or BENCH_APP_DIST=<dir> (another build, e.g. an earlier
 * commit's backend/dist copied to backend/.tmp/dist so that it finds node_modules and frontend/dist as
 * the real one does): a diagnostic before/after run of the vision and footprint benches, back to back.
 */
export function appMain(root) {
  return process.env.BENCH_APP_DIST
    ? join(resolve(process.env.BENCH_APP_DIST), 'main.js')
    : join(root, 'backend', 'dist', 'main.js');
}
