// API reads against a bare baseline, same run: the built app (`backend/dist/main.js` on Postgres + Redis, in
// the configuration users run: default LOG_LEVEL, helmet, sessions) and scripts/bench/bare-user-server.mjs
// (node:http + pg + ioredis doing the same cookie check, session read, user reload and SQL). For each route:
// a warm-up, then the app and the bare server one after the other, 50 connections.
//   GET /api/user · GET /api/homes (10 homes) · GET /api/equipment?homeId= (50 items), also as the web app asks
//   for it (Accept-Encoding: gzip, deflate, br)
//   GET /api/equipment (10 homes × 50 = 500 items), asked as a browser does (Accept-Encoding: gzip, deflate, br)
//   the same while the data changes: a writer updates one of those equipment rows in a loop (SQL, one connection)
//     while each server is measured, so the app's versioned answer cache (docs/architecture.md "Read path")
//     misses on nearly every read; the writes per read are reported beside the figures
// BENCH_CPU_PROF=<dir> also records CPU profiles of the app and of the bare server under load (node --cpu-prof;
// the bare one as bare.cpuprofile) and appends summaries (self time by package, top functions) to the section.
import autocannon from 'autocannon';
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { deployedEnv, freePort, registerAccount, waitForHealth } from './bench-support.mjs';
import { summariseProfile } from './cpu-profile-summary.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_DB = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/13`;
const SECRET = 'bench-secret-'.padEnd(48, 'x');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;
/**
 * BENCH_AGAINST=<dir>: instead of the bare server, a second build of the app (<dir>/main.js, e.g. the
 * backend/dist of an earlier commit copied to .tmp/base-dist) on the same database, Redis and session: a
 * before/after A/B in alternating rounds. Its figures stand in the "bare" rows; diagnostic only.
 */
const AGAINST = process.env.BENCH_AGAINST ? resolve(process.env.BENCH_AGAINST) : null;
/**
 * BENCH_APP_NODE_ARGS='--trace-gc …' adds node/V8 flags to the app's process, and BENCH_APP_OUTPUT=<file> keeps
 * its stdout (the request log, and e.g. the GC trace) there: diagnostic only.
 */
const APP_NODE_ARGS = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const APP_OUTPUT = process.env.BENCH_APP_OUTPUT ? resolve(process.env.BENCH_APP_OUTPUT) : null;
/** BENCH_ROUTES=user,homes,homeEquipment,homeEquipmentAsBrowser,allEquipment: only those (to profile one route). */
const ONLY = process.env.BENCH_ROUTES?.split(',');
const BROWSER_ENCODINGS = 'gzip, deflate, br';

function load(url, headers, duration) {
  return new Promise((done, fail) =>
    autocannon({ url, connections: 50, duration, headers }, (error, result) => (error ? fail(error) : done(result))),
  );
}

