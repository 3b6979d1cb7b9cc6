// `npm run test:faults`: the fault suite (backend/test/faults/*.fault-spec.ts). It runs the built app
// (backend/dist, from `npm run build`) as real processes beside its own redis-server (AOF) and PostgreSQL
// cluster (initdb/pg_ctl; as the `postgres` OS user when run as root) on free ports in temp directories, and
// an S3 server, then does real faults to them. Extra arguments go to jest (e.g. -t 'Redis down').
// Writes a jest JSON report when given --json --outputFile=... (npm test's 'faults' part does).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const backend = join(root, 'backend');
for (const file of ['dist/main.js', 'dist/worker.js']) {
  if (!existsSync(join(backend, file))) {
    console.error(`The fault suite runs the built app, but backend/${file} is missing. Run "npm run build" first.`);
    process.exit(1);
  }
}
const missing = ['redis-server', 'redis-cli'].filter((tool) => spawnSync('which', [tool]).status !== 0);
if (missing.length) {
  console.error(`The fault suite needs ${missing.join(' and ')} (apt-get install redis-server).`);
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['jest', '--config', 'jest.faults.config.js', '--runInBand', ...process.argv.slice(2)],
  {
    cwd: backend,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' },
  },
);
process.exit(result.status ?? 1);
