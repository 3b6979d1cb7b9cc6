import { MailMessage } from '../../core/mail/mail-sender';

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
