import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A change version per home for the equipment lists (issue 14, docs/architecture.md "Read path"), kept by
 * the database itself: statement-level triggers on `equipment` give every home whose rows a statement
 * inserted, updated (before or after: a move changes both homes) or deleted a new version from one sequence,
 * in the writing transaction. Whatever writes (the API, raw SQL, cascades from a deleted home or user,
 * archive restores, care records updating `last_maintenance_date`) bumps it, and a version is never reused.
 * A TRUNCATE bumps every home. A home's row goes with the home (no foreign key: a cascade's triggers must
 * not lock or check the home being deleted; the trigger skips homes no longer visible).
 */
export class EquipmentListVersions1764400000000 implements MigrationInterface {
  name = 'EquipmentListVersions1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE SEQUENCE equipment_list_version_seq;
      CREATE TABLE equipment_list_versions (
        home_id int PRIMARY KEY,
        version bigint NOT NULL
      );

      CREATE FUNCTION bump_equipment_list_versions(home_ids int[]) RETURNS void LANGUAGE sql AS $$
        INSERT INTO equipment_list_versions (home_id, version)
        SELECT h.id, nextval('equipment_list_version_seq') FROM homes h WHERE h.id = ANY (home_ids)
        ON CONFLICT (home_id) DO UPDATE SET version = EXCLUDED.version
      $$;

      CREATE FUNCTION equipment_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM bump_equipment_list_versions(ARRAY(SELECT DISTINCT home_id FROM new_rows ORDER BY 1));
        RETURN NULL;
      END $$;
      CREATE FUNCTION equipment_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM bump_equipment_list_versions(ARRAY(
          SELECT home_id FROM old_rows UNION SELECT home_id FROM new_rows ORDER BY 1));
        RETURN NULL;
      END $$;
      CREATE FUNCTION equipment_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM bump_equipment_list_versions(ARRAY(SELECT DISTINCT home_id FROM old_rows ORDER BY 1));
        RETURN NULL;
      END $$;
      CREATE FUNCTION equipment_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE equipment_list_versions SET version = nextval('equipment_list_version_seq');
        RETURN NULL;
      END $$;
      CREATE FUNCTION home_deleted_drop_equipment_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM equipment_list_versions WHERE home_id IN (SELECT id FROM old_rows);
        RETURN NULL;
      END $$;

      CREATE TRIGGER equipment_list_version_insert AFTER INSERT ON equipment
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_inserted();
      CREATE TRIGGER equipment_list_version_update AFTER UPDATE ON equipment
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_updated();
      CREATE TRIGGER equipment_list_version_delete AFTER DELETE ON equipment
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_deleted();
      CREATE TRIGGER equipment_list_version_truncate AFTER TRUNCATE ON equipment
        FOR EACH STATEMENT EXECUTE FUNCTION equipment_truncated();
      CREATE TRIGGER home_equipment_list_version_delete AFTER DELETE ON homes
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION home_deleted_drop_equipment_list_version();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER IF EXISTS home_equipment_list_version_delete ON homes;
      DROP TRIGGER IF EXISTS equipment_list_version_truncate ON equipment;
      DROP TRIGGER IF EXISTS equipment_list_version_delete ON equipment;
      DROP TRIGGER IF EXISTS equipment_list_version_update ON equipment;
      DROP TRIGGER IF EXISTS equipment_list_version_insert ON equipment;
      DROP FUNCTION IF EXISTS home_deleted_drop_equipment_list_version();
      DROP FUNCTION IF EXISTS equipment_truncated();
      DROP FUNCTION IF EXISTS equipment_deleted();
      DROP FUNCTION IF EXISTS equipment_updated();
      DROP FUNCTION IF EXISTS equipment_inserted();
      DROP FUNCTION IF EXISTS bump_equipment_list_versions(int[]);
      DROP TABLE IF EXISTS equipment_list_versions;
      DROP SEQUENCE IF EXISTS equipment_list_version_seq;
    `);
  }
}
