import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SpaPreloads } from './spa-preloads';
import { SPA_PRELOADS_FILE } from './spa-preloads-file';

const BUILT = {
  documents: [
    {
      path: '^/auth$',
      links: [
        { href: '/api/user', rel: 'preload', as: 'fetch', crossorigin: 'use-credentials' },
        { href: '/assets/auth-1.js', rel: 'modulepreload' },
      ],
    },
    {
      path: '^/homes/(?<id>[1-9][0-9]{0,14})$',
      links: [
        { href: '/api/homes/{id}', rel: 'preload', as: 'fetch', crossorigin: 'use-credentials' },
        { href: '/assets/home-detail-2.css', rel: 'preload', as: 'style', crossorigin: 'anonymous' },
      ],
    },
    { path: '^/loose/(?<name>.+)$', links: [{ href: '/api/things/{name}', rel: 'preload', as: 'fetch' }] },
  ],
};

describe('SpaPreloads', () => {
  const preloads = SpaPreloads.parse(BUILT);

  it("writes a matching document's links as one Link header, its path's groups filled in", () => {
    expect(preloads.linkHeader('/auth')).toBe(
      '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials, </assets/auth-1.js>; rel=modulepreload',
    );
    expect(preloads.linkHeader('/homes/42')).toBe(
      '</api/homes/42>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
        '</assets/home-detail-2.css>; rel=preload; as=style; crossorigin=anonymous',
    );
  });

  it('gives no header for a path no first page matches', () => {
    for (const path of ['/', '/auth/', '/authx', '/homes/0', '/homes/abc', '/homes/1/edit', '/profile']) {
      expect(preloads.linkHeader(path)).toBeNull();
    }
  });

  it("never writes a path's text into the header beyond letters, digits, '-' and '_'", () => {
    expect(preloads.linkHeader('/loose/plain-name_1')).toBe('</api/things/plain-name_1>; rel=preload; as=fetch');
    for (const path of ['/loose/a>;rel=x', '/loose/a,b', '/loose/a b', '/loose/%3E', '/loose/a/b']) {
      expect(preloads.linkHeader(path)).toBeNull();
    }
  });

  it('refuses a malformed file at start-up instead of writing odd headers', () => {
    const bad = (document: unknown) => () => SpaPreloads.parse({ documents: [document] });
    expect(() => SpaPreloads.parse({})).toThrow(/no "documents" list/);
    expect(bad({ path: '/auth', links: [] })).toThrow(/anchored/);
    expect(bad({ path: '^/auth$' })).toThrow(/no links/);
    expect(bad({ path: '^/a$', links: [{ href: 'https://elsewhere.example/x.js', rel: 'modulepreload' }] })).toThrow(
      /path on this origin/,
    );
    expect(bad({ path: '^/a$', links: [{ href: '/x.js>; rel=stylesheet', rel: 'modulepreload' }] })).toThrow(
      /path on this origin/,
    );
    expect(bad({ path: '^/a$', links: [{ href: '/x.js', rel: 'prefetch' }] })).toThrow(/unknown rel/);
    expect(bad({ path: '^/a$', links: [{ href: '/x.js', rel: 'preload' }] })).toThrow(/needs "as"/);
    expect(bad({ path: '^/a$', links: [{ href: '/x', rel: 'preload', as: 'image' }] })).toThrow(/unknown as/);
    expect(bad({ path: '^/a$', links: [{ href: '/x', rel: 'preload', as: 'fetch', crossorigin: 'yes' }] })).toThrow(
      /unknown crossorigin/,
    );
  });

  it("reads the build's file, and a build without one gives no headers", () => {
    const dir = mkdtempSync(join(tmpdir(), 'hb-spa-preloads-'));
    try {
      expect(SpaPreloads.read(dir).linkHeader('/auth')).toBeNull();
      writeFileSync(join(dir, SPA_PRELOADS_FILE), JSON.stringify(BUILT));
      expect(SpaPreloads.read(dir).linkHeader('/homes/7')).toContain('</api/homes/7>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
