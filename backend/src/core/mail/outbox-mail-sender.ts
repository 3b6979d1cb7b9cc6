import { Logger } from '@nestjs/common';
import { access, constants, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { mailHeaderText } from './mail-header-text';
import { MailMessage, MailSender } from './mail-sender';

/**
 * The embedded default: each message becomes an .eml file (openable in any mail client) and a log
 * line, so a self-hoster without SMTP can still follow a password-reset link.
 */
export class OutboxMailSender extends MailSender {
  private readonly logger = new Logger('Mail');
  readonly destination = 'outbox folder';

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
  ) {
    super();
  }

  async verify(): Promise<void> {
    await mkdir(this.outboxDir, { recursive: true });
    await access(this.outboxDir, constants.W_OK);
  }

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.outboxDir, { recursive: true });
    const file = join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    const eml = [
      header('From', this.from),
      header('To', message.to),
      header('Subject', message.subject),
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      message.text,
    ].join('\r\n');
    await writeFile(file, eml, { mode: 0o600 });
    this.logger.log(`mail to ${mailHeaderText(message.to)} written to ${file}\n${message.text}`);
  }
}

/**
 * One header field the way the SMTP driver's nodemailer writes it: the value on one line (mailHeaderText),
 * addresses and text encoded by nodemailer's own header encoder (RFC 2047 words for non-ASCII), folded at 76.
 * nodemailer is loaded here only, when a mail is written.
 */
function header(key: string, value: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const MimeNode = (require('nodemailer/lib/mime-node') as typeof import('nodemailer/lib/mime-node')).default;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mimeFuncs = require('nodemailer/lib/mime-funcs') as typeof import('nodemailer/lib/mime-funcs');
  return mimeFuncs.foldLines(`${key}: ${MimeNode.encodeHeaderValue(key, mailHeaderText(value))}`, 76);
}
