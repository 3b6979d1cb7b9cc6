import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource, MigrationInterface } from 'typeorm';
import { startEmbeddedPostgres } from '../../src/core/database/embedded-postgres';
import { SnakeNamingStrategy } from '../../src/core/database/snake-naming-strategy';

export type UpgradeDriver = 'pglite' | 'postgres';

const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type MigrationClass = new () => MigrationInterface;

/**
 * An empty database of the upgrade test's own: a fresh PGlite in a temporary folder, or a Postgres database
 * it creates (and drops with FORCE at the end; never another's). `open` answers a DataSource that knows the
 * given migrations, the way the app's does (no entities: the test reads and writes rows in SQL).
 */
export class UpgradeDatabase {
  private constructor(
    readonly driver: UpgradeDriver,
    private readonly connection: { host: string; port: number; database: string; username: string } | { url: string },
    private readonly cleanUp: () => Promise<void>,
  ) {}

  static async create(driver: UpgradeDriver): Promise<UpgradeDatabase> {
    if (driver === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'hb-upgrade-'));
      const embedded = await startEmbeddedPostgres(dataDir);
      return new UpgradeDatabase(
        driver,
        { host: embedded.host, port: embedded.port, username: 'postgres', database: 'postgres' },
        async () => {
          await embedded.stop();
          rmSync(dataDir, { recursive: true, force: true });
        },
      );
    }
    const name = `hb_upgrade_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    return new UpgradeDatabase(driver, { url: ADMIN_DATABASE_URL.replace(/\/[^/]*$/, `/${name}`) }, () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    );
  }

  /**
   * Opened once per test file: the embedded server takes one connection, and a new one right after the last
   * closed is refused (EPIPE), so the walk changes the migrations the DataSource knows instead (`knowOnly`).
   */
  async open(migrations: MigrationClass[]): Promise<DataSource> {
    const dataSource = new DataSource({
      type: 'postgres',
      ...this.connection,
      entities: [],
      migrations,
      migrationsRun: false,
      synchronize: false,
      namingStrategy: new SnakeNamingStrategy(),
      // PGlite is one session: one connection, as the app uses it.
      extra: { max: this.driver === 'pglite' ? 1 : 4 },
    });
    return dataSource.initialize();
  }

  drop(): Promise<void> {
    return this.cleanUp();
  }
}

async function admin(work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The migrations `db` knows from now on (TypeORM's MigrationExecutor reads DataSource.migrations at each
 * run): the upgrade walk's "the release that had only these".
 */
export function knowOnly(db: DataSource, migrations: MigrationClass[]): void {
  db.migrations.splice(0, db.migrations.length, ...migrations.map((Migration) => new Migration()));
}
