// The write of one kept JSON answer, alone, as two ways of the lean read lane (core/http/lean-read.ts) write
// it: the text (node encodes it to UTF-8 on every write and joins it to the header block) against its UTF-8
// bytes encoded once. Two node:http servers answering a 50-equipment list (~22 KB) with writeHead(flat
// headers) + end(body), driven in alternating rounds by autocannon at 50 connections; per server: CPU ms per
// answer (/proc) and GCs per 1000 answers (perf_hooks 'gc' entries). Diagnostic, not part of `npm run bench`:
// `node scripts/bench/json-write-ab.mjs` (BENCH_ROUNDS, default 6, of 3 s per server).
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from './bench-support.mjs';

const ITEM = {
  id: 1,
  userId: 1,
  homeId: 1,
  equipmentTypeId: null,
  templateEquipmentId: 3,
  categoryId: 2,
  name: 'Water heater',
  brand: 'Rheem',
  modelNumber: 'M-1',
  serialNumber: 'S1',
  type: 'water_heater',
  installationDate: null,
  lastMaintenanceDate: null,
  notes: 'Installed by the previous owner, serviced yearly (1).',
  manualUrls: [],
  photos: [],
  sheetId: null,
  completed: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

function serve(kind, port) {
  const text = JSON.stringify(Array.from({ length: 50 }, (_, id) => ({ ...ITEM, id })));
  const bytes = Buffer.from(text, 'utf8');
  const body = kind === 'bytes' ? bytes : text;
  const headers = ['Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(bytes.length)];
  let gcs = 0;
  let answers = 0;
  new PerformanceObserver((list) => {
    gcs += list.getEntries().length;
  }).observe({ entryTypes: ['gc'] });
  process.on('message', () => process.send({ gcs, answers }));
  createServer((_request, response) => {
    answers += 1;
    response.writeHead(200, headers);
    response.end(body);
  }).listen(port, '127.0.0.1', () => process.send('ready'));
}

const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function compare() {
  const servers = [];
  for (const kind of ['text', 'bytes']) {
    const port = await freePort();
    const child = fork(fileURLToPath(import.meta.url), ['serve', kind, String(port)]);
    await new Promise((done) => child.once('message', done));
    servers.push({ kind, child, port, cpu: 0, answered: 0 });
  }
  try {
    for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 6); round += 1) {
      for (const server of round % 2 ? [...servers].reverse() : servers) {
        const before = cpuMs(server.child.pid);
        const result = await autocannon({ url: `http://127.0.0.1:${server.port}/`, connections: 50, duration: 3 });
        server.cpu += cpuMs(server.child.pid) - before;
        server.answered += result.requests.total;
      }
    }
    for (const server of servers) {
      const { gcs, answers } = await new Promise((done) => {
        server.child.once('message', done);
        server.child.send('stats');
      });
      console.log(
        `${server.kind}: ${(server.cpu / server.answered).toFixed(4)} CPU ms per answer, ` +
          `${((1000 * gcs) / answers).toFixed(2)} GCs per 1000 answers (${server.answered} answers)`,
      );
    }
  } finally {
    for (const server of servers) server.child.kill();
  }
}

if (process.argv[2] === 'serve') serve(process.argv[3], Number(process.argv[4]));
else await compare();
