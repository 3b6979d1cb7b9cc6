import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';

export interface EmbeddedPostgres {
  /** node-postgres connection settings (host may be a Unix socket directory). */
  host: string;
  port: number;
  stop(): Promise<void>;
}

const SOCKET_PORT = 5432;

/**
 * Postgres settings for a one-user embedded database, sized for a small footprint: PGlite runs Postgres in
 * WebAssembly memory that never shrinks, and the defaults (shared_buffers 128 MB, maintenance_work_mem
 * 64 MB…) let it grow by what it once touched. Measured in docs/architecture.md ("Footprint").
 */
export const EMBEDDED_POSTGRES_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'temp_buffers=1MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
];

/**
 * PGlite's Postgres is ~9 MB of WebAssembly. V8 compiles all of it with its baseline compiler (Liftoff) and
 * then recompiles the functions that run often with its optimising compiler (TurboFan) in the background;
 * both sets of machine code, and the optimiser's working memory, stay in the process. Liftoff alone,
 * measured opening the database and running 6,000 small queries: RSS 161–166 MB instead of 234–240 MB,
 * opening in ~0.35 s instead of ~0.65 s, the queries no slower (1.9 s against 2.7–3.1 s: the background
 * recompilation competed with them for the CPU). docs/architecture.md, "Footprint".
 */
const WEBASSEMBLY_BASELINE_ONLY = '--liftoff-only';

/**
 * Creates the database cluster (initdb) in a short-lived child process: initdb's WebAssembly memory
 * (~400 MB at its peak) would otherwise stay in this process for its whole life, since WebAssembly memory
 * never returns to the system. The app then opens the existing cluster like on any restart.
 */
async function initialiseInChildProcess(dbDir: string): Promise<void> {
  const script = `require(${JSON.stringify(require.resolve('@electric-sql/pglite'))})
    .PGlite.create(${JSON.stringify(dbDir)}, { postgresqlconf: ${JSON.stringify(EMBEDDED_POSTGRES_SETTINGS)} })
    .then((db) => db.close())
    .catch((error) => { console.error(error); process.exit(1); });`;
  const child = spawn(process.execPath, [WEBASSEMBLY_BASELINE_ONLY, '-e', script], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Creating the embedded database in ${dbDir} failed: ${stderr.trim()}`);
}
const MAX_UNIX_SOCKET_PATH = 100;

/**
 * Real Postgres (PGlite, WASM) in this process, served over the Postgres wire protocol so TypeORM
 * uses the same `pg` driver as in production. PGlite is ONE database session: callers must use a
 * pool of one connection (docs/architecture.md, "Ports and drivers"), so a transaction holds the session until COMMIT.
 * The socket is a Unix socket inside DATA_DIR (not reachable from the network) where the path fits.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dbDir = join(dataDir, 'db');
  const runDir = join(dataDir, 'run');
  mkdirSync(dbDir, { recursive: true });
  mkdirSync(runDir, { recursive: true, mode: 0o700 });
  if (!existsSync(join(dbDir, 'PG_VERSION'))) await initialiseInChildProcess(dbDir);
  // Read when WebAssembly is compiled, so set before PGlite compiles its module (the only WebAssembly in
  // this process: the OCR engines run in a child process of their own, with V8's defaults).
  setFlagsFromString(WEBASSEMBLY_BASELINE_ONLY);
  const db = await PGlite.create(dbDir, { postgresqlconf: EMBEDDED_POSTGRES_SETTINGS });
  const socketPath = join(runDir, `.s.PGSQL.${SOCKET_PORT}`);
  const useUnixSocket = socketPath.length <= MAX_UNIX_SOCKET_PATH;
  if (useUnixSocket) rmSync(socketPath, { force: true });
  // The pool holds one connection, but when it replaces one (idle timeout, an error) the new connection
  // can arrive before the server has seen the old one close: with room for one more it is not refused
  // ("Too many connections", a 500 for that request). Queries from both go through the server's one queue.
  const limits = { maxConnections: 2 };
  const server = useUnixSocket
    ? new PGLiteSocketServer({ db, path: socketPath, ...limits })
    : new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, ...limits });
  await server.start();
  const port = useUnixSocket ? SOCKET_PORT : Number(server.getServerConn().split(':').pop());
  return {
    host: useUnixSocket ? runDir : '127.0.0.1',
    port,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
