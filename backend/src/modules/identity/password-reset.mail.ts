import { MailMessage } from '../../core/mail/mail-sender';
import { User } from './entities/user.entity';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function passwordResetMail(user: User, link: string): MailMessage {
  const name = user.displayName || user.username;
  return {
    to: user.email,
    subject: 'Reset your Home Book password',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Home Book account. Open this link to choose a new one:',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for this, you can ignore this e-mail.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your Home Book account. Click below to choose a new one:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>The link works once and expires in 1 hour. If you did not ask for this, you can ignore this e-mail.</p>`,
  };
}
