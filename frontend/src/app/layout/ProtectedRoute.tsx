import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useCurrentUser } from '../../shared/session/use-current-user';

/** Renders its child routes for signed-in users; everyone else goes to /auth. */
export function ProtectedRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
