// `npm test`: typecheck, lint, build (and the first page's size), backend unit + integration (real Postgres, Redis, S3, SMTP and the
// embedded drivers), frontend component tests, browser e2e on both driver sets, and the fault suite. Ends with the line
// "N passed, N failed" (checks count as one test each). Run one part with: npm test -- <part> [<part>...]
// Parts of one stage run side by side (docs/testing.md, "Speed"): each writes its output to .tmp/test-reports/<part>.log,
// printed whole when it ends. `npm test -- --serial [<part>...]` runs one part at a time with its output live.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: process.env.CI ? '0' : '1' };

/** Each part: a command, and where its JSON report (jest/vitest format) is written, if it has one. */
const parts = {
  typecheck: { cwd: root, command: ['npm', 'run', 'typecheck'] },
  lint: { cwd: root, command: ['npm', 'run', 'lint'] },
  build: { cwd: root, command: ['npm', 'run', 'build'] },
  // The first page's scripts read from the build, against their ceiling (docs/architecture.md, "First page").
  'first-page': { cwd: root, command: ['node', 'frontend/scripts/check-first-page-size.mjs'] },
  backend: {
    cwd: join(root, 'backend'),
    // Jest's module loader needs vm modules for the ESM-only packages NestJS 12 loads dynamically.
    env: { NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' },
    command: ['npx', 'jest', '--maxWorkers=2', '--json', `--outputFile=${join(reports, 'backend.json')}`],
    report: 'backend.json',
  },
  frontend: {
    cwd: join(root, 'frontend'),
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'frontend.json')}`,
    ],
    report: 'frontend.json',
  },
  'e2e-embedded': e2e('embedded'),
  'e2e-services': e2e('services'),
  // Real faults on real processes (own Redis and Postgres; needs the build): docs/testing.md.
  faults: {
    cwd: root,
    command: ['node', 'scripts/test-faults.mjs', '--json', `--outputFile=${join(reports, 'faults.json')}`],
    report: 'faults.json',
  },
};

function e2e(drivers) {
  const report = `e2e-${drivers}.json`;
  return {
    cwd: join(root, 'frontend'),
    env: { E2E_DRIVERS: drivers },
    command: [
      'npx',
      'vitest',
      'run',
      '--config',
      'e2e/vitest.e2e.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, report)}`,
    ],
    report,
  };
}

/**
 * Stages run one after the other; the parts of a stage side by side. Only parts that leave the machine idle
 * part of the time share a stage (measured on 2 cores: docs/decisions/test-suite-speed.md), and they never share a
 * database, port, Redis prefix or folder: each harness makes its own (docs/testing.md).
 */
const stages = [
  ['typecheck', 'lint'],
  ['build'],
  ['first-page'],
  ['backend'],
  ['frontend'],
  // One after the other: side by side they saved ~3 min of ~15, but loaded the machine enough for a 30 s
  // download wait to run out once in two fresh-clone runs (docs/decisions/test-suite-speed.md).
  ['e2e-embedded'],
  ['e2e-services'],
  // Alone: it keeps the production time bounds (docs/testing.md), which a neighbour's load could break.
  ['faults'],
];

const args = process.argv.slice(2);
const serial = args.includes('--serial');
const named = args.filter((arg) => arg !== '--serial');
const selected = named.length ? named : Object.keys(parts);
const unknown = selected.filter((name) => !parts[name]);
if (unknown.length) {
  console.error(`Unknown test part(s): ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
const plan = serial
  ? selected.map((name) => [name])
  : stages.map((stage) => stage.filter((name) => selected.includes(name))).filter((stage) => stage.length);

/** Runs one part; with `logFile`, its output goes there (and is printed when it ends) instead of to this terminal. */
function runPart(name, logFile) {
  const part = parts[name];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(part.command[0], part.command.slice(1), {
      cwd: part.cwd,
      stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...part.env },
    });
    let log = null;
    if (logFile) {
      log = createWriteStream(logFile);
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    }
    const finish = async (status) => {
      if (log) await new Promise((done) => log.end(done));
      resolve({ status, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    };
    child.once('error', (error) => {
      console.error(`${name}: could not start: ${error.message}`);
      finish(1);
    });
    child.once('close', (code) => finish(code ?? 1));
  });
}

/** A finished part's JSON report (jest/vitest format), or null when it wrote none. */
function reportOf(name) {
  const file = parts[name].report ? join(reports, parts[name].report) : null;
  return file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Passed and failed tests of a finished part, from its JSON report when it writes one. */
function countsOf(name, status, report) {
  if (report) {
    const counts = { passed: report.numPassedTests, failed: report.numFailedTests };
    // A suite that crashed before its tests ran (or a non-zero exit) must not pass silently.
    if (status !== 0 && counts.failed === 0) counts.failed = Math.max(1, report.numFailedTestSuites ?? 0);
    return counts;
  }
  if (parts[name].report && status === 0) {
    console.error(`${name}: no report was written to ${join(reports, parts[name].report)}`);
    return { passed: 0, failed: 1 };
  }
  return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
}

/** The first lines of a failure, indented, without colour codes. */
const excerpt = (text) =>
  stripVTControlCharacters(String(text))
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 8)
    .map((line) => `    ${line.slice(0, 200)}`);

/** The failed tests of a finished part's report: "file › test" and the first lines of the failure. */
function failuresOf(name, report) {
  const lines = [];
  for (const suite of report?.testResults ?? []) {
    const where = relative(root, suite.name ?? '');
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      lines.push(
        `${name}: ${where} › ${test.fullName ?? test.title}`,
        ...excerpt((test.failureMessages ?? []).join('\n')),
      );
    }
    // A suite that failed before any test ran (an import error, a hook) has no failed test to name.
    if (failedTests.length === 0 && suite.status === 'failed') {
      lines.push(`${name}: ${where} (the file failed outside its tests)`, ...excerpt(suite.message ?? ''));
    }
  }
  return lines;
}

let passed = 0;
let failed = 0;
const results = new Map();
const runStarted = Date.now();
for (const stage of plan) {
  const together = stage.length > 1;
  if (together) console.log(`\n=== ${stage.join(' + ')}: side by side, each part's output printed when it ends`);
  await Promise.all(
    stage.map(async (name) => {
      const logFile = together ? join(reports, `${name}.log`) : null;
      if (!together) console.log(`\n=== ${name}: ${parts[name].command.join(' ')}`);
      const { status, seconds } = await runPart(name, logFile);
      if (logFile) {
        console.log(`\n=== ${name}: ${parts[name].command.join(' ')} (ended after ${seconds}s; log ${logFile})`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
      }
      const report = reportOf(name);
      results.set(name, { counts: countsOf(name, status, report), failures: failuresOf(name, report), seconds });
    }),
  );
}

const summary = [];
for (const name of selected) {
  const { counts, seconds } = results.get(name);
  passed += counts.passed;
  failed += counts.failed;
  summary.push(
    `${name.padEnd(14)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed  ${seconds}s`,
  );
}
summary.push(
  `${'total'.padEnd(14)} ${((Date.now() - runStarted) / 1000).toFixed(1)}s wall clock (${plan.map((stage) => stage.join(' + ')).join(' | ')})`,
);

// The failures are named again just above the summary, so that the tail of a long log tells which they were.
const failures = selected.flatMap((name) => results.get(name).failures);
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
