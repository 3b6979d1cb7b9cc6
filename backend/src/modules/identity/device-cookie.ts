import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../core/config/app-config';
import type { HttpReply, HttpRequest } from '../../core/http/http-request';

export const DEVICE_COOKIE = 'hb.device';
/** A device stays trusted this long after its last sign-in (the cookie is renewed at each one). */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 3_600_000;

/** What a device cookie names: one trusted_devices row and the secret token proving it. */
export interface DeviceCredential {
  deviceId: number;
  token: string;
}

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`device:${payload}`).digest('base64url');

/** `<deviceId>.<token>.<HMAC>`: signed with SESSION_SECRET, so a forged or altered cookie is ignored. */
export function signDeviceCookie(secret: string, credential: DeviceCredential): string {
  const payload = `${credential.deviceId}.${credential.token}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The credential in a device cookie whose signature holds, or null. */
export function readDeviceCookie(secret: string, request: HttpRequest): DeviceCredential | null {
  const value = request.cookies[DEVICE_COOKIE];
  const match = value ? /^(\d{1,10})\.([A-Za-z0-9_-]{20,100})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const expected = Buffer.from(signature(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { deviceId: Number(match[1]), token: match[2] };
}

/**
 * HttpOnly, SameSite=Lax, sent only to the API; Secure like the session cookie. Kept for
 * DEVICE_COOKIE_MAX_AGE_MS with both `Max-Age` and `Expires`, as the cookie has always been written.
 */
export function setDeviceCookie(reply: HttpReply, request: HttpRequest, config: AppConfig, value: string): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/',
    secure: config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure,
    maxAge: DEVICE_COOKIE_MAX_AGE_MS / 1000,
    expires: new Date(Date.now() + DEVICE_COOKIE_MAX_AGE_MS),
  });
}
