// Recall watch (docs/recalls.md): 1. the matcher's precision and recall on the fixture set of recall/equipment
// pairs (backend/test/fixtures/recalls/precision-set.json), by the built backend's matchRecall; 2. the mirror
// at scale: RECALLS synthetic CPSC recalls served by a local HTTP server in the API's JSON format, read by the
// built sync (first run: RecallDate windows, one transaction) into Postgres, then RecallMatchingService.matchesFor
// for LOOKUPS equipment (the GIN-indexed model-token prefilter, then the matcher), p50 / p95 per lookup.
// Runnable alone (`node scripts/bench/recalls-bench.mjs`) or from `npm run bench`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
const backend = createRequire(join(root, 'backend/package.json'));
const ADMIN_DB = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RECALLS = Number(process.env.RECALLS_BENCH_RECALLS ?? 10_000);
const LOOKUPS = 300;
const LOOKUP_TARGET_MS = 50;

function precision() {
  const { matchRecall } = backend('./dist/modules/recalls/matching/recall-matcher.js');
  const { scorePrecisionSet } = backend('./dist/modules/recalls/matching/precision-score.js');
  const set = JSON.parse(readFileSync(join(root, 'backend/test/fixtures/recalls/precision-set.json'), 'utf8'));
  const outcomes = set.pairs.map((pair, index) => ({
    ...pair,
    got: matchRecall({ id: index + 1, ...set.recalls[pair.recall] }, pair.equipment)?.level ?? 'none',
  }));
  const kinds = {};
  for (const o of outcomes) {
    kinds[o.kind] ??= { pairs: 0, right: 0 };
    kinds[o.kind].pairs += 1;
    if (o.got === o.expected) kinds[o.kind].right += 1;
  }
  return { score: scorePrecisionSet(outcomes), kinds, recalls: Object.keys(set.recalls).length };
}

const BRANDS = [
  ['Rheem Manufacturing Company', 'RG'],
  ['Carrier Corporation', '58ST'],
  ['Whirlpool Corporation', 'WRF'],
  ['GE Appliances', 'GTD'],
  ['Samsung Electronics America', 'WA'],
  ['LG Electronics USA', 'LRE'],
  ['Goodman Manufacturing Company', 'ARUF'],
  ['Example Toys Inc.', 'TY'],
];

