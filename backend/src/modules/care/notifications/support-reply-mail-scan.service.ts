import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { MailSender } from '../../../core/mail/mail-sender';
import { UsersService } from '../../identity/users.service';
import { SupportReplies } from '../../chat/support-replies.service';
import { CareClock } from '../care-clock';
import { supportReplyMail } from './support-reply.mail';

/**
 * Threads quiet for longer than the window plus this are not looked at: the scan runs every minute, so
 * their replies were mailed long ago (or were written while no scan ran for a day: a mail that late is moot).
 */
const LOOKBACK_MS = 24 * 3_600_000;

export interface SupportReplyMailScanResult {
  /** Threads whose first unread reply is older than the window. */
  waiting: number;
  emailed: number;
  emailFailures: number;
}

/**
 * E-mails support replies the user has not read in the app within REPLY_MAIL_AFTER_MINUTES
 * (docs/care.md, "Support replies"). A batch is the thread's unread replies, named by the first one;
 * its row in support_reply_mails is inserted (ON CONFLICT DO NOTHING) before the mail goes out, so
 * however many scans or workers run, one of them mails it. A refused send deletes the row again: the
 * next scan retries. Reading the thread ends the batch; the next reply starts a new one.
 */
@Injectable()
export class SupportReplyMailScan {
  private readonly logger = new Logger('SupportReplyMailScan');

  constructor(
    private readonly dataSource: DataSource,
    private readonly replies: SupportReplies,
    private readonly users: UsersService,
    private readonly mail: MailSender,
    private readonly clock: CareClock,
    private readonly config: AppConfig,
  ) {}

  async scan(options: { now?: Date } = {}): Promise<SupportReplyMailScanResult> {
    const now = options.now ?? this.clock.now();
    const writtenBefore = new Date(now.getTime() - this.config.supportReplyMailAfterMs);
    const batches = await this.replies.unreadSince(writtenBefore, new Date(writtenBefore.getTime() - LOOKBACK_MS));
    const result: SupportReplyMailScanResult = { waiting: batches.length, emailed: 0, emailFailures: 0 };
    if (!batches.length) return result;
    const users = new Map((await this.users.findByIds(batches.map((batch) => batch.userId))).map((u) => [u.id, u]));
    for (const batch of batches) {
      const user = users.get(batch.userId);
      if (!user) continue;
      const claimed: unknown[] = await this.dataSource.query(
        `INSERT INTO support_reply_mails (user_id, first_message_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING user_id`,
        [batch.userId, batch.firstMessageId, now.toISOString()],
      );
      if (!claimed.length) continue;
      try {
        await this.mail.send(supportReplyMail(user, batch, this.config.publicUrl));
        result.emailed += 1;
      } catch (error) {
        result.emailFailures += 1;
        this.logger.warn(`support reply e-mail to user ${user.id} not sent (retried): ${(error as Error).message}`);
        await this.dataSource.query('DELETE FROM support_reply_mails WHERE user_id = $1 AND first_message_id = $2', [
          batch.userId,
          batch.firstMessageId,
        ]);
      }
    }
    return result;
  }
}
