// The soak (`npm run bench -- soak`, not part of CI or of the default `npm run bench`): SOAK_USERS simulated
// people (default 200) use the built app for SOAK_SECONDS (default 300) — log in, list homes and equipment,
// create and populate homes, add and edit equipment, upload photos, record warranties, chat, analyse labels —
// against one api and one worker on Postgres + Redis + S3 (s3rver). Then every row and file the run created is
// checked, and the report (errors other than intended 429s, p99 per route, RSS of both processes over time) is
// written as the "Soak" section of docs/benchmarks.md by scripts/bench.mjs (`npm run bench -- soak`).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import {
  cookiesOf,
  deployedEnv,
  freePort,
  percentile,
  registerAccount,
  sleep,
  stopProcess,
  waitForHealth,
} from './bench-support.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const backendRequire = createRequire(join(root, 'backend/package.json'));
const sharp = backendRequire('sharp');
const S3rver = backendRequire('s3rver');
const { io } = backendRequire('socket.io-client');
const ADMIN_DB = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const USERS = Number(process.env.SOAK_USERS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
/** Mean pause between one person's actions (a person reads the page before the next click). */
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 2_000);
const RSS_EVERY_MS = 5_000;
const LABEL = readFileSync(join(root, 'backend/test/fixtures/labels/004-rheem-rheemLetters.jpg'));

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** V8's line for a full collection: `Mark-Compact 266.9 (301.1) -> 70.0 (269.6) MB` (used (committed) before -> after). */
const FULL_GC = /Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(([\d.]+)\) MB/;

/**
 * Starts a built process with `--trace-gc`: RSS alone cannot tell a leak from V8 letting garbage pile up
 * before its next full collection, the heap still in use after each full collection can (`fullGcs`).
 */
