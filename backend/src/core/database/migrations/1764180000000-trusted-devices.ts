import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Browsers a user signed in from (the device cookies of sign-in protection, docs/security.md): only
 * the SHA-256 of the cookie's token is stored. Deleting the user deletes them.
 */
export class TrustedDevices1764180000000 implements MigrationInterface {
  name = 'TrustedDevices1764180000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE trusted_devices (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        label text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX trusted_devices_user_id_idx ON trusted_devices (user_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS trusted_devices`);
  }
}
