import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { join } from 'node:path';

/**
 * The embedded default's database is one PGlite session inside the running app: another process cannot
 * open it. `npm run backup` therefore asks the running app to write the backup, through this control
 * endpoint: 127.0.0.1 on a free port, with a random token, both in DATA_DIR/run/backup-control.json
 * (mode 0600: whoever can read the data folder may back it up).
 */
export interface BackupControlAddress {
  port: number;
  token: string;
}

export const backupControlFile = (dataDir: string): string => join(dataDir, 'run', 'backup-control.json');

export class BackupControlServer {
  private server: http.Server | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly backUp: (output: string) => Promise<unknown>,
  ) {}

  async start(): Promise<void> {
    const token = randomBytes(32).toString('hex');
    const server = http.createServer((request, response) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      const expected = Buffer.from(`Bearer ${token}`);
      if (request.method !== 'POST' || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        response.writeHead(401).end();
        return;
      }
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { output } = JSON.parse(body || '{}') as { output?: string };
        if (!output) {
          response.writeHead(400).end(JSON.stringify({ message: 'output is required' }));
          return;
        }
        this.backUp(output).then(
          (result) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
          (error: Error) => response.writeHead(500).end(JSON.stringify({ message: error.message })),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    const address: BackupControlAddress = { port: (server.address() as AddressInfo).port, token };
    mkdirSync(join(this.dataDir, 'run'), { recursive: true, mode: 0o700 });
    writeFileSync(backupControlFile(this.dataDir), JSON.stringify(address), { mode: 0o600 });
  }

  async stop(): Promise<void> {
    rmSync(backupControlFile(this.dataDir), { force: true });
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/**
 * Asks the running app to write a backup; null when no app runs on this DATA_DIR (no control file, or
 * nobody listening: a stale file of a stopped app).
 */
export async function backUpThroughRunningApp(dataDir: string, output: string): Promise<unknown | null> {
  let address: BackupControlAddress;
  try {
    address = JSON.parse(readFileSync(backupControlFile(dataDir), 'utf8')) as BackupControlAddress;
  } catch {
    if (await embeddedDatabaseServing(dataDir)) {
      throw new Error(`Home Book is starting on ${dataDir}: run the backup again once it is ready`);
    }
    return null;
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: address.port,
        method: 'POST',
        path: '/backup',
        headers: { authorization: `Bearer ${address.token}`, 'content-type': 'application/json' },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          if (response.statusCode === 200) resolve(JSON.parse(body));
          else reject(new Error(`The running app could not write the backup: ${body || response.statusCode}`));
        });
      },
    );
    request.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    );
    request.end(JSON.stringify({ output }));
  });
}

/** Whether an app serves the embedded database of this DATA_DIR (its Unix socket answers). */
function embeddedDatabaseServing(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(join(dataDir, 'run', '.s.PGSQL.5432'));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
