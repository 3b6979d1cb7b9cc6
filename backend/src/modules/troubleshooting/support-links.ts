import type { PublicSettingsView } from '../settings/public-settings.view';
import { findManufacturerSupportPage } from './manufacturer-support-pages';
import type { SupportResource } from './troubleshooting-guide.view';

export interface EquipmentIdentity {
  name: string;
  brand: string | null;
  modelNumber: string | null;
}

const clean = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() || null;

/** The words of the manual search: brand and model, or the name when either is missing. */
function manualQuery(equipment: EquipmentIdentity): string {
  const brand = clean(equipment.brand);
  const model = clean(equipment.modelNumber);
  const subject =
    brand && model ? `${brand} ${model}` : [brand, model ?? clean(equipment.name)].filter(Boolean).join(' ');
  return `${subject} manual`;
}

/** A Google search for "<brand> <model> manual" (spec §9: a web search for the brand and model manual). */
export function manualSearchUrl(equipment: EquipmentIdentity): string {
  return `https://www.google.com/search?q=${encodeURIComponent(manualQuery(equipment))}`;
}

/**
 * The equipment's own links, stored with the guide, most specific first: the brand's support page (when the
 * brand is in the table of ten) and the manual search.
 */
export function supportResources(equipment: EquipmentIdentity): SupportResource[] {
  const page = findManufacturerSupportPage(equipment.brand);
  return [
    ...(page ? [{ title: `${page.brand} Support`, url: page.url }] : []),
    { title: `Search for the ${manualQuery(equipment)}`, url: manualSearchUrl(equipment) },
  ];
}

/** A `tel:` address for a phone number as typed: its digits and a leading +. */
export function phoneLink(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
}

/**
 * This instance's contacts, added to a guide when it is served (never stored with it): a call link when the
 * administrator set a support phone, and the home-visit booking page when they set one. Unset means left out.
 */
export function companyContactResources(
  settings: Pick<PublicSettingsView, 'supportPhone' | 'bookingUrl'>,
): SupportResource[] {
  return [
    ...(settings.supportPhone
      ? [{ title: `Call Your Home Company (${settings.supportPhone})`, url: phoneLink(settings.supportPhone) }]
      : []),
    ...(settings.bookingUrl ? [{ title: 'Schedule Home Visit', url: settings.bookingUrl }] : []),
  ];
}
