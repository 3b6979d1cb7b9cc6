// `npm test`: typecheck, lint, build (and the first page's size), backend unit + integration (real Postgres, Redis, S3, SMTP and the
// embedded drivers), frontend component tests, browser e2e on both driver sets, then the fault suite. Ends with the line
// "N passed, N failed" (checks count as one test each). Run one part with: npm test -- <part> [<part>...]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const selected = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(parts);
const unknown = selected.filter((name) => !parts[name]);
if (unknown.length) {
  console.error(`Unknown test part(s): ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}

let passed = 0;
let failed = 0;
const summary = [];
for (const name of selected) {
  const part = parts[name];
  console.log(`\n=== ${name}: ${part.command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(part.command[0], part.command.slice(1), {
    cwd: part.cwd,
    stdio: 'inherit',
    env: { ...env, ...part.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = { passed: result.status === 0 ? 1 : 0, failed: result.status === 0 ? 0 : 1 };
  if (part.report) {
    const file = join(reports, part.report);
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8'));
      counts = { passed: json.numPassedTests, failed: json.numFailedTests };
      // A suite that crashed before its tests ran (or a non-zero exit) must not pass silently.
      if (result.status !== 0 && counts.failed === 0) counts.failed = Math.max(1, json.numFailedTestSuites ?? 0);
    } else if (result.status === 0) {
      counts = { passed: 0, failed: 1 };
      console.error(`${name}: no report was written to ${file}`);
    }
  }
  passed += counts.passed;
  failed += counts.failed;
  summary.push(
    `${name.padEnd(14)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed  ${seconds}s`,
  );
}

console.log(`\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
