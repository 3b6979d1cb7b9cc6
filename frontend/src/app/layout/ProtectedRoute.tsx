import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { returnState } from '../../shared/session/return-path';
import { useCurrentUser } from '../../shared/session/use-current-user';

/** Renders its child routes for signed-in users; everyone else goes to /auth, which remembers where they were going. */
export function ProtectedRoute() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={returnState(location)} />;
  return <Outlet />;
}
