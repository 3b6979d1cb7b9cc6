import { simpleParser } from 'mailparser';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The message as received, headers included. */
  raw: string;
}

/** A real SMTP server on a random local port that keeps what it receives (docs/testing.md). */
export class SmtpInbox {
  readonly mails: ReceivedMail[] = [];
  private waiters: (() => void)[] = [];
  private server!: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        new Promise<void>((resolve, reject) => stream.on('end', resolve).on('error', reject))
          .then(() => simpleParser(Buffer.concat(chunks)))
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
            const raw = Buffer.concat(chunks).toString('utf8');
            this.mails.push({ to: to ?? '', subject: mail.subject ?? '', text: mail.text ?? '', raw });
            this.waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  /** Waits for a mail to this address (the app sends through its queue, so not at once). */
  async waitFor(to: string, timeoutMs = 60_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.find((item) => item.to.includes(to));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
