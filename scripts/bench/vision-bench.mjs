// Label analysis against the built app (backend/dist/main.js, embedded drivers, no configuration: offline OCR
// with tesseract.js, the label parser and the seeded serial rules). Every fixture photo of
// backend/test/fixtures/labels goes through POST /api/equipment/analyze, one request at a time:
//  - per-field accuracy against ground-truth.json, per split (dev: tuned on; test: never; BENCH_VISION_SPLITS
//    picks them), with the rules of backend/test/label-analysis-accuracy.int-spec.ts: exact brand/model/type,
//    serial without whitespace, the true year first (and `years` consistent with it) or among the candidates
//    (`estimatedAge.alternatives`), and the plates with a high-confidence wrong year;
//  - accuracy on real plates from users' corrections (analysis_feedback) when BENCH_FEEDBACK_DATABASE_URL is set;
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
/** The chosen year: the first alternative, or the year named in the details. */
const decodedYear = (age) => {
  if (age.alternatives?.length) return age.alternatives[0].year;
  const match = MONTH_YEAR.exec(age.details) ?? PRINTED_YEAR.exec(age.details);
  return match ? Number(match[1]) : null;
};
const yearIsRight = (age, truth, now) => {
  if (age.years === null || decodedYear(age) !== truth) return false;
  const span = now.getUTCFullYear() - truth;
  return age.years === span || age.years === span - 1;
};
const compact = (value) => (value ?? '').replace(/\s+/g, '').toUpperCase();
const pct = (hits, total) => (total ? `${((100 * hits) / total).toFixed(1)}% (${hits}/${total})` : '—');

/**
 * Accuracy on real plates: the label readings users saved after an analysis (analysis_feedback), in
 * the database of BENCH_FEEDBACK_DATABASE_URL (the deployment's, read-only query). A field counts as
 * right when the user kept it as read.
 */
async function feedbackSection() {
  const url = process.env.BENCH_FEEDBACK_DATABASE_URL;
  if (!url) return ['Feedback from users (analysis_feedback): not measured (set BENCH_FEEDBACK_DATABASE_URL).', ''];
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT corrected_fields FROM analysis_feedback');
    if (!rows.length) return ['Feedback from users (analysis_feedback): none recorded yet.', ''];
    const fields = ['brand', 'modelNumber', 'serialNumber', 'installationYear'];
    return [
      `Feedback from users: ${rows.length} saved readings (a field is right when the user kept it as read).`,
      '',
      '| field | kept as read |',
      '|---|---|',
      ...fields.map(
        (field) =>
          `| ${field} | ${pct(rows.filter((row) => !row.corrected_fields.includes(field)).length, rows.length)} |`,
      ),
      '',
    ];
  } finally {
    await client.end();
  }
}

function score(rows, now) {
  const hits = { brand: 0, modelNumber: 0, serialNumber: 0, equipmentType: 0, yearFirst: 0, yearAmong: 0 };
  let dated = 0;
  const highWrong = [];
  const misses = [];
  for (const { fixture, body } of rows) {
    const failed = [];
    const check = (field, ok) => (ok ? (hits[field] += 1) : failed.push(field));
    check('brand', body.brand === fixture.brand);
    check('modelNumber', compact(body.modelNumber) === compact(fixture.modelNumber));
    check('serialNumber', compact(body.serialNumber) === compact(fixture.serialNumber));
    check('equipmentType', body.equipmentType === fixture.equipmentType);
    const age = body.estimatedAge;
    if (fixture.manufactureYear !== null) {
      dated += 1;
      check('yearFirst', yearIsRight(age, fixture.manufactureYear, now));
      check(
        'yearAmong',
        (age.alternatives ?? []).some((date) => date.year === fixture.manufactureYear),
      );
    }
    if (age.confidence === 'high' && age.years !== null && decodedYear(age) !== fixture.manufactureYear) {
      highWrong.push(fixture.file);
    }
    if (failed.length) misses.push(`${fixture.file} (${failed.join(', ')})`);
  }
  return { hits, dated, highWrong, misses, n: rows.length };
}

export async function run() {
  const truth = JSON.parse(readFileSync(join(FIXTURES, 'ground-truth.json'), 'utf8'));
  const splits = (process.env.BENCH_VISION_SPLITS ?? 'dev,test').split(',');
  // BENCH_VISION_LIMIT: only the first N plates (a quick check of the bench itself).
  const limit = Number(process.env.BENCH_VISION_LIMIT ?? Infinity);
  const fixtures = truth.filter((fixture) => splits.includes(fixture.split)).slice(0, limit);
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
    const loadBefore = loadavg()[0];
    const cold = await analyze(base, cookie, fixtures[0].file);
    const now = new Date();
    const times = [];
    const rows = [];
    for (const [index, fixture] of fixtures.entries()) {
      if ((index + 1) % PER_USER === 0) cookie = await register(base); // the cold call counted as one
      const { body, ms } = await analyze(base, cookie, fixture.file);
      times.push(ms);
      rows.push({ fixture, body });
    }
    times.sort((a, b) => a - b);
    const lines = [
      '## Vision: label analysis (offline OCR)',
      '',
      `${fixtures.length} generated label photos (1–2 MP JPEG, backend/test/fixtures/labels: every serial family and ` +
        'period, 19 font families, 6 layouts), one request at a time against `backend/dist/main.js` with embedded ' +
        `drivers; ${cpus().length} cores, load average before the run ${loadBefore.toFixed(1)} (the machine is shared: ` +
        'times are inflated by the other work). The dev split is tuned on, the test split never. Targets (test ' +
        'split): brand ≥ 98%, model ≥ 95%, serial ≥ 95%, true year among the candidates ≥ 95% and first ≥ 85% of ' +
        'plates with a knowable year, no high-confidence wrong year, p50 ≤ 1.0 s, p95 ≤ 2 s.',
      '',
      `| field | ${splits.join(' | ')} |`,
      `|---|${splits.map(() => '---|').join('')}`,
    ];
    const bySplit = Object.fromEntries(
      splits.map((split) => [
        split,
        score(
          rows.filter((row) => row.fixture.split === split),
          now,
        ),
      ]),
    );
    const row = (name, fn) => `| ${name} | ${splits.map((split) => fn(bySplit[split])).join(' | ')} |`;
    lines.push(
      row('brand', (s) => pct(s.hits.brand, s.n)),
      row('model number (exact)', (s) => pct(s.hits.modelNumber, s.n)),
      row('serial number (exact, spaces ignored)', (s) => pct(s.hits.serialNumber, s.n)),
      row('true year among the candidates', (s) => pct(s.hits.yearAmong, s.dated)),
      row('true year first', (s) => pct(s.hits.yearFirst, s.dated)),
      row('high-confidence wrong years', (s) => String(s.highWrong.length)),
      row('equipment type', (s) => pct(s.hits.equipmentType, s.n)),
      '',
      '| analysis time per photo (all splits) | ms |',
      '|---|---|',
      `| p50 (pool warm) | ${Math.round(percentile(times, 50))} |`,
      `| p95 (pool warm) | ${Math.round(percentile(times, 95))} |`,
      `| max | ${Math.round(times[times.length - 1])} |`,
      `| cold start (first request: starts the OCR workers) | ${Math.round(cold.ms)} |`,
      '',
      ...splits.map((split) =>
        bySplit[split].misses.length
          ? `Misses (${split}): ${bySplit[split].misses.join('; ')}.`
          : `No misses (${split}).`,
      ),
      '',
      ...(await feedbackSection()),
    );
    return lines.join('\n');
  } finally {
    await stopProcess(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${await run()}\n`);
}
