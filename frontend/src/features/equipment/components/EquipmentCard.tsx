import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode } from 'react';
import { ImageUpload } from '../../../shared/components/ImageUpload';
import { checkImageFile } from '../../../shared/files/image-file-checks';
import type { Equipment } from '../equipment';
import type { EquipmentStatus, EquipmentViewMode, WarrantyState } from '../equipment-view';

export interface EquipmentCardActions {
  onTroubleshoot: (equipment: Equipment) => void;
  onManageWarranty: (equipment: Equipment) => void;
  /** Absent until the chat feature is composed in: the menu item shows, disabled. */
  onChatSupport?: (equipment: Equipment) => void;
  onEdit: (equipment: Equipment) => void;
  onTakePhoto: (equipment: Equipment, file: File) => void;
  onDelete: (equipment: Equipment) => void;
  /** SLOT (care feature): opens the Maintenance dialog; without it there is no 'Maintenance' item. */
  onMaintenance?: (equipment: Equipment) => void;
  /** SLOT (care feature): the maintenance chip and age shown under the details. */
  renderCare?: (equipment: Equipment) => ReactNode;
  /**
   * A viewer of a shared home (issue 15): no 'Edit Equipment', 'Take Photo' or 'Delete Equipment'; the
   * warranty is only viewed.
   */
  readOnly?: boolean;
}

interface EquipmentCardProps extends EquipmentCardActions {
  equipment: Equipment;
  /** 'Analyzing...' or 'Uploading...' while a photo taken from this card is read or uploaded. */
  busyLabel?: string | null;
  /** What the route knows from other features (warranty status); absent → nothing shown. */
  status?: EquipmentStatus;
  /** 'cards': the grid card; 'list': one compact row. */
  layout?: EquipmentViewMode;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:
      </Typography>{' '}
      {value}
    </Typography>
  );
}

const WARRANTY_COLORS = { Active: 'success', 'Expiring Soon': 'warning', Expired: 'error' } as const;

function WarrantyChip({ state }: { state: WarrantyState }) {
  return <Chip size="small" variant="outlined" color={WARRANTY_COLORS[state]} label={`Warranty: ${state}`} />;
}

/** The card's element id: a QR label's link scrolls to it. */
export const equipmentCardId = (id: number) => `equipment-${id}`;

/**
 * 'More actions': the secondary actions of a card ('View Troubleshooting Guide' when brand and model are
 * known, 'Manage Warranty', 'Maintenance', 'Chat Support', 'Delete Equipment').
 */
function MoreActionsMenu({ equipment, actions }: { equipment: Equipment; actions: EquipmentCardActions }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The picked action runs once the menu has closed and given focus back to 'More actions', so the dialog it
  // opens returns focus there when it closes.
  const pending = useRef<(() => void) | null>(null);
  const menuId = useId();
  const hasGuide = Boolean(equipment.brand?.trim() && equipment.modelNumber?.trim());
  const close = () => setAnchor(null);
  const run = (action: ((item: Equipment) => void) | undefined) => () => {
    pending.current = action ? () => action(equipment) : null;
    close();
  };
  const runPending = () => {
    const action = pending.current;
    pending.current = null;
    action?.();
  };
  return (
    <>
      <IconButton
        aria-label="More actions"
        title={`More actions for ${equipment.name}`}
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
        onClose={close}
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
    </>
  );
}

/** The one action a card keeps in sight: 'Edit Equipment' (completed) or 'Take Photo' (not completed). */
function PrimaryAction({
  equipment,
  busyLabel,
  actions,
  compact,
}: {
  equipment: Equipment;
  busyLabel: string | null;
  actions: EquipmentCardActions;
  compact: boolean;
}) {
  if (actions.readOnly) return null;
  return equipment.completed ? (
    <Button
      variant={compact ? 'outlined' : 'contained'}
      size={compact ? 'small' : 'medium'}
      startIcon={<EditOutlined />}
      onClick={() => actions.onEdit(equipment)}
    >
      Edit Equipment
    </Button>
  ) : (
    <ImageUpload
      label="Take Photo"
      busyLabel={busyLabel ?? undefined}
      busy={busyLabel !== null}
      capture="environment"
      check={checkImageFile}
      onSelect={(file) => actions.onTakePhoto(equipment, file)}
      startIcon={<CameraAltOutlined />}
      variant={compact ? 'outlined' : 'contained'}
      size={compact ? 'small' : 'medium'}
    />
  );
}

/**
 * One piece of equipment: photo, name, details, warranty and maintenance state, its main action and the
 * 'More actions' menu. As a card in the grid, or as one compact row of the list view.
 */
export function EquipmentCard({
  equipment,
  busyLabel = null,
  status,
  layout = 'cards',
  ...actions
}: EquipmentCardProps) {
  const [mainPhoto] = equipment.photos;
  const states = (
    <>
      {status?.warranty && <WarrantyChip state={status.warranty} />}
      {actions.renderCare?.(equipment)}
    </>
  );

  if (layout === 'list') {
    const brandModel = [equipment.brand, equipment.modelNumber].filter(Boolean).join(' · ');
    return (
      <Box
        component="article"
        id={equipmentCardId(equipment.id)}
        aria-label={equipment.name}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          py: 1,
          px: { xs: 1, sm: 1.5 },
          borderBottom: 1,
          borderColor: 'divider',
          minWidth: 0,
        }}
      >
        {mainPhoto ? (
          <Box
            component="img"
            src={mainPhoto}
            alt={`Photo of ${equipment.name}`}
            sx={{ width: 48, height: 48, borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
          />
        ) : (
          <Box aria-hidden sx={{ width: 48, height: 48, borderRadius: 1, bgcolor: 'action.hover', flexShrink: 0 }} />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {equipment.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {brandModel || 'Brand and model not known'}
            {equipment.installationDate ? ` · ${equipment.installationDate}` : ''}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
            {states}
          </Stack>
          <Box sx={{ mt: 1 }}>
            <PrimaryAction equipment={equipment} busyLabel={busyLabel} actions={actions} compact />
          </Box>
        </Box>
        <MoreActionsMenu equipment={equipment} actions={actions} />
      </Box>
    );
  }

  return (
    <Card
      component="article"
      id={equipmentCardId(equipment.id)}
      aria-label={equipment.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {mainPhoto && (
        <CardMedia
          component="img"
          image={mainPhoto}
          alt={`Photo of ${equipment.name}`}
          sx={{ aspectRatio: '16 / 9', width: '100%', objectFit: 'cover' }}
        />
      )}
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack spacing={0.5}>
          <Typography variant="h6" component="h4" sx={{ overflowWrap: 'anywhere' }}>
            {equipment.name}
          </Typography>
          <Detail label="Brand" value={equipment.brand || 'N/A'} />
          <Detail label="Model" value={equipment.modelNumber || 'N/A'} />
          <Detail label="Serial" value={equipment.serialNumber || 'N/A'} />
          {equipment.installationDate && <Detail label="Est. Installation Year" value={equipment.installationDate} />}
          {equipment.notes && <Detail label="Notes" value={equipment.notes} />}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {states}
        </Stack>
        <Box sx={{ mt: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1, display: 'grid' }}>
            <PrimaryAction equipment={equipment} busyLabel={busyLabel} actions={actions} compact={false} />
          </Box>
          <MoreActionsMenu equipment={equipment} actions={actions} />
        </Box>
      </CardContent>
    </Card>
  );
}
