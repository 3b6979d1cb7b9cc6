// Chat delivery latency against the built app (backend/dist/main.js on Postgres + Redis):
//  1. one api process, 500 connected sockets (250 users × 2 tabs, each tab in the user's support thread)
//     plus an admin socket in the 'support' feed: send → message:new on the user's other tab and in the feed;
//  2. two api processes sharing the database and Redis prefix: every user's sending tab on process 1,
//     the other tab and the admin feed on process 2, so each delivery crosses the Redis adapter.
// Runnable alone (`node scripts/bench/chat-bench.mjs` prints the section) or from `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { io } from 'socket.io-client';
import { freePort, percentile, registerAccount, sleep, waitForHealth } from './bench-support.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_DB = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/13`;
const SECRET = 'chat-bench-secret-'.padEnd(48, 'x');
const ADMIN_KEY = 'chat-bench-admin-key';
const USERS = Number(process.env.CHAT_BENCH_USERS ?? 250);
const MESSAGES = Number(process.env.CHAT_BENCH_MESSAGES ?? 1000);
/** Messages per second, spread round-robin over the users (each stays far below 30 per 10 s). */
const RATE = Number(process.env.CHAT_BENCH_RATE ?? 100);
const WARMUP = 100;

function startApi(env, port) {
  // e.g. CHAT_BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/chat-prof' to profile the api processes.
  const nodeArgs = (process.env.CHAT_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'backend/dist/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

function stopApi(api) {
  return new Promise((resolve) => {
    if (api.child.exitCode !== null) return resolve();
    api.child.once('exit', resolve);
    api.child.kill('SIGTERM');
  });
}

const register = (base, index, admin = false) =>
  admin ? registerAccount(base, 'chatbenchadmin', ADMIN_KEY) : registerAccount(base, `chatbench${index}`);

/** Runs `work` over the items with at most `limit` in flight. */
async function pool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

function connect(base, cookie) {
  const socket = io(base, {
    path: '/chat',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { Cookie: cookie },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function joinRoom(socket, roomId) {
  const ack = await socket.timeout(10_000).emitWithAck('room:join', roomId);
  if (!ack.ok) throw new Error(`join refused: ${ack.error}`);
}

const ms = (value) => (value === undefined ? 'n/a' : value.toFixed(1));

/**
 * Connects a sending and a receiving tab per user (on the given processes) and the admin feed, sends
 * MESSAGES messages at RATE per second, and measures send → message:new on the user's other tab and
 * in the admin's feed, and send → ack.
 */
async function measure(users, admin, senderBase, receiverBase) {
  const senders = await pool(users, 25, (user) => connect(senderBase, user.cookie));
  const receivers = await pool(users, 25, (user) => connect(receiverBase, user.cookie));
  const feed = await connect(receiverBase, admin.cookie);
  const sockets = [...senders, ...receivers, feed];
  try {
    await pool([...senders, ...receivers], 25, (socket) => joinRoom(socket, 'support'));
    await joinRoom(feed, 'support');
    const sentAt = new Map();
    const delivery = [];
    const feedDelivery = [];
    const acks = [];
    let failures = 0;
    const onMessage = (latencies) => (message) => {
      const started = sentAt.get(message.content);
      if (started !== undefined) latencies.push(performance.now() - started);
    };
    for (const socket of receivers) socket.on('message:new', onMessage(delivery));
    feed.on('message:new', onMessage(feedDelivery));

    // Warm-up (not measured): the processes' first messages compile code paths and open pool connections.
    await Promise.all(
      Array.from({ length: WARMUP }, (_, index) =>
        senders[(index * 7) % senders.length]
          .timeout(10_000)
          .emitWithAck('message:send', { roomId: 'support', content: `warm-up ${index}`, messageType: 'text' }),
      ),
    );
    await sleep(500);
    const pending = [];
    const intervalMs = 1000 / RATE;
    const startedAll = performance.now();
    for (let index = 0; index < MESSAGES; index += 1) {
      const wait = startedAll + index * intervalMs - performance.now();
      if (wait > 1) await sleep(wait);
      const content = `bench message ${index} ${Math.random().toString(36).slice(2)}`;
      const started = performance.now();
      sentAt.set(content, started);
      pending.push(
        senders[index % senders.length]
          .timeout(10_000)
          .emitWithAck('message:send', { roomId: 'support', content, messageType: 'text' })
          .then(
            (ack) => (ack.ok ? acks.push(performance.now() - started) : (failures += 1)),
            () => (failures += 1),
          ),
      );
    }
    await Promise.all(pending);
    const deadline = Date.now() + 10_000;
    while ((delivery.length < MESSAGES || feedDelivery.length < MESSAGES) && Date.now() < deadline) await sleep(20);
    const sorted = (values) => [...values].sort((a, b) => a - b);
    return {
      sockets: sockets.length,
      delivery: sorted(delivery),
      feed: sorted(feedDelivery),
      acks: sorted(acks),
      failures,
      seconds: (performance.now() - startedAll) / 1000,
    };
  } finally {
    for (const socket of sockets) socket.close();
    await sleep(300);
  }
}

/** One phase's row: for delivery, the admin feed and the acks, how many arrived and their p50 / p99 / max. */
function row(label, result) {
  const cell = (values) =>
    `${values.length}/${MESSAGES}, ${ms(percentile(values, 50))} / ${ms(percentile(values, 99))} / ${ms(values[values.length - 1])}`;
  return `| ${label} | ${result.sockets} | ${cell(result.delivery)} | ${cell(result.feed)} | ${cell(result.acks)} |`;
}

export async function run() {
  const database = `hb_chat_bench_${process.pid}`;
  const prefix = `hbchatbench${process.pid}`;
  const adminDb = new pg.Client({ connectionString: ADMIN_DB });
  await adminDb.connect();
  await adminDb.query(`CREATE DATABASE ${database}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-chat-bench-'));
  const env = {
    ...process.env,
    DATABASE_URL: ADMIN_DB.replace(/\/[^/]*$/, `/${database}`),
    REDIS_URL,
    REDIS_PREFIX: prefix,
    SESSION_SECRET: SECRET,
    ADMIN_REGISTRATION_KEY: ADMIN_KEY,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every simulated user registers from 127.0.0.1: the per-address sign-up limit (10 an hour) is scaled
    // for the bench, as the test harnesses do.
    ADDRESS_LIMIT_SCALE: '1000',
  };
  const apis = [];
  try {
    // The first process migrates the database before the second starts.
    apis.push(startApi(env, await freePort()));
    await waitForHealth(`${apis[0].base}/api/health`);
    apis.push(startApi(env, await freePort()));
    await waitForHealth(`${apis[1].base}/api/health`);
    const [one, two] = apis.map((api) => api.base);

    const users = await pool(
      Array.from({ length: USERS }, (_, index) => index),
      8,
      (index) => register(index % 2 ? two : one, index),
    );
    const admin = await register(one, 0, true);

    const single = await measure(users, admin, one, one);
    const cross = await measure(users, admin, one, two);
    const lines = [
      '## Chat',
      '',
      `Built app on Postgres + Redis (socket.io Redis adapter), ${USERS} users with two tabs each plus an admin socket in the`,
      `'support' feed; ${MESSAGES} messages at ${RATE}/s after ${WARMUP} unmeasured warm-up ones. Delivery = send → message:new on the other`,
      'tab; feed = send → message:new in the admin feed; ack = send → acknowledgement. Target: delivery p99 ≤ 50 ms.',
      '',
      '| api processes | sockets | delivery: received, p50 / p99 / max ms | admin feed: the same | ack: the same |',
      '| --- | ---: | --- | --- | --- |',
      row('one', single),
      row('two', cross),
      '',
    ];
    const failures = single.failures + cross.failures;
    if (failures) lines.push(`${failures} sends failed (refused or timed out).`, '');
    return lines.join('\n');
  } finally {
    await Promise.all(apis.map(stopApi));
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await adminDb.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await adminDb.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run().then(
    (section) => process.stdout.write(`${section}\n`),
    (error) => {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
