import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Archives imported into an account (modules/archive): the export id of each, unique per account, so
 * the same archive imported twice is refused. Removed with the account.
 */
export class ArchiveImports1764130000000 implements MigrationInterface {
  name = 'ArchiveImports1764130000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE archive_imports (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        export_id text NOT NULL,
        manifest_sha256 text NOT NULL,
        counts jsonb NOT NULL DEFAULT '{}',
        imported_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, export_id)
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS archive_imports`);
  }
}
