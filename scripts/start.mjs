// `npm start`: installs what is missing, builds what is stale, then serves the app (migrations and the
// seed run at start-up). With no configuration it runs on the embedded default (see README).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployedEnv } from './deployed-env.mjs';
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

const server = spawn(process.execPath, ['backend/dist/main.js'], {
  stdio: 'inherit',
  env: deployedEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
