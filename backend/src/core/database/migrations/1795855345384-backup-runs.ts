import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 40 (backups): every backup the app took, scheduled or asked for, with its outcome; the admin's
 * backups panel lists them and the overview's "last backup" is the newest success. Not itself backed up.
 */
export class BackupRuns1795855345384 implements MigrationInterface {
  name = 'BackupRuns1795855345384';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE backup_runs (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        trigger varchar(16) NOT NULL CHECK (trigger IN ('schedule', 'manual')),
        result varchar(16) NOT NULL CHECK (result IN ('success', 'failed')),
        size_bytes bigint,
        error text,
        started_at timestamptz NOT NULL,
        finished_at timestamptz NOT NULL
      );
      CREATE INDEX backup_runs_finished_at_idx ON backup_runs (finished_at DESC);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE backup_runs`);
  }
}
