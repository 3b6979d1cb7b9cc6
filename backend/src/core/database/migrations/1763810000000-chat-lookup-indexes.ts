import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lookups the chat module makes besides a room's message history: who may read an attachment (messages
 * by file_url), which rooms a user belongs to (participants and room owners by user, also what the
 * user-deletion cascade scans).
 */
export class ChatLookupIndexes1763810000000 implements MigrationInterface {
  name = 'ChatLookupIndexes1763810000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX chat_messages_file_url_idx ON chat_messages (file_url) WHERE file_url IS NOT NULL;
      CREATE INDEX chat_participants_user_idx ON chat_participants (user_id);
      CREATE INDEX chat_rooms_owner_user_idx ON chat_rooms (owner_user_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX IF EXISTS chat_messages_file_url_idx;
      DROP INDEX IF EXISTS chat_participants_user_idx;
      DROP INDEX IF EXISTS chat_rooms_owner_user_idx;
    `);
  }
}
