/**
 * The home company's fixed contact details (spec §2 quick links, §9 troubleshooting quick links).
 * Every screen that offers a call, a mail or a home visit reads them from here.
 */
export const COMPANY_PHONE = '+1-800-555-0199';
/** `tel:` link for {@link COMPANY_PHONE}. */
export const COMPANY_PHONE_HREF = `tel:${COMPANY_PHONE}`;

export const SUPPORT_EMAIL = 'support@yourhomebook.com';
/** `mailto:` link for {@link SUPPORT_EMAIL}. */
export const SUPPORT_EMAIL_HREF = `mailto:${SUPPORT_EMAIL}`;

/** External booking page for a home visit; opened in a new tab. */
export const HOME_VISIT_BOOKING_URL = 'https://calendly.com/yourhomebook/home-visit';
