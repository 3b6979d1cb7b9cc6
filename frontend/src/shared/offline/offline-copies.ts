/**
 * What the service worker keeps for offline reading (docs/mobile.md): the answers of the GET lists the
 * app reads, kept in one Cache Storage cache and replaced by every online answer (NetworkFirst).
 * Plain constants and one function, imported by vite.config.ts (the service worker's build) and the app.
 */

/** The Cache Storage cache with the last seen API answers. */
export const API_CACHE_NAME = 'hb-api-last-seen';

/** How many answers the cache keeps (the least recently used go first). */
export const API_CACHE_MAX_ENTRIES = 200;

/**
 * The header the service worker adds to an answer it serves from the cache because the network failed;
 * the API client reads it as "offline". Written out again inside the service worker's plugin (whose
 * code is copied into the worker, so it cannot refer to this constant).
 */
export const OFFLINE_COPY_HEADER = 'x-hb-offline-copy';

/**
 * Forgets every kept answer (at logout, so the next person on this device reads nothing of the
 * previous one's book offline). Does nothing where Cache Storage is not available.
 */
export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE_NAME);
}
