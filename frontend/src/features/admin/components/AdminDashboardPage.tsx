import type { ReactNode } from 'react';
import { PageHeading } from '../../../shared/components/PageHeading';

export interface AdminDashboardPageProps {
  /** The Support Chat tab's content (the chat feature's Support Dashboard), composed in by the route. */
  renderSupportChat: () => ReactNode;
}

/** /admin: administration (arrives with the admin issue). */
export function AdminDashboardPage({ renderSupportChat }: AdminDashboardPageProps) {
  void renderSupportChat;
  return <PageHeading title="Admin Dashboard" subtitle="Manage users, homes and support chat." />;
}
