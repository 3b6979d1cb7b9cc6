import { object, string } from 'yup';

/**
 * The Settings form's rules, the same as the server's (backend/src/modules/settings/instance-settings.ts):
 * every field may stay empty (unset); links are http(s) pages only.
 */
const WEB_PAGE = /^https?:\/\/[^\s/?#]+/i;
const PHONE = /^[0-9 +\-().]*$/;

export const instanceSettingsSchema = object({
  companyName: string().trim().max(100, 'Company name must be at most 100 characters'),
  supportPhone: string()
    .trim()
    .max(30, 'Support phone must be at most 30 characters')
    .matches(PHONE, 'Support phone may contain only digits, spaces and + - ( ) .')
    .test(
      'digit',
      'Support phone may contain only digits, spaces and + - ( ) .',
      (value) => !value || /\d/.test(value),
    ),
  supportEmail: string()
    .trim()
    .max(254, 'Support e-mail must be at most 254 characters')
    .email('Support e-mail must be a valid e-mail address'),
  bookingUrl: string().trim().max(500, 'Booking link must be at most 500 characters').matches(WEB_PAGE, {
    message: 'Booking link must be a web address starting with http:// or https://',
    excludeEmptyString: true,
  }),
  expectedAnswerText: string().trim().max(200, 'Expected answer must be at most 200 characters'),
  /** '' (the default, USD) or one of the ISO 4217 codes the select offers. */
  currency: string(),
});
