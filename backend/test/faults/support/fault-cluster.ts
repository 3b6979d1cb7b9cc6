/**
 * Real processes for the fault suite: a Redis server with AOF and a PostgreSQL cluster of its own (never the
 * machine's shared ones), each on a free port in a temporary directory; an S3 server (s3rver); and the built
 * api and worker (backend/dist) as child processes. Every fault is done to these processes for real:
 * SIGKILL, SIGTERM, a Redis shutdown, a Postgres restart.
 */
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';
import { ADMIN_REGISTRATION_KEY } from '../../support/admin-fixtures';
import { S3Server } from '../../support/s3-server';

export const BACKEND_DIST = join(__dirname, '..', '..', '..', 'dist');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it returns a value other than undefined (a state), or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not reached within ${timeoutMs / 1000} s${lastError ? ` (${String(lastError)})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A child process whose output lines are kept (and printed when TEST_LOGS is set). */
export class ManagedProcess {
  readonly lines: string[] = [];
  exitCode: number | null = null;
  exitSignal: NodeJS.Signals | null = null;
  readonly exited: Promise<void>;
  private readonly child: ChildProcess;

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    options: { env?: NodeJS.ProcessEnv; cwd?: string },
  ) {
    this.child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.child.stdout!, this.child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        this.lines.push(line);
        if (process.env.TEST_LOGS) process.stdout.write(`[${name}] ${line}\n`);
      });
    }
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.exitCode = code;
        this.exitSignal = signal;
        resolve();
      });
      this.child.once('error', () => resolve());
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  get running(): boolean {
    return this.exitCode === null && this.exitSignal === null;
  }

  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** SIGTERM, SIGKILL after `graceMs`, and waits for the exit. */
  async stop(graceMs = 15_000): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  tail(count = 40): string {
    return this.lines.slice(-count).join('\n');
  }
}

/** redis-server with AOF (fsync on every write) in a directory of its own; stop() and start() keep the data. */
export class RedisProcess {
  readonly dir = mkdtempSync(join(tmpdir(), 'hb-fault-redis-'));
  port = 0;
  private process: ManagedProcess | null = null;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    this.process = new ManagedProcess(
      'redis',
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
        '--maxmemory-policy',
        'noeviction',
      ],
      {},
    );
    await waitFor('redis ready', async () =>
      execFileSync('redis-cli', ['-p', String(this.port), 'ping'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() === 'PONG'
        ? true
        : undefined,
    );
  }

  /** A real outage: the server process ends (SIGTERM; AOF keeps every acknowledged write). */
  async stop(): Promise<void> {
    await this.process?.stop();
    this.process = null;
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * A PostgreSQL cluster of its own (initdb + pg_ctl from /usr/lib/postgresql/<version>/bin). Postgres refuses
 * to run as root, so when the suite runs as root the cluster belongs to the `postgres` OS user.
 */
export class PostgresCluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'hb-fault-pg-'));
  port = 0;
  private readonly bin = PostgresCluster.binDir();
  private readonly asRoot = process.getuid?.() === 0;

  static binDir(): string {
    const base = '/usr/lib/postgresql';
    const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
    const found = versions.map((version) => join(base, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
    if (!found) throw new Error('The fault suite needs PostgreSQL server binaries (apt-get install postgresql)');
    return found;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/homebook`;
  }

  private run(tool: string, args: string[]): string {
    const command = join(this.bin, tool);
    const [file, argv] = this.asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  }

  async start(): Promise<void> {
    this.port = await freePort();
    const data = join(this.dir, 'data');
    mkdirSync(data);
    if (this.asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      chownSync(this.dir, uid, gid);
      chownSync(data, uid, gid);
      chmodSync(data, 0o700);
    }
    this.run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    await this.ctl('start');
    this.run('createdb', ['-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', 'homebook']);
  }

  /** pg_ctl start|restart|stop (fast: open connections are cut, like a real restart). */
  async ctl(action: 'start' | 'restart' | 'stop'): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    const args = ['-D', join(this.dir, 'data'), '-l', join(this.dir, 'log'), '-w', '-m', 'fast'];
    this.run('pg_ctl', action === 'stop' ? [...args, 'stop'] : [...args, '-o', options, action]);
  }

  /**
   * Holds a lock on `table` in its own transaction until `release()`: whatever needs a conflicting lock
   * waits, so a job that reaches that table stays in progress as long as the test wants (a state, not a
   * race with the job's speed). `waiters()` counts the sessions waiting for it (pg_locks, not granted).
   */
  async holdTable(table: string, mode: 'EXCLUSIVE' | 'ACCESS EXCLUSIVE'): Promise<TableHold> {
    const client = new Client({ connectionString: this.url });
    await client.connect();
    await client.query('BEGIN');
    await client.query(`LOCK TABLE ${table} IN ${mode} MODE`);
    return {
      waiters: async () => {
        const { rows } = await client.query<{ count: string }>(
          'SELECT count(*) AS count FROM pg_locks WHERE relation = $1::regclass AND NOT granted',
          [table],
        );
        return Number(rows[0].count);
      },
      release: async () => {
        await client.query('ROLLBACK').catch(() => undefined);
        await client.end().catch(() => undefined);
      },
    };
  }

  async destroy(): Promise<void> {
    await this.ctl('stop').catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface TableHold {
  waiters(): Promise<number>;
  release(): Promise<void>;
}

/** Everything the api and worker share: Redis, Postgres, S3, and one configuration. */
export class FaultCluster {
  readonly redis = new RedisProcess();
  readonly postgres = new PostgresCluster();
  readonly s3 = new S3Server();
  readonly dataDir = mkdtempSync(join(tmpdir(), 'hb-fault-data-'));
  readonly adminKey = ADMIN_REGISTRATION_KEY;
  readonly redisPrefix = 'hbfault';
  private readonly processes: ManagedProcess[] = [];

  async start(): Promise<void> {
    if (!existsSync(join(BACKEND_DIST, 'main.js')) || !existsSync(join(BACKEND_DIST, 'worker.js'))) {
      throw new Error(`The fault suite runs the built app, but ${BACKEND_DIST} is missing: run "npm run build"`);
    }
    await Promise.all([this.redis.start(), this.postgres.start(), this.s3.start()]);
  }

  env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'fault-suite-secret-'.padEnd(48, 'x'),
      ADMIN_REGISTRATION_KEY: this.adminKey,
      DATABASE_URL: this.postgres.url,
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: this.redis.url,
      REDIS_PREFIX: this.redisPrefix,
      S3_ENDPOINT: this.s3.endpoint,
      S3_ACCESS_KEY: this.s3.accessKey,
      S3_SECRET_KEY: this.s3.secretKey,
      S3_BUCKET: 'faults',
      // Short enough that the suite's waits for these states stay short; each is a setting the suite chooses.
      JOB_STALL_SECONDS: '4',
      WORKER_HEARTBEAT_SECONDS: '3',
      SHUTDOWN_TIMEOUT_SECONDS: '10',
      WORKER_CONCURRENCY: '1',
      // No recall feeds: nothing is downloaded.
      RECALLS_SOURCES: 'none',
      ...extra,
    };
  }

  /** An api process on a free port; resolves once it answers /api/health (with or without a worker). */
  async startApi(name = 'api', extra: Record<string, string> = {}): Promise<Api> {
    const port = await freePort();
    const process = this.track(
      new ManagedProcess(name, 'node', [join(BACKEND_DIST, 'main.js')], {
        cwd: BACKEND_DIST,
        env: this.env({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...extra }),
      }),
    );
    const api = new Api(process, `http://127.0.0.1:${port}`);
    await waitFor(`${name} serving`, async () => {
      if (!process.running) throw new Error(`${name} exited:\n${process.tail()}`);
      const response = await fetch(`${api.baseUrl}/api/health`);
      const body = (await response.json()) as Record<string, string>;
      return body.database === 'up' && body.redis === 'up' ? true : undefined;
    });
    return api;
  }

  startWorker(name = 'worker'): ManagedProcess {
    return this.track(
      new ManagedProcess(name, 'node', [join(BACKEND_DIST, 'worker.js')], { cwd: BACKEND_DIST, env: this.env() }),
    );
  }

  private track(process: ManagedProcess): ManagedProcess {
    this.processes.push(process);
    return process;
  }

  /** Every line the app processes wrote that is not a JSON log line (e.g. "[ioredis] Unhandled error event"). */
  nonJsonLines(): string[] {
    return this.processes.flatMap((process) =>
      process.lines
        .filter((line) => {
          try {
            JSON.parse(line);
            return false;
          } catch {
            return true;
          }
        })
        .map((line) => `[${process.name}] ${line}`),
    );
  }

  async stop(): Promise<void> {
    await Promise.all(this.processes.map((process) => process.stop(5_000)));
    await Promise.allSettled([this.redis.destroy(), this.postgres.destroy(), this.s3.stop()]);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** An api process and its address. */
export class Api {
  constructor(
    readonly process: ManagedProcess,
    readonly baseUrl: string,
  ) {}

  fetch(path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    headers.set('origin', this.baseUrl);
    return fetch(`${this.baseUrl}${path}`, { ...init, headers });
  }
}
