/**
 * What the service worker keeps for offline reading (docs/mobile.md, docs/security.md V14.3): the last
 * answers of the GET lists the app reads, kept per signed-in user and for one session only
 * (session-bound-copies.ts). Plain constants and one function, shared by the service worker (sw.ts) and the app.
 */

/** Every Cache Storage cache of API answers starts with this (older releases' 'hb-api-last-seen' too). */
export const API_CACHE_PREFIX = 'hb-api-';

/** The cache of one user's answers: a lookup for one user never reads another's. */
export function userCacheName(userId: number): string {
  return `${API_CACHE_PREFIX}user-${userId}`;
}

/** The cache with the one record of the session the copies belong to (whose, when last online, idle limit). */
export const SESSION_CACHE_NAME = `${API_CACHE_PREFIX}session`;

/** How many answers a user's cache keeps (the least recently kept go first). */
export const API_CACHE_MAX_ENTRIES = 200;

/** The header the service worker adds to an answer it serves from its copy because the network failed. */
export const OFFLINE_COPY_HEADER = 'x-hb-offline-copy';

/** The backend's session idle timeout in seconds, on every API answer (core/session/session-idle-timeout.ts). */
export const SESSION_IDLE_HEADER = 'x-session-idle-seconds';

/**
 * Forgets every kept answer (at logout, so the next person on this device reads nothing of the previous
 * one's book offline; the service worker also does this itself for a logout passing it). Does nothing where
 * Cache Storage is not available.
 */
export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
