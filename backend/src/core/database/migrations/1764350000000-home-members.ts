import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members of a home besides its owner (issue 15): a viewer reads everything of the home, an editor
 * also changes its records. One row per (home, user); deleting either deletes the membership.
 */
export class HomeMembers1764350000000 implements MigrationInterface {
  name = 'HomeMembers1764350000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE home_members (
        id serial PRIMARY KEY,
        home_id int NOT NULL REFERENCES homes(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('viewer', 'editor')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT home_members_home_user_key UNIQUE (home_id, user_id)
      );
      CREATE INDEX home_members_user_id_idx ON home_members (user_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS home_members`);
  }
}