function start(script, env) {
  // SOAK_NODE_ARGS: further node flags for both processes, for a diagnosis.
  const nodeArgs = ['--trace-gc', ...(process.env.SOAK_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const errors = [];
  const fullGcs = [];
  let partial = '';
  // SOAK_LOG_DIR: each process's whole output in a file of its own.
  if (process.env.SOAK_LOG_DIR) {
    const log = createWriteStream(join(process.env.SOAK_LOG_DIR, `${basename(script, '.js')}.log`));
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  child.stdout.on('data', (chunk) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop();
    for (const line of parts) {
      if (/"level":"(error|fatal)"/.test(line)) errors.push(line);
      const gc = FULL_GC.exec(line);
      if (gc) fullGcs.push({ at: Date.now(), liveMb: Number(gc[1]), committedMb: Number(gc[2]) });
    }
  });
  child.stderr.on('data', (chunk) => errors.push(chunk.toString()));
  return { child, errors, fullGcs };
}

/** Every request goes through here: its route (a template), its time, its outcome. */
class Recorder {
  latencies = new Map();
  errors = new Map();
  limited = 0;
  requests = 0;

  async call(base, cookie, method, path, route, body, expected = [200, 201]) {
    const headers = { cookie, origin: base };
    let payload = body;
    if (body && !(body instanceof FormData)) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const started = performance.now();
    let response;
    try {
      response = await fetch(`${base}${path}`, { method, headers, body: payload });
    } catch (error) {
      this.error(route, `network: ${error.cause?.code ?? error.message}`);
      return null;
    }
    const text = await response.text();
    this.requests += 1;
    const key = `${method} ${route}`;
    if (!this.latencies.has(key)) this.latencies.set(key, []);
    this.latencies.get(key).push(performance.now() - started);
    if (response.status === 429) {
      this.limited += 1;
      return null;
    }
    if (!expected.includes(response.status)) {
      this.error(key, `${response.status} ${text.slice(0, 120)}`);
      return null;
    }
    return text ? JSON.parse(text) : null;
  }

  error(route, what) {
    const key = `${route}: ${what}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }
}

/** One simulated person: their own homes, equipment, photos, warranties and chat, remembered for the check. */
class Person {
  homes = [];
  equipment = new Map(); // id → expected fields
  photos = [];
  warranties = new Map(); // equipmentId → provider
  messages = [];
  /** Messages whose acknowledgement timed out (counted as errors; each may be stored at most once). */
  unanswered = [];
  attempts = 0;
  socket = null;

  constructor(index, base, recorder) {
    this.index = index;
    this.base = base;
    this.recorder = recorder;
  }

  call(method, path, route, body, expected) {
    return this.recorder.call(this.base, this.cookie, method, path, route, body, expected);
  }

  async signUp(runId) {
    this.username = `soak${runId}u${this.index}`;
    const { cookie } = await registerAccount(this.base, this.username);
    this.cookie = cookie;
  }

  async login() {
    const response = await fetch(`${this.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.base },
      body: JSON.stringify({ username: this.username, password: 'bench-password' }),
    });
    if (response.status === 200) this.cookie = cookiesOf(response);
    else this.recorder.error('POST /api/login', String(response.status));
  }

  async createHome(standardTemplateId) {
    const n = this.homes.length + 1;
    const home = await this.call('POST', '/api/homes', '/api/homes', {
      name: `Soak home ${this.index}-${n}`,
      address: `${n} Soak St`,
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
    });
    if (!home) return;
    this.homes.push(home.id);
    if (n === 1 && standardTemplateId) {
      await this.call('POST', `/api/homes/${home.id}/populate`, '/api/homes/:id/populate', {
        templateId: standardTemplateId,
        homeId: home.id,
        addOns: [],
      });
    }
  }

  async addEquipment() {
    if (!this.homes.length) return;
    const fields = { homeId: pick(this.homes), name: `Unit ${this.equipment.size + 1}`, brand: 'Rheem' };
    const created = await this.call('POST', '/api/equipment', '/api/equipment', fields);
    if (created) this.equipment.set(created.id, { name: fields.name, brand: fields.brand, notes: null });
  }

  async editEquipment() {
    const id = pick([...this.equipment.keys()]);
    if (!id) return;
    const expected = this.equipment.get(id);
    const notes = `checked ${Date.now()}`;
    const updated = await this.call('PATCH', `/api/equipment/${id}`, '/api/equipment/:id', {
      name: expected.name,
      brand: expected.brand,
      notes,
      completed: true,
    });
    if (updated) expected.notes = notes;
  }

  async uploadPhoto(photo) {
    const id = pick([...this.equipment.keys()]);
    if (!id) return;
    const form = new FormData();
    form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
    const saved = await this.call('POST', `/api/equipment/${id}/photos`, '/api/equipment/:id/photos', form);
    if (saved) this.photos.push(id);
  }

  async recordWarranty() {
    const id = pick([...this.equipment.keys()]);
    if (!id || this.warranties.has(id)) return;
    const provider = `Soak Warranty ${this.index}`;
    const saved = await this.call('POST', '/api/warranties', '/api/warranties', {
      equipmentId: id,
      startDate: '2025-01-01',
      endDate: '2030-01-01',
      provider,
      policyNumber: `P-${id}`,
      terms: 'parts and labour',
      autoRenewal: false,
    });
    if (saved) this.warranties.set(id, provider);
  }

  async chat() {
    if (!this.socket) {
      this.socket = io(this.base, {
        path: '/chat',
        transports: ['websocket'],
        extraHeaders: { cookie: this.cookie, origin: this.base },
        reconnection: true,
      });
      await new Promise((resolve) => {
        this.socket.once('connect', resolve);
        this.socket.once('connect_error', (error) => {
          this.recorder.error('socket /chat', `connect: ${error.message}`);
          resolve();
        });
      });
      if (!this.socket.connected) return;
      await this.socket
        .timeout(10_000)
        .emitWithAck('room:join', 'support')
        .catch(() => undefined);
    }
    this.attempts += 1;
    const content = `soak message ${this.attempts} from ${this.username}`;
    const started = performance.now();
    const ack = await this.socket
      .timeout(10_000)
      .emitWithAck('message:send', { roomId: 'support', content, messageType: 'text' })
      .catch((error) => ({ ok: false, error: error.message }));
    const key = 'socket message:send';
    if (!this.recorder.latencies.has(key)) this.recorder.latencies.set(key, []);
    this.recorder.latencies.get(key).push(performance.now() - started);
    this.recorder.requests += 1;
    if (ack.ok) this.messages.push(content);
    else if (/^Too many requests/.test(ack.error ?? '')) this.recorder.limited += 1;
    else {
      // No answer in time: the message may still be saved (at most once), or not at all.
      if (/timed out/.test(ack.error ?? '')) this.unanswered.push(content);
      this.recorder.error(key, ack.error);
    }
  }

  async analyze() {
    const form = new FormData();
    form.append('image', new Blob([LABEL], { type: 'image/jpeg' }), 'label.jpg');
    await this.call('POST', '/api/equipment/analyze', '/api/equipment/analyze', form);
  }
}

