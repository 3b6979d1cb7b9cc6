export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Outgoing mail: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox. */
export abstract class MailSender {
  abstract send(message: MailMessage): Promise<void>;
}
