import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { UserAvatar } from '../../shared/components/UserAvatar';
import { useAfterFirstPaint } from '../../shared/idle/use-after-first-paint';
import { LazyMuiTheme } from '../../shared/theme/LazyMuiTheme';
import type { User } from '../../shared/session/user';

const loadUserMenuPopup = () => import('./UserMenuPopup');
// MUI's Menu: loaded after the first paint, or at the first click if that comes sooner.
const UserMenuPopup = lazy(async () => ({ default: (await loadUserMenuPopup()).UserMenuPopup }));

/** The avatar button (plain, on the first paint) and its menu: who is signed in, Profile, Logout. */
export function UserMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const menuId = useId();
  const idle = useAfterFirstPaint();
  useEffect(() => {
    if (idle) void loadUserMenuPopup();
  }, [idle]);

  return (
    <>
      <button
        type="button"
        className="yhb-icon-button yhb-app-bar__avatar-button"
        aria-label="Account menu"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setEverOpened(true);
        }}
      >
        <UserAvatar user={user} />
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <LazyMuiTheme>
            <UserMenuPopup id={menuId} user={user} anchor={anchor} onClose={() => setAnchor(null)} />
          </LazyMuiTheme>
        </Suspense>
      )}
    </>
  );
}
