import { useGetInstanceContactsQuery } from '../contact/instance-contacts';

/** The instance's currency while its administrator has set none (the server's default too). */
export const DEFAULT_CURRENCY = 'USD';

/** An amount in cents (hundredths) as the currency writes it, in the browser's locale: '$1,299.99'. */
export function formatMoney(cents: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** The instance's currency (GET /api/settings/public), USD until it is known or while unset. */
export function useCurrency(): string {
  const { data } = useGetInstanceContactsQuery();
  return data?.currency ?? DEFAULT_CURRENCY;
}

/** The ISO 4217 codes this browser can format, each with its name ('EUR — Euro'), by code. */
export function currencyOptions(locale?: string): { code: string; label: string }[] {
  const names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'currency' });
  return Intl.supportedValuesOf('currency').map((code) => ({ code, label: `${code} — ${names.of(code) ?? code}` }));
}
