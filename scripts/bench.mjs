// `npm run bench`: measures the built app on this machine and writes docs/benchmarks.md.
//  1. GET /api/user and GET /api/homes (10 homes) with a session (app on Postgres + Redis) vs a bare
//     node:http + pg + ioredis handler running the same lookups, 50 connections, same run: p50/p99, ratio.
//     Also the time to populate a home from the Standard Home template (+ pool).
//  2. Embedded start (`node backend/dist/main.js`, no configuration): time to ready and idle RSS.
//  3. Each feature's own measurement: scripts/bench/<area>-bench.mjs exports run() → a markdown section
//     (vision: label accuracy and analysis time; troubleshooting: guide time; chat: delivery latency;
//     admin: PDF export time; care: reminder scan time).
//  `npm run bench -- <area>...` runs only those feature sections.
import autocannon from 'autocannon';
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { freePort, registerAccount, waitForHealth } from './bench/bench-support.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_DB = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/13`;
const SECRET = 'bench-secret-'.padEnd(48, 'x');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

function load(url, cookie) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration: DURATION_S, headers: { cookie } }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
}

const loginCookie = async (base) => (await registerAccount(base, 'bench')).cookie;

async function createHomes(base, cookie, count) {
  const headers = { 'content-type': 'application/json', cookie };
  const [template] = await (await fetch(`${base}/api/templates`, { headers })).json();
  const populateMs = [];
  for (let i = 1; i <= count; i += 1) {
    const home = await (
      await fetch(`${base}/api/homes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: `Home ${i}`,
          address: `${i} Main St`,
          city: 'Springfield',
          state: 'IL',
          zipCode: '62701',
        }),
      })
    ).json();
    const started = performance.now();
    const populate = await fetch(`${base}/api/homes/${home.id}/populate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ templateId: template.id, homeId: home.id, addOns: ['pool'] }),
    });
    if (!populate.ok) throw new Error(`populate failed: ${populate.status} ${await populate.text()}`);
    populateMs.push(performance.now() - started);
    // Top each home up to 50 equipment (the template + pool give about 25).
    const existing = await (await fetch(`${base}/api/equipment?homeId=${home.id}`, { headers })).json();
    for (let n = existing.length; n < 50; n += 1) {
      const created = await fetch(`${base}/api/equipment`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          homeId: home.id,
          name: `Appliance ${n}`,
          brand: 'Rheem',
          modelNumber: `M-${n}`,
          serialNumber: `S${i}${n}`,
        }),
      });
      if (created.status !== 201) throw new Error(`equipment create failed: ${created.status}`);
    }
  }
  return populateMs.sort((a, b) => a - b);
}

async function compare(appPort, barePort, path, cookie) {
  await load(`http://127.0.0.1:${appPort}${path}`, cookie); // warm-up
  const app = await load(`http://127.0.0.1:${appPort}${path}`, cookie);
  const bare = await load(`http://127.0.0.1:${barePort}${path}`, cookie);
  if (app.non2xx || bare.non2xx) throw new Error(`non-2xx answers during the load of ${path}`);
  return { app, bare };
}

