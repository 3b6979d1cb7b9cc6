import { ForbiddenException } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';

export const INVALID_DELETION_KEY = 'Invalid admin deletion key';
export const ADMIN_DELETION_DISABLED = 'Deleting administrators is disabled on this server';

/** sha256 digests have equal lengths, so timingSafeEqual never throws and the length leaks nothing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Deleting an administrator needs the typed key to equal ADMIN_DELETION_KEY (docs/security.md). No key
 * configured means nobody can delete an administrator through the API. The client's X-Super-Admin
 * header is not looked at: it is shipped in every browser and proves nothing.
 */
export function assertDeletionKey(given: unknown, expected: string | null): void {
  if (!expected) throw new ForbiddenException(ADMIN_DELETION_DISABLED);
  if (typeof given !== 'string' || !given || !sameSecret(given, expected)) {
    throw new ForbiddenException(INVALID_DELETION_KEY);
  }
}
