import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version per home row for the homes list (issue 14, docs/architecture.md "Read path"): `homes.row_version`
 * takes a new value from one sequence on insert (its default) and on every update of the row (a BEFORE UPDATE
 * trigger), whoever writes it — the API, raw SQL, a hand-over. Not an entity column: the app never writes it.
 */
export class HomeRowVersions1764410000000 implements MigrationInterface {
  name = 'HomeRowVersions1764410000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE SEQUENCE home_row_version_seq;
      ALTER TABLE homes ADD COLUMN row_version bigint NOT NULL DEFAULT nextval('home_row_version_seq');
      CREATE FUNCTION home_row_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.row_version := nextval('home_row_version_seq');
        RETURN NEW;
      END $$;
      CREATE TRIGGER home_row_version BEFORE UPDATE ON homes FOR EACH ROW EXECUTE FUNCTION home_row_version_bump();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER IF EXISTS home_row_version ON homes;
      DROP FUNCTION IF EXISTS home_row_version_bump();
      ALTER TABLE homes DROP COLUMN IF EXISTS row_version;
      DROP SEQUENCE IF EXISTS home_row_version_seq;
    `);
  }
}
