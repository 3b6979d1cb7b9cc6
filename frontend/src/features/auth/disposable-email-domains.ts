/** Throw-away mail services refused at registration (the server holds the authoritative list). */
export const DISPOSABLE_EMAIL_DOMAINS = ['mailinator.com', 'tempmail.com'];

export function isDisposableEmail(email: string): boolean {
  const domain = email.trim().split('@').pop()?.toLowerCase() ?? '';
  return DISPOSABLE_EMAIL_DOMAINS.includes(domain);
}
