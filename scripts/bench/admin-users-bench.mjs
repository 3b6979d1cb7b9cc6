// The admin's user list at scale (issue 45): 10,000 users (a third with trusted devices) in Postgres, then
// GET /api/admin/users?q=&page=&pageSize=25 against the built API (Postgres + Redis): pages spread over the
// whole list, and searches by part of a username or e-mail. Time from request sent to last byte, one at a time.
// Runnable alone (`node scripts/bench/admin-users-bench.mjs` prints the section) or from `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { freePort, registerAccount, stopProcess, waitForHealth } from './bench-support.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_DB = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'admin-users-bench-secret-'.padEnd(48, 'x');
const ADMIN_KEY = 'admin-users-bench-registration-key';
const USERS = 10_000;
const REQUESTS = Number(process.env.ADMIN_USERS_BENCH_REQUESTS ?? 200);
const TARGET_P95_MS = 100;

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

export async function run() {
  const database = `hb_admin_users_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const prefix = `hbadminusersbench${process.pid}`;
  const redis = new Redis(REDIS_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-admin-users-bench-'));
  const port = await freePort();
  const databaseUrl = ADMIN_DB.replace(/\/[^/]*$/, `/${database}`);
  const env = {
    PATH: process.env.PATH,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    SESSION_SECRET: SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_REGISTRATION_KEY: ADMIN_KEY,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  const api = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`);
    const { cookie } = await registerAccount(base, 'usersbench', ADMIN_KEY);
    await db.connect();
    await db.query(
      `INSERT INTO users (username, email, password, created_at, last_login)
       SELECT 'member' || n, 'member' || n || '@mail' || (n % 97) || '.example.com', 'not-a-hash',
              now() - n * interval '1 minute', CASE WHEN n % 2 = 0 THEN now() END
         FROM generate_series(1, $1) AS n`,
      [USERS],
    );
    await db.query(
      `INSERT INTO trusted_devices (user_id, token_hash, label, last_used_at)
       SELECT id, md5(id::text || copy::text), 'Firefox on Linux', now()
         FROM users, generate_series(1, 2) AS copy WHERE id % 3 = 0`,
    );
    await db.query('ANALYZE users; ANALYZE trusted_devices');
    const pages = Math.ceil((USERS + 1) / 25);
    const queries = Array.from({ length: REQUESTS }, (_, index) =>
      index % 2 === 0
        ? `?page=${1 + ((index * 37) % pages)}&pageSize=25`
        : `?q=${['member12', 'MAIL4', 'member9999', 'example', 'nobody-here'][index % 5]}&page=1&pageSize=25`,
    );
    const call = async (query) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/admin/users${query}`, { headers: { cookie } });
      const body = await response.json();
      if (!response.ok || typeof body.total !== 'number') throw new Error(`${query}: ${response.status}`);
      return performance.now() - started;
    };
    for (const query of queries.slice(0, 20)) await call(query); // warm-up
    const times = { page: [], search: [] };
    for (const query of queries) (query.startsWith('?q=') ? times.search : times.page).push(await call(query));
    const all = [...times.page, ...times.search].sort((a, b) => a - b);
    const line = (name, list) => {
      const sorted = [...list].sort((a, b) => a - b);
      return `| ${name} | ${sorted.length} | ${percentile(sorted, 0.5).toFixed(1)} ms | ${percentile(sorted, 0.95).toFixed(1)} ms | ${sorted.at(-1).toFixed(1)} ms |`;
    };
    const p95 = percentile(all, 0.95);
    return `## Admin: user list at scale

${USERS.toLocaleString('en')} users (every third with two trusted devices) in Postgres; \`GET /api/admin/users?pageSize=25\`, one at a time,
request → last byte: pages over the whole list, and searches by part of a name or e-mail (\`LIKE '%…%'\`). Target p95
≤ ${TARGET_P95_MS} ms: **${p95 <= TARGET_P95_MS ? 'met' : 'not met'}** (${p95.toFixed(1)} ms over all requests).

| requests | n | p50 | p95 | max |
|---|---|---|---|---|
${line('page n of the whole list', times.page)}
${line('search (first page)', times.search)}
`;
  } finally {
    await db.end().catch(() => {});
    await stopProcess(api);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run().then(
    (section) => console.log(section),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
