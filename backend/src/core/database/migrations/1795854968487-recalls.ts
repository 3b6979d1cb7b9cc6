import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 42 (recall watch, docs/recalls.md): the local mirror of public recalls (`recalls`, unique per
 * source and source id) with its pre-normalised search text and the GIN-indexed model tokens the
 * matcher's prefilter reads, and the sync's state per source (`recall_sync_states`).
 */
export class Recalls1795854968487 implements MigrationInterface {
  name = 'Recalls1795854968487';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE recalls (
        id serial PRIMARY KEY,
        source text NOT NULL,
        source_id text NOT NULL,
        recall_number text,
        title text NOT NULL,
        description text,
        hazard text,
        remedy text,
        consumer_contact text,
        url text,
        recall_date date,
        published_at timestamptz,
        products jsonb NOT NULL DEFAULT '[]',
        manufacturers text[] NOT NULL DEFAULT '{}',
        importers text[] NOT NULL DEFAULT '{}',
        distributors text[] NOT NULL DEFAULT '{}',
        image_captions text[] NOT NULL DEFAULT '{}',
        search_text text NOT NULL DEFAULT '',
        model_tokens text[] NOT NULL DEFAULT '{}',
        content_hash text NOT NULL,
        raw jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT recalls_source_id_key UNIQUE (source, source_id)
      );
      CREATE INDEX recalls_model_tokens_idx ON recalls USING gin (model_tokens);
      CREATE TABLE recall_sync_states (
        source text PRIMARY KEY,
        last_attempt_at timestamptz,
        last_success_at timestamptz,
        result text CHECK (result IN ('ok', 'failed')),
        error_code text,
        error_message text,
        consecutive_failures int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        cursor text,
        fetched_count int NOT NULL DEFAULT 0,
        inserted_count int NOT NULL DEFAULT 0,
        updated_count int NOT NULL DEFAULT 0,
        duration_ms int NOT NULL DEFAULT 0
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE recall_sync_states; DROP TABLE recalls;');
  }
}