function syntheticRecall(index) {
  const [company, series] = BRANDS[index % BRANDS.length];
  const model = `${series}${100 + (index % 900)}${String.fromCharCode(65 + (index % 26))}${index}`;
  const year = 1975 + (index % 50);
  return {
    RecallID: 100_000 + index,
    RecallNumber: `${year % 100}-${index}`,
    RecallDate: `${year}-0${1 + (index % 9)}-15T00:00:00`,
    LastPublishDate: `${year}-0${1 + (index % 9)}-15T00:00:00`,
    Title: `${company.split(' ')[0]} Recalls Products Due to Fire Hazard`,
    Description: `This recall involves units with model numbers ${model} and ${model}X, manufactured between January ${year - 1} and June ${year}. The model number is on a label.`,
    URL: `https://www.cpsc.gov/Recalls/${index}`,
    ConsumerContact: 'Call toll-free 800-555-0100.',
    Products: [
      {
        Name: 'Appliance',
        Description: '',
        Model: index % 3 === 0 ? model : '',
        Type: 'Appliances',
        CategoryID: '1',
        NumberOfUnits: '1,000',
      },
    ],
    Images: [{ URL: 'https://www.cpsc.gov/image.jpg', Caption: `Model ${model} rating label` }],
    Manufacturers: [{ Name: company, CompanyID: String(index % BRANDS.length) }],
    Importers: [],
    Distributors: [],
    Retailers: [],
    ManufacturerCountries: [],
    ProductUPCs: [],
    Hazards: [{ Name: 'Fire hazard.', HazardType: 'Fire', HazardTypeID: '1' }],
    Remedies: [{ Name: 'Repair' }],
    RemedyOptions: [],
    Injuries: [],
    Inconjunctions: [],
    SoldAtLabel: null,
    model,
    brand: ['Rheem', 'Bryant', 'KitchenAid', 'Hotpoint', 'Samsung', 'LG', 'Amana', 'Example'][index % BRANDS.length],
    year,
  };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function mirror() {
  const recalls = Array.from({ length: RECALLS }, (_, index) => syntheticRecall(index));
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const start = url.searchParams.get('RecallDateStart') ?? '0000';
    const end = url.searchParams.get('RecallDateEnd') ?? '9999';
    const chosen = recalls.filter((r) => r.RecallDate.slice(0, 10) >= start && r.RecallDate.slice(0, 10) <= end);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(chosen.map(({ model, brand, year, ...recall }) => recall)));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const database = `hb_recalls_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-recalls-bench-'));
  const { NestFactory } = backend('@nestjs/core');
  const { AppModule } = backend('./dist/app.module.js');
  const { AppConfig } = backend('./dist/core/config/app-config.js');
  const { RecallSyncService } = backend('./dist/modules/recalls/sync/recall-sync.service.js');
  const { RecallMatchingService } = backend('./dist/modules/recalls/recall-matching.service.js');
  const config = new AppConfig({
    DATABASE_URL: ADMIN_DB.replace(/\/[^/]*$/, `/${database}`),
    DATA_DIR: dataDir,
    SESSION_SECRET: 'recalls-bench-secret-'.padEnd(48, 'x'),
    LOG_LEVEL: 'error',
    REMINDER_SCAN_INTERVAL_SECONDS: '0',
    REPLY_MAIL_SCAN_SECONDS: '0',
    RECALL_SYNC_INTERVAL_SECONDS: '0',
    RECALLS_CPSC_URL: `http://127.0.0.1:${server.address().port}/Recall`,
  });
  const app = await NestFactory.createApplicationContext(AppModule.register(config), { logger: false });
  try {
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const outcome = await app.get(RecallSyncService).sync('cpsc');
    const syncMs = performance.now() - started;
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    if (outcome.result !== 'ok') throw new Error(`the sync failed: ${outcome.message}`);
    const matching = app.get(RecallMatchingService);
    const times = [];
    let found = 0;
    for (let index = 0; index < LOOKUPS; index += 1) {
      const recall = recalls[(index * 37) % recalls.length];
      // Every other lookup is a recalled unit; the others a near miss of one.
      const model =
        index % 2 === 0 ? recall.model : `${recall.model.slice(0, -1)}${(Number(recall.model.at(-1)) + 1) % 10}`;
      const t0 = performance.now();
      const matches = await matching.matchesFor({
        brand: recall.brand,
        model,
        serial: null,
        manufacturedOn: `${recall.year}-03`,
      });
      times.push(performance.now() - t0);
      if (matches.length) found += 1;
    }
    return { outcome, syncMs, rssGrowth, p50: percentile(times, 50), p95: percentile(times, 95), found };
  } finally {
    await app.close();
    server.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  const { score, kinds, recalls } = precision();
  const at = await mirror();
  const pct = (value) => `${(value * 100).toFixed(1)} %`;
  return `## Recall watch: matching precision and the mirror at scale

\`matchRecall\` (built backend) on \`backend/test/fixtures/recalls/precision-set.json\`: ${score.pairs} recall/equipment pairs over ${recalls}
recalls. Written with the matcher, the set checks the rules; it does not estimate accuracy on real data.

| measure | figure | target |
|---|---|---|
| false \`match\` (flagged match, not affected) | ${score.falseMatches} | 0 |
| \`match\` precision | ${pct(score.matchPrecision)} | 100 % |
| \`match\` recall | ${pct(score.matchRecall)} | — |
| any flag: precision (match or possible where one is due) | ${pct(score.flagPrecision)} | — |
| any flag: recall | ${pct(score.flagRecall)} | — |
| pairs at exactly the expected level | ${score.exact} / ${score.pairs} | — |

By kind: ${Object.entries(kinds)
    .map(([kind, { pairs, right }]) => `${kind} ${right}/${pairs}`)
    .join(', ')}.

Mirror of ${RECALLS} synthetic CPSC recalls (Postgres): first sync ${(at.syncMs / 1000).toFixed(1)} s, ${at.outcome.inserted} inserted, RSS +${(at.rssGrowth / 1024 / 1024).toFixed(0)} MB. ${LOOKUPS} lookups (${at.found}
flagged, ${LOOKUPS / 2} expected): p50 ${at.p50.toFixed(1)} ms, p95 ${at.p95.toFixed(1)} ms (target ≤ ${LOOKUP_TARGET_MS} ms p95: **${at.p95 <= LOOKUP_TARGET_MS ? 'met' : 'not met'}**).
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run().then(
    (section) => console.log(section),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