async function apiBench() {
  const database = `hb_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = ADMIN_DB.replace(/\/[^/]*$/, `/${database}`);
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-'));
  const [appPort, barePort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    SESSION_SECRET: SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const app = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(appPort) },
    stdio: 'ignore',
  });
  const bare = fork(join(root, 'scripts/bench/bare-user-server.mjs'), {
    env: { ...env, PORT: String(barePort) },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(`http://127.0.0.1:${appPort}/api/health`);
    const cookie = await loginCookie(`http://127.0.0.1:${appPort}`);
    await new Promise((resolve) => bare.once('message', resolve));
    for (const port of [appPort, barePort]) {
      const check = await fetch(`http://127.0.0.1:${port}/api/user`, { headers: { cookie } });
      if (check.status !== 200) throw new Error(`GET /api/user on ${port} answered ${check.status}`);
    }
    const populateMs = await createHomes(`http://127.0.0.1:${appPort}`, cookie, 10);
    // Each route: warm up, then app and bare one after the other in the same run.
    const user = await compare(appPort, barePort, '/api/user', cookie);
    const homes = await compare(appPort, barePort, '/api/homes', cookie);
    const equipment = await compare(appPort, barePort, '/api/equipment', cookie);
    return { user, homes, equipment, populateMs, appRssMb: rssMb(app.pid) };
  } finally {
    app.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await redis.flushdb();
    redis.disconnect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function embeddedStartBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-embedded-'));
  const port = await freePort();
  const env = { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  const measure = async () => {
    const started = Date.now();
    const app = spawn(process.execPath, ['backend/dist/main.js'], { cwd: root, env, stdio: 'ignore' });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`);
    const readyMs = Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idleRssMb = rssMb(app.pid);
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    return { readyMs, idleRssMb };
  };
  try {
    const first = await measure(); // creates the database
    const second = await measure(); // an ordinary restart
    return { first, second };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (n, digits = 0) => n.toFixed(digits);

const FEATURE_BENCHES = ['vision', 'troubleshooting', 'chat', 'admin', 'care'];

/** Runs scripts/bench/<area>-bench.mjs; a feature whose bench fails is reported as such, not hidden. */
async function featureSection(area) {
  console.log(`${area} bench...`);
  try {
    const { run } = await import(`./bench/${area}-bench.mjs`);
    return await run();
  } catch (error) {
    console.error(error);
    return `## ${area}\n\nThe ${area} bench failed: ${error.message}\n`;
  }
}

async function main() {
  if (spawnSync('test', ['-f', join(root, 'backend/dist/main.js')]).status !== 0) {
    throw new Error('Build first: npm run build');
  }
  const areas = process.argv.slice(2);
  if (areas.length) {
    for (const area of areas) console.log(await featureSection(area));
    return;
  }
  console.log(`GET /api/user, /api/homes and /api/equipment, ${DURATION_S} s per side...`);
  const { user, homes, equipment, populateMs, appRssMb } = await apiBench();
  console.log('Embedded start...');
  const start = await embeddedStartBench();
  const features = [];
  for (const area of FEATURE_BENCHES) features.push(await featureSection(area));
  const row = (name, r) =>
    `| ${name} | ${fmt(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} |`;
  const section = (title, { app, bare }, query) => {
    const ratio = app.requests.average / bare.requests.average;
    return `## ${title} (50 connections, ${DURATION_S} s)

| server | req/s | p50 ms | p99 ms | max ms |
|---|---|---|---|---|
${row('Home Book API', app)}
${row(`bare node:http + pg (${query})`, bare)}

Throughput ratio app / bare: **${fmt(ratio * 100)}%** (target ≥ 50%). p99 ≤ 25 ms: **${app.latency.p99 <= 25 ? 'met' : 'not met'}** (${app.latency.p99} ms).
`;
  };
  const report = `# Benchmarks

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpus()[0].model}),
Node ${process.version}. Load generator (autocannon) runs on the same machine, so absolute numbers are
conservative. Targets are in ../shared/DESIGN.md §5.

The app runs on Postgres + Redis (session from Redis, user from Postgres, passport, validation, helmet,
JSON logs). The bare server is \`node:http\` + \`pg\` + \`ioredis\` doing the same cookie check, session read and
SQL (scripts/bench/bare-user-server.mjs), measured right after the app in the same run.

${section('GET /api/user with a session', user, 'user by id')}
${section('GET /api/homes, a user with 10 homes', homes, 'homes by user')}
${section('GET /api/equipment, a user with 10 homes × 50 equipment', equipment, 'equipment by user')}
Populating a home from 'Standard Home' + pool (${populateMs.length} homes): p50 ${fmt(populateMs[Math.floor(populateMs.length / 2)])} ms,
max ${fmt(populateMs.at(-1))} ms. API RSS after the load: ${fmt(appRssMb)} MB.

## Embedded start (\`node backend/dist/main.js\`, no configuration)

| start | ready after | idle RSS |
|---|---|---|
| first (creates the PGlite database, migrates, seeds) | ${start.first.readyMs} ms | ${fmt(start.first.idleRssMb)} MB |
| restart (existing data) | ${start.second.readyMs} ms | ${fmt(start.second.idleRssMb)} MB |

Targets: ready ≤ 10 s after build; idle RSS ≤ 300 MB.

${features.join('\n')}`;
  writeFileSync(join(root, 'docs/benchmarks.md'), report);
  console.log(report);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
