import { mailHeaderText } from '../../../core/mail/mail-header-text';
import type { MailMessage } from '../../../core/mail/mail-sender';
import type { UnreadReplyBatch } from '../../chat/support-replies.service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** A header value on one line (the mail drivers also pass every header through mailHeaderText). */
const headerText = (text: string) => mailHeaderText(text).trim();
const PREVIEW = 60;

/** The e-mail for a batch of support replies the user has not read in the app. */
export function supportReplyMail(
  user: { email: string; username: string },
  batch: UnreadReplyBatch,
  publicUrl: string,
): MailMessage {
  const reply = batch.latest.content;
  const oneLine = headerText(reply);
  const preview = oneLine.length > PREVIEW ? `${oneLine.slice(0, PREVIEW - 1)}…` : oneLine;
  const link = `${publicUrl}/?chat=support`;
  const what = batch.count === 1 ? 'a reply' : `${batch.count} replies`;
  const text = `Hello ${user.username},\n\nSupport sent you ${what} in the Home Book chat:\n\n${reply}\n\nRead and answer it in Home Book: ${link}`;
  const html =
    `<p>Hello ${escapeHtml(user.username)},</p><p>Support sent you ${what} in the Home Book chat:</p>` +
    `<blockquote style="white-space: pre-wrap">${escapeHtml(reply)}</blockquote>` +
    `<p><a href="${escapeHtml(link)}">Read and answer it in Home Book</a></p>`;
  return { to: headerText(user.email), subject: headerText(`Support replied: ${preview}`), text, html };
}
