import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestApp } from './test-app';

/** The newest mail to an address: from the SMTP inbox (services) or the outbox folder (embedded). */
export async function waitForMail(testApp: TestApp, to: string, timeoutMs = 60_000): Promise<string> {
  if (testApp.drivers === 'services') return (await testApp.inbox.waitFor(to, timeoutMs)).text;
  const outbox = join(testApp.dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }) : [])
      .filter((f) => f.isFile())
      .map((f) => f.name)
      .sort()
      .reverse();
    const mail = files
      .map((name) => readFileSync(join(outbox, name), 'utf8'))
      .find((text) => text.includes(`To: ${to}`));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The header fields of the newest mail to an address, as a mail client reads them (folded lines joined,
 * RFC 2047 words decoded): on the wire from the SMTP server (services) or the .eml file (embedded).
 */
export async function waitForMailHeaders(
  testApp: TestApp,
  to: string,
): Promise<{ keys: string[]; subject: string; from: string; to: string }> {
  const raw = testApp.drivers === 'services' ? (await testApp.inbox.waitFor(to)).raw : await waitForMail(testApp, to);
  const mail = await simpleParser(raw);
  const address = (field: typeof mail.to) => (Array.isArray(field) ? field[0]?.text : field?.text) ?? '';
  return {
    keys: mail.headerLines.map((line) => line.key),
    subject: mail.subject ?? '',
    from: address(mail.from),
    to: address(mail.to),
  };
}

export function resetTokenFrom(mailText: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailText);
  if (!match) throw new Error(`no reset link in mail:\n${mailText}`);
  return match[1];
}

/** A received mail's subject and text, and (embedded) the header lines of its .eml file. */
export interface SentMail {
  subject: string;
  text: string;
  headerLines: string[];
}

/** Every mail received so far for an address: the test SMTP server (services) or the outbox folder (embedded). */
export function mailsTo(testApp: TestApp, to: string): SentMail[] {
  if (testApp.drivers === 'services') {
    return testApp.inbox.mails
      .filter((mail) => mail.to.includes(to))
      .map((mail) => ({ subject: mail.subject, text: mail.text, headerLines: [`Subject: ${mail.subject}`] }));
  }
  const outbox = join(testApp.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((eml) => eml.includes(`To: ${to}\r\n`))
    .map((eml) => {
      const split = eml.indexOf('\r\n\r\n');
      const headerLines = eml.slice(0, split).split('\r\n');
      const subject = headerLines.find((line) => line.startsWith('Subject: '))?.slice('Subject: '.length) ?? '';
      return { subject, text: eml.slice(split + 4), headerLines };
    });
}
