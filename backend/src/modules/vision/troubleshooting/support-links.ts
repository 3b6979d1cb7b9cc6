import { findManufacturerSupportPage } from './manufacturer-support-pages';
import type { SupportResource } from './troubleshooting-guide';

/**
 * The home company's fixed contacts (spec §9 troubleshooting quick links). The frontend shows the same
 * values from `frontend/src/shared/contact/company-contact.ts`; keep the two in step.
 */
export const COMPANY_PHONE = '+1-800-555-0199';
export const HOME_VISIT_BOOKING_URL = 'https://calendly.com/yourhomebook/home-visit';

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
 * The guide's quick links, most specific first: the brand's support page (when the brand is in the
 * table of ten), the manual search, the company phone (a tel: link) and the home-visit booking page.
 */
export function supportResources(equipment: EquipmentIdentity): SupportResource[] {
  const page = findManufacturerSupportPage(equipment.brand);
  return [
    ...(page ? [{ title: `${page.brand} Support`, url: page.url }] : []),
    { title: `Search for the ${manualQuery(equipment)}`, url: manualSearchUrl(equipment) },
    { title: `Call Your Home Company (${COMPANY_PHONE})`, url: `tel:${COMPANY_PHONE}` },
    { title: 'Schedule Home Visit', url: HOME_VISIT_BOOKING_URL },
  ];
}
