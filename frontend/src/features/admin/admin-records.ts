import type { AdminUserAccessView, AdminUserPageView, AdminUserView } from '@api/admin/admin-user.view';

export type { AdminUserAccessView };
import type { Home } from '../../shared/homes/home';

/** A row of the admin's user list (GET /api/admin/users); dates are ISO strings. */
export type AdminUser = AdminUserView;

/** One page of the admin's user list (GET /api/admin/users?q=&page=&pageSize=). */
export type AdminUserPage = AdminUserPageView;

/** A row of the admin's home list (GET /api/admin/homes), newest first. */
export interface AdminHome extends Pick<
  Home,
  'id' | 'name' | 'address' | 'city' | 'state' | 'zipCode' | 'type' | 'createdAt'
> {
  owner: { id: number; username: string; email: string | null };
}
