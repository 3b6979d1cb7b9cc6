import { Logger } from '@nestjs/common';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { migrateAndSeed } from '../../src/core/database/database-migrator';
import { MIGRATIONS } from '../../src/core/database/data-source-options';
import { comparable, RepresentativeRows, WrittenRow } from './representative-rows';
import { knowOnly, UpgradeDatabase, UpgradeDriver } from './upgrade-database';

/** Rows written into every table at each earlier schema. */
const ROWS_PER_TABLE = 2;

/**
 * Columns a migration drops on purpose (their data moved or retired), checked to be exactly these: any
 * other column or table that disappears on the way to the head fails the test.
 */
const DROPPED_ON_PURPOSE: string[] = [];

/**
 * Tables the database keeps itself from other tables' writes (statement triggers, EquipmentListVersions):
 * they follow the equipment rows the test writes, so they are neither written nor compared here.
 */
const DERIVED_TABLES = ['equipment_list_versions'];

/**
 * Reference data a migration empties on purpose because the modules' seed writes it again at every start
 * (named in the migration's own comment): rows written into these tables before it are expected gone after it.
 * User data never belongs here.
 */
const REPLACED_ON_PURPOSE: Record<string, string[]> = {
  // "manufacturer_patterns is emptied: the seed ... now holds every researched format".
  LabelReadingFeedback1764110000000: ['manufacturer_patterns'],
};

/** A migration that changes the schema and rows, then fails: the upgrade must leave the previous version. */
class FailingProbe9999999999999 implements MigrationInterface {
  name = 'FailingProbe9999999999999';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE TABLE upgrade_probe (id int PRIMARY KEY)');
    await runner.query('ALTER TABLE homes ADD COLUMN upgrade_probe int');
    await runner.query(`UPDATE users SET username = username || '-changed'`);
    await runner.query('DELETE FROM equipment');
    await runner.query('SELECT 1 / 0');
  }

  async down(): Promise<void> {}
}

async function lastMigration(db: DataSource): Promise<{ count: number; name: string }> {
  const [row] = await db.query(
    `SELECT count(*)::int AS count, (SELECT name FROM migrations ORDER BY "timestamp" DESC LIMIT 1) AS name FROM migrations`,
  );
  return row;
}

/**
 * Upgrades without loss (issue 40), on one driver: from an empty database, each migration in turn (the
 * app's own migrateAndSeed: advisory lock, one transaction per migration), and after each, representative
 * rows written into every table of that schema; after every later migration every row written so far is
 * read back by its primary key with every column it had (so rows loaded at each earlier schema are checked
 * at the head). One walk instead of one database per earlier schema: the rows of schema k also ride through
 * every migration after k, which is what "load at k, migrate to the head" checks, in 1 × 20 migrations
 * rather than 20 × 20. Then a failing migration leaves the head intact.
 */
export function upgradeSuite(driver: UpgradeDriver): void {
  describe(`upgrades from every earlier schema on ${driver}`, () => {
    let database: UpgradeDatabase;
    let db: DataSource;
    const written: { schema: string; row: WrittenRow }[] = [];
    const dropped = new Set<string>();
    const representative = new RepresentativeRows(DERIVED_TABLES);

    beforeAll(async () => {
      Logger.overrideLogger(['error']);
      database = await UpgradeDatabase.create(driver);
      db = await database.open(MIGRATIONS);
    });
    afterAll(async () => {
      if (db?.isInitialized) await db.destroy();
      await database?.drop();
    });

    /** Every row written so far, read back: present once, every column it had equal (or dropped on purpose). */
    async function expectEveryRow(db: DataSource, after: string): Promise<void> {
      const byTable = new Map<string, WrittenRow[]>();
      for (const { row } of written) byTable.set(row.table, [...(byTable.get(row.table) ?? []), row]);
      for (const [table, rows] of byTable) {
        const [exists] = await db.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [`public.${table}`]);
        if (!exists.present) throw new Error(`table ${table} is gone after ${after}`);
        const stored = ((await db.query(`SELECT * FROM "${table}"`)) as Record<string, unknown>[]).map(comparable);
        for (const row of rows) {
          const keyColumns = Object.keys(row.key);
          const matches = stored.filter((candidate) =>
            keyColumns.every((column) => candidate[column] === comparable(row.key)[column]),
          );
          if (matches.length !== 1) {
            throw new Error(`${table} ${JSON.stringify(row.key)}: ${matches.length} rows after ${after}`);
          }
          for (const [column, value] of Object.entries(row.values)) {
            if (!(column in matches[0])) {
              dropped.add(`${table}.${column}`);
              continue;
            }
            if (matches[0][column] !== value) {
              throw new Error(
                `${table} ${JSON.stringify(row.key)}.${column} was ${value}, is ${matches[0][column]} after ${after}`,
              );
            }
          }
        }
        const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM "${table}"`);
        expect(count).toBeGreaterThanOrEqual(rows.length);
      }
    }

    it('keeps every row written at each earlier schema, through every later migration to the head', async () => {
      for (let step = 0; step < MIGRATIONS.length; step++) {
        const schema = MIGRATIONS[step].name;
        knowOnly(db, MIGRATIONS.slice(0, step + 1));
        await migrateAndSeed(db);
        expect(await lastMigration(db)).toEqual({ count: step + 1, name: schema });
        const replaced = REPLACED_ON_PURPOSE[schema] ?? [];
        for (const table of replaced) {
          const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM "${table}"`);
          expect({ table, count }).toEqual({ table, count: 0 });
        }
        written.splice(0, written.length, ...written.filter(({ row }) => !replaced.includes(row.table)));
        await expectEveryRow(db, schema);
        if (step < MIGRATIONS.length - 1) {
          const rows = await representative.write(db, ROWS_PER_TABLE);
          written.push(...rows.map((row) => ({ schema, row })));
        }
      }
      expect([...dropped].sort()).toEqual(DROPPED_ON_PURPOSE);
      // Rows were loaded at every earlier schema, into every table it had.
      expect(new Set(written.map(({ schema }) => schema)).size).toBe(MIGRATIONS.length - 1);
      expect(written.length).toBeGreaterThan(MIGRATIONS.length * ROWS_PER_TABLE * 10);
    });

    it('leaves the previous version intact when a migration fails (each runs in a transaction)', async () => {
      const head = await lastMigration(db);
      expect(head.name).toBe(MIGRATIONS[MIGRATIONS.length - 1].name);
      knowOnly(db, [...MIGRATIONS, FailingProbe9999999999999]);
      await expect(migrateAndSeed(db)).rejects.toThrow(/division by zero/);
      expect(await lastMigration(db)).toEqual(head);
      const [probe] = await db.query(`SELECT to_regclass('public.upgrade_probe') IS NULL AS absent`);
      expect(probe.absent).toBe(true);
      const columns = await db.query(
        `SELECT 1 FROM information_schema.columns WHERE table_name = 'homes' AND column_name = 'upgrade_probe'`,
      );
      expect(columns).toEqual([]);
      await expectEveryRow(db, 'the failed migration');
      // The advisory lock was released: the release without the failing migration starts again at the head.
      knowOnly(db, MIGRATIONS);
      await migrateAndSeed(db);
      expect(await lastMigration(db)).toEqual(head);
    });
  });
}
