import { Outlet } from 'react-router-dom';
import { BrandMark } from '../../shared/components/BrandMark';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useCurrentUser } from '../../shared/session/use-current-user';
import { AppLayout } from './AppLayout';
import '../../shared/plain-ui/plain-ui-signed-in.css';
import './app-layout.css';

/**
 * The frame of the invitation and hand-over links (issue 15, docs/sharing-frontend.md): signed in, the app's
 * own (`AppLayout`); signed out, the brand alone above the page, which then shows what the link is and asks
 * the visitor to sign in or create an account (the sign-in comes back to the link).
 */
export function SharingLinkLayout() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (user) return <AppLayout />;
  return (
    <div className="yhb-layout">
      <header className="yhb-app-bar">
        <div className="yhb-container">
          <div className="yhb-app-bar__toolbar">
            <span className="yhb-app-bar__brand">
              <BrandMark />
            </span>
          </div>
        </div>
      </header>
      <main className="yhb-container yhb-layout__main yhb-layout__main--visitor">
        <Outlet />
      </main>
    </div>
  );
}
