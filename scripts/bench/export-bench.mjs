// Export and import of a home's data against the built API (backend/dist/main.js) on Postgres + Redis,
// files on disk: a home with 100 equipment and 300 photos of ~1 MP (3 per equipment, each its own
// upload). Times GET /api/homes/:id/export (request → last byte, the zip counted, not kept in memory
// by the client) and POST /api/import of that zip into another account (request → answer), and samples
// the API process's RSS every 10 ms during each: peak minus the RSS just before.
// Runnable alone (`node scripts/bench/export-bench.mjs` prints the section) or from `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import pg from 'pg';
import { Redis } from 'ioredis';
import { freePort, registerAccount, sleep, stopProcess, waitForHealth } from './bench-support.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sharp = createRequire(join(root, 'backend/package.json'))('sharp');
const ADMIN_DB = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'export-bench-secret-'.padEnd(48, 'x');
const EQUIPMENT = Number(process.env.EXPORT_BENCH_EQUIPMENT ?? 100);
const PHOTOS_PER_EQUIPMENT = 3;
const TARGET_MS = 5_000;
const TARGET_RSS_MB = 100;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Samples a process's RSS until stopped; resolves with the peak in MB. */
function rssSampler(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

/** A 1155 × 866 (1 MP) photo-like JPEG: noise on a gradient, so it compresses like a real photo. */
const photo = (seed) =>
  sharp({ create: { width: 1155, height: 866, channels: 3, noise: { type: 'gaussian', mean: 90 + seed, sigma: 40 } } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();

async function call(base, cookie, method, path, body) {
  const init = { method, headers: { cookie } };
  if (body instanceof FormData) init.body = body;
  else if (body) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

const form = (field, name, bytes, type) => {
  const data = new FormData();
  data.append(field, bytes instanceof Blob ? bytes : new Blob([bytes], { type }), name);
  return data;
};

async function createHome(base, cookie, photos) {
  const home = await (
    await call(base, cookie, 'POST', '/api/homes', {
      name: 'Bench Manor',
      address: '1 Benchmark Way',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
    })
  ).json();
  const indexes = Array.from({ length: EQUIPMENT }, (_, index) => index);
  const worker = async () => {
    for (let index = indexes.shift(); index !== undefined; index = indexes.shift()) {
      const equipment = await (
        await call(base, cookie, 'POST', '/api/equipment', {
          homeId: home.id,
          name: `Appliance ${index + 1}`,
          brand: 'Rheem',
          modelNumber: `M-${index}`,
          serialNumber: `S-${100000 + index}`,
          notes: 'Serviced yearly; filter in the left panel.',
          manualUrls: [`https://example.com/manuals/${index}.pdf`],
        })
      ).json();
      for (let n = 0; n < PHOTOS_PER_EQUIPMENT; n += 1) {
        const bytes = photos[(index * PHOTOS_PER_EQUIPMENT + n) % photos.length];
        await call(
          base,
          cookie,
          'POST',
          `/api/equipment/${equipment.id}/photos`,
          form('photo', 'p.jpg', bytes, 'image/jpeg'),
        );
      }
      await call(base, cookie, 'POST', '/api/warranties', {
        equipmentId: equipment.id,
        startDate: '2024-01-01',
        endDate: '2030-06-30',
        provider: 'Acme Home Warranty',
        policyNumber: `POL-${index}`,
      });
    }
  };
  await Promise.all(Array.from({ length: 3 }, worker));
  return home;
}

export async function run() {
  const database = `hb_export_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const prefix = `hbexportbench${process.pid}`;
  const redis = new Redis(REDIS_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-export-bench-'));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    DATABASE_URL: ADMIN_DB.replace(/\/[^/]*$/, `/${database}`),
    REDIS_URL,
    REDIS_PREFIX: prefix,
    SESSION_SECRET: SECRET,
    DATA_DIR: dataDir,
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
    const owner = await registerAccount(base, 'exportbench');
    const photos = await Promise.all(Array.from({ length: 20 }, (_, seed) => photo(seed)));
    const home = await createHome(base, owner.cookie, photos);

    // A small warm-up round trip, so first-call costs (module loading, JIT) are not measured.
    const tiny = await (
      await call(base, owner.cookie, 'POST', '/api/homes', {
        name: 'Tiny',
        address: 'a',
        city: 'b',
        state: 'c',
        zipCode: 'd',
      })
    ).json();
    const warm = Buffer.from(
      await (await call(base, owner.cookie, 'GET', `/api/homes/${tiny.id}/export`)).arrayBuffer(),
    );
    const warmImporter = await registerAccount(base, 'exportbenchwarm');
    await call(base, warmImporter.cookie, 'POST', '/api/import', form('archive', 'w.zip', warm, 'application/zip'));

    await sleep(500);
    const exportRssBefore = rssMb(api.pid);
    const exportPeak = rssSampler(api.pid);
    const exportStarted = performance.now();
    const response = await call(base, owner.cookie, 'GET', `/api/homes/${home.id}/export`);
    const zipPath = join(dataDir, 'bench-export.zip');
    const chunks = [];
    let zipBytes = 0;
    for await (const chunk of response.body) {
      chunks.push(chunk);
      zipBytes += chunk.length;
    }
    const exportMs = performance.now() - exportStarted;
    const exportRss = exportPeak() - exportRssBefore;
    writeFileSync(zipPath, Buffer.concat(chunks));
    chunks.length = 0;

    const importer = await registerAccount(base, 'exportbenchimport');
    const archive = await openAsBlob(zipPath, { type: 'application/zip' });
    await sleep(500);
    const importRssBefore = rssMb(api.pid);
    const importPeak = rssSampler(api.pid);
    const importStarted = performance.now();
    const imported = await (
      await call(base, importer.cookie, 'POST', '/api/import', form('archive', 'export.zip', archive))
    ).json();
    const importMs = performance.now() - importStarted;
    const importRss = importPeak() - importRssBefore;
    const counts = imported.imported;
    if (counts.equipment !== EQUIPMENT || counts.photos !== EQUIPMENT * PHOTOS_PER_EQUIPMENT) {
      throw new Error(`import answered ${JSON.stringify(counts)}`);
    }
    const photoKb = photos.reduce((sum, bytes) => sum + bytes.length, 0) / photos.length / 1024;
    const verdict = (ms, mb) => (ms <= TARGET_MS && mb <= TARGET_RSS_MB ? 'met' : 'not met');
    return `## Export and import of a home

${EQUIPMENT} equipment, ${EQUIPMENT * PHOTOS_PER_EQUIPMENT} photos of 1155 × 866 (~${photoKb.toFixed(0)} KB), ${EQUIPMENT} warranties (Postgres, Redis, disk); export → last byte (${(zipBytes / 1024 / 1024).toFixed(1)} MB
zip), its import into another account → answer (${counts.files} files copied); RSS growth: the API's peak minus its RSS before.

| operation | time | target | peak RSS growth | target | verdict |
|---|---|---|---|---|---|
| export | ${exportMs.toFixed(0)} ms | ≤ ${TARGET_MS} ms | ${exportRss.toFixed(1)} MB | ≤ ${TARGET_RSS_MB} MB | **${verdict(exportMs, exportRss)}** |
| import | ${importMs.toFixed(0)} ms | ≤ ${TARGET_MS} ms | ${importRss.toFixed(1)} MB | ≤ ${TARGET_RSS_MB} MB | **${verdict(importMs, importRss)}** |
`;
  } finally {
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
