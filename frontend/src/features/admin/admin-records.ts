import type { AdminHomeView } from '@api/admin/admin-home.view';
import type { AdminUserAccessView, AdminUserPageView, AdminUserView } from '@api/admin/admin-user.view';

export type { AdminUserAccessView };

/** A row of the admin's user list (GET /api/admin/users); dates are ISO strings. */
export type AdminUser = AdminUserView;

/** One page of the admin's user list (GET /api/admin/users?q=&page=&pageSize=). */
export type AdminUserPage = AdminUserPageView;

/** A row of the admin's home list (GET /api/admin/homes), newest first; `owner` is null when the account is gone. */
export type AdminHome = AdminHomeView;
