import { BadRequestException } from '@nestjs/common';
import { NotificationChannel } from './entities/warranty-notification.entity';
import type { WarrantyReminderView } from './warranty-reminder.view';

/** What a new warranty gets: in-app and e-mail, 30 days before the end. */
export const DEFAULT_WARRANTY_REMINDERS: WarrantyReminderView[] = [
  { notificationType: 'in-app', daysBeforeExpiration: 30, enabled: true },
  { notificationType: 'email', daysBeforeExpiration: 30, enabled: true },
];

const CHANNELS: NotificationChannel[] = ['email', 'sms', 'in-app'];
const MAX_RULES = 12;
export const SMS_UNAVAILABLE = 'SMS reminders need an SMS provider, and none is configured on this server';

const invalid = (field: string, message: string) => new BadRequestException({ message, errors: [{ field, message }] });

/** A PUT body: a list of rules, each channel + days (0-365) + enabled; no duplicates; SMS cannot be enabled. */
export function parseWarrantyReminders(body: unknown): WarrantyReminderView[] {
  if (!Array.isArray(body)) throw invalid('', 'Send a list of reminders');
  if (body.length > MAX_RULES) throw invalid('', `At most ${MAX_RULES} reminders`);
  const seen = new Set<string>();
  return body.map((item: unknown, index) => {
    const rule = (item ?? {}) as Record<string, unknown>;
    const { notificationType, daysBeforeExpiration } = rule;
    const enabled = rule.enabled === undefined ? true : rule.enabled;
    if (!CHANNELS.includes(notificationType as NotificationChannel)) {
      throw invalid(`${index}.notificationType`, 'Reminder type must be email, sms or in-app');
    }
    if (
      !Number.isInteger(daysBeforeExpiration) ||
      (daysBeforeExpiration as number) < 0 ||
      (daysBeforeExpiration as number) > 365
    ) {
      throw invalid(`${index}.daysBeforeExpiration`, 'Days before expiration must be a whole number from 0 to 365');
    }
    if (typeof enabled !== 'boolean') throw invalid(`${index}.enabled`, 'Enabled must be true or false');
    if (notificationType === 'sms' && enabled) throw invalid(`${index}.notificationType`, SMS_UNAVAILABLE);
    const key = `${notificationType}:${daysBeforeExpiration}`;
    if (seen.has(key)) throw invalid(`${index}`, 'The same reminder is listed twice');
    seen.add(key);
    return {
      notificationType: notificationType as NotificationChannel,
      daysBeforeExpiration: daysBeforeExpiration as number,
      enabled,
    };
  });
}
