// Backup and restore (issue 40) of 100 homes × 25 equipment, each equipment with a ~1 MP photo, with the
// built tools (backend/dist/backup-cli.js = `npm run backup` / `npm run restore`): a backup from Postgres + disk
// files, its restore into an empty embedded DATA_DIR (laptop) and into an empty Postgres database (server), and a
// backup of the embedded default (the restored one). Wall time of each tool process, the file's size, and the
// tool's peak RSS. The data is loaded with SQL and files written as the disk storage keeps them (uploading
// 2,500 photos through the API would measure the upload path, not backups).
// Runnable alone (`node scripts/bench/backup-bench.mjs` prints the section) or from `npm run bench`.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, registerAccount, stopProcess, waitForHealth } from './bench-support.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sharp = createRequire(join(root, 'backend/package.json'))('sharp');
const ADMIN_DB = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const HOMES = Number(process.env.BACKUP_BENCH_HOMES ?? 100);
const EQUIPMENT_PER_HOME = 25;
const DISTINCT_PHOTOS = 25;
const TOOL = join(root, 'backend/dist/backup-cli.js');
const SECRET = 'backup-bench-secret-'.padEnd(48, 'x');

const photo = (seed) =>
  sharp({ create: { width: 1155, height: 866, channels: 3, noise: { type: 'gaussian', mean: 90 + seed, sigma: 40 } } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();

/** Runs the tool; resolves with its wall time and peak RSS (GNU time is not assumed: /proc sampling). */
function tool(args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [TOOL, ...args], { env: { PATH: process.env.PATH, ...env } });
    let output = '';
    let peakKb = 0;
    const sample = setInterval(async () => {
      try {
        const status = (await import('node:fs')).readFileSync(`/proc/${child.pid}/status`, 'utf8');
        peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      } catch {
        /* exited */
      }
    }, 20);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      clearInterval(sample);
      const ms = performance.now() - started;
      if (code !== 0) reject(new Error(`backup-cli ${args[0]} exited ${code}: ${output}`));
      else resolve({ ms, peakMb: peakKb / 1024, output });
    });
  });
}

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: ADMIN_DB });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function run() {
  const work = mkdtempSync(join(tmpdir(), 'hb-backup-bench-'));
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const databases = [`hb_bench_backup_${suffix}`, `hb_bench_restore_${suffix}`];
  const url = (name) => ADMIN_DB.replace(/\/[^/]*$/, `/${name}`);
  await withAdmin(async (client) => {
    for (const name of databases) await client.query(`CREATE DATABASE ${name}`);
  });
  const sourceDir = join(work, 'server');
  try {
    // The schema and one account through the app itself (Postgres, files on disk).
    const port = await freePort();
    const app = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: sourceDir,
        SESSION_SECRET: SECRET,
        DATABASE_URL: url(databases[0]),
        BACKUP_SCHEDULE: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`);
    const { id: userId } = await registerAccount(`http://127.0.0.1:${port}`, `bench${Date.now().toString(36)}`);
    await stopProcess(app);

    const photos = await Promise.all(Array.from({ length: DISTINCT_PHOTOS }, (_, index) => photo(index)));
    const db = new pg.Client({ connectionString: url(databases[0]) });
    await db.connect();
    let photoBytes = 0;
    try {
      for (let home = 0; home < HOMES; home++) {
        const {
          rows: [{ id: homeId }],
        } = await db.query(
          `INSERT INTO homes (user_id, name, address, city, state, zip_code) VALUES ($1, $2, '1 Bench St', 'Springfield', 'IL', '62704') RETURNING id`,
          [userId, `Home ${home}`],
        );
        const { rows } = await db.query(
          `INSERT INTO equipment (user_id, home_id, name, brand, model_number, serial_number)
           SELECT $1, $2, 'Equipment ' || n, 'Rheem', 'XE50T06', 'Q' || n FROM generate_series(1, $3) n RETURNING id`,
          [userId, homeId, EQUIPMENT_PER_HOME],
        );
        for (const [index, { id }] of rows.entries()) {
          const key = `users/${userId}/equipment/${id}/${randomUUID()}.jpg`;
          const path = join(sourceDir, 'files', key);
          mkdirSync(dirname(path), { recursive: true });
          const bytes = photos[(home + index) % DISTINCT_PHOTOS];
          writeFileSync(path, bytes);
          writeFileSync(`${path}.type`, 'image/jpeg');
          photoBytes += bytes.length;
          await db.query(`UPDATE equipment SET photos = ARRAY[$2] WHERE id = $1`, [id, `/api/files/${key}`]);
        }
      }
    } finally {
      await db.end();
    }

    const serverEnv = { DATA_DIR: sourceDir, DATABASE_URL: url(databases[0]) };
    const serverFile = join(work, 'server.zip');
    const backup = await tool(['backup', '--output', serverFile], serverEnv);
    const laptopDir = join(work, 'laptop');
    const toEmbedded = await tool(['restore', serverFile], { DATA_DIR: laptopDir });
    const toPostgres = await tool(['restore', serverFile], {
      DATA_DIR: join(work, 'server2'),
      DATABASE_URL: url(databases[1]),
    });
    const laptopFile = join(work, 'laptop.zip');
    const embeddedBackup = await tool(['backup', '--output', laptopFile], { DATA_DIR: laptopDir });

    const mb = (bytes) => (bytes / 1e6).toFixed(0);
    const s = (ms) => (ms / 1000).toFixed(1);
    const equipment = HOMES * EQUIPMENT_PER_HOME;
    return `## Backup and restore (issue 40)

${HOMES} homes × ${EQUIPMENT_PER_HOME} equipment (${equipment} rows), one ~1 MP photo each (${mb(photoBytes)} MB of files); \`npm run backup\` / \`npm run restore\`, wall
time from spawn to exit. No target. Photos stored as they are, rows deflated: [decisions/backup-format.md](decisions/backup-format.md).

| step | time | file | tool's peak RSS |
| --- | --- | --- | --- |
| backup, Postgres + disk files | ${s(backup.ms)} s | ${mb(statSync(serverFile).size)} MB | ${backup.peakMb.toFixed(0)} MB |
| restore into an empty embedded DATA_DIR (laptop) | ${s(toEmbedded.ms)} s | – | ${toEmbedded.peakMb.toFixed(0)} MB |
| restore into an empty Postgres database (server) | ${s(toPostgres.ms)} s | – | ${toPostgres.peakMb.toFixed(0)} MB |
| backup, embedded default (app not running) | ${s(embeddedBackup.ms)} s | ${mb(statSync(laptopFile).size)} MB | ${embeddedBackup.peakMb.toFixed(0)} MB |`;
  } finally {
    await withAdmin(async (client) => {
      for (const name of databases) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then(
    (text) => console.log(text),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
