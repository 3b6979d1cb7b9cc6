import { DataSource, MigrationExecutor, MigrationInterface } from 'typeorm';
import type { ObjectStorage } from '../../core/storage/object-storage';
import { BackupManifest } from './backup-manifest';
import { BackupArchive } from './backup-reader';
import { insertJsonLines, quoteIdentifier, resetSequences } from './backup-tables';

type MigrationClass = new () => MigrationInterface;

/** Where a restore writes: an empty database (by its migrations) and an empty file store. */
export interface RestoreTarget {
  /** A connection to the target database that knows these migrations (and no entities). */
  connect(migrations: MigrationClass[]): Promise<DataSource>;
  storage: ObjectStorage;
}

async function migrate(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'each';
    await executor.executePendingMigrations();
  } finally {
    await runner.release();
  }
}

/**
 * Restores a verified backup: the schema as it was when the backup was taken (migrations up to its schema
 * version), every row in one transaction (the rows migrations seeded replaced by the backup's, ids kept,
 * sequences moved past them), every file, then the migrations since (an older backup is brought up to
 * this version's schema). `migrations`: this version's, in order.
 */
export async function restoreBackup(
  archive: BackupArchive,
  manifest: BackupManifest,
  target: RestoreTarget,
  migrations: MigrationClass[],
  progress: (message: string) => void = () => undefined,
): Promise<void> {
  const upTo = migrations.findIndex((migration) => migration.name === manifest.schemaVersion);
  if (upTo < 0) throw new Error(`Unknown schema version ${manifest.schemaVersion}`);
  const atBackup = await target.connect(migrations.slice(0, upTo + 1));
  try {
    await migrate(atBackup);
    progress(`schema at ${manifest.schemaVersion}`);
    const runner = atBackup.createQueryRunner();
    try {
      await runner.startTransaction();
      const tables = (
        (await runner.query(
          `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema() AND c.relname <> 'migrations'`,
        )) as { name: string }[]
      ).map((row) => row.name);
      if (tables.length) {
        await runner.query(`TRUNCATE ${tables.map(quoteIdentifier).join(', ')} RESTART IDENTITY CASCADE`);
      }
      // The rows are loaded as they were: triggers that derive rows (list versions…) must not add theirs.
      // Foreign keys stay checked (DISABLE TRIGGER USER leaves constraint triggers on).
      for (const table of tables) await runner.query(`ALTER TABLE ${quoteIdentifier(table)} DISABLE TRIGGER USER`);
      for (const part of manifest.tables) {
        const rows = await insertJsonLines(runner, part.table, part.columns, archive.lines(part.part));
        if (rows !== part.rows) throw new Error(`${part.table}: ${rows} rows read, the manifest says ${part.rows}`);
      }
      await resetSequences(runner);
      for (const { name, lastValue } of manifest.sequences ?? []) {
        if (lastValue === null) continue;
        await runner.query(
          `SELECT setval(s.oid, GREATEST($2::bigint, COALESCE(q.last_value, 0)), true)
             FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace
             JOIN pg_sequences q ON q.schemaname = n.nspname AND q.sequencename = s.relname
            WHERE s.relkind = 'S' AND s.relname = $1 AND n.nspname = current_schema()`,
          [name, lastValue],
        );
      }
      for (const table of tables) await runner.query(`ALTER TABLE ${quoteIdentifier(table)} ENABLE TRIGGER USER`);
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
    progress(`${manifest.tables.reduce((sum, part) => sum + part.rows, 0)} rows in ${manifest.tables.length} tables`);
  } finally {
    await atBackup.destroy();
  }
  for (const file of manifest.files) {
    await target.storage.putStream(file.key, await archive.stream(file.part), file.contentType);
  }
  progress(`${manifest.files.length} files`);
  const atHead = await target.connect(migrations);
  try {
    await migrate(atHead);
  } finally {
    await atHead.destroy();
  }
  progress(`schema at ${migrations[migrations.length - 1].name}`);
}
