// Troubleshooting guides against the built app (backend/dist/main.js, embedded drivers: no configuration,
// offline knowledge base). A home populated with the Standard Home template and the pool add-on (25 items):
//  1. the first request for each item writes and stores its offline guide (sequential, request → response);
//  2. a stored guide served again: POST /api/equipment/:id/troubleshoot, 50 connections, BENCH_SECONDS, next to
//     GET /api/equipment/:id in the same run (the same owner check and one row read) for comparison.
// Runnable alone (`node scripts/bench/troubleshooting-bench.mjs` prints the section) or from `npm run bench`.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, percentile, registerAccount, stopProcess, waitForHealth } from './bench-support.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

async function call(base, cookie, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-guide-bench-'));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'guide-bench-secret-'.padEnd(48, 'x'),
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  const api = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`);
    const { cookie } = await registerAccount(base, 'guidebench');
    const home = await call(base, cookie, 'POST', '/api/homes', {
      name: 'Guide Bench',
      address: '1 Manual Lane',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
    });
    const templates = await call(base, cookie, 'GET', '/api/templates');
    const standard = templates.find((template) => template.name === 'Standard Home');
    await call(base, cookie, 'POST', `/api/homes/${home.id}/populate`, { templateId: standard.id, addOns: ['pool'] });
    const items = await call(base, cookie, 'GET', `/api/equipment?homeId=${home.id}`);

    const firstTimes = [];
    for (const item of items) {
      const started = performance.now();
      const guide = await call(base, cookie, 'POST', `/api/equipment/${item.id}/troubleshoot`);
      firstTimes.push(performance.now() - started);
      if (guide.source !== 'offline' || !guide.commonIssues.length)
        throw new Error(`unexpected guide for ${item.name}`);
    }
    firstTimes.sort((a, b) => a - b);

    const load = (method, path) =>
      new Promise((resolve, reject) =>
        autocannon(
          { url: `${base}${path}`, method, connections: 50, duration: DURATION_S, headers: { cookie } },
          (error, result) => (error ? reject(error) : resolve(result)),
        ),
      );
    const stored = await load('POST', `/api/equipment/${items[0].id}/troubleshoot`);
    // The same run's plain read of one equipment row, to see the guide route's cost on a busy machine.
    const plain = await load('GET', `/api/equipment/${items[0].id}`);
    if (stored.non2xx) throw new Error(`${stored.non2xx} non-2xx answers while serving the stored guide`);

    return `## Troubleshooting guides (offline, embedded drivers)

Built app (\`backend/dist/main.js\`, PGlite, no configuration), a home of the Standard Home template with the pool add-on
(${items.length} items). A stored guide costs about as much as an equipment read (${Math.round((100 * stored.requests.average) / plain.requests.average)}% of its throughput): one owner check, one read.

| measurement | p50 | p95 / p99 | throughput |
| --- | --- | --- | --- |
| first request per item: knowledge-base guide written and stored (sequential) | ${percentile(firstTimes, 50).toFixed(1)} ms | p95 ${percentile(firstTimes, 95).toFixed(1)} ms | – |
| stored guide served again, 50 connections, ${DURATION_S} s | ${stored.latency.p50} ms | p99 ${stored.latency.p99} ms | ${Math.round(stored.requests.average)} req/s |
| same run, \`GET /api/equipment/:id\` for comparison | ${plain.latency.p50} ms | p99 ${plain.latency.p99} ms | ${Math.round(plain.requests.average)} req/s |
`;
  } finally {
    await stopProcess(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await run());
}
