import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { returnPath } from '../../shared/session/return-path';
import { useCurrentUser } from '../../shared/session/use-current-user';

/** Renders its child routes (the auth screen) only for visitors who are not signed in. */
export function AnonymousRoute() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={returnPath(location.state) ?? '/'} replace />;
  return <Outlet />;
}
