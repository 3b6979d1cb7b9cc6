import { createHash, randomBytes } from 'node:crypto';

/** Invitations and hand-overs last 7 days. */
export const SHARING_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

/** A fresh link token: 32 random bytes, base64url (only its hash is stored). */
export const newSharingToken = (): string => randomBytes(32).toString('base64url');

export const hashSharingToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token as it can come from a link (anything else cannot match a stored hash). */
export const isTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{20,200}$/.test(token);
