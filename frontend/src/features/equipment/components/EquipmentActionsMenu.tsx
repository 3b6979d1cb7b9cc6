import BuildOutlined from '@mui/icons-material/BuildOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useRef } from 'react';
import type { Equipment } from '../equipment';
import type { EquipmentCardActions } from './EquipmentCard';

interface EquipmentActionsMenuProps {
  id: string;
  equipment: Equipment;
  actions: EquipmentCardActions;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * A card's 'More actions' opened: 'View Troubleshooting Guide' when brand and model are known, 'Manage
 * Warranty', 'Maintenance', 'Chat Support', 'Delete Equipment'. MUI's Menu, loaded at the first click (the
 * card and its button are plain, part of the home page's first paint).
 */
export function EquipmentActionsMenu({ id, equipment, actions, anchor, onClose }: EquipmentActionsMenuProps) {
  // The picked action runs once the menu has closed and given focus back to 'More actions', so the dialog it
  // opens returns focus there when it closes.
  const pending = useRef<(() => void) | null>(null);
  const hasGuide = Boolean(equipment.brand?.trim() && equipment.modelNumber?.trim());
  const run = (action: ((item: Equipment) => void) | undefined) => () => {
    pending.current = action ? () => action(equipment) : null;
    onClose();
  };
  const runPending = () => {
    const action = pending.current;
    pending.current = null;
    action?.();
  };
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': `Actions for ${equipment.name}` }, transition: { onExited: runPending } }}
    >
      {hasGuide && (
        <MenuItem onClick={run(actions.onTroubleshoot)}>
          <ListItemIcon>
            <BuildOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>View Troubleshooting Guide</ListItemText>
        </MenuItem>
      )}
      <MenuItem onClick={run(actions.onManageWarranty)}>
        <ListItemIcon>
          <VerifiedUserOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{actions.readOnly ? 'View Warranty' : 'Manage Warranty'}</ListItemText>
      </MenuItem>
      {actions.onMaintenance && (
        <MenuItem onClick={run(actions.onMaintenance)}>
          <ListItemIcon>
            <EventRepeatOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Maintenance</ListItemText>
        </MenuItem>
      )}
      <MenuItem disabled={!actions.onChatSupport} onClick={run(actions.onChatSupport)}>
        <ListItemIcon>
          <ChatOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>Chat Support</ListItemText>
      </MenuItem>
      {!actions.readOnly && (
        <MenuItem onClick={run(actions.onDelete)} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineRounded fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete Equipment</ListItemText>
        </MenuItem>
      )}
    </Menu>
  );
}
