import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { firstPageChunks } from './scripts/first-page-chunks';
import { firstPagePreloadsFile } from './scripts/first-page-preloads';
import { firstPaintStyle } from './scripts/first-paint-style';

const backendOrigin = 'http://localhost:3000';

const THEME_COLOUR = '#1d5fd1';

/**
 * The installable app (docs/mobile.md): the web app manifest and the service worker, built at build time
 * from src/shared/offline/sw.ts (injectManifest: workbox's precaching and routing with our own handler of
 * the API, nothing downloaded at run time). It precaches the app shell (every built file, so each lazy route
 * opens offline) and keeps the last answers of the GET lists the app reads for the signed-in user's session
 * only (session-bound-copies.ts). An update waits until the next visit, and the app shows 'New version available'.
 */
const installableApp = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'injectManifest',
  srcDir: 'src/shared/offline',
  filename: 'sw.ts',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Home Book',
    short_name: 'Home Book',
    description: 'Document your home equipment, warranties and manuals in one place.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOUR,
    background_color: '#f4f7fb',
    // A photo shared from the phone's gallery opens Add Equipment with it (src/shared/offline/sw.ts).
    share_target: {
      action: '/share-target',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: 'photo', accept: ['image/*'] }] },
    },
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // One classic script (/sw.js), registered as before.
    rollupFormat: 'iife',
  },
});

const pageChunks = firstPageChunks();

export default defineConfig({
  // A brotli and a gzip copy beside every built script, style sheet and page (over 1 KB), served by the
  // backend as the browser accepts (core/http/configure-http.ts): a phone on a slow network downloads
  // the first page's ~140 KB instead of ~420 KB, and no request pays for compressing it.
  plugins: [
    react(),
    installableApp,
    pageChunks.plugin,
    // What each first page loads at once, named in the page's answer (scripts/first-page-preloads.ts).
    firstPagePreloadsFile(),
    // The entry's style sheet written into index.html: the spinner paints before any script has run.
    firstPaintStyle(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each entry and lazy route loads, read by the first page's size
    // check (scripts/check-first-page-size.mjs). No vendor chunk groups: a group also takes in the parts of a
    // library only signed-in pages use, and /auth would download them (docs/architecture.md, "First page").
    manifest: true,
    // One chunk per first page for our own modules instead of one per set of routes that shares them (19 fewer
    // files before /homes/{id} paints): scripts/first-page-chunks.ts. Libraries are split by use as before.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: pageChunks.chunkOf, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backendOrigin },
      '/chat': { target: backendOrigin, ws: true },
    },
  },
  test: {
    // happy-dom: a lighter DOM than jsdom, ~25–30 % less CPU for the same tests (docs/testing.md, "Speed"); a file
    // that needs jsdom names it in a `@vitest-environment jsdom` comment.
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Vitest's default is one worker less than the cores, so one worker on a 2-core machine, where the main
    // process has little to do once the files are transformed: a core stayed idle (docs/testing.md, "Speed").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Typing into MUI + Formik forms in jsdom is slow; a loaded CI machine must not turn that into failures
    // (20 s was not enough at load average 20). Only an upper bound: passing tests end when they are done.
    testTimeout: 180_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
