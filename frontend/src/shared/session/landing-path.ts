import { returnPath } from './return-path';

/**
 * Where a visitor goes once signed in (issue 45, "Landing"): the page they asked for wins (e.g. a scanned QR
 * label's /homes/3?equipment=7, kept in the router state of the redirect to /auth); otherwise an administrator
 * lands on the Admin Dashboard and everyone else on the home list. Asking for "/" is no explicit target: it is
 * where a signed-out visitor of the bare address was sent from, so an administrator still lands on /admin.
 */
export function landingPath(user: { isAdmin: boolean }, state: unknown): string {
  const asked = returnPath(state);
  if (asked !== null && asked !== '/') return asked;
  return user.isAdmin ? '/admin' : '/';
}
