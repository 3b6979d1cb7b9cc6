import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useCurrentUser } from '../../shared/session/use-current-user';

/** Renders its child routes for administrators; other users go to /, anonymous visitors to /auth. */
export function AdminRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!user.isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
