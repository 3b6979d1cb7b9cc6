import { mailHeaderText } from '../../../core/mail/mail-header-text';
import type { MailMessage } from '../../../core/mail/mail-sender';
import type { RecallFacts } from './recall-catalog';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** A header value on one line (the mail drivers also pass every header through mailHeaderText). */
const headerText = (text: string) => mailHeaderText(text).trim();

/** The one e-mail an owner gets about a recall that may concern one of their equipment. */
export function recallMail(
  owner: { email: string; username: string },
  equipment: { id: number; homeId: number; name: string; homeName: string },
  recall: RecallFacts,
  level: 'match' | 'possible',
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/homes/${equipment.homeId}?equipment=${equipment.id}`;
  const lead =
    level === 'match'
      ? `A safety recall matches your ${equipment.name}:`
      : `A safety recall may concern your ${equipment.name} (a possible match: please check the model and serial):`;
  const facts: [string, string | null][] = [
    ['Hazard', recall.hazard],
    ['Remedy', recall.remedy],
    ['Contact', recall.consumerContact],
    ['Recall date', recall.date],
    ['Details', recall.url],
  ];
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  const text =
    `Hello ${owner.username},\n\n${lead}\n\n${recall.title}\n\n` +
    shown.map(([label, value]) => `${label}: ${value}`).join('\n') +
    `\n\nEquipment: ${equipment.name}\nHome: ${equipment.homeName}\n\n` +
    `Open it in Home Book to mark "Remedy done" or "Not my unit": ${link}`;
  const html =
    `<p>Hello ${escapeHtml(owner.username)},</p><p>${escapeHtml(lead)}</p>` +
    `<p><strong>${escapeHtml(recall.title)}</strong></p>` +
    `<p>${shown.map(([label, value]) => `${label}: ${escapeHtml(value)}`).join('<br>')}</p>` +
    `<p>Equipment: <strong>${escapeHtml(equipment.name)}</strong><br>Home: ${escapeHtml(equipment.homeName)}</p>` +
    `<p><a href="${escapeHtml(link)}">Open ${escapeHtml(equipment.name)} in Home Book</a></p>`;
  const subject = level === 'match' ? `Safety recall: ${equipment.name}` : `Possible safety recall: ${equipment.name}`;
  return { to: headerText(owner.email), subject: headerText(subject), text, html };
}
