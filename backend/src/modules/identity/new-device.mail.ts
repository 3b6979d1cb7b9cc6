import { MailMessage } from '../../core/mail/mail-sender';
import { User } from './entities/user.entity';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Told to the user when their account is signed in to from a browser it has not seen before. */
export function newDeviceMail(user: User, device: string, address: string, at: Date): MailMessage {
  const name = user.displayName || user.username;
  const when = at.toUTCString();
  const lines = [
    `Your Home Book account was just signed in to from a new device: ${device}, address ${address}, ${when}.`,
    'If this was you, there is nothing to do. If not, reset your password now: that also signs out every',
    'device. Your trusted devices are listed on your profile page, where you can remove any of them.',
  ];
  return {
    to: user.email,
    subject: 'New sign-in to your Home Book account',
    text: [`Hello ${name},`, '', ...lines].join('\n'),
    html: `<p>Hello ${escapeHtml(name)},</p>\n<p>${lines.map(escapeHtml).join(' ')}</p>`,
  };
}
