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
