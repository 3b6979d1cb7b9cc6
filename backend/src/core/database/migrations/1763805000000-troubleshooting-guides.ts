import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One stored troubleshooting guide per equipment (served again until regenerated). The fingerprint
 * records the equipment's name/type/brand/model the guide was written for, so a change regenerates it.
 */
export class TroubleshootingGuides1763805000000 implements MigrationInterface {
  name = 'TroubleshootingGuides1763805000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE troubleshooting_guides (
        equipment_id int PRIMARY KEY REFERENCES equipment(id) ON DELETE CASCADE,
        guide jsonb NOT NULL,
        source text NOT NULL CHECK (source IN ('offline', 'gemini')),
        fingerprint text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS troubleshooting_guides`);
  }
}
