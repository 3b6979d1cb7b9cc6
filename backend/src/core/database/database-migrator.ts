import { Logger } from '@nestjs/common';
import { DataSource, EntityManager, MigrationExecutor } from 'typeorm';
import { declaredReferenceDataSeeds } from './database-features';

/** Arbitrary constant shared by every process of this app: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_ID = 48_151_623;

/** Every module's reference data (declared with DatabaseModule.forFeature), in their order. */
export async function seedReferenceData(db: EntityManager): Promise<void> {
  for (const seed of declaredReferenceDataSeeds()) {
    try {
      await seed.run(db);
    } catch (error) {
      throw new Error(`Reference-data seed ${seed.name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
}

/**
 * Runs pending migrations and the idempotent seed at start-up. Several processes may start at once:
 * a Postgres advisory lock lets one migrate while the others wait. Everything runs on ONE query
 * runner, which also keeps the embedded single-connection pool from deadlocking.
 */
export async function migrateAndSeed(dataSource: DataSource): Promise<void> {
  const logger = new Logger('Migrations');
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'each';
    const applied = await executor.executePendingMigrations();
    if (applied.length) logger.log(`applied ${applied.map((m) => m.name).join(', ')}`);
    await runner.startTransaction();
    await seedReferenceData(runner.manager);
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await runner.release();
  }
}
