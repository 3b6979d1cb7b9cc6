import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who did what as an administrator, and when. admin_user_id is SET NULL when that admin is deleted (the
 * record stays); target_id has no foreign key on purpose: the target is usually the thing deleted.
 *
 * Every table referencing users, homes or equipment already cascades (or SETs NULL for chat senders),
 * checked against the initial schema: deleting a user removes their homes, equipment, photos,
 * maintenance records, warranties with documents and notifications, reset tokens, database sessions,
 * support thread with its messages, and chat participations; messages they sent in other users'
 * threads stay with sender_id NULL. So this migration adds no cascade.
 */
export class AdminAuditLog1763820000000 implements MigrationInterface {
  name = 'AdminAuditLog1763820000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE admin_audit_log (
        id serial PRIMARY KEY,
        admin_user_id int REFERENCES users(id) ON DELETE SET NULL,
        action text NOT NULL CHECK (action IN ('user.delete', 'home.delete', 'home.export-pdf')),
        target_type text NOT NULL CHECK (target_type IN ('user', 'home')),
        target_id int NOT NULL,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX admin_audit_log_created_at_idx ON admin_audit_log (created_at DESC, id DESC);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS admin_audit_log`);
  }
}
