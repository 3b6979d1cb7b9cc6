import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { baseApi } from '../../shared/api/base-api';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { returnState } from '../../shared/session/return-path';
import { setCurrentUser } from '../../shared/session/session-api';
import { useCurrentUser } from '../../shared/session/use-current-user';
import type { AppDispatch } from '../store';

/** Renders its child routes for signed-in users; everyone else goes to /auth, which remembers where they were going. */
export function ProtectedRoute() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  useForgetCacheOnSignOut(user !== null);
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace state={returnState(location)} />;
  return <Outlet />;
}

/**
 * Logout (or a session found gone) clears all cached data (spec §4), once the signed-in pages have
 * unmounted: an effect of this commit runs after its children's clean-ups, so no query is still subscribed
 * to ask again (and get a 401) after the reset. The reset also forgets the user, hence the null again.
 */
function useForgetCacheOnSignOut(signedIn: boolean) {
  const dispatch = useDispatch<AppDispatch>();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (signedIn) {
      wasSignedIn.current = true;
      return;
    }
    if (!wasSignedIn.current) return;
    wasSignedIn.current = false;
    dispatch(baseApi.util.resetApiState());
    void dispatch(setCurrentUser(null));
  }, [signedIn, dispatch]);
}