/** Picks the next action by weight (lists dominate, as they do for people). */
const ACTIONS = [
  [30, (p) => p.call('GET', '/api/homes', '/api/homes')],
  [25, (p) => p.call('GET', '/api/equipment', '/api/equipment')],
  [5, (p) => p.call('GET', '/api/user', '/api/user')],
  [5, (p) => p.call('GET', '/api/warranties', '/api/warranties')],
  [3, (p, ctx) => p.createHome(ctx.standardTemplateId)],
  [8, (p) => p.addEquipment()],
  [8, (p) => p.editEquipment()],
  [4, (p, ctx) => p.uploadPhoto(ctx.photo)],
  [4, (p) => p.recordWarranty()],
  [6, (p) => p.chat()],
  [0.25, (p) => p.analyze()],
  [1, (p) => p.login()],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [weight]) => sum + weight, 0);
function nextAction() {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [weight, action] of ACTIONS) if ((roll -= weight) < 0) return action;
  return ACTIONS[0][1];
}

/** One read of the verification: its JSON, or an error that says which read answered what. */
async function readJson(base, path, person) {
  const response = await fetch(`${base}${path}`, { headers: { cookie: person.cookie } });
  if (!response.ok) {
    throw new Error(`verify: GET ${path} as ${person.username} answered ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** Reads back everything the people created: rows through the API and the database, files through the API. */
async function verify(people, base, db) {
  const problems = [];
  for (const person of people) {
    const homes = await readJson(base, '/api/homes', person);
    const homeIds = new Set(homes.map((home) => home.id));
    for (const id of person.homes) if (!homeIds.has(id)) problems.push(`home ${id} of ${person.username} missing`);
    const equipment = await readJson(base, '/api/equipment', person);
    const byId = new Map(equipment.map((item) => [item.id, item]));
    for (const [id, expected] of person.equipment) {
      const found = byId.get(id);
      if (!found) problems.push(`equipment ${id} missing`);
      else if (found.name !== expected.name || (found.notes ?? null) !== expected.notes) {
        problems.push(
          `equipment ${id}: ${JSON.stringify({ name: found.name, notes: found.notes })} ≠ ${JSON.stringify(expected)}`,
        );
      }
    }
    const photosPerEquipment = new Map();
    for (const id of person.photos) photosPerEquipment.set(id, (photosPerEquipment.get(id) ?? 0) + 1);
    for (const [id, count] of photosPerEquipment) {
      const urls = byId.get(id)?.photos ?? [];
      if (urls.length < count) problems.push(`equipment ${id}: ${urls.length} photos, ${count} uploaded`);
      for (const url of urls) {
        const file = await fetch(`${base}${url}`, { headers: { cookie: person.cookie } });
        if (file.status !== 200 || (await file.arrayBuffer()).byteLength === 0)
          problems.push(`file ${url}: ${file.status}`);
      }
    }
    for (const [id, provider] of person.warranties) {
      const warranty = await readJson(base, `/api/warranties?equipmentId=${id}`, person);
      if (warranty?.provider !== provider) problems.push(`warranty of equipment ${id} missing`);
    }
  }
  // Each message exactly once if it was acknowledged, at most once if its answer timed out, nothing else.
  const stored = new Map(
    (
      await db.query(
        `SELECT content, count(*)::int AS n FROM chat_messages WHERE content LIKE 'soak message %' GROUP BY content`,
      )
    ).rows.map((row) => [row.content, row.n]),
  );
  const sent = people.reduce((sum, person) => sum + person.messages.length, 0);
  const unanswered = people.flatMap((person) => person.unanswered);
  const missing = people.flatMap((person) => person.messages).filter((content) => stored.get(content) !== 1);
  const unansweredStored = unanswered.filter((content) => stored.get(content) === 1).length;
  const expected = new Set([...people.flatMap((person) => person.messages), ...unanswered]);
  const unexpected = [...stored].filter(([content, n]) => !expected.has(content) || n > 1);
  if (missing.length) problems.push(`chat: ${missing.length} acknowledged messages not stored exactly once`);
  if (unexpected.length) problems.push(`chat: ${unexpected.length} messages stored twice or never sent`);
  const counts = {
    homes: people.reduce((sum, person) => sum + person.homes.length, 0),
    equipment: people.reduce((sum, person) => sum + person.equipment.size, 0),
    photos: people.reduce((sum, person) => sum + person.photos.length, 0),
    warranties: people.reduce((sum, person) => sum + person.warranties.size, 0),
    messages: sent,
    unanswered: unanswered.length,
    unansweredStored,
  };
  return { problems, counts };
}

export async function run() {
  const runId = `${process.pid}`;
  const database = `hb_soak_${runId}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = ADMIN_DB.replace(/\/[^/]*$/, `/${database}`);
  const prefix = `hbsoak${runId}`;
  const redis = new Redis(REDIS_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-soak-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dataDir, 's3') });
  const { port: s3Port } = await s3.run();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // As `npm start` and the Docker image run the app on these drivers (scripts/deployed-env.mjs).
  const env = deployedEnv({
    PATH: process.env.PATH,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_BUCKET: 'soak',
    SESSION_SECRET: 'soak-bench-secret-'.padEnd(48, 'x'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every simulated person registers and logs in from 127.0.0.1: the per-address limits (10 sign-ups an
    // hour, 30 logins in 15 minutes) are scaled for the soak, as the test harnesses do.
    ADDRESS_LIMIT_SCALE: '1000',
    PORT: String(port),
    HOST: '127.0.0.1',
    // glibc's other MALLOC_* settings pass through, for a diagnosis.
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('MALLOC_'))),
  });
  const api = start('backend/dist/main.js', env);
  let worker = null;
  const db = new pg.Client({ connectionString: databaseUrl });
  const recorder = new Recorder();
  const people = Array.from({ length: USERS }, (_, index) => new Person(index, base, recorder));
  try {
    await waitForHealth(`${base}/api/health`);
    worker = start('backend/dist/worker.js', env);
    await db.connect();
    const [{ id: standardTemplateId }] = (await db.query(`SELECT id FROM home_templates WHERE name = 'Standard Home'`))
      .rows;
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#88aa66' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    for (const person of people) await person.signUp(runId);
    // Warm-up before the clock starts: the worker loads its OCR engine on the first analysis (~200 MB), which
    // would otherwise read as growth during the run.
    await waitForHealth(`${base}/api/health`);
    await people[0].analyze();
    const context = { standardTemplateId, photo };
    const rss = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      try {
        rss.push({
          s: (Date.now() - started) / 1000,
          api: rssMb(api.child.pid),
          worker: rssMb(worker.child.pid),
          load: loadavg()[0],
        });
      } catch {
        /* a process is gone: reported below */
      }
    }, RSS_EVERY_MS);
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      people.map(async (person) => {
        await sleep(Math.random() * THINK_MS); // people arrive spread out
        await person.createHome(standardTemplateId);
        while (Date.now() < deadline) {
          await nextAction()(person, context);
          await sleep(THINK_MS * (0.5 + Math.random()));
        }
      }),
    );
    clearInterval(sampler);
    for (const person of people) person.socket?.close();
    const elapsed = (Date.now() - started) / 1000;
    console.log(`soak: ${recorder.requests} requests in ${elapsed.toFixed(0)} s; verifying...`);
    const { problems, counts } = await verify(people, base, db);
    const crashed = [api, worker].filter((process) => process.child.exitCode !== null);
    const report = section({ recorder, rss, elapsed, started, problems, counts, crashed, api, worker });
    return report;
  } finally {
    for (const person of people) person.socket?.close();
    await Promise.all([api, worker].filter(Boolean).map((process) => stopProcess(process.child)));
    await db.end().catch(() => undefined);
    await s3.close().catch(() => undefined);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The largest sample of each minute of the run: a sawtooth that stays level is not growth. */
const peaksPerMinute = (rss, name) => {
  const peaks = [];
  for (const sample of rss) {
    const minute = Math.floor(sample.s / 60);
    peaks[minute] = Math.max(peaks[minute] ?? 0, sample[name]);
  }
  return peaks.filter((peak) => peak !== undefined).map((peak) => peak.toFixed(0));
};

/** The heap still in use after the full collections after warm-up: first, last and largest. */
function liveHeapCell(process, started, elapsed) {
  const warm = (process?.fullGcs ?? []).filter((gc) => gc.at - started >= elapsed * 200);
  if (!warm.length) return 'no full collection';
  const live = warm.map((gc) => gc.liveMb);
  const committed = Math.max(...warm.map((gc) => gc.committedMb));
  return `${live[0].toFixed(0)} → ${live.at(-1).toFixed(0)} MB (max ${Math.max(...live).toFixed(0)}; ${warm.length} collections; heap committed ≤ ${committed.toFixed(0)} MB)`;
}

function section({ recorder, rss, elapsed, started, problems, counts, crashed, api, worker }) {
  const routes = [...recorder.latencies.entries()]
    .map(([route, times]) => [route, times.sort((a, b) => a - b)])
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([route, times]) =>
        `| \`${route}\` | ${times.length} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 99).toFixed(0)} | ${times.at(-1).toFixed(0)} |`,
    );
  const errors = [...recorder.errors.entries()].map(([what, count]) => `${count} × ${what}`);
  const warm = rss.filter((sample) => sample.s >= elapsed * 0.2);
  const first = warm[0] ?? rss[0];
  const last = rss.at(-1);
  const rssRow = (name) =>
    first && last
      ? `| ${name} | ${first[name].toFixed(0)} MB at ${first.s.toFixed(0)} s | ${last[name].toFixed(0)} MB at ${last.s.toFixed(0)} s | ${Math.max(...rss.map((sample) => sample[name])).toFixed(0)} MB | ${(last[name] - first[name]).toFixed(0)} MB |`
      : `| ${name} | no samples | | | |`;
  const logErrors = [...api.errors, ...(worker?.errors ?? [])].length;
  const meanLoad = rss.length ? rss.reduce((sum, sample) => sum + sample.load, 0) / rss.length : 0;
  return `## Soak (\`npm run bench -- soak\`)

${USERS} people for ${(elapsed / 60).toFixed(1)} minutes (\`SOAK_USERS\`, \`SOAK_SECONDS\`, \`SOAK_THINK_MS\` ~${THINK_MS / 1000} s), closed loop, on one api + one worker
(Postgres, Redis, S3); mean load average **${meanLoad.toFixed(1)}** on ${cpus().length} cores. History: [decisions/soak-memory.md](decisions/soak-memory.md).

- **${recorder.requests} requests**, ${recorder.limited} answered 429 (intended rate limits), **${[...recorder.errors.values()].reduce((sum, count) => sum + count, 0)} errors** otherwise${errors.length ? `: ${errors.join('; ')}.` : '.'}
- Checked afterwards: ${counts.homes} homes, ${counts.equipment} equipment, ${counts.photos} photos, ${counts.warranties} warranties, ${counts.messages} chat messages${counts.unanswered ? ` (and ${counts.unanswered} sends whose acknowledgement timed out, ${counts.unansweredStored} of them stored once, none twice)` : ''}
  — **${problems.length ? `${problems.length} problems` : 'all present'}**. Processes: ${crashed.length ? `**${crashed.length} exited during the run**` : 'none exited'}; ${logErrors} error lines in their logs.${
    problems.length
      ? `\n${problems
          .slice(0, 20)
          .map((problem) => `  - ${problem}`)
          .join('\n')}`
      : ''
  }

| process | RSS after warm-up (20%) | RSS at the end | peak | growth after warm-up | V8 heap in use after each full collection, after warm-up: first → last |
|---|---|---|---|---|---|
${rssRow('api')} ${liveHeapCell(api, started, elapsed)} |
${rssRow('worker')} ${liveHeapCell(worker, started, elapsed)} |

Largest RSS of each minute (MB): api ${peaksPerMinute(rss, 'api').join(' · ')}; worker ${peaksPerMinute(rss, 'worker').join(' · ')}.

| route | requests | p50 ms | p99 ms | max ms |
|---|---|---|---|---|
${routes.join('\n')}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then(
    (report) => console.log(report),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
