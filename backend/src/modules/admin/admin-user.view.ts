/** A row of the admin's user table (GET /api/admin/users); never the password hash, display name or avatar. */
export interface AdminUserView {
  id: number;
  username: string;
  email: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null when the user never signed in. */
  lastLogin: string | null;
  isAdmin: boolean;
  /** Disabled by an administrator: cannot sign in (PATCH /api/admin/users/:id). */
  disabled: boolean;
  /** How many browsers the account trusts (its device list on the profile page). */
  deviceCount: number;
}

/** GET /api/admin/users with any of `q`, `page`, `pageSize`: one page of the matching users. */
export interface AdminUserPageView {
  items: AdminUserView[];
  /** Every matching user, on all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** PATCH /api/admin/users/:id: the account's state after the change. */
export interface AdminUserAccessView {
  id: number;
  disabled: boolean;
}
