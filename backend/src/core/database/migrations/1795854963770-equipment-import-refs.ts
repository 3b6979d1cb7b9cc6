import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 44 (spreadsheet import): an equipment remembers the import ref of the spreadsheet row it came from
 * (HomeBox's HB.import_ref, or our sheet's "Import ref"), unique within its home, so importing the same file
 * again updates or skips instead of creating twice (docs/inventory.md, "Import").
 */
export class EquipmentImportRefs1795854963770 implements MigrationInterface {
  name = 'EquipmentImportRefs1795854963770';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE equipment ADD COLUMN import_ref text;
      CREATE UNIQUE INDEX equipment_home_import_ref_idx ON equipment (home_id, import_ref) WHERE import_ref IS NOT NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX IF EXISTS equipment_home_import_ref_idx;
      ALTER TABLE equipment DROP COLUMN IF EXISTS import_ref;
    `);
  }
}
