/**
 * The mails the app sent: in 'embedded' mode the .eml files of DATA_DIR/outbox, in 'services' mode what
 * the SMTP inbox of the global setup received (stored as JSON files in its folder).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredMail } from './services';
import type { AppInfo } from './server';

export interface Mail {
  to: string;
  text: string;
}

/** Every mail sent to `address`, oldest first. */
export function mailsTo(app: AppInfo, address: string): Mail[] {
  const wanted = address.toLowerCase();
  if (app.drivers === 'services') {
    const directory = app.inboxDir!;
    if (!existsSync(directory)) return [];
    return readdirSync(directory)
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .sort()
      .map((name) => JSON.parse(readFileSync(join(directory, name), 'utf8')) as StoredMail)
      .filter((mail) => mail.to.toLowerCase().includes(wanted))
      .map(({ to, text }) => ({ to, text }));
  }
  const outbox = join(app.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  // Files are named after the time they were written (ISO timestamp first), so names sort by time.
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .map((eml) => {
      const separator = eml.indexOf('\r\n\r\n');
      const headers = eml.slice(0, separator);
      const to = /^To: (.*)$/m.exec(headers)?.[1]?.trim() ?? '';
      return { to, text: eml.slice(separator + 4) };
    })
    .filter((mail) => mail.to.toLowerCase().includes(wanted));
}

/** The reset link of a mail; it must be followed by more text, so a half-written file never yields half a token. */
export function resetLinkIn(text: string): string | null {
  return /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)\s/.exec(text)?.[1] ?? null;
}

/**
 * Waits for the newest password reset link sent to `address` (the app may send through its queue, so
 * not at once). With `notBefore`, mails counted earlier (mailsTo(...).length) are ignored.
 */
export async function latestResetLink(
  app: AppInfo,
  address: string,
  { notBefore = 0, timeoutMs = 60_000 }: { notBefore?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(app, address).slice(notBefore);
    const link = mails
      .map((mail) => resetLinkIn(mail.text))
      .filter((found): found is string => found !== null)
      .pop();
    if (link) return link;
    if (Date.now() > deadline) {
      throw new Error(`No password reset mail to ${address} within ${timeoutMs} ms (${app.drivers} mail driver)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for the newest link to `<origin>/<path>/<token>` (an invitation's or transfer's) in a mail sent to `address`. */
export async function latestLinkTo(
  app: AppInfo,
  address: string,
  path: 'invitations' | 'transfers',
  { timeoutMs = 60_000 }: { timeoutMs?: number } = {},
): Promise<string> {
  const pattern = new RegExp(`(https?://\\S+/${path}/[A-Za-z0-9_-]+)\\s`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = mailsTo(app, address)
      .map((mail) => pattern.exec(mail.text)?.[1] ?? null)
      .filter((found): found is string => found !== null)
      .pop();
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No /${path}/ mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
