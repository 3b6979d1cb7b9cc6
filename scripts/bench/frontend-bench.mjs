// The first page: the built SPA served by the built app (embedded default), driven by Chromium
// (/usr/bin/chromium, headless, no network features) through playwright-core.
//  - Initial JS of /auth, / and /homes/{id}: every script the browser fetched until the page settled,
//    gzipped (level 6, what a compressing proxy or CDN would send); target /auth ≤ 150 KB.
//  - Lighthouse (the pinned `lighthouse` package, default mobile settings) performance and accessibility of
//    /auth, / and /homes/{id} with 25 equipment (Standard Home + pool); targets ≥ 95.
//  - BENCH_LIGHTHOUSE_DIR=<dir> keeps each page's Lighthouse report there (<page>.report.json: the LCP
//    element, long tasks, the critical request chain, the layout shifts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CEILING_KB, firstPageSize, TARGET_KB } from '../../frontend/scripts/check-first-page-size.mjs';
import { freePort, registerAccount, stopProcess, waitForHealth } from './bench-support.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function homeWithEquipment(base, cookie) {
  const headers = { 'content-type': 'application/json', cookie };
  const [template] = await (await fetch(`${base}/api/templates`, { headers })).json();
  const home = await (
    await fetch(`${base}/api/homes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Main Residence',
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
      }),
    })
  ).json();
  await fetch(`${base}/api/homes/${home.id}/populate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ templateId: template.id, homeId: home.id, addOns: ['pool'] }),
  });
  const equipment = await (await fetch(`${base}/api/equipment?homeId=${home.id}`, { headers })).json();
  return { homeId: home.id, equipmentCount: equipment.length };
}

async function initialJs(browser, url, cookie) {
  const context = await browser.newContext();
  if (cookie) {
    // Every cookie of the sign-in ('a=1; b=2': the device cookie and the session).
    const domain = new URL(url).hostname;
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain, path: '/' };
      }),
    );
  }
  const page = await context.newPage();
  const scripts = [];
  const urls = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      urls.push(new URL(response.url()).pathname);
      scripts.push(response.body().catch(() => Buffer.alloc(0)));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const bodies = await Promise.all(scripts);
  const shown = new URL(page.url()).pathname;
  await context.close();
  if (process.env.BENCH_DEBUG) console.error(url, urls);
  return {
    shown,
    files: bodies.length,
    rawKb: bodies.reduce((sum, body) => sum + body.length, 0) / 1024,
    gzipKb: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 6 }).length, 0) / 1024,
  };
}

/**
 * What one Lighthouse run says of a page: its scores, or, when Lighthouse could not measure it (an error page,
 * a runtime error such as NO_FCP or PAGE_HUNG, a category without a score, a metric without a value), the
 * reason, so the section names the page and what failed instead of the bench stopping on a missing figure.
 */
