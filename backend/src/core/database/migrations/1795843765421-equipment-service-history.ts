import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's answer to "When was it last serviced?" (issue 38, docs/care.md): a month ('YYYY-MM') or
 * 'never' (never / don't know), one row per equipment, kept by the care module. No row: not asked yet.
 * The row goes with its equipment.
 */
export class EquipmentServiceHistory1795843765421 implements MigrationInterface {
  name = 'EquipmentServiceHistory1795843765421';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE equipment_service_history (
        equipment_id int PRIMARY KEY REFERENCES equipment(id) ON DELETE CASCADE,
        last_serviced text NOT NULL
          CHECK (last_serviced = 'never' OR last_serviced ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE equipment_service_history');
  }
}
