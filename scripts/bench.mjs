// `npm run bench [-- <section>...]`: measures the built app on this machine and records the figures in
// docs/benchmarks.md, each beside its target. Every section is scripts/bench/<section>-bench.mjs exporting
// run() → a markdown section:
//   api              GET /api/user, /api/homes, /api/equipment?homeId= and the 500-equipment list against a
//                    bare node:http + pg + ioredis server, same run (Postgres + Redis)
//   footprint        embedded default: ready time, idle RSS (first start, restart), RSS while analysing labels
//                    and after the OCR workers retire
//   fresh-start      `npm start` on a fresh clone of HEAD (install, build, start) until ready
//   frontend         /auth, / and /homes/{id}: initial JS and Lighthouse performance / accessibility
//   vision, troubleshooting, chat, admin, export, care   each feature's own measurement
//   recalls          the recall matcher's precision / recall on its fixture set; a 10k-recall mirror: sync and lookups
//   backup           backup and restore of 100 homes × 25 equipment with photos, across the drivers
//   photo-quality    the label photo quality check's measures on the fixtures made blurred, dark, small, glary
//   admin-users      the admin's user list with 10,000 users: pages and searches (p95 ≤ 100 ms)
//   inventory-import a 5,000-row spreadsheet import on the embedded default (≤ 10 s)
//   soak             200 people × 5 minutes of mixed traffic (scripts/bench/soak-bench.mjs): only when named,
//                    never part of the full run
// With no argument every section runs; with some, only those run and their sections in docs/benchmarks.md
// are replaced (the others keep their last figures and date). Env: BENCH_SECONDS (api load per server),
// BENCH_CPU_PROF=<dir> (api: CPU profile of the app), TEST_DATABASE_URL / TEST_REDIS_URL.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = fileURLToPath(new URL('..', import.meta.url));
const REPORT = join(root, 'docs/benchmarks.md');
const SECTIONS = [
  'api',
  'footprint',
  'fresh-start',
  'frontend',
  'vision',
  'photo-quality',
  'troubleshooting',
  'chat',
  'admin',
  'admin-users',
  'export',
  'care',
  'recalls',
  'backup',
  'inventory-import',
  'soak',
];
/** Sections that run only when asked for by name. */
const ON_REQUEST = new Set(['soak']);
/** Written by hand (where each section's history is), kept as it is by every run. */
const NOTES = 'notes';

// The page is the current table plus how to run it: each section's measurement history and findings live in a
// decision record (docs/decisions/) that the section links in one line; keep the templates that short.
const HEADER = `# Benchmarks

The current figures beside their targets (from the issues), written by \`npm run bench\` (scripts/bench.mjs, on the built
app); \`npm run bench -- api footprint\` reruns only those sections, \`soak\` runs only when named. The machine has 2 cores
and is shared: times move with its load (given per section), so comparisons are made inside one run.
`;

/** Runs scripts/bench/<section>-bench.mjs; a section whose bench fails is reported as such, not hidden. */
async function runSection(section) {
  console.log(`${section} bench...`);
  const started = new Date();
  try {
    const { run } = await import(`./bench/${section}-bench.mjs`);
    const text = await run();
    return `${text.trim()}\n\n_Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${cpus().length} × ${cpus()[0].model}, load average ${loadavg()[0].toFixed(1)} at the end._`;
  } catch (error) {
    console.error(error);
    return `## ${section}\n\nThe ${section} bench failed: ${error.message}`;
  }
}

const marker = (section) => [`<!-- bench:${section} -->`, `<!-- /bench:${section} -->`];

/** The report's sections as they are now (those written by an earlier run). */
function previousSections() {
  const text = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  const sections = {};
  for (const section of [NOTES, ...SECTIONS]) {
    const [open, close] = marker(section);
    const start = text.indexOf(open);
    const end = text.indexOf(close);
    if (start !== -1 && end > start) sections[section] = text.slice(start + open.length, end).trim();
  }
  return sections;
}

async function main() {
  if (!existsSync(join(root, 'backend/dist/main.js'))) throw new Error('Build first: npm run build');
  const asked = process.argv.slice(2);
  const unknown = asked.filter((section) => !SECTIONS.includes(section));
  if (unknown.length) throw new Error(`Unknown section(s): ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
  const sections = previousSections();
  for (const section of asked.length ? asked : SECTIONS.filter((name) => !ON_REQUEST.has(name))) {
    sections[section] = await runSection(section);
    console.log(sections[section]);
  }
  const body = [NOTES, ...SECTIONS]
    .filter((section) => sections[section])
    .map((section) => `${marker(section)[0]}\n\n${sections[section]}\n\n${marker(section)[1]}`)
    .join('\n');
  // Formatted like every other markdown file of the repository (CI checks it with prettier).
  const options = (await prettier.resolveConfig(REPORT)) ?? {};
  writeFileSync(REPORT, await prettier.format(`${HEADER}\n${body}\n`, { ...options, filepath: REPORT }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
