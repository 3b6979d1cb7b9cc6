import type { Request } from 'express';
import { SessionUser } from '../../core/http/auth.guards';

/** Promise wrappers over passport's callback API. */
export function logIn(request: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
}

/** Logs out and destroys the session record, so the old cookie is worthless. */
export function logOutAndDestroy(request: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    request.logOut((error) => {
      if (error) return reject(error);
      request.session.destroy((destroyError) => (destroyError ? reject(destroyError) : resolve()));
    }),
  );
}