async function createHomes(base, cookie, count) {
  const headers = { 'content-type': 'application/json', cookie };
  const [template] = await (await fetch(`${base}/api/templates`, { headers })).json();
  const homeIds = [];
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
    homeIds.push(home.id);
    const populate = await fetch(`${base}/api/homes/${home.id}/populate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ templateId: template.id, homeId: home.id, addOns: ['pool'] }),
    });
    if (!populate.ok) throw new Error(`populate failed: ${populate.status} ${await populate.text()}`);
    // Each home topped up to 50 equipment (the template + pool give about 25).
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
          notes: `Installed by the previous owner, serviced yearly (${n}).`,
        }),
      });
      if (created.status !== 201) throw new Error(`equipment create failed: ${created.status}`);
    }
  }
  return homeIds;
}

/** CPU time (user + system) a process has used so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/**
 * CPU time (ms) used so far by each Postgres backend connected to the bench database, by pid, or null when
 * Postgres runs where /proc cannot see it (another host or container). The servers take turns, so what the
 * backends use during one server's phase is that server's Postgres work.
 */
async function databaseCpuMs(admin, database) {
  const { rows } = await admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
  const byPid = new Map();
  try {
    for (const { pid } of rows) byPid.set(pid, cpuMs(pid));
  } catch {
    return null;
  }
  return byPid;
}

/**
 * One load phase, with the server's CPU time per answered request (robust to what else the machine runs)
 * and its Postgres backends' (when visible); with a writer, the writes it made during the phase.
 */
async function measured(pid, url, headers, seconds, writer, database) {
  const before = cpuMs(pid);
  const databaseBefore = database && (await databaseCpuMs(database.admin, database.name));
  const writing = writer?.start();
  const result = await load(url, headers, seconds);
  result.cpuMs = cpuMs(pid) - before;
  const databaseAfter = databaseBefore && (await databaseCpuMs(database.admin, database.name));
  result.databaseCpuMs = databaseAfter
    ? [...databaseAfter].reduce((sum, [backend, ms]) => sum + ms - (databaseBefore.get(backend) ?? 0), 0)
    : null;
  if (writer) result.writes = await writer.stop(writing);
  return result;
}

/** Updates one equipment row over and over (each write a new version of its home's list) until stopped. */
function equipmentWriter(databaseUrl, equipmentId) {
  let running = false;
  return {
    start() {
      running = true;
      return (async () => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        let writes = 0;
        try {
          while (running) {
            await client.query('UPDATE equipment SET notes = $2, updated_at = now() WHERE id = $1', [
              equipmentId,
              `Serviced (${writes})`,
            ]);
            writes += 1;
          }
        } finally {
          await client.end();
        }
        return writes;
      })();
    },
    async stop(writing) {
      running = false;
      return writing;
    },
  };
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Several rounds' results as one: total requests over total time; latency percentiles the rounds' median. */
function pooled(rounds) {
  const seconds = rounds.reduce((sum, r) => sum + r.duration, 0);
  return {
    requests: { average: rounds.reduce((sum, r) => sum + r.requests.total, 0) / seconds },
    latency: {
      p50: median(rounds.map((r) => r.latency.p50)),
      p99: median(rounds.map((r) => r.latency.p99)),
      max: Math.max(...rounds.map((r) => r.latency.max)),
    },
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    cpuPerRequestMs: rounds.reduce((sum, r) => sum + r.cpuMs, 0) / rounds.reduce((sum, r) => sum + r.requests.total, 0),
    databaseCpuPerRequestMs: rounds.every((r) => r.databaseCpuMs !== null)
      ? rounds.reduce((sum, r) => sum + r.databaseCpuMs, 0) / rounds.reduce((sum, r) => sum + r.requests.total, 0)
      : null,
    writesPerRequest:
      rounds.reduce((sum, r) => sum + (r.writes ?? 0), 0) / rounds.reduce((sum, r) => sum + r.requests.total, 0),
  };
}

/**
 * Warm-up, then app and bare alternately, ROUNDS rounds of DURATION_S / ROUNDS each: the machine is shared, so
 * the load other processes put on it changes during a run; alternating exposes both servers to the same.
 */
async function compare({ appPort, appPid, barePort, barePid, database }, path, headers, writer) {
  const seconds = Math.max(1, Math.round(DURATION_S / ROUNDS));
  await load(`http://127.0.0.1:${appPort}${path}`, headers, 2); // warm-up
  await load(`http://127.0.0.1:${barePort}${path}`, headers, 2);
  const app = [];
  const bare = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    app.push(await measured(appPid, `http://127.0.0.1:${appPort}${path}`, headers, seconds, writer, database));
    bare.push(await measured(barePid, `http://127.0.0.1:${barePort}${path}`, headers, seconds, writer, database));
  }
  const result = { app: pooled(app), bare: pooled(bare) };
  if (result.app.non2xx || result.bare.non2xx) throw new Error(`non-2xx answers during the load of ${path}`);
  return result;
}

async function responseSize(url, headers) {
  const response = await fetch(url, { headers });
  const raw = Buffer.from(await response.arrayBuffer()).length; // fetch decodes: this is the JSON size
  return {
    json: raw,
    encoding: response.headers.get('content-encoding'),
    wire: Number(response.headers.get('content-length') ?? raw),
  };
}

