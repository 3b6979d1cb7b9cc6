import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../shared/components/BrandMark';
import { PlainIcon } from '../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../shared/plain-ui/signed-in-icon-paths';
import type { User } from '../../shared/session/user';
import { UserMenu } from './UserMenu';

/**
 * Top bar: logo, the admin's or the user's shortcut, the notification bell (composed in) and the account menu.
 * Plain HTML and CSS (app-layout.css), drawn like MUI's AppBar, so it paints before MUI has loaded.
 */
export function Header({ user, notifications }: { user: User; notifications?: ReactNode }) {
  return (
    <header className="yhb-app-bar">
      <div className="yhb-container">
        <div className="yhb-app-bar__toolbar">
          <RouterLink to="/" className="yhb-app-bar__brand">
            <BrandMark compactOnSmallScreens />
          </RouterLink>
          {user.isAdmin ? (
            <RouterLink to="/admin" className="yhb-button yhb-button--error">
              <span className="yhb-button__start-icon">
                <PlainIcon path={signedInIconPaths.adminPanelSettingsOutlined} />
              </span>
              Admin Dashboard
            </RouterLink>
          ) : (
            <RouterLink to="/photos" className="yhb-button yhb-button--outlined">
              <span className="yhb-button__start-icon">
                <PlainIcon path={signedInIconPaths.photoLibraryOutlined} />
              </span>
              Photo Library
            </RouterLink>
          )}
          {notifications}
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
