import { Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { MailMessage, MailSender } from './mail-sender';

/**
 * The embedded default: each message becomes an .eml file (openable in any mail client) and a log
 * line, so a self-hoster without SMTP can still follow a password-reset link.
 */
export class OutboxMailSender extends MailSender {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.outboxDir, { recursive: true });
    const file = join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    const eml = [
      `From: ${this.from}`,
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      message.text,
    ].join('\r\n');
    await writeFile(file, eml, { mode: 0o600 });
    this.logger.log(`mail to ${message.to} written to ${file}\n${message.text}`);
  }
}
