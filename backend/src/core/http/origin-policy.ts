import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The scheme-less `host[:port]` of a URL, or null when it is not an absolute http(s) URL. */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Whether a browser request comes from our own pages: its `Origin` (or, without one, its `Referer`)
 * must name the host the request was sent to (`Host`) or PUBLIC_URL's. A request with neither header
 * is not a browser's cross-site request (browsers send Origin on every state-changing fetch and form
 * post, and on WebSocket handshakes) and passes, so scripts and API clients keep working. Another
 * port on the same host is another origin: refused.
 */
export function fromOwnOrigin(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const claimed = headers.origin ?? headers.referer;
  if (claimed === undefined || claimed === '') return true;
  const source = hostOf(String(claimed));
  if (!source) return false; // 'null' (sandboxed frames, file:, data:) or garbage
  const requestHost = headers.host?.toLowerCase();
  return source === requestHost || source === hostOf(publicUrl);
}

/**
 * CSRF defence in depth beside SameSite=Lax: a state-changing request (not GET/HEAD/OPTIONS) that
 * carries a cookie must come from our own origin (403 otherwise). An onRequest hook.
 */
export function originCheck(publicUrl: string) {
  return function sameOrigin(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie || fromOwnOrigin(request.headers, publicUrl)) {
      return done();
    }
    void reply.code(403).send({ statusCode: 403, message: CROSS_ORIGIN_REFUSED, code: 'CROSS_ORIGIN' });
  };
}
