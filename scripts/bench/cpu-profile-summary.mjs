// Summarises a V8 .cpuprofile (node --cpu-prof): self time by package (node_modules/<pkg>, node: internals,
// the app's own dist/ code, GC, idle) and the top functions by self time. Used by the api bench when
// BENCH_CPU_PROF is set; runnable alone: `node scripts/bench/cpu-profile-summary.mjs file.cpuprofile`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

function bucket(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node internals';
  if (url.includes('/backend/dist/')) return 'app code (backend/dist)';
  return url;
}

export function summariseProfile(file, top = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const packages = new Map();
  const functions = new Map();
  let total = 0;
  let idle = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    total += us;
    const pkg = bucket(callFrame.url, callFrame.functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
    const where = callFrame.url
      ? `${callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*backend\/dist\//, 'dist/')}:${callFrame.lineNumber + 1}`
      : '';
    const key = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  const pct = (us) => `${((100 * us) / total).toFixed(1)}%`;
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    busyMs: total / 1000,
    idleMs: idle / 1000,
    packages: sorted(packages).map(([name, us]) => ({ name, share: pct(us) })),
    functions: sorted(functions).map(([name, us]) => ({ name, share: pct(us) })),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const summary = summariseProfile(process.argv[2], Number(process.argv[3] ?? 25));
  console.log(`busy ${summary.busyMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms`);
  console.table(summary.packages);
  console.table(summary.functions);
}
