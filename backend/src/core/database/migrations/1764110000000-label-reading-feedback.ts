import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Label reading, second version:
 * - manufacturer_patterns is emptied: the seed (upserted right after the migrations at every start)
 *   now holds every researched format with its period of use, and several old patterns changed text,
 *   so their old rows would otherwise stay and match first. Usage counters restart at 0.
 * - analysis_feedback: what a label analysis read and what the user saved for that equipment (brand,
 *   model, serial, installation year), so reading accuracy on real plates can be measured. Owner-only
 *   (no route reads it), deleted with the equipment or the user.
 */
export class LabelReadingFeedback1764110000000 implements MigrationInterface {
  name = 'LabelReadingFeedback1764110000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM manufacturer_patterns`);
    await db.query(`
      CREATE TABLE analysis_feedback (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        equipment_id int NOT NULL REFERENCES equipment(id) ON DELETE CASCADE,
        reading jsonb NOT NULL,
        saved jsonb NOT NULL,
        corrected_fields text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX analysis_feedback_equipment_idx ON analysis_feedback (equipment_id);
      CREATE INDEX analysis_feedback_user_idx ON analysis_feedback (user_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS analysis_feedback`);
  }
}
