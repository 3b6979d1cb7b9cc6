/**
 * GET /api/settings/public: this instance's contacts as its administrator set them, to any signed-in user.
 * Each is null while unset; nothing is invented in its place.
 */
export interface PublicSettingsView {
  /** Shown as the company's name (e.g. "Call Acme Homes"). */
  companyName: string | null;
  /** As typed: digits, spaces and + - ( ) . only. */
  supportPhone: string | null;
  supportEmail: string | null;
  /** An http(s) page where a homeowner books a home visit. */
  bookingUrl: string | null;
  /** What the support chat says about when an answer can be expected. */
  expectedAnswerText: string | null;
  /** ISO 4217 code of the money the inventory shows (issue 44); null: the default, USD. */
  currency: string | null;
}

export type PublicSettingKey = keyof PublicSettingsView;
