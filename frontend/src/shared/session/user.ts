import type { UserView } from '@api/identity/user.view';

/** The signed-in person as returned by GET /api/user, login and registration: the backend's view. */
export type User = UserView;
