import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// The file's name and form are the server's, which reads it (backend `core/http/spa-preloads.ts`).
import {
  SPA_PRELOADS_FILE,
  type PreloadLink,
  type SpaPreloadsFile,
} from '../../backend/src/core/http/spa-preloads-file';
import type { FirstPageModule } from './first-page-chunks';
import { reachable } from './reachable';

/**
 * What a first page needs before it can draw, told to the browser with the page itself (docs/architecture.md,
 * "First page"). Without it the browser learns of the route's code only once the entry script has run, and of
 * the session and the home only once that code has run: three round trips one after the other on a phone
 * network. The server answers a document whose path matches `path` with a `Link` header naming:
 *  - the route's own scripts and style sheets (`modulepreload`, `preload; as=style`): the chunks holding
 *    `modules`, their static imports and their CSS, less what index.html already preloads;
 *  - the reads the page makes at once (`preload; as=fetch`), `{name}` standing for the path's named group.
 *    main.tsx asks for the current user on every page and prefetch-home-detail.ts for the home on
 *    `/homes/:id`; the same request (same URL, CORS, credentials included as `base-api.ts` sends them) takes
 *    the preloaded answer instead of asking again.
 * `path` is a regular expression on the document's path; a named group only matches digits, so the server
 * never writes a visitor's text into a header.
 */
export interface FirstPageDocument<Module extends string = string> {
  readonly path: string;
  readonly modules: readonly Module[];
  readonly reads: readonly string[];
}

/** Each first page's modules are among first-page-chunks.ts's FIRST_PAGES (checked by the compiler). */
export const FIRST_PAGE_DOCUMENTS: readonly FirstPageDocument<FirstPageModule>[] = [
  { path: '^/auth$', modules: ['src/features/auth/components/AuthPage.tsx'], reads: ['/api/user'] },
  {
    path: '^/$',
    modules: ['src/app/layout/AppLayout.tsx', 'src/app/HomeListRoute.tsx'],
    reads: ['/api/user'],
  },
  {
    path: '^/homes/(?<id>[1-9][0-9]{0,14})$',
    modules: ['src/app/layout/AppLayout.tsx', 'src/app/HomeDetailRoute.tsx', 'src/app/prefetch-home-detail.ts'],
    reads: ['/api/user', '/api/homes/{id}'],
  },
];

/** The links of each first page, from the built chunks (exported for its test). */
export function firstPagePreloads(
  bundle: OutputBundle,
  base: string,
  documents: readonly FirstPageDocument[] = FIRST_PAGE_DOCUMENTS,
): SpaPreloadsFile {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // Breadth first: the pages' own chunks in the order named, then what they import.
  const closure = (roots: readonly OutputChunk[]) =>
    reachable(roots, (chunk) => chunk.imports.flatMap((file) => byFile.get(file) ?? []));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length === 0) throw new Error('first-page-preloads: the build has no entry chunk');
  // What index.html loads already: the entry, its static imports and their style sheets.
  const inPage = closure(entries);
  const css = (chunk: OutputChunk) => [...(chunk.viteMetadata?.importedCss ?? [])];
  const cssInPage = new Set([...inPage].flatMap(css));
  return {
    documents: documents.map((document) => {
      const roots = document.modules.map((module) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(`/${module}`)));
        if (!chunk) throw new Error(`first-page-preloads: ${module} is in no chunk`);
        return chunk;
      });
      const needed = [...closure(roots)].filter((chunk) => !inPage.has(chunk));
      const styles = [...new Set(needed.flatMap(css))].filter((file) => !cssInPage.has(file));
      return {
        path: document.path,
        links: [
          ...document.reads.map((href): PreloadLink => ({
            href,
            rel: 'preload',
            as: 'fetch',
            crossorigin: 'use-credentials',
          })),
          ...needed.map((chunk): PreloadLink => ({ href: `${base}${chunk.fileName}`, rel: 'modulepreload' })),
          ...styles.map((file): PreloadLink => ({
            href: `${base}${file}`,
            rel: 'preload',
            as: 'style',
            crossorigin: 'anonymous',
          })),
        ],
      };
    }),
  };
}

/** Writes {@link SPA_PRELOADS_FILE} into the build. */
export function firstPagePreloadsFile(): Plugin {
  let base = '/';
  return {
    name: 'first-page-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: SPA_PRELOADS_FILE,
        source: `${JSON.stringify(firstPagePreloads(bundle as unknown as OutputBundle, base), null, 2)}\n`,
      });
    },
  };
}
