/**
 * Where to go after logging in: the protected page the visitor asked for (kept in the router state
 * of the redirect to /auth, e.g. a QR label's /homes/3?equipment=7). Only a path of this app: an
 * absolute or protocol-relative URL is ignored, so the login can never send anyone elsewhere.
 */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return null;
  }
  return from === '/auth' ? null : from;
}

/** The router state of a redirect to /auth that remembers this location. */
export function returnState(location: { pathname: string; search: string; hash: string }): { from: string } {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}
