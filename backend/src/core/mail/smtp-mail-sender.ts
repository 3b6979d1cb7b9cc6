import type { MailerService } from '@nestjs-modules/mailer';
import { mailHeaderText } from './mail-header-text';
import { MailMessage, MailSender } from './mail-sender';

export class SmtpMailSender extends MailSender {
  readonly destination = 'SMTP server';
  constructor(
    private readonly mailer: MailerService,
    private readonly from: string,
  ) {
    super();
  }

  /** A connection and greeting with the SMTP server (nodemailer's verify), no mail sent. */
  async verify(): Promise<void> {
    if (!(await this.mailer.verifyAllTransporters())) throw new Error('the SMTP server did not answer');
  }

  /** Header values one line each (mailHeaderText); nodemailer encodes them (RFC 2047) and the bodies. */
  async send(message: MailMessage): Promise<void> {
    await this.mailer.sendMail({
      from: mailHeaderText(this.from),
      to: mailHeaderText(message.to),
      subject: mailHeaderText(message.subject),
      text: message.text,
      html: message.html,
    });
  }
}
