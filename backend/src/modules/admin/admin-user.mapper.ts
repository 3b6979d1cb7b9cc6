import type { UserDirectoryRow } from '../identity/users.service';
import type { AdminUserView } from './admin-user.view';

export function toAdminUserView(row: UserDirectoryRow): AdminUserView {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    createdAt: new Date(row.createdAt).toISOString(),
    lastLogin: row.lastLogin ? new Date(row.lastLogin).toISOString() : null,
    isAdmin: row.isAdmin,
    disabled: row.disabled,
    deviceCount: row.deviceCount,
  };
}
