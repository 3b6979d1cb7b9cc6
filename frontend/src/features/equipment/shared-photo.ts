/**
 * A photo shared to the installed app (docs/photo-capture.md): the service worker receives the share
 * target's POST, keeps the photo in the session's offline cache (deleted with the offline copies at
 * sign-out) and opens `/?shared-label=1`; the page takes it from there, once.
 */
import { SHARED_PHOTO_CACHE, SHARED_PHOTO_KEY, SHARED_PHOTO_PARAM } from '../../shared/offline/offline-copies';

export { SHARED_PHOTO_PARAM };

/** The shared photo as a File, removed from the cache; null when there is none. */
export async function takeSharedPhoto(): Promise<File | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(SHARED_PHOTO_CACHE);
  const kept = await cache.match(SHARED_PHOTO_KEY);
  if (!kept) return null;
  await cache.delete(SHARED_PHOTO_KEY);
  const blob = await kept.blob();
  const name = decodeURIComponent(kept.headers.get('x-file-name') ?? 'shared-photo.jpg');
  return new File([blob], name, { type: blob.type || kept.headers.get('content-type') || 'image/jpeg' });
}
