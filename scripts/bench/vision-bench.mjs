// Label analysis against the built app (backend/dist/main.js, embedded drivers, no configuration: offline OCR
// with tesseract.js, the label parser and the seeded serial rules). Every fixture photo of
// backend/test/fixtures/labels goes through POST /api/equipment/analyze, one request at a time:
//  - per-field accuracy against ground-truth.json (same rules as backend/test/label-analysis-accuracy.int-spec.ts:
//    exact brand/model/type, serial without whitespace, year = the year decoded in `details` AND `years`
//    consistent with it, over the fixtures whose year is decodable);
//  - analysis time per photo (request → response) p50/p95 with the OCR pool warm, and the cold start (the
//    first request, which also starts the tesseract workers) separately.
// The per-user limit (20 a minute) is respected by switching to a fresh account every 20 photos.
// Runnable alone (`node scripts/bench/vision-bench.mjs` prints the section) or from `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, percentile, registerAccount, stopProcess, waitForHealth } from './bench-support.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = join(root, 'backend', 'test', 'fixtures', 'labels');
const PER_USER = 20;

let accounts = 0;
async function register(base) {
  accounts += 1;
  return (await registerAccount(base, `visionbench${accounts}`)).cookie;
}

async function analyze(base, cookie, file) {
  const form = new FormData();
  form.append('image', new Blob([readFileSync(join(FIXTURES, file))], { type: 'image/jpeg' }), file);
  const started = performance.now();
  const response = await fetch(`${base}/api/equipment/analyze`, { method: 'POST', headers: { cookie }, body: form });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`analyze ${file}: ${response.status} ${JSON.stringify(body)}`);
  return { body, ms };
}

const MONTH_YEAR =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) ((?:19|20)\d\d)\b/;
const PRINTED_YEAR = /printed on the label: ((?:19|20)\d\d)\b/;
const decodedYear = (age) => {
  const match = MONTH_YEAR.exec(age.details) ?? PRINTED_YEAR.exec(age.details);
  return match ? Number(match[1]) : null;
};
const yearIsRight = (age, truth, now) => {
  if (age.years === null || decodedYear(age) !== truth) return false;
  const span = now.getUTCFullYear() - truth;
  return age.years === span || age.years === span - 1;
};
const compact = (value) => (value ?? '').replace(/\s+/g, '');
const pct = (hits, total) => `${((100 * hits) / total).toFixed(1)}% (${hits}/${total})`;

export async function run() {
  const truth = JSON.parse(readFileSync(join(FIXTURES, 'ground-truth.json'), 'utf8'));
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-vision-bench-'));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
  };
  const app = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], { env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${base}/api/health`);
    let cookie = await register(base);
    const cold = await analyze(base, cookie, truth[0].file);
    const now = new Date();
    const hits = { brand: 0, modelNumber: 0, serialNumber: 0, equipmentType: 0, manufactureYear: 0 };
    const times = [];
    const misses = [];
    let dated = 0;
    for (const [index, fixture] of truth.entries()) {
      if ((index + 1) % PER_USER === 0) cookie = await register(base); // the cold call counted as one
      const { body, ms } = await analyze(base, cookie, fixture.file);
      times.push(ms);
      const failed = [];
      const check = (field, ok) => (ok ? (hits[field] += 1) : failed.push(field));
      check('brand', body.brand === fixture.brand);
      check('modelNumber', body.modelNumber === fixture.modelNumber);
      check('serialNumber', compact(body.serialNumber) === compact(fixture.serialNumber));
      check('equipmentType', body.equipmentType === fixture.equipmentType);
      if (fixture.manufactureYear !== null) {
        dated += 1;
        check('manufactureYear', yearIsRight(body.estimatedAge, fixture.manufactureYear, now));
      }
      if (failed.length) misses.push(`${fixture.file} (${failed.join(', ')})`);
    }
    times.sort((a, b) => a - b);
    const n = truth.length;
    return [
      '## Vision: label analysis (offline OCR)',
      '',
      `${n} generated label photos (1–2 MP JPEG, backend/test/fixtures/labels), one request at a time against ` +
        `\`backend/dist/main.js\` with embedded drivers; ${cpus().length} cores, load average before the run ` +
        `${loadavg()[0].toFixed(1)}. Targets: brand ≥ 95%, model and serial ≥ 90%, year ≥ 90%, p50 ≤ 1.5 s.`,
      '',
      '| field | accuracy |',
      '|---|---|',
      `| brand | ${pct(hits.brand, n)} |`,
      `| model number (exact) | ${pct(hits.modelNumber, n)} |`,
      `| serial number (exact, spaces ignored) | ${pct(hits.serialNumber, n)} |`,
      `| manufacture year (decodable fixtures) | ${pct(hits.manufactureYear, dated)} |`,
      `| equipment type | ${pct(hits.equipmentType, n)} |`,
      '',
      '| analysis time per photo | ms |',
      '|---|---|',
      `| p50 (pool warm) | ${Math.round(percentile(times, 50))} |`,
      `| p95 (pool warm) | ${Math.round(percentile(times, 95))} |`,
      `| max | ${Math.round(times[times.length - 1])} |`,
      `| cold start (first request: starts the OCR workers) | ${Math.round(cold.ms)} |`,
      '',
      misses.length ? `Misses: ${misses.join('; ')}.` : 'No misses.',
      '',
    ].join('\n');
  } finally {
    await stopProcess(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${await run()}\n`);
}
