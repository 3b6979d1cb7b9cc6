/**
 * The external services of the 'services' driver set, started by the global setup: a real SMTP server,
 * an S3-protocol server (s3rver), a fresh Postgres database and a Redis database of our own.
 */
import { Redis } from 'ioredis';
import { simpleParser } from 'mailparser';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  receivedAt: string;
}

/**
 * An SMTP server on a random local port. Every mail it accepts is written as JSON into `directory`, so
 * the test files (which run in another process than the global setup) can read it; see mail.ts.
 */
export class SmtpInbox {
  private server: SMTPServer | null = null;
  private received = 0;
  port = 0;

  constructor(readonly directory: string) {
    mkdirSync(directory, { recursive: true });
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).map((a) => a.text).join(', ');
            const stored: StoredMail = {
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              receivedAt: new Date().toISOString(),
            };
            const name = `${String(++this.received).padStart(6, '0')}.json`;
            // Write then expose under the final name, so a reader never sees half a file.
            const temporary = join(this.directory, `.${name}.tmp`);
            writeFileSync(temporary, JSON.stringify(stored));
            renameSync(temporary, join(this.directory, name));
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  store: { deleteObject(bucket: string, key: string): Promise<void> };
}

/** s3rver on a random local port, storing in `directory`; the app reaches it with the minio client. */
export class S3Server {
  private server: S3rverInstance | null = null;
  readonly accessKey = 'S3RVER';
  readonly secretKey = 'S3RVER';
  port = 0;

  constructor(private readonly directory: string) {}

  async start(): Promise<void> {
    // s3rver is CommonJS without type declarations.
    const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverInstance;
    this.server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: this.directory });
    // s3rver's multi-object delete removes emptied folders concurrently and can fail on its own race:
    // deleting one object at a time behaves like a real S3 server (same as backend/test/support/s3-server.ts).
    const store = this.server.store;
    const deleteObject = store.deleteObject.bind(store);
    let queue = Promise.resolve();
    store.deleteObject = (bucket, key) => (queue = queue.catch(() => undefined).then(() => deleteObject(bucket, key)));
    this.port = (await this.server.run()).port;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    await server?.close();
  }
}

export const ADMIN_DATABASE_URL = process.env.E2E_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/14';

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `The 'services' e2e run needs PostgreSQL at ${ADMIN_DATABASE_URL} (set E2E_ADMIN_DATABASE_URL): ${(error as Error).message}`,
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates an empty database and returns its URL. */
export async function createDatabase(name: string): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the databases of earlier e2e runs that were killed before their teardown (named
 * hb_e2e_<pid>_<random>; a run whose process is still alive is left alone). Returns their names.
 */
export async function dropStaleDatabases(): Promise<string[]> {
  return withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'hb\\_e2e\\_%'",
    );
    const stale = rows
      .map((row) => row.datname)
      .filter((name) => {
        const pid = Number(/^hb_e2e_(\d+)_[a-z0-9]+$/.exec(name)?.[1]);
        return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !processIsAlive(pid);
      });
    for (const name of stale) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return stale;
  });
}

/**
 * Deletes this run's Redis keys (before and after the run). Each run has its own REDIS_PREFIX, so two runs
 * on one machine (several developers, or a developer and CI) never wipe each other's sessions or jobs.
 */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch (error) {
    throw new Error(
      `The 'services' e2e run needs Redis at ${REDIS_URL} (set E2E_REDIS_URL): ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    redis.disconnect();
  }
}
