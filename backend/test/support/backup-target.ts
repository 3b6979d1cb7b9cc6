import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../src/core/config/app-config';
import { MIGRATIONS } from '../../src/core/database/data-source-options';
import { EmbeddedPostgres, startEmbeddedPostgres } from '../../src/core/database/embedded-postgres';
import type { ObjectStorage } from '../../src/core/storage/object-storage';
import { connectDatabase, openObjectStorage } from '../../src/modules/backups/backup-drivers';
import { BackupArchive, verifyBackup } from '../../src/modules/backups/backup-reader';
import { restoreBackup } from '../../src/modules/backups/backup-restorer';
import { quoteIdentifier } from '../../src/modules/backups/backup-tables';
import { TABLES_LEFT_OUT } from '../../src/modules/backups/backup-manifest';

const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function withAdminClient(work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * An empty place to restore into: a fresh DATA_DIR (embedded PGlite + disk files), or a Postgres database
 * of its own (a unique name, dropped at the end; nothing else touched) with disk files.
 */
export class BackupTarget {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'hb-restore-'));
  readonly config: AppConfig;
  private readonly databaseName: string | null;

  private constructor(readonly kind: 'embedded' | 'postgres') {
    this.databaseName =
      kind === 'postgres' ? `hb_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : null;
    this.config = new AppConfig({
      DATA_DIR: this.dataDir,
      SESSION_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'error',
      BACKUP_SCHEDULE: 'off',
      ...(this.databaseName ? { DATABASE_URL: ADMIN_DATABASE_URL.replace(/\/[^/]*$/, `/${this.databaseName}`) } : {}),
    });
  }

  static async create(kind: 'embedded' | 'postgres'): Promise<BackupTarget> {
    const target = new BackupTarget(kind);
    if (target.databaseName) await withAdminClient((client) => client.query(`CREATE DATABASE ${target.databaseName}`));
    return target;
  }

  /** Verifies and restores a backup file here, as `npm run restore` does. */
  async restore(file: string): Promise<void> {
    const archive = await BackupArchive.open(file);
    try {
      const manifest = await verifyBackup(
        archive,
        MIGRATIONS.map((migration) => migration.name),
      );
      await this.withDatabase(async (embedded) => {
        const storage = await openObjectStorage(this.config);
        await restoreBackup(
          archive,
          manifest,
          { connect: (migrations) => connectDatabase(this.config, embedded, migrations), storage },
          MIGRATIONS,
        );
      });
    } finally {
      archive.close();
    }
  }

  /** Restores with `npm run restore` (the built tool) in a process of its own: its exit code and output. */
  async restoreWithTool(file: string, extraArgs: string[] = []): Promise<{ code: number | null; output: string }> {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: this.dataDir,
      ...(this.config.databaseUrl ? { DATABASE_URL: this.config.databaseUrl } : {}),
    };
    return runTool(['restore', file, ...extraArgs], env);
  }

  /** Runs work with this target's database open (PGlite started for the embedded kind). */
  async withDatabase<T>(work: (embedded: EmbeddedPostgres | null) => Promise<T>): Promise<T> {
    const embedded = this.kind === 'embedded' ? await startEmbeddedPostgres(this.dataDir) : null;
    try {
      return await work(embedded);
    } finally {
      await embedded?.stop();
    }
  }

  /** Every row and every file here, for comparing with the source. */
  async contents(): Promise<DatabaseContents> {
    return this.withDatabase(async (embedded) => {
      const dataSource = await connectDatabase(this.config, embedded);
      try {
        return await databaseContents(dataSource, await openObjectStorage(this.config));
      } finally {
        await dataSource.destroy();
      }
    });
  }

  async drop(): Promise<void> {
    if (this.databaseName) {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${this.databaseName} WITH (FORCE)`));
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** The built backup tool (backend/dist/backup-cli.js) with an environment of its own. */
export function runTool(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, '..', '..', 'dist', 'backup-cli.js'), ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

export interface DatabaseContents {
  /** Table → its rows as JSON text, in primary-key order. */
  tables: Record<string, string[]>;
  /** Object key → SHA-256 of its bytes. */
  files: Record<string, string>;
}

/** Every row of every table that travels, and every stored file's SHA-256. */
export async function databaseContents(dataSource: DataSource, storage: ObjectStorage): Promise<DatabaseContents> {
  const names = (
    (await dataSource.query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
    )) as { name: string }[]
  )
    .map((row) => row.name)
    .filter((name) => !TABLES_LEFT_OUT.includes(name));
  const tables: Record<string, string[]> = {};
  for (const name of names) {
    const rows = (await dataSource.query(`SELECT row_to_json(t)::text AS line FROM ${quoteIdentifier(name)} t`)) as {
      line: string;
    }[];
    tables[name] = rows.map((row) => row.line).sort();
  }
  const files: Record<string, string> = {};
  for (const key of (await storage.list('')).filter((key) => !key.startsWith('exports/'))) {
    const object = await storage.get(key);
    const hash = createHash('sha256');
    for await (const chunk of object!.stream) hash.update(chunk as Buffer);
    files[key] = hash.digest('hex');
  }
  return { tables, files };
}
