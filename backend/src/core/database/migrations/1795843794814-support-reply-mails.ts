import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger of support-reply e-mails (docs/care.md, "Support replies"): one row per batch of unread
 * replies (named by the user and the batch's first reply), inserted before the mail is sent, so a batch
 * is mailed once whatever the number of scans or workers.
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
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE support_reply_mails');
  }
}
