import type { IncomingHttpHeaders } from 'node:http';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether the client's copy is current, so a GET answers 304: `If-None-Match` names this ETag (compared weakly, as
 * RFC 9110 has it for GET) or is `*`, and the request does not ask for an end-to-end reload (`Cache-Control:
 * no-cache`). The rules of the `fresh` package express applied, for answers with an ETag and no Last-Modified.
 */
export function clientCopyIsCurrent(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match'];
  if (!noneMatch) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(headers['cache-control'] ?? '')) return false;
  if (noneMatch.trim() === '*') return true;
  const current = opaque(etag);
  return noneMatch.split(',').some((tag) => opaque(tag) === current);
}
