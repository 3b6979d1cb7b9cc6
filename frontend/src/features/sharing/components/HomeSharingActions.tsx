import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Home } from '../../../shared/homes/home';

// Loaded when first opened.
const ShareDialog = lazy(async () => ({ default: (await import('./ShareDialog')).ShareDialog }));
const TransferDialog = lazy(async () => ({ default: (await import('./TransferDialog')).TransferDialog }));

/**
 * The home page's 'Share' (everyone who sees the home; only the owner changes anything) and, for the owner,
 * 'More home actions' with 'Transfer to a new owner'.
 */
export function HomeSharingActions({ home }: { home: Pick<Home, 'id' | 'name' | 'access'> }) {
  const [dialog, setDialog] = useState<'share' | 'transfer' | null>(null);
  // Stay mounted after the first open, so closing animates.
  const [loaded, setLoaded] = useState<ReadonlySet<'share' | 'transfer'>>(new Set());
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pending = useRef<'transfer' | null>(null);
  const menuId = useId();
  const navigate = useNavigate();

  function open(which: 'share' | 'transfer') {
    setLoaded((current) => new Set(current).add(which));
    setDialog(which);
  }

  return (
    <>
      <Button variant="outlined" startIcon={<PeopleAltOutlined />} onClick={() => open('share')}>
        Share
      </Button>
      {home.access === 'owner' && (
        <>
          <IconButton
            aria-label="More home actions"
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertRounded />
          </IconButton>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={anchor !== null}
            onClose={() => setAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{
              list: { 'aria-label': `Actions for ${home.name}` },
              // The dialog opens once the menu has given focus back, so closing it returns focus here.
              transition: {
                onExited: () => {
                  if (pending.current) open(pending.current);
                  pending.current = null;
                },
              },
            }}
          >
            <MenuItem
              onClick={() => {
                pending.current = 'transfer';
                setAnchor(null);
              }}
            >
              <ListItemIcon>
                <SwapHorizRounded fontSize="small" />
              </ListItemIcon>
              <ListItemText>Transfer to a new owner</ListItemText>
            </MenuItem>
          </Menu>
        </>
      )}
      <Suspense fallback={null}>
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
      </Suspense>
    </>
  );
}
