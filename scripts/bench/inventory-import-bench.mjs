// A 5,000-row spreadsheet import (issue 44) on the embedded default (PGlite, no configuration): the built app
// started as users run it, one account and home, then through HTTP: the dry run, the import (5,000 creates in
// one transaction), and the same file again (5,000 unchanged rows: nothing written). Wall time per request,
// from the upload's first byte to the answer. Runnable alone (`node scripts/bench/inventory-import-bench.mjs`)
// or from `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appMain, freePort, registerAccount, stopProcess, waitForHealth } from './bench-support.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ROWS = 5000;
const TARGET_MS = 10_000;
const ROOMS = ['Kitchen', 'Living room', 'Bedroom', 'Garage', 'Office', 'Basement'];

/** Our inventory columns, every field filled, as a homeowner's sheet would be. */
function sheet() {
  const lines = [
    'Import Ref,Name,Room,Brand,Model Number,Serial Number,Quantity,Purchase Date,Purchase Price,Purchased From,Replacement Cost,Notes',
  ];
  for (let n = 1; n <= ROWS; n += 1) {
    const day = `20${String(10 + (n % 15)).padStart(2, '0')}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
    lines.push(
      `item-${n},Item ${n},${ROOMS[n % ROOMS.length]},Brand ${n % 40},M-${n},SN${100000 + n},${1 + (n % 3)},${day},"$${(n * 3.17).toFixed(2)}",Store ${n % 9},${(n * 3.5).toFixed(2)},"Bought for the ${ROOMS[n % ROOMS.length].toLowerCase()}"`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

async function upload(base, cookie, homeId, file, query) {
  const body = new FormData();
  body.append('file', new Blob([file], { type: 'text/csv' }), 'inventory.csv');
  const started = performance.now();
  const response = await fetch(`${base}/api/homes/${homeId}/inventory/import${query}`, {
    method: 'POST',
    headers: { cookie },
    body,
  });
  const answer = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`import answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  return { ms, answer };
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hb-import-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = spawn(process.execPath, [appMain(root)], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(`${base}/api/health`);
    const { cookie } = await registerAccount(base, `importbench${process.pid}`);
    const home = await fetch(`${base}/api/homes`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Home',
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
      }),
    }).then((response) => response.json());
    const file = sheet();
    const dry = await upload(base, cookie, home.id, file, '?dryRun=true');
    const first = await upload(base, cookie, home.id, file, '');
    const again = await upload(base, cookie, home.id, file, '');
    if (first.answer.created !== ROWS || again.answer.skipped !== ROWS) {
      throw new Error(`unexpected counts: ${first.answer.created} created, ${again.answer.skipped} skipped`);
    }
    const row = (name, { ms, answer }) =>
      `| ${name} | ${(ms / 1000).toFixed(2)} s | ${answer.created} | ${answer.updated} | ${answer.skipped} |`;
    return `## Inventory: spreadsheet import

${ROWS.toLocaleString('en-US')} rows (${(file.length / 1024 / 1024).toFixed(2)} MB CSV, every field filled) into one home on the embedded default, through
\`POST /api/homes/{id}/inventory/import\`: wall time per request (one INSERT per 1,000 rows, one transaction). Target
≤ ${TARGET_MS / 1000} s for a ${ROWS.toLocaleString('en-US')}-row import on the embedded default: **${first.ms <= TARGET_MS ? 'met' : 'not met'}** (${(first.ms / 1000).toFixed(2)} s).

| request | time | created | updated | unchanged |
|---|---|---|---|---|
${row('dry run (writes nothing)', dry)}
${row('import', first)}
${row('the same file again', again)}`;
  } finally {
    await stopProcess(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await run());
}
