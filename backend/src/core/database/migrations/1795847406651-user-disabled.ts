import { MigrationInterface, QueryRunner } from 'typeorm';

const SHARING_ACTIONS = `'home.invitation.sent', 'home.invitation.revoked', 'home.invitation.accepted',
        'home.member.role-changed', 'home.member.removed', 'home.member.left',
        'home.transfer.requested', 'home.transfer.cancelled', 'home.transfer.accepted'`;
const EARLIER_ACTIONS = `'user.delete', 'home.delete', 'home.export-pdf', 'settings.update', ${SHARING_ACTIONS}`;

/**
 * Issue 45 (help a user): an administrator can disable an account (`users.disabled`, false for every existing
 * one) and send its owner a password reset; the audit log records 'user.disable', 'user.enable' and
 * 'user.password-reset' (target type 'user'), next to every action allowed before. The admin's user list pages
 * oldest account first: an index on (created_at, id) lets a page stop after OFFSET + LIMIT rows.
 */
export class UserDisabled1795847406651 implements MigrationInterface {
  name = 'UserDisabled1795847406651';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE users ADD COLUMN disabled boolean NOT NULL DEFAULT false;
      CREATE INDEX users_created_at_id_idx ON users (created_at, id);
      ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check;
      ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check CHECK (action IN (
        ${EARLIER_ACTIONS}, 'user.disable', 'user.enable', 'user.password-reset'
      ));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM admin_audit_log WHERE action IN ('user.disable', 'user.enable', 'user.password-reset');
      ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check;
      ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check CHECK (action IN (${EARLIER_ACTIONS}));
      DROP INDEX IF EXISTS users_created_at_id_idx;
      ALTER TABLE users DROP COLUMN disabled;
    `);
  }
}
