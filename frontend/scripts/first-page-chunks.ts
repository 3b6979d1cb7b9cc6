import type { Plugin } from 'vite';
import { reachable } from './reachable';

/**
 * Fewer, larger chunks for the first pages (docs/architecture.md, "First page").
 *
 * Rolldown's automatic splitting gives every set of lazy routes that shares a module its own chunk, so
 * `/homes/{id}` loaded ~25 files of 0.2–10 KB (one per feature's API, the toast hook, the heading, …).
 * Lighthouse simulates an HTTP/1.1 server on slow 4G: six connections, a 150 ms round trip per request, so
 * the number of files before the first paint costs as much as their bytes. This plugin reads the module
 * graph once it is built and names a chunk for each first page's own modules:
 *  - `auth`: the auth page (and what the reset-password page shares with it);
 *  - `signed-in`: what the signed-in layout and the signed-in first pages share (the layout, the APIs, …);
 *  - `home-list`, `home-detail`: what only that page needs;
 *  - `common`: the few modules the auth page shares with the signed-in ones (the toast hook, the logo).
 * The entry's static imports stay in the entry, node_modules are left to Rolldown, and a group does not take
 * in a captured module's imports: only the modules named here move. Every other route keeps its own chunks
 * and loads these when it uses one of their modules.
 */
export const FIRST_PAGES = {
  'src/features/auth/components/AuthPage.tsx': 'auth',
  'src/app/layout/AppLayout.tsx': 'signed-in',
  'src/app/HomeListRoute.tsx': 'home-list',
  'src/app/HomeDetailRoute.tsx': 'home-detail',
  'src/app/prefetch-home-detail.ts': 'home-detail',
} as const satisfies Record<string, string>;

/** A module a first page starts from. */
export type FirstPageModule = keyof typeof FIRST_PAGES;

const ENTRY = 'src/main.tsx';

/** Where a module used by these first pages goes. */
function chunkFor(pages: Set<string>): string {
  if (pages.size === 1) return [...pages][0];
  return pages.has('auth') ? 'common' : 'signed-in';
}

export function firstPageChunks(): { plugin: Plugin; chunkOf: (id: string) => string | null } {
  const chunks = new Map<string, string>();
  const plugin: Plugin = {
    name: 'first-page-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.endsWith(`/${suffix}`));
      const closure = (root: string | undefined) =>
        reachable(root ? [root] : [], (id) => this.getModuleInfo(id)?.importedIds ?? []);
      const entry = closure(find(ENTRY));
      if (entry.size === 0) throw new Error(`first-page-chunks: ${ENTRY} is not in the build`);
      const users = new Map<string, Set<string>>();
      for (const [page, chunk] of Object.entries(FIRST_PAGES)) {
        const root = find(page);
        if (!root) throw new Error(`first-page-chunks: ${page} is not in the build`);
        for (const id of closure(root)) {
          if (entry.has(id) || id.includes('/node_modules/') || id.startsWith('\0')) continue;
          if (!users.has(id)) users.set(id, new Set());
          users.get(id)!.add(chunk);
        }
      }
      chunks.clear();
      for (const [id, pages] of users) chunks.set(id, chunkFor(pages));
    },
  };
  return { plugin, chunkOf: (id) => chunks.get(id) ?? null };
}
