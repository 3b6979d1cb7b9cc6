export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Outgoing mail: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox. */
export abstract class MailSender {
  abstract send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the admin System tab (no secret: 'SMTP server', 'outbox folder'). */
  abstract readonly destination: string;
  /** Fails when mail cannot leave now (the SMTP server refuses a connection, the outbox is not writable). */
  abstract verify(): Promise<void>;
}
