import type { Home } from '../../shared/homes/home';

/** A row of the admin's user list (GET /api/admin/users); dates are ISO strings. */
export interface AdminUser {
  id: number;
  username: string;
  email: string | null;
  createdAt: string;
  /** Null when the user never logged in. */
  lastLogin: string | null;
  isAdmin: boolean;
}

/** A row of the admin's home list (GET /api/admin/homes), newest first. */
export interface AdminHome extends Pick<
  Home,
  'id' | 'name' | 'address' | 'city' | 'state' | 'zipCode' | 'type' | 'createdAt'
> {
  owner: { id: number; username: string; email: string | null };
}
