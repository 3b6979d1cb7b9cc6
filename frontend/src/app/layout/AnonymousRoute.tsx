import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useCurrentUser } from '../../shared/session/use-current-user';

/** Renders its child routes (the auth screen) only for visitors who are not signed in. */
export function AnonymousRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}
