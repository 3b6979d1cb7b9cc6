import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/core/config/app-config';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { migrateAndSeed } from '../../src/core/database/database-migrator';
import { EmbeddedPostgres, startEmbeddedPostgres } from '../../src/core/database/embedded-postgres';

/**
 * Databases migrated once per jest run and handed to every test app (docs/decisions/test-suite-speed.md):
 * - embedded: a PGlite database folder, copied into each app's DATA_DIR (initdb alone costs ~5 s of CPU, the
 *   25 migrations ~2 s more; the copy ~0.3 s);
 * - services: a Postgres template database, each app's database made with CREATE DATABASE … TEMPLATE.
 * The app then starts on it like on any restart: migrations find nothing pending and the seed runs as always.
 * Outside a jest run with the global setup (test/run-cache/) nothing is shared and each app migrates its own
 * database, as in production. The first start from nothing stays tested: embedded-database.int-spec.ts
 * (freshDatabase), the upgrade suites, both e2e runs and the fault suite start on empty databases.
 */

/** Set by test/run-cache/global-setup.js: this run's folder for the shared fixtures. */
const RUN_CACHE_DIR = 'HB_TEST_RUN_CACHE_DIR';
/** Upper bound for another worker's making of a fixture (a bound only: the wait ends when it is there). */
const MAKING_TIMEOUT_MS = 600_000;

/** Puts a migrated embedded database into `dataDir` (nothing when it already has one, a restart). */
export async function provideMigratedEmbeddedDatabase(dataDir: string): Promise<void> {
  const cacheDir = process.env[RUN_CACHE_DIR];
  if (!cacheDir || existsSync(join(dataDir, 'db'))) return;
  const migrated = await runFixture(cacheDir, 'embedded-db', async (work) => {
    await migrate(await startEmbeddedPostgres(work), work, null);
    const folder = join(cacheDir, 'embedded-db');
    renameSync(join(work, 'db'), folder);
    return folder;
  });
  mkdirSync(dataDir, { recursive: true });
  cpSync(migrated, join(dataDir, 'db'), { recursive: true });
}

/**
 * The run's migrated template database for `CREATE DATABASE x TEMPLATE <name>`, or null outside a run with the
 * global setup. Nothing stays connected to it (Postgres copies a template only while no one is connected).
 */
export async function migratedTemplateDatabase(adminUrl: string): Promise<string | null> {
  const cacheDir = process.env[RUN_CACHE_DIR];
  if (!cacheDir) return null;
  return runFixture(cacheDir, 'services-template', async (work) => {
    const name = `hb_test_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    await migrate(null, work, adminUrl.replace(/\/[^/]*$/, `/${name}`));
    return name;
  });
}

async function migrate(embedded: EmbeddedPostgres | null, dataDir: string, databaseUrl: string | null) {
  try {
    const config = new AppConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'error',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const dataSource = new DataSource(dataSourceOptions(config, embedded));
    await dataSource.initialize();
    try {
      await migrateAndSeed(dataSource);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await embedded?.stop();
  }
}

/**
 * A value made once per run and shared by every worker: the first worker to ask makes it (an atomic mkdir
 * decides who) and writes it to `<name>.ready` (in one rename); the others wait until that file is there, or
 * until the maker has written `<name>.failed`.
 */
async function runFixture(cacheDir: string, name: string, make: (workDir: string) => Promise<string>) {
  const ready = join(cacheDir, `${name}.ready`);
  const failed = join(cacheDir, `${name}.failed`);
  if (existsSync(ready)) return readFileSync(ready, 'utf8');
  let maker = false;
  try {
    mkdirSync(join(cacheDir, `${name}.lock`));
    maker = true;
  } catch {
    // Another worker makes it.
  }
  if (maker) {
    const workDir = join(cacheDir, `${name}.making`);
    try {
      const value = await make(workDir);
      writeFileSync(`${ready}.tmp`, value);
      renameSync(`${ready}.tmp`, ready);
      return value;
    } catch (error) {
      writeFileSync(failed, (error as Error).stack ?? String(error));
      throw error;
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }
  const deadline = Date.now() + MAKING_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (existsSync(ready)) return readFileSync(ready, 'utf8');
    if (existsSync(failed)) throw new Error(`Making the run's ${name} failed:\n${readFileSync(failed, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The run's ${name} was not made within ${MAKING_TIMEOUT_MS / 1000} s`);
}

async function withClient(url: string, work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
