// Label analysis against the built app (backend/dist/main.js, embedded drivers, no configuration: offline OCR
// with tesseract.js and the second reader, PP-OCRv4 on onnxruntime-node; the label parser and the seeded serial
// rules). Every fixture photo of
// backend/test/fixtures/labels goes through POST /api/equipment/analyze, one request at a time:
//  - per-field accuracy against ground-truth.json, per split (dev: tuned on; test: never; BENCH_VISION_SPLITS
//    picks them), scored by the accuracy test's own module (backend/test/support/label-scoring.mjs): exact brand/model/type,
//    serial without whitespace, the true year first (and `years` consistent with it) or among the candidates
//    (`estimatedAge.alternatives`), and the plates with a high-confidence wrong year;
//  - accuracy on real plates from users' corrections (analysis_feedback) when BENCH_FEEDBACK_DATABASE_URL is set;
//  - analysis time per photo (request → response) p50/p95 with the OCR pool warm, and the cold start (the
//    first request, which also starts the OCR process) separately;
//  - CPU time per photo (the app process and its OCR process together, from /proc): what one analysis costs,
//    which the shared machine's load inflates far less than the time.
// The per-user limit (20 a minute) is respected by switching to a fresh account every 20 photos.
// Runnable alone (`node scripts/bench/vision-bench.mjs` prints the section) or from `npm run bench`.
// LABEL_FIXTURES_DIR=<dir> reads an uncommitted tuning batch instead (generate-label-fixtures.mjs --seed <n>
// --count <n> --out <dir>: every plate in its 'tuning' split); run it alone, it only prints.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appMain, freePort, percentile, registerAccount, stopProcess, waitForHealth } from './bench-support.mjs';
import { scoreReadings } from '../../backend/test/support/label-scoring.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** LABEL_FIXTURES_DIR=<dir>: an uncommitted tuning batch instead of the committed sets (report only). */
const TUNING_DIR = process.env.LABEL_FIXTURES_DIR ? resolve(process.env.LABEL_FIXTURES_DIR) : null;
const FIXTURES = join(root, 'backend', 'test', 'fixtures', 'labels');
/** The holdout: plates drawn another way (backend/scripts/render-holdout-plates.mjs), never tuned on. */
const HOLDOUT = join(root, 'backend', 'test', 'fixtures', 'labels-holdout');
const PER_USER = 20;

let accounts = 0;
async function register(base) {
  accounts += 1;
  return (await registerAccount(base, `visionbench${accounts}`)).cookie;
}

/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * CPU time (ms) a process and all its descendants have used so far, from /proc: each one's user + system
 * time, plus what its children that already ended used (an OCR process that retired counts in the app's).
 */
export function treeCpuMs(pid) {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's closing parenthesis: state ppid … utime stime cutime cstime (3rd, 11th–14th).
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks });
    } catch {
      /* exited meanwhile */
    }
  }
  const total = (id) =>
    (stats.get(id)?.ticks ?? 0) +
    [...stats].filter(([, stat]) => stat.ppid === id).reduce((sum, [child]) => sum + total(child), 0);
  return (total(pid) * 1000) / CLOCK_TICKS;
}

async function analyze(base, cookie, { dir, file }, app) {
  const cpuBefore = treeCpuMs(app.pid);
  const form = new FormData();
  form.append('image', new Blob([readFileSync(join(dir, file))], { type: 'image/jpeg' }), file);
  const started = performance.now();
  const response = await fetch(`${base}/api/equipment/analyze`, { method: 'POST', headers: { cookie }, body: form });
  const body = await response.json();
  const ms = performance.now() - started;
  const cpuMs = treeCpuMs(app.pid) - cpuBefore;
  if (!response.ok) throw new Error(`analyze ${file}: ${response.status} ${JSON.stringify(body)}`);
  return { body, ms, cpuMs };
}

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

/** The accuracy test's scoring (label-scoring.mjs), with each miss told with what was read. */
function score(rows, now) {
  const scores = scoreReadings(
    rows.map(({ fixture, body }) => ({ fixture, result: body })),
    now,
  );
  const misses = scores.perFixture
    .filter(({ misses: fieldMisses }) => fieldMisses.length)
    .map(({ fixture, misses: fieldMisses }) => {
      const fields = fieldMisses.map(({ field }) => FIELD_NAMES[field]);
      // What was read for each missed field, so a miss says its kind (a slip, a cut, another line taken).
      const read = fieldMisses
        .filter(({ field }) => field !== 'manufactureYear' && field !== 'yearAmongCandidates')
        .map(({ field, got }) => `${field} read ${JSON.stringify(got)}`);
      return `${fixture.file} (${fields.join(', ')}${read.length ? `: ${read.join(', ')}` : ''})`;
    });
  return { ...scores, misses };
}

