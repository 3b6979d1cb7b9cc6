import type { ReactNode } from 'react';
import { AdminDashboardPage } from '../features/admin/components/AdminDashboardPage';

function renderSupportChat(): ReactNode {
  return null;
}

/** /admin: the admin dashboard with the chat feature's Support Dashboard composed into its Support Chat tab. */
export function AdminDashboardRoute() {
  return <AdminDashboardPage renderSupportChat={renderSupportChat} />;
}
