// `npm start`: installs what is missing, builds what is stale, then serves the app (migrations and the
// seed run at start-up). With no configuration it runs on the embedded default (see README).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installDependencies } from './install-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), info.mtimeMs);
}

const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || newestMtime('package-lock.json') > newestMtime(installed)) {
  console.log('Installing dependencies...');
  installDependencies();
}

const sources = Math.max(
  newestMtime('backend/src'),
  newestMtime('frontend/src'),
  newestMtime('frontend/index.html'),
  newestMtime('frontend/vite.config.ts'),
);
const built = Math.min(newestMtime('backend/dist/main.js'), newestMtime('frontend/dist/index.html'));
if (!built || sources > built) {
  console.log('Building...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Two malloc arenas instead of one per thread: freed memory goes back instead of staying in idle arenas;
// and every allocation of 128 KB or more (request bodies, uploads, large answers) in its own mapping that
// goes back to the system when freed: glibc otherwise raises that threshold as such blocks are freed and
// serves them from its heap, which a soak showed growing by ~300 MB in 15 minutes while V8's heap stayed
// level (docs/architecture.md, "Footprint").
const server = spawn(process.execPath, ['backend/dist/main.js'], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