/** The bench's short names of the scored fields in its miss lists. */
const FIELD_NAMES = {
  brand: 'brand',
  modelNumber: 'modelNumber',
  serialNumber: 'serialNumber',
  equipmentType: 'equipmentType',
  manufactureYear: 'yearFirst',
  yearAmongCandidates: 'yearAmong',
};

export async function run() {
  const truth = (TUNING_DIR ? [TUNING_DIR] : [FIXTURES, HOLDOUT]).flatMap((dir) =>
    JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')).map((fixture) => ({ ...fixture, dir })),
  );
  // A tuning batch's plates are all in one split: 'tuning' (generate-label-fixtures.mjs) or 'html-dev'
  // (render-holdout-plates.mjs --tuning).
  const splits = (
    process.env.BENCH_VISION_SPLITS ??
    (TUNING_DIR ? [...new Set(truth.map((f) => f.split))].join(',') : 'dev,test,holdout')
  ).split(',');
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
    // One account per 20 photos, all from this address: 200+ photos pass the 10 registrations an hour.
    ADDRESS_LIMIT_SCALE: '100',
  };
  const app = spawn(process.execPath, [appMain(root)], { env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${base}/api/health`);
    let cookie = await register(base);
    const loadBefore = loadavg()[0];
    const cold = await analyze(base, cookie, fixtures[0], app);
    const now = new Date();
    const times = [];
    const cpuTimes = [];
    const rows = [];
    for (const [index, fixture] of fixtures.entries()) {
      if ((index + 1) % PER_USER === 0) cookie = await register(base); // the cold call counted as one
      const { body, ms, cpuMs } = await analyze(base, cookie, fixture, app);
      times.push(ms);
      cpuTimes.push(cpuMs);
      rows.push({ fixture, body });
    }
    const loadAfter = loadavg()[0];
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    const lines = [
      '## Vision: label analysis (offline OCR)',
      '',
      (TUNING_DIR
        ? `${fixtures.length} label photos of a tuning batch (${TUNING_DIR}) `
        : `${fixtures.length} label photos (dev: tuned on; test and the hand-drawn holdout: never; docs/vision.md "Fixtures") `) +
        'through `POST /api/equipment/analyze` of the built app (embedded drivers, offline), one at a time, scored by ' +
        `\`backend/test/support/label-scoring.mjs\`; load average ${loadBefore.toFixed(1)} before the run and ${loadAfter.toFixed(1)} after it. ` +
        'Rounds: [decisions/label-reading-rounds.md](decisions/label-reading-rounds.md).',
      '',
      `| field | ${splits.join(' | ')} | target (test, issue 43) |`,
      `|---|${splits.map(() => '---|').join('')}---|`,
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
    const row = (name, target, fn) =>
      `| ${name} | ${splits.map((split) => fn(bySplit[split])).join(' | ')} | ${target} |`;
    lines.push(
      row('brand', '≥ 99%', (s) => pct(s.hits.brand, s.plates)),
      row('model number (exact)', '≥ 97%', (s) => pct(s.hits.modelNumber, s.plates)),
      row('serial number (exact, spaces ignored)', '≥ 96%', (s) => pct(s.hits.serialNumber, s.plates)),
      row('true year among the candidates (decades named)', 'every repeat', (s) =>
        pct(s.hits.yearAmongCandidates, s.dated),
      ),
      row('true year first', '≥ 96%', (s) => pct(s.hits.manufactureYear, s.dated)),
      row('high-confidence wrong years', '0', (s) => String(s.highConfidenceWrongYears.length)),
      row('equipment type', '—', (s) => pct(s.hits.equipmentType, s.plates)),
      '',
      '| per photo (all splits) | time (ms) | CPU time, app + OCR process (ms) | target (time) |',
      '|---|---|---|---|',
      `| p50 (pool warm) | ${Math.round(percentile(times, 50))} | ${Math.round(percentile(cpuTimes, 50))} | ≤ 1000 |`,
      `| p95 (pool warm) | ${Math.round(percentile(times, 95))} | ${Math.round(percentile(cpuTimes, 95))} | ≤ 2000 |`,
      `| max | ${Math.round(times[times.length - 1])} | ${Math.round(cpuTimes[cpuTimes.length - 1])} | |`,
      `| cold start (first request: starts the OCR workers) | ${Math.round(cold.ms)} | ${Math.round(cold.cpuMs)} | |`,
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
