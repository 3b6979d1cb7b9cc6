// Installs the locked dependencies. `npm ci` is tried first; npm 11 refuses a lockfile that lacks other
// platforms' optional binaries (which some registry mirrors do not serve), and then `npm install`
// installs the same locked versions without rewriting the lockfile.
import { spawnSync } from 'node:child_process';

export function installDependencies() {
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  if (ci.status === 0) return;
  const reason = /Missing: .+ from lock file/.exec(ci.stderr ?? '')?.[0] ?? 'see npm ci output';
  console.log(`npm ci refused the lockfile (${reason}); installing the locked versions with npm install`);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save'], { stdio: 'inherit' });
  if (install.status !== 0) throw new Error('npm install failed');
}

if (import.meta.url === `file://${process.argv[1]}`) installDependencies();
