/**
 * A browser trusted for the account (GET /api/user/devices; the server's TrustedDeviceView, dates as
 * ISO text). A trusted browser keeps signing in while sign-ins from unknown ones are being throttled.
 */
export interface TrustedDevice {
  id: number;
  /** e.g. 'Firefox on Linux'. */
  label: string;
  createdAt: string;
  lastUsedAt: string;
  /** The browser showing the page. */
  current: boolean;
}
