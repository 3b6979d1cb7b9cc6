import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../core/http/auth.guards';

/**
 * Signs the user in on this request's session: a new session id (no fixation: the id the browser held before is
 * destroyed), holding the user's id where sessions have always kept it, stamped as signed in and used now.
 */
export async function logIn(request: FastifyRequest, user: SessionUser, now: number): Promise<void> {
  await request.session.regenerate();
  request.session.passport = { user: user.id };
  request.session.lastSeenAt = now;
  request.session.signedInAt = now;
  request.user = user;
}

/** Signs out and destroys the session record, so the old cookie is worthless. */
export async function logOutAndDestroy(request: FastifyRequest): Promise<void> {
  request.user = null;
  if (request.session) await request.session.destroy();
}
