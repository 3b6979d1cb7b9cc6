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

/** Where the service worker keeps a photo shared to the app (the share target) until the page takes it. */
export const SHARED_PHOTO_CACHE = `${API_CACHE_PREFIX}shared`;
export const SHARED_PHOTO_KEY = '/shared-label-photo';
/** The share target's action (the manifest's `share_target`), its file field, and the page it opens. */
export const SHARE_TARGET_PATH = '/share-target';
export const SHARE_TARGET_FIELD = 'photo';
export const SHARED_PHOTO_PARAM = 'shared-label';

/** The header the service worker adds to an answer it serves from its copy because the network failed. */
export const OFFLINE_COPY_HEADER = 'x-hb-offline-copy';

/** The backend's session idle timeout in seconds, on every API answer (core/session/session-idle-timeout.ts). */
export const SESSION_IDLE_HEADER = 'x-session-idle-seconds';

/**
 * The IndexedDB database of one user's label photos taken offline (features/equipment/capture-queue.ts):
 * `hb-capture-user-<id>`, removed with the answers whenever the session ends.
 */
export const CAPTURE_DB_PREFIX = 'hb-capture-user-';

/**
 * Forgets every kept answer and every label photo kept offline (at logout, so the next person on this device reads nothing of the previous
 * one's book offline; the service worker also does this itself for a logout passing it). Does nothing where
 * Cache Storage is not available.
 */
export async function forgetOfflineCopies(): Promise<void> {
  await Promise.all([forgetCapturedPhotos(), forgetCachedAnswers()]);
}

async function forgetCachedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

/** Deletes every user's capture database (where IndexedDB can list them: Chromium, Safari 16+, Firefox 126+). */
async function forgetCapturedPhotos(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const databases = await indexedDB.databases();
  await Promise.all(
    databases
      .map(({ name }) => name)
      .filter((name): name is string => Boolean(name?.startsWith(CAPTURE_DB_PREFIX)))
      .map(
        (name) =>
          new Promise<void>((resolve) => {
            const request = indexedDB.deleteDatabase(name);
            // Blocked (a tab still holds it open): the deletion completes once it closes; nothing to wait for.
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
  );
}
