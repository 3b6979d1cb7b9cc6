import type { MailerService } from '@nestjs-modules/mailer';
import { MailMessage, MailSender } from './mail-sender';

export class SmtpMailSender extends MailSender {
  constructor(
    private readonly mailer: MailerService,
    private readonly from: string,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    await this.mailer.sendMail({ ...message, from: this.from });
  }
}
