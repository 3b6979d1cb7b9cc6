// Part of `npm run lint`: the backend's module graph (backend/src/modules/<module>) keeps two house rules
// that eslint's import patterns cannot express:
//   1. a module never imports another module's entities (`<other>/entities/…`): it uses that module's
//      exported services, views or row types, so each module owns its tables;
//   2. the modules import each other without a cycle (a cycle means a concept is missing: docs/architecture.md).
// Every import counts, type-only ones too (a type is a dependency on another module's concept), specs too.
// Prints the graph with --print. Exits 1 with each violation named.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const modulesDir = join(root, 'backend', 'src', 'modules');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module a path belongs to, or null outside backend/src/modules. */
function moduleOf(path) {
  const inside = relative(modulesDir, path);
  return inside.startsWith('..') ? null : inside.split(sep)[0];
}

const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?[^'";]*?\sfrom\s+'(\.[^']*)'|^\s*import\s+'(\.[^']*)'/gm;

/** module → (imported module → the files that import it) */
const graph = new Map();
const entityImports = [];
for (const file of sourceFiles(modulesDir)) {
  const from = moduleOf(file);
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    const target = resolve(dirname(file), specifier);
    const to = moduleOf(target);
    if (!to || to === from) continue;
    const where = relative(root, file);
    if (relative(join(modulesDir, to), target).split(sep)[0] === 'entities') {
      entityImports.push(`${where} imports ${specifier}`);
    }
    if (!graph.has(from)) graph.set(from, new Map());
    const targets = graph.get(from);
    targets.set(to, [...(targets.get(to) ?? []), where]);
  }
}

/** Every elementary cycle found by a depth-first walk, each once (as the list of its modules). */
function cycles() {
  const found = new Map();
  const walk = (node, path) => {
    for (const next of graph.get(node)?.keys() ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        const start = cycle.indexOf([...cycle].sort()[0]);
        const canonical = [...cycle.slice(start), ...cycle.slice(0, start)];
        found.set(canonical.join(' → '), canonical);
      } else walk(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) walk(node, [node]);
  return [...found.values()];
}

if (process.argv.includes('--print')) {
  for (const [from, targets] of [...graph].sort()) console.log(`${from} → ${[...targets.keys()].sort().join(', ')}`);
}

const problems = [
  ...entityImports.map((line) => `another module's entity: ${line} (use that module's service, view or row type)`),
  ...cycles().map(
    (cycle) =>
      `module cycle: ${[...cycle, cycle[0]].join(' → ')} (${cycle
        .map((from, i) => graph.get(from).get(cycle[(i + 1) % cycle.length])[0])
        .join('; ')})`,
  ),
];
if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
