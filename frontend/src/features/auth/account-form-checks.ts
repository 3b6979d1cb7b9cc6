import type { FormErrors } from '../../shared/forms/use-form-state';
import { isDisposableEmail } from './disposable-email-domains';

/**
 * The checks of the login and register forms, as plain functions: these forms are the first page, and
 * Yup (schemas.ts, used by the password-reset forms) would add 12 KB gzipped to it. Same messages and
 * rules as the Yup schemas they replace (trimmed text, Yup's e-mail pattern, a number for the captcha).
 */
export const MIN_PASSWORD_LENGTH = 6;

export interface LoginValues extends Record<string, string> {
  username: string;
  password: string;
}

export interface RegisterValues extends Record<string, string> {
  username: string;
  email: string;
  password: string;
  captchaAnswer: string;
  adminKey: string;
}

// Yup's `string().email()` pattern (the HTML living standard's, with labels of at most 63 characters).
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function loginErrors(values: LoginValues): FormErrors<LoginValues> {
  return {
    username: values.username.trim() ? undefined : 'Username is required',
    password: values.password ? undefined : 'Password is required',
  };
}

function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Email is required';
  if (!EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
  if (isDisposableEmail(email)) return 'Please use a valid non-disposable email address';
  return undefined;
}

/** The captcha answer as the number sent, or NaN when it is not one (blanks ignored, as Yup casts). */
export function captchaNumber(answer: string): number {
  const digits = answer.replace(/\s/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

export function registerErrors(values: RegisterValues): FormErrors<RegisterValues> {
  return {
    username: values.username.trim() ? undefined : 'Username is required',
    email: emailError(values.email),
    password: values.password.length >= MIN_PASSWORD_LENGTH ? undefined : 'Password must be at least 6 characters',
    captchaAnswer: Number.isNaN(captchaNumber(values.captchaAnswer))
      ? 'Please answer the security question'
      : undefined,
  };
}
