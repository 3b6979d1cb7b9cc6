import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Home } from '../../../shared/homes/home';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import { LazyMuiTheme } from '../../../shared/theme/LazyMuiTheme';

const loadHomeActionsMenu = () => import('./HomeActionsMenu');
const loadShareDialog = () => import('./ShareDialog');
// Loaded with MUI when first opened; pointing at the button or focusing it starts the download.
const HomeActionsMenu = lazy(async () => ({ default: (await loadHomeActionsMenu()).HomeActionsMenu }));
const ShareDialog = lazy(async () => ({ default: (await loadShareDialog()).ShareDialog }));
const TransferDialog = lazy(async () => ({ default: (await import('./TransferDialog')).TransferDialog }));

/**
 * The home page's 'Share' (everyone who sees the home; only the owner changes anything) and, for the owner,
 * 'More home actions' with 'Transfer to a new owner'. The buttons are plain (part of the home page's first
 * paint); the menu and the dialogs are MUI's.
 */
export function HomeSharingActions({ home }: { home: Pick<Home, 'id' | 'name' | 'access'> }) {
  const [dialog, setDialog] = useState<'share' | 'transfer' | null>(null);
  // Stay mounted after the first open, so closing animates.
  const [loaded, setLoaded] = useState<ReadonlySet<'share' | 'transfer' | 'menu'>>(new Set());
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const navigate = useNavigate();

  function open(which: 'share' | 'transfer') {
    setLoaded((current) => new Set(current).add(which));
    setDialog(which);
  }

  return (
    <>
      <button
        type="button"
        className="yhb-button yhb-button--outlined"
        onPointerEnter={() => void loadShareDialog()}
        onFocus={() => void loadShareDialog()}
        onClick={() => open('share')}
      >
        <span className="yhb-button__start-icon">
          <PlainIcon path={signedInIconPaths.peopleAltOutlined} />
        </span>
        Share
      </button>
      {home.access === 'owner' && (
        <>
          <button
            type="button"
            className="yhb-icon-button"
            aria-label="More home actions"
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onPointerEnter={() => void loadHomeActionsMenu()}
            onFocus={() => void loadHomeActionsMenu()}
            onClick={(event) => {
              setLoaded((current) => new Set(current).add('menu'));
              setAnchor(event.currentTarget);
            }}
          >
            <PlainIcon path={signedInIconPaths.moreVertRounded} />
          </button>
          {loaded.has('menu') && (
            <Suspense fallback={null}>
              <LazyMuiTheme>
                <HomeActionsMenu
                  id={menuId}
                  homeName={home.name}
                  anchor={anchor}
                  onClose={() => setAnchor(null)}
                  onTransfer={() => open('transfer')}
                />
              </LazyMuiTheme>
            </Suspense>
          )}
        </>
      )}
      {(loaded.has('share') || loaded.has('transfer')) && (
        <Suspense fallback={null}>
          <LazyMuiTheme>
            {loaded.has('share') && (
              <ShareDialog
                home={home}
                open={dialog === 'share'}
                onClose={() => setDialog(null)}
                onLeft={() => void navigate('/', { replace: true })}
              />
            )}
            {loaded.has('transfer') && (
              <TransferDialog home={home} open={dialog === 'transfer'} onClose={() => setDialog(null)} />
            )}
          </LazyMuiTheme>
        </Suspense>
      )}
    </>
  );
}
