/**
 * The first page's download, read from the build (no browser, no timing): every script /auth loads at
 * once — the entry with its static imports, the auth route's chunk with its static imports, and
 * workbox-window (the service worker registration imports it on every visit) — each file gzipped at
 * level 6 like the bench (scripts/bench/frontend-bench.mjs measures the same in Chromium).
 *   node frontend/scripts/check-first-page-size.mjs [--json]
 * Fails when the total exceeds CEILING_KB: the size reached so far, lowered as the page shrinks, so a
 * change that grows the first page fails `npm test`. TARGET_KB is the target (docs/benchmarks.md).
 * Needs `npm run build` first (frontend/dist/.vite/manifest.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const TARGET_KB = 150;
// 139 since round three (issue 43): signing out also wipes the label photos kept offline, and the share target's names
// are in the entry (+0.6 KB: 137.6 → 138.2 KB).
export const CEILING_KB = 139;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
/**
 * The manifest keys of what /auth loads: the page (index.html), its route (the `auth` chunk that
 * scripts/first-page-chunks.ts names, holding the auth page), the worker's registration.
 */
const FIRST_PAGE = ['index.html', /^_auth-[\w-]+\.js$/, /workbox-window/];

/** Files of the first page (entry + the auth route + their static imports), with their gzipped sizes. */
export function firstPageFiles(distDir = dist) {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No ${manifestFile}: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const wanted of FIRST_PAGE) {
    const key = typeof wanted === 'string' ? wanted : Object.keys(manifest).find((name) => wanted.test(name));
    if (!key) throw new Error(`Nothing in the build manifest matches ${wanted}`);
    visit(key);
  }
  return [...keys].map((key) => {
    const file = manifest[key].file;
    const body = readFileSync(join(distDir, file));
    return { file, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length };
  });
}

export function firstPageSize(distDir = dist) {
  const files = firstPageFiles(distDir);
  const sum = (field) => files.reduce((total, file) => total + file[field], 0) / 1024;
  return { files, rawKb: sum('rawBytes'), gzipKb: sum('gzipBytes') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, rawKb, gzipKb } = firstPageSize();
  if (process.argv.includes('--json')) console.log(JSON.stringify({ files, rawKb, gzipKb }, null, 2));
  else {
    for (const file of files.sort((a, b) => b.gzipBytes - a.gzipBytes))
      console.log(`${(file.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${file.file}`);
    console.log(
      `/auth initial JS: ${files.length} files, ${rawKb.toFixed(0)} KB raw, ${gzipKb.toFixed(1)} KB gzipped ` +
        `(target ${TARGET_KB} KB: ${gzipKb <= TARGET_KB ? 'met' : 'not met'}; ceiling ${CEILING_KB} KB)`,
    );
  }
  if (gzipKb > CEILING_KB) {
    console.error(`/auth initial JS grew past its ceiling: ${gzipKb.toFixed(1)} KB > ${CEILING_KB} KB gzipped`);
    process.exit(1);
  }
}
