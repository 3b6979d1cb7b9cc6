/** A trusted device as the profile page lists it (GET /api/user/devices). */
export interface TrustedDeviceView {
  id: number;
  /** e.g. 'Firefox on Linux'. */
  label: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601. */
  lastUsedAt: string;
  /** The browser this request came from. */
  current: boolean;
}
