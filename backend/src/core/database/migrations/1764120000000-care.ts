import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Care for the home: maintenance plan columns (per type and per equipment), in-app notifications,
 * per-user reminder settings, the reminder delivery ledger (its unique key makes every reminder go out
 * once), calendar feed tokens, and the default warranty reminders (in-app 30, email 30).
 */
export class Care1764120000000 implements MigrationInterface {
  name = 'Care1764120000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE equipment_types
        ADD COLUMN maintenance_interval_months int CHECK (maintenance_interval_months BETWEEN 1 AND 120),
        ADD COLUMN expected_life_years int CHECK (expected_life_years BETWEEN 1 AND 100);
      ALTER TABLE equipment
        ADD COLUMN maintenance_interval_months int CHECK (maintenance_interval_months BETWEEN 1 AND 120);
      CREATE INDEX maintenance_records_equipment_idx ON maintenance_records (equipment_id, date DESC, id DESC);

      CREATE TABLE notifications (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        home_id int REFERENCES homes(id) ON DELETE SET NULL,
        equipment_id int REFERENCES equipment(id) ON DELETE SET NULL,
        due_date date,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
      CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

      CREATE TABLE user_notification_settings (
        user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        maintenance_email boolean NOT NULL DEFAULT true,
        maintenance_in_app boolean NOT NULL DEFAULT true,
        maintenance_sms boolean NOT NULL DEFAULT false,
        maintenance_days_before int NOT NULL DEFAULT 7 CHECK (maintenance_days_before BETWEEN 0 AND 365),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE reminder_deliveries (
        id bigserial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        item_key text NOT NULL,
        threshold text NOT NULL,
        channel text NOT NULL CHECK (channel IN ('email', 'sms', 'in-app')),
        payload jsonb NOT NULL,
        attempt_at timestamptz,
        attempts int NOT NULL DEFAULT 0,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (item_key, threshold, channel)
      );
      CREATE INDEX reminder_deliveries_pending_idx ON reminder_deliveries (id)
        WHERE channel = 'email' AND sent_at IS NULL;

      CREATE TABLE calendar_feeds (
        user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE UNIQUE INDEX warranty_notifications_rule_idx
        ON warranty_notifications (warranty_id, notification_type, days_before_expiration);
      INSERT INTO warranty_notifications (user_id, warranty_id, notification_type, days_before_expiration)
        SELECT e.user_id, w.id, channel, 30
        FROM warranties w JOIN equipment e ON e.id = w.equipment_id
        CROSS JOIN (VALUES ('in-app'), ('email')) AS channels(channel)
        WHERE NOT EXISTS (SELECT 1 FROM warranty_notifications n WHERE n.warranty_id = w.id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX IF EXISTS warranty_notifications_rule_idx;
      DROP TABLE IF EXISTS calendar_feeds, reminder_deliveries, user_notification_settings, notifications;
      DROP INDEX IF EXISTS maintenance_records_equipment_idx;
      ALTER TABLE equipment DROP COLUMN IF EXISTS maintenance_interval_months;
      ALTER TABLE equipment_types DROP COLUMN IF EXISTS maintenance_interval_months,
        DROP COLUMN IF EXISTS expected_life_years;
    `);
  }
}
