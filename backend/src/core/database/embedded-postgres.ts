import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export interface EmbeddedPostgres {
  /** node-postgres connection settings (host may be a Unix socket directory). */
  host: string;
  port: number;
  stop(): Promise<void>;
}

const SOCKET_PORT = 5432;
const MAX_UNIX_SOCKET_PATH = 100;

/**
 * Real Postgres (PGlite, WASM) in this process, served over the Postgres wire protocol so TypeORM
 * uses the same `pg` driver as in production. PGlite is ONE database session: callers must use a
 * pool of one connection (see DESIGN.md pitfalls), so a transaction holds the session until COMMIT.
 * The socket is a Unix socket inside DATA_DIR (not reachable from the network) where the path fits.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dbDir = join(dataDir, 'db');
  const runDir = join(dataDir, 'run');
  mkdirSync(dbDir, { recursive: true });
  mkdirSync(runDir, { recursive: true, mode: 0o700 });
  const db = await PGlite.create(dbDir);
  const socketPath = join(runDir, `.s.PGSQL.${SOCKET_PORT}`);
  const useUnixSocket = socketPath.length <= MAX_UNIX_SOCKET_PATH;
  if (useUnixSocket) rmSync(socketPath, { force: true });
  const server = useUnixSocket
    ? new PGLiteSocketServer({ db, path: socketPath })
    : new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
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
