import BuildOutlined from '@mui/icons-material/BuildOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { ActionMenu } from '../../../shared/components/ActionMenu';
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
 * Warranty', 'Maintenance', 'Safety recalls' (brand and model known), 'Chat Support', 'Delete Equipment'. MUI's Menu, loaded at the first click (the
 * card and its button are plain, part of the home page's first paint).
 */
export function EquipmentActionsMenu({ id, equipment, actions, anchor, onClose }: EquipmentActionsMenuProps) {
  const hasGuide = Boolean(equipment.brand?.trim() && equipment.modelNumber?.trim());
  return (
    <ActionMenu id={id} label={`Actions for ${equipment.name}`} anchor={anchor} onClose={onClose}>
      {(afterClose) => {
        const run = (action: ((item: Equipment) => void) | undefined) =>
          afterClose(action ? () => action(equipment) : undefined);
        // An array, not a Fragment: MUI's MenuList walks its children for keyboard focus.
        return [
          hasGuide && (
            <MenuItem key="guide" onClick={run(actions.onTroubleshoot)}>
              <ListItemIcon>
                <BuildOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>View Troubleshooting Guide</ListItemText>
            </MenuItem>
          ),
          <MenuItem key="warranty" onClick={run(actions.onManageWarranty)}>
            <ListItemIcon>
              <VerifiedUserOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{actions.readOnly ? 'View Warranty' : 'Manage Warranty'}</ListItemText>
          </MenuItem>,
          actions.onMaintenance && (
            <MenuItem key="maintenance" onClick={run(actions.onMaintenance)}>
              <ListItemIcon>
                <EventRepeatOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>Maintenance</ListItemText>
            </MenuItem>
          ),
          hasGuide && actions.onSafetyRecalls && (
            <MenuItem key="recalls" onClick={run(actions.onSafetyRecalls)}>
              <ListItemIcon>
                <ReportProblemOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText>Safety recalls</ListItemText>
            </MenuItem>
          ),
          <MenuItem key="chat" disabled={!actions.onChatSupport} onClick={run(actions.onChatSupport)}>
            <ListItemIcon>
              <ChatOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Chat Support</ListItemText>
          </MenuItem>,
          !actions.readOnly && (
            <MenuItem key="delete" onClick={run(actions.onDelete)} sx={{ color: 'error.main' }}>
              <ListItemIcon sx={{ color: 'inherit' }}>
                <DeleteOutlineRounded fontSize="small" />
              </ListItemIcon>
              <ListItemText>Delete Equipment</ListItemText>
            </MenuItem>
          ),
        ];
      }}
    </ActionMenu>
  );
}
