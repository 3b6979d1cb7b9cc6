import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sharing and hand-over (issue 15, docs/sharing.md): invitations to join a home with a role, hand-overs
 * of a home to a new owner (tokens stored as sha256 hashes, one pending invitation per home and e-mail,
 * one pending hand-over per home), and the storage prefixes a home or an equipment keeps from a former
 * owner (its files stay where they are; deleting the record deletes them, deleting that former owner
 * does not); the audit log's actions widened to the sharing actions.
 */
export class HomeSharing1764360000000 implements MigrationInterface {
  name = 'HomeSharing1764360000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE home_invitations (
        id serial PRIMARY KEY,
        home_id int NOT NULL REFERENCES homes(id) ON DELETE CASCADE,
        invited_by int REFERENCES users(id) ON DELETE SET NULL,
        email text NOT NULL,
        role text NOT NULL CHECK (role IN ('viewer', 'editor')),
        token_hash text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'revoked')),
        accepted_by int REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        closed_at timestamptz
      );
      CREATE UNIQUE INDEX home_invitations_pending_key ON home_invitations (home_id, lower(email))
        WHERE status = 'pending';

      CREATE TABLE home_transfers (
        id serial PRIMARY KEY,
        home_id int NOT NULL REFERENCES homes(id) ON DELETE CASCADE,
        from_user_id int REFERENCES users(id) ON DELETE SET NULL,
        email text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'cancelled')),
        accepted_by int REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        closed_at timestamptz
      );
      CREATE UNIQUE INDEX home_transfers_pending_key ON home_transfers (home_id) WHERE status = 'pending';

      CREATE TABLE former_owner_file_prefixes (
        id serial PRIMARY KEY,
        home_id int REFERENCES homes(id) ON DELETE CASCADE,
        equipment_id int REFERENCES equipment(id) ON DELETE CASCADE,
        prefix text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((home_id IS NULL) <> (equipment_id IS NULL))
      );
      CREATE INDEX former_owner_file_prefixes_home_idx ON former_owner_file_prefixes (home_id);
      CREATE INDEX former_owner_file_prefixes_equipment_idx ON former_owner_file_prefixes (equipment_id);

      -- The audit log also records sharing actions; admin_user_id is their actor.
      ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check;
      ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check CHECK (action IN (
        'user.delete', 'home.delete', 'home.export-pdf',
        'home.invitation.sent', 'home.invitation.revoked', 'home.invitation.accepted',
        'home.member.role-changed', 'home.member.removed', 'home.member.left',
        'home.transfer.requested', 'home.transfer.cancelled', 'home.transfer.accepted'
      ));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM admin_audit_log WHERE action LIKE 'home.invitation.%' OR action LIKE 'home.member.%'
        OR action LIKE 'home.transfer.%';
      ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check;
      ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check
        CHECK (action IN ('user.delete', 'home.delete', 'home.export-pdf'));
      DROP TABLE IF EXISTS former_owner_file_prefixes, home_transfers, home_invitations;
    `);
  }
}