export async function measure() {
  const database = `hb_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = ADMIN_DB.replace(/\/[^/]*$/, `/${database}`);
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-'));
  const [appPort, barePort] = [await freePort(), await freePort()];
  // Both servers with the process settings the app is deployed with on these drivers (scripts/deployed-env.mjs).
  const env = deployedEnv({
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    SESSION_SECRET: SECRET,
    DATA_DIR: dataDir,
  });
  delete env.LOG_LEVEL; // the default, as users run it
  if (CPU_PROF_DIR) mkdirSync(CPU_PROF_DIR, { recursive: true });
  const nodeArgs = CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`, '-r', join(root, 'scripts/bench/exit-on-sigusr2.cjs')]
    : [];
  const app = spawn(process.execPath, [...nodeArgs, ...APP_NODE_ARGS, 'backend/dist/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(appPort) },
    stdio: APP_OUTPUT ? ['ignore', openSync(APP_OUTPUT, 'w'), 'ignore'] : 'ignore',
  });
  const bare = fork(AGAINST ? join(AGAINST, 'main.js') : join(root, 'scripts/bench/bare-user-server.mjs'), {
    env: { ...env, PORT: String(barePort) },
    stdio: 'ignore',
    // The bare server's profile beside the app's (bare-*.cpuprofile), to compare where each spends its time.
    execArgv: CPU_PROF_DIR
      ? [
          ...nodeArgs.slice(0, 1),
          `--cpu-prof-dir=${CPU_PROF_DIR}`,
          '--cpu-prof-name=bare.cpuprofile',
          ...nodeArgs.slice(2),
        ]
      : [],
  });
  const loadBefore = loadavg()[0];
  try {
    await waitForHealth(`http://127.0.0.1:${appPort}/api/health`);
    const { cookie } = await registerAccount(`http://127.0.0.1:${appPort}`, 'bench');
    if (AGAINST) await waitForHealth(`http://127.0.0.1:${barePort}/api/health`);
    else await new Promise((done) => bare.once('message', done));
    const homeIds = await createHomes(`http://127.0.0.1:${appPort}`, cookie, 10);
    for (const port of [appPort, barePort]) {
      const check = await fetch(`http://127.0.0.1:${port}/api/equipment?homeId=${homeIds[0]}`, { headers: { cookie } });
      if (check.status !== 200) throw new Error(`GET /api/equipment?homeId= on ${port} answered ${check.status}`);
    }
    const routes = {
      user: ['/api/user', { cookie }],
      homes: ['/api/homes', { cookie }],
      homeEquipment: [`/api/equipment?homeId=${homeIds[0]}`, { cookie }],
      homeEquipmentAsBrowser: [`/api/equipment?homeId=${homeIds[0]}`, { cookie, 'accept-encoding': BROWSER_ENCODINGS }],
      allEquipment: ['/api/equipment', { cookie, 'accept-encoding': BROWSER_ENCODINGS }],
      allEquipmentChanging: ['/api/equipment', { cookie, 'accept-encoding': BROWSER_ENCODINGS }],
    };
    const [{ id: changingId }] = await (
      await fetch(`http://127.0.0.1:${appPort}/api/equipment?homeId=${homeIds[0]}`, { headers: { cookie } })
    ).json();
    const writers = { allEquipmentChanging: equipmentWriter(databaseUrl, changingId) };
    const servers = { appPort, appPid: app.pid, barePort, barePid: bare.pid, database: { admin, name: database } };
    const results = {};
    for (const [name, [path, headers]] of Object.entries(routes)) {
      if (!ONLY || ONLY.includes(name)) results[name] = await compare(servers, path, headers, writers[name]);
    }
    const size = await responseSize(`http://127.0.0.1:${appPort}/api/equipment`, {
      cookie,
      'accept-encoding': BROWSER_ENCODINGS,
    });
    return { ...results, size, loadBefore, loadAfter: loadavg()[0] };
  } finally {
    if (CPU_PROF_DIR) {
      app.kill('SIGUSR2');
      await new Promise((done) => app.once('exit', done));
      bare.kill('SIGUSR2');
      await new Promise((done) => bare.once('exit', done));
    } else {
      app.kill('SIGTERM');
      bare.kill('SIGTERM');
    }
    await new Promise((done) => setTimeout(done, 500));
    await redis.flushdb();
    redis.disconnect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const row = (name, r) =>
  `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.cpuPerRequestMs.toFixed(2)} | ${r.databaseCpuPerRequestMs === null ? '–' : r.databaseCpuPerRequestMs.toFixed(2)} |`;
const mark = (ok) => (ok ? 'met' : 'not met');

function section(title, { app, bare }, query, p99Target, ratioTarget) {
  const ratio = app.requests.average / bare.requests.average;
  const cpuRatio = bare.cpuPerRequestMs / app.cpuPerRequestMs;
  const ratioLine =
    ratioTarget === null
      ? `Throughput ratio app / bare: ${(ratio * 100).toFixed(0)}% (no ratio target: the bare server does not compress).`
      : `Throughput ratio app / bare: **${(ratio * 100).toFixed(0)}%** (target ≥ ${ratioTarget * 100}%: **${mark(ratio >= ratioTarget)}**).`;
  return `### ${title} (50 connections, ${ROUNDS} alternating rounds, ${DURATION_S} s per server)

| server | req/s | p50 ms | p99 ms | max ms | CPU ms / request | its Postgres: CPU ms / request |
|---|---|---|---|---|---|---|
${row('Home Book API', app)}
${row(`bare node:http + pg (${query})`, bare)}

${ratioLine} Bare CPU per request / app CPU per request: ${(cpuRatio * 100).toFixed(0)}%. p99 ≤ ${p99Target} ms: **${mark(app.latency.p99 <= p99Target)}** (${app.latency.p99} ms).${
    app.writesPerRequest
      ? ` Writes to the list per read: app ${app.writesPerRequest.toFixed(2)}, bare ${bare.writesPerRequest.toFixed(2)}.`
      : ''
  }
`;
}

export async function run() {
  const r = await measure();
  const profiles = CPU_PROF_DIR
    ? readdirSync(CPU_PROF_DIR).filter((file) => file.endsWith('.cpuprofile') && file !== 'bare.cpuprofile')
    : [];
  const bareProfile = CPU_PROF_DIR && join(CPU_PROF_DIR, 'bare.cpuprofile');
  const profileText = profiles.length
    ? (() => {
        const summary = summariseProfile(join(CPU_PROF_DIR, profiles.sort().at(-1)), 12);
        const bare = existsSync(bareProfile) ? summariseProfile(bareProfile, 8) : null;
        return `
CPU profile of the app over the whole run (\`BENCH_CPU_PROF\`, start-up and seeding included), self time: busy ${summary.busyMs.toFixed(0)} ms.

| package | share |
|---|---|
${summary.packages.map((p) => `| ${p.name} | ${p.share} |`).join('\n')}

| function | share |
|---|---|
${summary.functions.map((f) => `| \`${f.name}\` | ${f.share} |`).join('\n')}
${
  bare
    ? `
The bare server over the same run, self time: busy ${bare.busyMs.toFixed(0)} ms.

| package | share |
|---|---|
${bare.packages.map((p) => `| ${p.name} | ${p.share} |`).join('\n')}
`
    : ''
}`;
      })()
    : '';
  return `## API reads against a bare server

Built app on Postgres + Redis (Nest on fastify, default LOG_LEVEL, helmet, sessions, the user reloaded on every
request; the homes and equipment lists are marked \`@VersionedRead\`: an unchanged list is served from a per-process
cache of its answer after one query of versions, docs/architecture.md "Read path") against
the bare \`node:http\` + \`pg\` + \`ioredis\` server (scripts/bench/bare-user-server.mjs) doing the same session
read, user reload and SQL, in the same run: app and bare alternately, ${ROUNDS} rounds each. ${cpus().length} cores, load average
${r.loadBefore.toFixed(1)} before and ${r.loadAfter.toFixed(1)} after (the machine is shared with other engineers' test
runs, so absolute figures move between runs; the ratio is what compares).

${r.user ? section('GET /api/user', r.user, 'user by id', 25, 0.8) : ''}
${r.homes ? section('GET /api/homes, a user with 10 homes', r.homes, 'memberships + homes by user', 25, 0.8) : ''}
${r.homeEquipment ? section('GET /api/equipment?homeId=, a home with 50 equipment', r.homeEquipment, 'access check + equipment by home', 25, 0.8) : ''}
${r.homeEquipmentAsBrowser ? section('GET /api/equipment?homeId=, the same as the web app asks for it (Accept-Encoding: gzip, deflate, br)', r.homeEquipmentAsBrowser, 'access check + equipment by home, uncompressed', 25, null) : ''}
${r.allEquipment ? section('GET /api/equipment, 10 homes × 50 = 500 equipment, Accept-Encoding: gzip, deflate, br', r.allEquipment, 'equipment of readable homes, uncompressed', 250, null) : ''}
${r.allEquipmentChanging ? section('The same while one of the 500 equipment is updated in a loop (SQL, one connection): the list changes between most reads', r.allEquipmentChanging, 'equipment of readable homes, uncompressed', 250, null) : ''}
500-equipment answer: ${(r.size.json / 1024).toFixed(0)} KB of JSON, ${(r.size.wire / 1024).toFixed(0)} KB on the wire (${r.size.encoding ?? 'identity'}).
${profileText}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await run());
