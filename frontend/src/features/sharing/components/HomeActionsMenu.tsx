import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { ActionMenu } from '../../../shared/components/ActionMenu';

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
  return (
    <ActionMenu id={id} label={`Actions for ${homeName}`} anchor={anchor} onClose={onClose}>
      {(afterClose) => (
        <MenuItem onClick={afterClose(onTransfer)}>
          <ListItemIcon>
            <SwapHorizRounded fontSize="small" />
          </ListItemIcon>
          <ListItemText>Transfer to a new owner</ListItemText>
        </MenuItem>
      )}
    </ActionMenu>
  );
}
