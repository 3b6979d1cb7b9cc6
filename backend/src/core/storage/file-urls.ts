/** Stored files are served by GET /api/files/<key>, never straight from the bucket. */
const FILES_PREFIX = '/api/files/';

export function fileUrl(key: string): string {
  return FILES_PREFIX + key;
}

/** The storage key behind one of our file URLs, or null for anything else (e.g. an external URL). */
export function storageKeyFromUrl(url: string): string | null {
  return url.startsWith(FILES_PREFIX) ? url.slice(FILES_PREFIX.length) : null;
}
