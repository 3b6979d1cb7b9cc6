// Installs the locked dependencies. `npm ci` is tried first; npm 11 refuses a lockfile that lacks other
// platforms' optional binaries (which some registry mirrors do not serve), and then `npm install`
// installs the same locked versions without rewriting the lockfile.
import { spawnSync } from 'node:child_process';

export function installDependencies() {
  const run = (args) => spawnSync('npm', args, { stdio: 'inherit', shell: process.platform === 'win32' }).status === 0;
  if (run(['ci', '--no-audit', '--no-fund'])) return;
  console.log('npm ci refused the lockfile; installing the locked versions with npm install');
  if (!run(['install', '--no-audit', '--no-fund', '--no-save'])) throw new Error('npm install failed');
}

if (import.meta.url === `file://${process.argv[1]}`) installDependencies();
