import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every entity of spec §3, plus server-side sessions. Later issues add behaviour, not tables. */
export class InitialSchema1763780000000 implements MigrationInterface {
  name = 'InitialSchema1763780000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username text NOT NULL,
        password text NOT NULL,
        email text NOT NULL,
        display_name text,
        avatar_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_login timestamptz,
        is_admin boolean NOT NULL DEFAULT false
      );
      CREATE UNIQUE INDEX users_username_key ON users (lower(username));
      CREATE UNIQUE INDEX users_email_key ON users (lower(email));

      CREATE TABLE password_reset_tokens (
        id serial PRIMARY KEY,
        user_id int NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        ip_address text
      );

      CREATE TABLE sessions (
        sid text PRIMARY KEY,
        user_id int REFERENCES users(id) ON DELETE CASCADE,
        data jsonb NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX sessions_user_id_idx ON sessions (user_id);
      CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

      CREATE TABLE home_templates (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        description text,
        has_pool boolean NOT NULL DEFAULT false,
        is_upgraded boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE equipment_categories (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        description text,
        sort_order int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE template_equipment (
        id serial PRIMARY KEY,
        template_id int NOT NULL REFERENCES home_templates(id) ON DELETE CASCADE,
        category_id int NOT NULL REFERENCES equipment_categories(id),
        name text NOT NULL,
        description text,
        is_required boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (template_id, name)
      );

      CREATE TABLE equipment_types (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        section text,
        category text,
        default_brand text,
        common_issues text[] NOT NULL DEFAULT '{}',
        maintenance_interval text
      );

      CREATE TABLE homes (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        address text NOT NULL,
        city text NOT NULL,
        state text NOT NULL,
        zip_code text NOT NULL,
        type text,
        photo_url text,
        details text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX homes_user_id_idx ON homes (user_id);

      CREATE TABLE home_equipment_checklist (
        id serial PRIMARY KEY,
        home_id int NOT NULL REFERENCES homes(id) ON DELETE CASCADE,
        equipment_type_id int NOT NULL REFERENCES equipment_types(id) ON DELETE CASCADE,
        is_present boolean NOT NULL DEFAULT false,
        notes text,
        last_checked timestamptz,
        UNIQUE (home_id, equipment_type_id)
      );

      CREATE TABLE equipment (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        home_id int NOT NULL REFERENCES homes(id) ON DELETE CASCADE,
        equipment_type_id int REFERENCES equipment_types(id) ON DELETE SET NULL,
        template_equipment_id int REFERENCES template_equipment(id) ON DELETE SET NULL,
        category_id int REFERENCES equipment_categories(id) ON DELETE SET NULL,
        name text NOT NULL,
        brand text,
        model_number text,
        serial_number text,
        installation_date text,
        last_maintenance_date date,
        notes text,
        manual_urls text[] NOT NULL DEFAULT '{}',
        photos text[] NOT NULL DEFAULT '{}',
        sheet_id text,
        completed boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX equipment_user_id_idx ON equipment (user_id);
      CREATE INDEX equipment_home_id_idx ON equipment (home_id);

      CREATE TABLE photos (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        url text NOT NULL,
        type text NOT NULL CHECK (type IN ('equipment', 'additional')),
        equipment_id int REFERENCES equipment(id) ON DELETE CASCADE,
        home_id int REFERENCES homes(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX photos_user_id_idx ON photos (user_id);

      CREATE TABLE maintenance_records (
        id serial PRIMARY KEY,
        equipment_id int NOT NULL REFERENCES equipment(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        date date NOT NULL,
        type text NOT NULL,
        description text,
        cost numeric(12, 2),
        service_provider text,
        next_scheduled_date date,
        attachments text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE manufacturer_patterns (
        id serial PRIMARY KEY,
        manufacturer text NOT NULL,
        model_pattern text,
        date_code_pattern text NOT NULL,
        age_calculation_rule text NOT NULL,
        confidence text NOT NULL DEFAULT 'medium' CHECK (confidence IN ('high', 'medium', 'low')),
        examples text[] NOT NULL DEFAULT '{}',
        success_count int NOT NULL DEFAULT 0,
        last_used timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (manufacturer, date_code_pattern)
      );

      CREATE TABLE warranties (
        id serial PRIMARY KEY,
        equipment_id int NOT NULL UNIQUE REFERENCES equipment(id) ON DELETE CASCADE,
        start_date date NOT NULL,
        end_date date NOT NULL,
        provider text,
        policy_number text,
        terms text,
        status text NOT NULL DEFAULT 'active',
        auto_renewal boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_date >= start_date)
      );

      CREATE TABLE warranty_documents (
        id serial PRIMARY KEY,
        warranty_id int REFERENCES warranties(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        equipment_id int REFERENCES equipment(id) ON DELETE CASCADE,
        file_name text NOT NULL,
        file_url text NOT NULL,
        file_type text NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE warranty_notifications (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        warranty_id int NOT NULL REFERENCES warranties(id) ON DELETE CASCADE,
        notification_type text NOT NULL CHECK (notification_type IN ('email', 'sms', 'in-app')),
        days_before_expiration int NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE chat_rooms (
        id serial PRIMARY KEY,
        name text NOT NULL,
        type text NOT NULL DEFAULT 'direct' CHECK (type IN ('direct', 'group', 'support')),
        owner_user_id int REFERENCES users(id) ON DELETE CASCADE,
        equipment_id int REFERENCES equipment(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX chat_rooms_support_owner_key ON chat_rooms (owner_user_id) WHERE type = 'support';
      CREATE UNIQUE INDEX chat_rooms_equipment_key ON chat_rooms (equipment_id) WHERE equipment_id IS NOT NULL;

      CREATE TABLE chat_messages (
        id serial PRIMARY KEY,
        room_id int NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
        sender_id int REFERENCES users(id) ON DELETE SET NULL,
        content text NOT NULL,
        message_type text NOT NULL DEFAULT 'text' CHECK (message_type IN ('text', 'file')),
        file_url text,
        file_name text,
        read_by int[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX chat_messages_room_created_idx ON chat_messages (room_id, id DESC);

      CREATE TABLE chat_participants (
        id serial PRIMARY KEY,
        room_id int NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        last_seen timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (room_id, user_id)
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE IF EXISTS chat_participants, chat_messages, chat_rooms, warranty_notifications,
        warranty_documents, warranties, manufacturer_patterns, maintenance_records, photos, equipment,
        home_equipment_checklist, homes, equipment_types, template_equipment, equipment_categories,
        home_templates, sessions, password_reset_tokens, users CASCADE;
    `);
  }
}
