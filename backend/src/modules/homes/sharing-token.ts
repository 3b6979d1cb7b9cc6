import { ForbiddenException, GoneException, NotFoundException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';

/** Invitations and hand-overs last 7 days. */
export const SHARING_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

/** A fresh link token: 32 random bytes, base64url (only its hash is stored). */
export const newSharingToken = (): string => randomBytes(32).toString('base64url');

export const hashSharingToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token as it can come from a link (anything else cannot match a stored hash). */
export const isTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{20,200}$/.test(token);

/** Whether two e-mail addresses are the same person's (case and outer spaces ignored). */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An address shown to someone who may not own it: its first character and its domain ("e***@example.com"). */
export const maskedEmail = (email: string): string => {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  return at <= 0 ? '***' : `${trimmed.charAt(0)}***${trimmed.slice(at)}`;
};

/**
 * A link is bound to the address it was sent to: only an account with that e-mail (case ignored) accepts it.
 * Anyone else who holds the link gets 403 naming the masked address, so the right person knows which
 * account to sign in with and a forwarded or leaked link is worth nothing.
 */
export function requireInvitedAccount(
  sentTo: string,
  accountEmail: string | null | undefined,
  what: 'invitation' | 'hand-over',
  code: string,
): void {
  if (accountEmail && sameEmail(sentTo, accountEmail)) return;
  throw new ForbiddenException({
    message: `This ${what} was sent to ${maskedEmail(sentTo)}. Sign in with that account to accept it.`,
    code,
  });
}

/** What invitations and hand-overs share: a hashed token, a status and an expiry. */
interface SharingLink {
  tokenHash: string;
  status: string;
  expiresAt: Date | string;
}

/** The link with this token (locked FOR UPDATE with `lock`), or a 404 with `notFound`. */
export async function findSharingLink<T extends SharingLink>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  token: string,
  notFound: string,
  lock = false,
): Promise<T> {
  if (!isTokenShaped(token)) throw new NotFoundException(notFound);
  const link = await manager.getRepository(entity).findOne({
    where: { tokenHash: hashSharingToken(token) } as FindOptionsWhere<T>,
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!link) throw new NotFoundException(notFound);
  return link;
}

/** 410 with the link's own message and code when it is no longer pending (used, revoked) or has expired. */
export function liveSharingLink<T extends SharingLink>(
  link: T,
  now: number,
  gone: { used: { message: string; code: string }; expired: { message: string; code: string } },
): T {
  if (link.status !== 'pending') throw new GoneException(gone.used);
  if (new Date(link.expiresAt).getTime() <= now) throw new GoneException(gone.expired);
  return link;
}
