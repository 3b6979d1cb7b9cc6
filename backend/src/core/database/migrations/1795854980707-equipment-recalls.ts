import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The recall watch's matches (issue 42, docs/recalls.md "What the owner sees"): one row per equipment and
 * recall the matcher flagged, with its level, the reasons, the owner's answer (open, not mine, remedy done)
 * and when the owner was e-mailed. A re-check updates the row (unique (equipment, recall));
 * equipment_recall_mails makes the e-mail go once ever. The rows go with their
 * equipment (and a match with its recall); the mail guard stays while the equipment does.
 */
export class EquipmentRecalls1795854980707 implements MigrationInterface {
  name = 'EquipmentRecalls1795854980707';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE equipment_recalls (
        id serial PRIMARY KEY,
        equipment_id int NOT NULL REFERENCES equipment(id) ON DELETE CASCADE,
        recall_id int NOT NULL REFERENCES recalls(id) ON DELETE CASCADE,
        level text NOT NULL CHECK (level IN ('match', 'possible')),
        reasons jsonb NOT NULL DEFAULT '[]',
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'not_mine', 'remedy_done')),
        found_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        resolved_by int REFERENCES users(id) ON DELETE SET NULL,
        notified_at timestamptz,
        CONSTRAINT equipment_recalls_pair UNIQUE (equipment_id, recall_id)
      )
    `);
    await db.query(`CREATE INDEX equipment_recalls_recall ON equipment_recalls (recall_id)`);
    // The e-mail's guard: one row per equipment and recall ever mailed, claimed by INSERT … ON CONFLICT DO
    // NOTHING (so two workers never both send), kept even when the match row goes (the model was edited).
    await db.query(`
      CREATE TABLE equipment_recall_mails (
        equipment_id int NOT NULL REFERENCES equipment(id) ON DELETE CASCADE,
        recall_id int NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (equipment_id, recall_id)
      )
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE equipment_recall_mails');
    await db.query('DROP TABLE equipment_recalls');
  }
}
