import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger of support-reply e-mails (docs/care.md, "Support replies"): one row per batch of unread
 * replies (named by the user and the batch's first reply), inserted before the mail is sent, so a batch
 * is mailed once whatever the number of scans or workers. The scan reads the support threads active in the
 * last day: an index on their updated_at.
 */
export class SupportReplyMails1795843794814 implements MigrationInterface {
  name = 'SupportReplyMails1795843794814';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE support_reply_mails (
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        first_message_id int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, first_message_id)
      );
      CREATE INDEX chat_rooms_support_updated_idx ON chat_rooms (updated_at) WHERE type = 'support';`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS chat_rooms_support_updated_idx; DROP TABLE support_reply_mails;');
  }
}
