/**
 * The preloads file: written by the web app's build beside index.html (frontend/scripts/first-page-preloads.ts),
 * read by the server (spa-preloads.ts). Types and a name only, so the build imports them as they are.
 */
export const SPA_PRELOADS_FILE = 'first-page-preloads.json';

/** One `Link` of a document's answer. */
export interface PreloadLink {
  readonly href: string;
  readonly rel: 'modulepreload' | 'preload';
  readonly as?: 'style' | 'fetch';
  readonly crossorigin?: 'anonymous' | 'use-credentials';
}

export interface SpaPreloadsFile {
  /** `path`: an anchored regular expression on the document's path; `{name}` in a link: its named group. */
  readonly documents: readonly { readonly path: string; readonly links: readonly PreloadLink[] }[];
}
