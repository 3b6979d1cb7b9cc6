/// <reference lib="webworker" />
/**
 * The app's service worker (docs/mobile.md), built by vite-plugin-pwa (injectManifest) into /sw.js: it
 * precaches the app shell (every built file, so each lazy route opens offline), answers navigations with
 * the app's page, and passes the API through SessionBoundCopies, which keeps the last answers of the reads
 * the app shows offline for the signed-in user's session only (docs/security.md, V14.3). A new version
 * waits until the next visit, or until the page asks it to take over ('New version available', Reload).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  SHARE_TARGET_FIELD,
  SHARE_TARGET_PATH,
  SHARED_PHOTO_CACHE,
  SHARED_PHOTO_KEY,
  SHARED_PHOTO_PARAM,
} from './offline-copies';
import { SESSION_CHANGES, SessionBoundCopies } from './session-bound-copies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// Takes over the open page at its first install, so the first visit's answers are kept already.
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The API and the chat socket are never answered with the app's page.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/, /^\/chat(\/|$)/] }),
);

const copies = new SessionBoundCopies();
// Every API read passes (any 401 ends the copies; every online answer says the session is alive); of the
// writes, only those that end a session or start one.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'),
  ({ request, event }) => copies.answer(request, (work) => event.waitUntil(work)),
  'GET',
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && SESSION_CHANGES.test(url.pathname),
  ({ request, event }) => copies.answer(request, (work) => event.waitUntil(work)),
  'POST',
);

/**
 * The share target (the manifest's `share_target`, docs/photo-capture.md): a photo shared from the phone's
 * gallery arrives as a POST of a multipart form. The photo is kept in the offline cache (deleted with the
 * session's copies at sign-out) and the app opens on the home list, whose 'Scan a label' opens Add
 * Equipment with it. Anything but an image is dropped.
 */
async function receiveSharedPhoto(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const photo = form?.getAll(SHARE_TARGET_FIELD).find((value): value is File => value instanceof File);
  if (!photo || !photo.type.startsWith('image/')) return Response.redirect('/', 303);
  const cache = await caches.open(SHARED_PHOTO_CACHE);
  await cache.put(
    SHARED_PHOTO_KEY,
    new Response(photo, { headers: { 'Content-Type': photo.type, 'X-File-Name': encodeURIComponent(photo.name) } }),
  );
  return Response.redirect(`/?${SHARED_PHOTO_PARAM}=1`, 303);
}
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === SHARE_TARGET_PATH,
  ({ request }) => receiveSharedPhoto(request),
  'POST',
);
