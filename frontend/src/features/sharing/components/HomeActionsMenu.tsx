import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useRef } from 'react';

interface HomeActionsMenuProps {
  id: string;
  homeName: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onTransfer: () => void;
}

/**
 * 'More home actions' opened: 'Transfer to a new owner'. MUI's Menu, loaded at the first click (the button
 * is plain, part of the home page's first paint).
 */
export function HomeActionsMenu({ id, homeName, anchor, onClose, onTransfer }: HomeActionsMenuProps) {
  const pending = useRef<(() => void) | null>(null);
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { 'aria-label': `Actions for ${homeName}` },
        // The dialog opens once the menu has given focus back, so closing it returns focus here.
        transition: {
          onExited: () => {
            pending.current?.();
            pending.current = null;
          },
        },
      }}
    >
      <MenuItem
        onClick={() => {
          pending.current = onTransfer;
          onClose();
        }}
      >
        <ListItemIcon>
          <SwapHorizRounded fontSize="small" />
        </ListItemIcon>
        <ListItemText>Transfer to a new owner</ListItemText>
      </MenuItem>
    </Menu>
  );
}
