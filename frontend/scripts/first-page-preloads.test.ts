import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstPagePreloads } from './first-page-preloads';

/** A built chunk as the plugin reads it: its file, its modules, its static imports and its CSS. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, moduleIds, imports, isEntry, viteMetadata: { importedCss: new Set(css) } };
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['/app/src/main.tsx'], ['assets/react-1.js'], ['assets/index-1.css'], true),
    chunk('assets/react-1.js', ['/app/node_modules/react/index.js']),
    chunk(
      'assets/home-1.js',
      ['/app/src/app/HomeRoute.tsx'],
      ['assets/shared-1.js', 'assets/react-1.js'],
      ['assets/home-1.css'],
    ),
    chunk(
      'assets/shared-1.js',
      ['/app/src/app/Layout.tsx'],
      ['assets/index-1.js'],
      ['assets/shared-1.css', 'assets/index-1.css'],
    ),
    chunk('assets/admin-1.js', ['/app/src/app/AdminRoute.tsx'], ['assets/shared-1.js']),
  ].map((output) => [output.fileName, output]),
) as unknown as OutputBundle;

describe('firstPagePreloads', () => {
  it("names a page's reads, then its chunks and their static imports and CSS, less what index.html loads", () => {
    const { documents } = firstPagePreloads(bundle, '/', [
      { path: '^/homes/(?<id>[0-9]+)$', modules: ['src/app/HomeRoute.tsx'], reads: ['/api/user', '/api/homes/{id}'] },
    ]);
    expect(documents).toHaveLength(1);
    expect(documents[0].path).toBe('^/homes/(?<id>[0-9]+)$');
    expect(documents[0].links).toEqual([
      { href: '/api/user', rel: 'preload', as: 'fetch', crossorigin: 'use-credentials' },
      { href: '/api/homes/{id}', rel: 'preload', as: 'fetch', crossorigin: 'use-credentials' },
      { href: '/assets/home-1.js', rel: 'modulepreload' },
      { href: '/assets/shared-1.js', rel: 'modulepreload' },
      { href: '/assets/home-1.css', rel: 'preload', as: 'style', crossorigin: 'anonymous' },
      { href: '/assets/shared-1.css', rel: 'preload', as: 'style', crossorigin: 'anonymous' },
    ]);
  });

  it('writes the addresses under the build base and lists a chunk once', () => {
    const { documents } = firstPagePreloads(bundle, '/book/', [
      { path: '^/$', modules: ['src/app/Layout.tsx', 'src/app/AdminRoute.tsx'], reads: [] },
    ]);
    expect(documents[0].links.map((link) => link.href)).toEqual([
      '/book/assets/shared-1.js',
      '/book/assets/admin-1.js',
      '/book/assets/shared-1.css',
    ]);
  });

  it('fails the build when a first page names a module no chunk holds', () => {
    expect(() => firstPagePreloads(bundle, '/', [{ path: '^/$', modules: ['src/app/Gone.tsx'], reads: [] }])).toThrow(
      /src\/app\/Gone.tsx is in no chunk/,
    );
  });
});
