import type { PublicSettingsView } from '@api/settings/public-settings.view';
import { baseApi } from '../api/base-api';

/** This instance's contacts as its administrator set them (each null while unset). */
export type InstanceContacts = PublicSettingsView;

/** The tag of the one settings record: the admin's Settings form invalidates it when it saves. */
export const INSTANCE_SETTINGS_TAG = { type: 'InstanceSettings', id: 'PUBLIC' } as const;

/**
 * GET /api/settings/public. Shared because the home page's quick links, the troubleshooting guide's quick links,
 * the support chat and the admin's Settings form all read it; nothing is shown for an unset value.
 */
export const instanceContactsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInstanceContacts: build.query<InstanceContacts, void>({
      query: () => 'api/settings/public',
      providesTags: [INSTANCE_SETTINGS_TAG],
    }),
  }),
});

export const { useGetInstanceContactsQuery } = instanceContactsApi;

/** A `tel:` address for a phone number as typed: its digits and a leading + (the server's guides do the same). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
}

export const mailHref = (email: string) => `mailto:${email}`;

/** Only http(s) pages become a link (the server accepts nothing else; this keeps it so). */
export function isWebPage(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
