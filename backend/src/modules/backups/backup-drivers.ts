import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource, MigrationInterface } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { dataSourceOptions } from '../../core/database/data-source-options';
import { EmbeddedPostgres } from '../../core/database/embedded-postgres';
import { DiskObjectStorage } from '../../core/storage/disk-object-storage';
import { ObjectStorage } from '../../core/storage/object-storage';
import { BackupManifest } from './backup-manifest';
import { quoteIdentifier } from './backup-tables';

/** minio is loaded only when S3 is configured (as the app does: the embedded default never loads it). */
function s3Storage(config: AppConfig): import('../../core/storage/s3-object-storage').S3ObjectStorage {
  type S3Module = typeof import('../../core/storage/s3-object-storage');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
  const { S3ObjectStorage } = require('../../core/storage/s3-object-storage') as S3Module;
  return new S3ObjectStorage(config.s3!);
}

/** The drivers a configuration uses, as a backup's manifest names them. */
export function configuredDrivers(config: AppConfig): BackupManifest['source'] {
  return { database: config.databaseUrl ? 'postgres' : 'embedded', storage: config.s3 ? 's3' : 'disk' };
}

/** The configured file store, as the app opens it (the bucket made if missing). */
export async function openObjectStorage(config: AppConfig): Promise<ObjectStorage> {
  if (!config.s3) return new DiskObjectStorage(join(config.dataDir, 'files'));
  const storage = s3Storage(config);
  await storage.ensureBucket();
  return storage;
}

/** A DataSource for the backup tools: no entities, only the given migrations. */
export async function connectDatabase(
  config: AppConfig,
  embedded: EmbeddedPostgres | null,
  migrations: (new () => MigrationInterface)[] = [],
): Promise<DataSource> {
  const dataSource = new DataSource({ ...dataSourceOptions(config, embedded), entities: [], migrations });
  await dataSource.initialize();
  return dataSource;
}

const hasEntries = (folder: string) => existsSync(folder) && readdirSync(folder).length > 0;

/** What the restore target holds already (empty list: an empty target). Reads only. */
export async function restoreTargetContents(config: AppConfig): Promise<string[]> {
  const found: string[] = [];
  if (!config.databaseUrl) {
    if (hasEntries(join(config.dataDir, 'db'))) found.push(`a database in ${join(config.dataDir, 'db')}`);
  } else {
    const client = new Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        `SELECT count(*) AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema()`,
      );
      if (Number(rows[0].count) > 0) found.push(`${rows[0].count} tables in the database`);
    } finally {
      await client.end();
    }
  }
  if (!config.s3) {
    if (hasEntries(join(config.dataDir, 'files'))) found.push(`files in ${join(config.dataDir, 'files')}`);
  } else {
    // A bucket that does not exist yet is empty.
    const keys = await s3Storage(config)
      .list('')
      .catch(() => [] as string[]);
    if (keys.length) found.push(`${keys.length} files in bucket ${config.s3.bucket}`);
  }
  return found;
}

/** --replace: empties the target (the database's tables and types, every stored file). */
export async function emptyRestoreTarget(config: AppConfig): Promise<void> {
  if (!config.databaseUrl) {
    await rm(join(config.dataDir, 'db'), { recursive: true, force: true });
  } else {
    const client = new Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const { rows: tables } = await client.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema()`,
      );
      if (tables.length) {
        await client.query(`DROP TABLE ${tables.map((t) => quoteIdentifier(t.name)).join(', ')} CASCADE`);
      }
      const { rows: types } = await client.query<{ name: string }>(
        `SELECT t.typname AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
          WHERE t.typtype = 'e' AND n.nspname = current_schema()`,
      );
      for (const type of types) await client.query(`DROP TYPE ${quoteIdentifier(type.name)} CASCADE`);
    } finally {
      await client.end();
    }
  }
  if (!config.s3) {
    await rm(join(config.dataDir, 'files'), { recursive: true, force: true });
  } else {
    const storage = await openObjectStorage(config);
    for (const key of await storage.list('')) await storage.delete(key);
  }
}
