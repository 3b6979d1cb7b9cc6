import { isEmail } from 'class-validator';
import type { FieldError } from '../../core/http/api-exception.filter';
import type { PublicSettingKey } from './public-settings.view';

/** How a setting's text is checked (besides its length). */
type SettingKind = 'text' | 'phone' | 'email' | 'web-link' | 'currency';

interface SettingDefinition {
  key: PublicSettingKey;
  /** Names the field in error messages. */
  label: string;
  kind: SettingKind;
  maxLength: number;
}

/**
 * Every setting an administrator can set, in the order of the Settings form. A new setting (e.g. a currency)
 * is one more entry here (and in the view); its rows live in the same key/value table.
 */
export const INSTANCE_SETTINGS: readonly SettingDefinition[] = [
  { key: 'companyName', label: 'Company name', kind: 'text', maxLength: 100 },
  { key: 'supportPhone', label: 'Support phone', kind: 'phone', maxLength: 30 },
  { key: 'supportEmail', label: 'Support e-mail', kind: 'email', maxLength: 254 },
  { key: 'bookingUrl', label: 'Booking link', kind: 'web-link', maxLength: 500 },
  { key: 'expectedAnswerText', label: 'Expected answer', kind: 'text', maxLength: 200 },
  { key: 'currency', label: 'Currency', kind: 'currency', maxLength: 3 },
];

/** The instance's currency while an administrator has set none. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * ISO 4217 codes this runtime can format (Intl.supportedValuesOf: the current codes ICU knows, 160 or so):
 * a currency the money cannot be shown in is refused rather than stored.
 */
let currencyCodes: Set<string> | undefined;

export function isCurrencyCode(value: string): boolean {
  // Asked of ICU on the first check, not at start (its data pages count in the idle footprint).
  currencyCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return currencyCodes.has(value);
}

/** Digits, spaces and + - ( ) . only, with at least one digit. */
const PHONE_CHARACTERS = /^[0-9 +\-().]+$/;

/** A line break, tab or other control character (C0 or DEL). */
function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The message for a value that breaks its setting's rule, or null when the value is fine. */
function kindError(definition: SettingDefinition, value: string): string | null {
  switch (definition.kind) {
    case 'phone':
      return PHONE_CHARACTERS.test(value) && /\d/.test(value)
        ? null
        : `${definition.label} may contain only digits, spaces and + - ( ) .`;
    case 'email':
      return isEmail(value) ? null : `${definition.label} must be a valid e-mail address`;
    case 'web-link':
      return isWebLink(value) ? null : `${definition.label} must be a web address starting with http:// or https://`;
    case 'currency':
      return isCurrencyCode(value) ? null : `${definition.label} must be an ISO 4217 code such as USD or EUR`;
    case 'text':
      return [...value].some(isControlCharacter) ? `${definition.label} must be a single line of text` : null;
  }
}

/** A checked change: each named setting's new value, null to unset it. */
export type SettingsChange = Partial<Record<PublicSettingKey, string | null>>;

/**
 * Checks a PATCH body: an object whose every field is a known setting, each a string (trimmed; empty unsets it)
 * or null. Answers the change, or every field's error.
 */
export function checkSettingsChange(body: unknown): { change: SettingsChange } | { errors: FieldError[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { errors: [{ field: '', message: 'Send the settings as a JSON object' }] };
  }
  const errors: FieldError[] = [];
  const change: SettingsChange = {};
  for (const [field, raw] of Object.entries(body)) {
    const definition = INSTANCE_SETTINGS.find((setting) => setting.key === field);
    if (!definition) {
      errors.push({ field, message: `${field} is not a setting` });
      continue;
    }
    if (raw === null) {
      change[definition.key] = null;
      continue;
    }
    if (typeof raw !== 'string') {
      errors.push({ field, message: `${definition.label} must be text or null` });
      continue;
    }
    const trimmed = raw.trim();
    const value = definition.kind === 'currency' ? trimmed.toUpperCase() : trimmed;
    if (value === '') {
      change[definition.key] = null;
      continue;
    }
    const message =
      value.length > definition.maxLength
        ? `${definition.label} must be at most ${definition.maxLength} characters`
        : kindError(definition, value);
    if (message) errors.push({ field, message });
    else change[definition.key] = value;
  }
  return errors.length > 0 ? { errors } : { change };
}
