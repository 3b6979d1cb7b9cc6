// `npm start` on a fresh clone, as a newcomer runs it: a `git clone` of the committed HEAD into a temporary
// directory, then `npm start` there (installs the dependencies, builds, migrates, seeds, serves on the
// embedded default) timed until /api/health answers. Target (issue 14): ready ≤ 120 s.
// It installs ~1,650 packages into the clone (removed afterwards). What the machine already holds is said beside the figure: npm's package cache (~/.npm/_cacache; without it every package is
// downloaded). The build runs from source (Nx's build cache skipped), as on a new machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from './bench-support.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Stops `npm start` and everything it started (npm → node scripts/start.mjs → the app). */
function stopTree(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    process.kill(-child.pid, 'SIGTERM');
  });
}

export async function measure() {
  const dir = mkdtempSync(join(tmpdir(), 'hb-bench-fresh-start-'));
  const clone = join(dir, 'home-book');
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const npmCacheWarm = existsSync(join(homedir(), '.npm', '_cacache'));
  const port = await freePort();
  const started = Date.now();
  const cloned = spawnSync('git', ['clone', '--quiet', root, clone], { encoding: 'utf8' });
  if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...process.env, PORT: String(port), DATA_DIR: join(dir, 'data'), NX_SKIP_NX_CACHE: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, 600_000);
    const readyMs = Date.now() - started;
    return { commit, readyMs, npmCacheWarm, load: loadavg()[0] };
  } catch (error) {
    throw new Error(`${error.message}\n${output}`, { cause: error });
  } finally {
    await stopTree(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run() {
  const r = await measure();
  const met = r.readyMs <= 120_000 ? 'met' : 'not met';
  return `## \`npm start\` on a fresh clone

\`git clone\` of HEAD (${r.commit}) into an empty directory, then \`npm start\` (install, build, migrate, seed, serve on the
embedded default) until \`/api/health\` answers. npm's package cache: ${r.npmCacheWarm ? 'present (packages copied from it, not downloaded)' : 'empty (every package downloaded)'}; the build runs from source.

| measure | value | target | |
|---|---|---|---|
| fresh clone → ready | ${(r.readyMs / 1000).toFixed(1)} s | ≤ 120 s | ${met} |
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await run());
