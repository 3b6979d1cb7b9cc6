/**
 * A browser trusted for the account (GET /api/user/devices): the server's view. A trusted browser keeps
 * signing in while sign-ins from unknown ones are being throttled.
 */
export type { TrustedDeviceView as TrustedDevice } from '@api/identity/trusted-device.view';
