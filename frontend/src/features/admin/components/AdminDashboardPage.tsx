import { PageHeading } from '../../../shared/components/PageHeading';

/** /admin: administration (arrives with the admin issue). */
export function AdminDashboardPage() {
  return <PageHeading title="Admin Dashboard" subtitle="Manage users, homes and support chat." />;
}
