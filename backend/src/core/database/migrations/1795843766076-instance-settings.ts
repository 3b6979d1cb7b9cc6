import { MigrationInterface, QueryRunner } from 'typeorm';

/** The old invented contacts, which stored troubleshooting guides carried among their links. */
const INVENTED_BOOKING_URL = 'https://calendly.com/yourhomebook/home-visit';
const INVENTED_CALL_TITLE = 'Call Your Home Company (+1-800-555-0199)';

const SHARING_ACTIONS = `'home.invitation.sent', 'home.invitation.revoked', 'home.invitation.accepted',
        'home.member.role-changed', 'home.member.removed', 'home.member.left',
        'home.transfer.requested', 'home.transfer.cancelled', 'home.transfer.accepted'`;

/** Drops the invented call and booking links from every stored guide's supportResources, keeping the others in order. */
export async function removeInventedContactsFromGuides(db: {
  query(sql: string, parameters: unknown[]): Promise<unknown>;
}): Promise<void> {
  await db.query(
    `UPDATE troubleshooting_guides
       SET guide = jsonb_set(guide, '{supportResources}', COALESCE((
         SELECT jsonb_agg(link ORDER BY position) FROM jsonb_array_elements(guide->'supportResources')
           WITH ORDINALITY AS links(link, position)
         WHERE link->>'url' <> $1 AND link->>'title' <> $2), '[]'::jsonb))
     WHERE jsonb_typeof(guide->'supportResources') = 'array'`,
    [INVENTED_BOOKING_URL, INVENTED_CALL_TITLE],
  );
}

/**
 * The instance's own settings (modules/settings): one row per set key, so a new setting needs no schema
 * change. The audit log records their changes ('settings.update', target type 'settings'). Stored
 * troubleshooting guides lose the invented phone and booking links: a guide now shows the instance's
 * contacts when it is served, and only those that are set.
 */
export class InstanceSettings1795843766076 implements MigrationInterface {
  name = 'InstanceSettings1795843766076';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE instance_settings (
        key text PRIMARY KEY,
        value text NOT NULL,
        updated_by int REFERENCES users(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check;
      ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check CHECK (action IN (
        'user.delete', 'home.delete', 'home.export-pdf', 'settings.update', ${SHARING_ACTIONS}
      ));
      ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_target_type_check;
      ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_target_type_check
        CHECK (target_type IN ('user', 'home', 'settings'));
    `);
    await removeInventedContactsFromGuides(db);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM admin_audit_log WHERE action = 'settings.update' OR target_type = 'settings';
      ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_target_type_check;
      ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_target_type_check
        CHECK (target_type IN ('user', 'home'));
      ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check;
      ALTER TABLE admin_audit_log ADD CONSTRAINT admin_audit_log_action_check CHECK (action IN (
        'user.delete', 'home.delete', 'home.export-pdf', ${SHARING_ACTIONS}
      ));
      DROP TABLE IF EXISTS instance_settings;
    `);
  }
}
