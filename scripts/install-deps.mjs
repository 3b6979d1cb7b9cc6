// Installs the locked dependencies. `npm ci` is tried first; npm 11 refuses a lockfile that lacks other
// platforms' optional binaries (which some registry mirrors do not serve), and then `npm install`
// installs the same locked versions without rewriting the lockfile.
import { spawnSync } from 'node:child_process';

// onnxruntime-node's install script (npm 10 runs it; npm 11 only when approved) would fetch CUDA libraries from
// outside the npm registry. Its CPU library ships in the package, which is all the label reader uses.
process.env.ONNXRUNTIME_NODE_INSTALL = 'skip';

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
