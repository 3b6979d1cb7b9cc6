import { lazy, Suspense, useId, useState } from 'react';
import { UserAvatar } from '../../shared/components/UserAvatar';
import { LazyMuiTheme } from '../../shared/theme/LazyMuiTheme';
import type { User } from '../../shared/session/user';

const loadUserMenuPopup = () => import('./UserMenuPopup');
// MUI's Menu: loaded at the first click; pointing at the button or focusing it starts the download.
const UserMenuPopup = lazy(async () => ({ default: (await loadUserMenuPopup()).UserMenuPopup }));

/** The avatar button (plain, on the first paint) and its menu: who is signed in, Profile, Logout. */
export function UserMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const menuId = useId();

  return (
    <>
      <button
        type="button"
        className="yhb-icon-button yhb-app-bar__avatar-button"
        aria-label="Account menu"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => void loadUserMenuPopup()}
        onFocus={() => void loadUserMenuPopup()}
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