export function lighthouseOutcome(lhr) {
  const shown = lhr?.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : '–';
  if (!lhr) return { shown, error: 'Lighthouse returned no report' };
  if (lhr.runtimeError) {
    return { shown, error: `${lhr.runtimeError.code ?? 'runtime error'}: ${lhr.runtimeError.message ?? ''}`.trim() };
  }
  const { categories = {}, audits = {} } = lhr;
  const score = (id) => categories[id]?.score;
  const value = (id) => audits[id]?.numericValue;
  const missing = [
    ...['performance', 'accessibility'].filter((id) => typeof score(id) !== 'number').map((id) => `${id} score`),
    ...['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .filter((id) => typeof value(id) !== 'number')
      .map((id) => `${id} (${audits[id]?.errorMessage ?? 'no value'})`),
  ];
  if (missing.length) return { shown, error: `no ${missing.join(', ')}` };
  return {
    shown,
    performance: Math.round(score('performance') * 100),
    accessibility: Math.round(score('accessibility') * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    failing: Object.values(audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => audit.id),
  };
}

// Lighthouse's simulated timings follow the CPU time the page took on this machine, so one run moves with the
// load; each page is measured this many times and the run with the median performance score is reported.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The run with the median performance score (a run Lighthouse could not measure counts as the lowest). */
export function medianRun(runs) {
  const ranked = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return ranked[Math.floor((ranked.length - 1) / 2)];
}

async function lighthouseScores(port, url, cookie, reportName) {
  let result;
  try {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
  } catch (error) {
    return { shown: '–', error: `Lighthouse failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (reportDir && result?.lhr) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, `${reportName}.report.json`), JSON.stringify(result.lhr));
  }
  return lighthouseOutcome(result?.lhr);
}

export async function measure() {
  if (!existsSync(join(root, 'frontend/dist/index.html'))) throw new Error('Build first: npm run build');
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-bench-frontend-'));
  const port = await freePort();
  const debugPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debugPort}`],
  });
  try {
    await waitForHealth(`${base}/api/health`, 300_000); // a first start: creates the database
    const { cookie } = await registerAccount(base, 'frontendbench');
    const { homeId, equipmentCount } = await homeWithEquipment(base, cookie);
    const pages = [
      { name: '/auth', report: 'auth', url: `${base}/auth`, cookie: null },
      { name: '/', report: 'home-list', url: `${base}/`, cookie },
      {
        name: `/homes/{id} (${equipmentCount} equipment)`,
        report: 'home-detail',
        url: `${base}/homes/${homeId}`,
        cookie,
      },
    ];
    const results = [];
    for (const page of pages) {
      const js = await initialJs(browser, page.url, page.cookie);
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        runs.push(await lighthouseScores(debugPort, page.url, page.cookie, page.report));
      }
      results.push({ ...page, js, lh: medianRun(runs), performances: runs.map((run) => run.performance) });
    }
    return { results, load: loadavg()[0] };
  } finally {
    await browser.close();
    await stopProcess(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mark = (ok) => (ok ? 'met' : 'not met');

/** One page's row; a page Lighthouse could not measure shows "error" in its columns (the reason below the table). */
export function pageRow(r) {
  const lh = r.lh.error
    ? { performance: 'error', accessibility: 'error', fcp: '–', lcp: '–', tbt: '–', cls: '–' }
    : {
        performance:
          r.performances?.length > 1
            ? `${r.lh.performance} (${r.performances.map((score) => score ?? 'error').join(', ')})`
            : r.lh.performance,
        accessibility: r.lh.accessibility,
        fcp: `${r.lh.fcpMs.toFixed(0)} ms`,
        lcp: `${r.lh.lcpMs.toFixed(0)} ms`,
        tbt: `${r.lh.tbtMs.toFixed(0)} ms`,
        cls: r.lh.cls.toFixed(3),
      };
  return `| ${r.name} | ${r.js.shown} / ${r.lh.shown} | ${r.js.files} | ${r.js.rawKb.toFixed(0)} KB | ${r.js.gzipKb.toFixed(0)} KB | ${lh.performance} | ${lh.accessibility} | ${lh.fcp} | ${lh.lcp} | ${lh.tbt} | ${lh.cls} |`;
}

export async function run() {
  const { results } = await measure();
  const auth = results[0];
  // The same figure read from the build without a browser (npm test's first-page check).
  const built = firstPageSize();
  return `## First page (built SPA, Chromium, Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version})

Built app, Chromium headless; initial JS: scripts until the network is idle, gzip 6. Lighthouse default (mobile, slow
4G, 4× CPU), ${LIGHTHOUSE_RUNS} runs a page, the median shown. Why it weighs this: [decisions/first-page-size.md](decisions/first-page-size.md).

| page | shown (browser / Lighthouse) | scripts | initial JS (raw) | initial JS (gzip) | performance | accessibility | FCP | LCP | TBT | CLS |
|---|---|---|---|---|---|---|---|---|---|---|
${results.map(pageRow).join('\n')}

/auth initial JS ≤ ${TARGET_KB} KB gzipped: **${mark(auth.js.gzipKb <= TARGET_KB)}** (${auth.js.gzipKb.toFixed(0)} KB; \`frontend/scripts/check-first-page-size.mjs\`: ${built.files.length} files, ${built.gzipKb.toFixed(0)} KB,
ceiling ${CEILING_KB} KB in \`npm test\`). Performance ≥ 95 on every page: **${mark(results.every((r) => r.lh.performance >= 95))}**; accessibility ≥ 95: **${mark(results.every((r) => r.lh.accessibility >= 95))}**.
${[
  ...results.filter((r) => r.lh.error).map((r) => `Lighthouse could not measure ${r.name}: ${r.lh.error}.`),
  ...(results.some((r) => !r.lh.error && r.lh.failing.length)
    ? [
        `Failing audits: ${results
          .filter((r) => !r.lh.error && r.lh.failing.length)
          .map((r) => `${r.name} ${r.lh.failing.join(', ')}`)
          .join('; ')}.`,
      ]
    : []),
].join(' ')}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await run());
