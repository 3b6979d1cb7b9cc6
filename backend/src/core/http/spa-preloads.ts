import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPA_PRELOADS_FILE, type PreloadLink } from './spa-preloads-file';

interface DocumentPreloads {
  pattern: RegExp;
  links: readonly PreloadLink[];
}

// What a link may hold: a path on this origin, with `{name}` for the document path's named groups.
const HREF = /^\/[A-Za-z0-9_\-./{}]*$/;
const PARAM = /\{([A-Za-z]\w*)\}/g;
// A named group's value written into a header: digits, letters, '-' and '_' only.
const SAFE_VALUE = /^[A-Za-z0-9_-]+$/;

/**
 * The `Link` header of a first page's document: its route's scripts and style sheets and the reads it makes at
 * once, so the browser asks for them with the page instead of after the entry script has run
 * (docs/architecture.md, "First page"). The build decides what each page needs; this only matches the path
 * and fills in its parameters. No file, or a document that matches no page: no header.
 */
export class SpaPreloads {
  private constructor(private readonly documents: DocumentPreloads[]) {}

  /** The build's preloads file in `spaDir`, or none when the build has none; a malformed file is refused. */
  static read(spaDir: string): SpaPreloads {
    const file = join(spaDir, SPA_PRELOADS_FILE);
    if (!existsSync(file)) return new SpaPreloads([]);
    return SpaPreloads.parse(JSON.parse(readFileSync(file, 'utf8')), file);
  }

  static parse(content: unknown, source = SPA_PRELOADS_FILE): SpaPreloads {
    const refuse = (why: string): never => {
      throw new Error(`${source}: ${why}`);
    };
    const documents = (content as { documents?: unknown })?.documents;
    if (!Array.isArray(documents)) refuse('no "documents" list');
    return new SpaPreloads(
      (documents as unknown[]).map((entry) => {
        const { path, links } = (entry ?? {}) as { path?: unknown; links?: unknown };
        if (typeof path !== 'string' || !path.startsWith('^') || !path.endsWith('$')) {
          refuse(`a document's path must be an anchored regular expression: ${String(path)}`);
        }
        if (!Array.isArray(links)) refuse(`no links for ${String(path)}`);
        return {
          pattern: new RegExp(path as string),
          links: (links as unknown[]).map((link) => checkedLink(link, refuse)),
        };
      }),
    );
  }

  /** The `Link` header value for a document at `path`, or null. */
  linkHeader(path: string): string | null {
    for (const { pattern, links } of this.documents) {
      const match = pattern.exec(path);
      if (!match) continue;
      const values = match.groups ?? {};
      const written: string[] = [];
      for (const link of links) {
        let safe = true;
        const href = link.href.replace(PARAM, (_whole, name: string) => {
          const value = values[name];
          if (value === undefined || !SAFE_VALUE.test(value)) safe = false;
          return value ?? '';
        });
        if (!safe) continue;
        written.push(
          [
            `<${href}>`,
            `rel=${link.rel}`,
            link.as && `as=${link.as}`,
            link.crossorigin && `crossorigin=${link.crossorigin}`,
          ]
            .filter(Boolean)
            .join('; '),
        );
      }
      return written.length ? written.join(', ') : null;
    }
    return null;
  }
}

function checkedLink(link: unknown, refuse: (why: string) => never): PreloadLink {
  const { href, rel, as, crossorigin } = (link ?? {}) as Record<string, unknown>;
  if (typeof href !== 'string' || !HREF.test(href))
    refuse(`a link's href must be a path on this origin: ${String(href)}`);
  if (rel !== 'modulepreload' && rel !== 'preload') refuse(`unknown rel: ${String(rel)}`);
  if (as !== undefined && as !== 'style' && as !== 'fetch') refuse(`unknown as: ${String(as)}`);
  if (rel === 'preload' && as === undefined) refuse(`a preload needs "as": ${String(href)}`);
  if (crossorigin !== undefined && crossorigin !== 'anonymous' && crossorigin !== 'use-credentials') {
    refuse(`unknown crossorigin: ${String(crossorigin)}`);
  }
  return { href, rel, as, crossorigin } as PreloadLink;
}
