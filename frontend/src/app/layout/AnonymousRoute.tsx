import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { landingPath } from '../../shared/session/landing-path';
import { useCurrentUser } from '../../shared/session/use-current-user';

/** Renders its child routes (the auth screen) only for visitors who are not signed in; a signed-in one goes to their landing page. */
export function AnonymousRoute() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={landingPath(user, location.state)} replace />;
  return <Outlet />;
}
