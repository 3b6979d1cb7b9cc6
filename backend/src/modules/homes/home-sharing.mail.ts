import type { RateLimit } from '../../core/http/rate-limiter';
import { MailMessage } from '../../core/mail/mail-sender';

/**
 * Invitations and hand-overs mail a link to any address the owner types: at most 20 such e-mails per user per
 * hour, invitations and hand-overs counted together, so that an account cannot send mail to strangers in bulk.
 * A household is invited in a handful; over the limit the answer is 429 with when to try again.
 */
export const SHARING_MAIL_LIMIT: RateLimit = { name: 'sharing-mail', limit: 20, windowMs: 60 * 60_000 };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function linkMail(to: string, subject: string, lines: string[], action: string, link: string): MailMessage {
  const ending = 'The link works once and expires in 7 days. If you did not expect this, you can ignore this e-mail.';
  return {
    to,
    subject,
    text: ['Hello,', '', ...lines, link, '', ending].join('\n'),
    html: `<p>Hello,</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(ending)}</p>`,
  };
}

export function invitationMail(to: string, inviter: string, homeName: string, role: string, link: string): MailMessage {
  return linkMail(
    to,
    `${inviter} invited you to ${homeName} on Home Book`,
    [`${inviter} invited you to share the home "${homeName}" on Home Book as ${role}. Open this link to accept:`],
    'Accept the invitation',
    link,
  );
}

export function transferMail(to: string, owner: string, homeName: string, link: string): MailMessage {
  return linkMail(
    to,
    `${owner} wants to hand over ${homeName} to you on Home Book`,
    [
      `${owner} wants to hand over the home "${homeName}" to you on Home Book, with all its equipment, records and files. Open this link to accept:`,
    ],
    'Accept the home',
    link,
  );
}
