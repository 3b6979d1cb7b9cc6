import BuildOutlined from '@mui/icons-material/BuildOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ImageUpload } from '../../../shared/components/ImageUpload';
import { checkImageFile } from '../../../shared/files/image-file-checks';
import type { Equipment } from '../equipment';

export interface EquipmentCardActions {
  onTroubleshoot: (equipment: Equipment) => void;
  onManageWarranty: (equipment: Equipment) => void;
  /** Absent until the chat feature is composed in: the button shows, disabled. */
  onChatSupport?: (equipment: Equipment) => void;
  onEdit: (equipment: Equipment) => void;
  onTakePhoto: (equipment: Equipment, file: File) => void;
  onDelete: (equipment: Equipment) => void;
  /** SLOT (care feature): opens the Maintenance dialog; without it there is no 'Maintenance' button. */
  onMaintenance?: (equipment: Equipment) => void;
  /** SLOT (care feature): the maintenance chip and age shown under the details. */
  renderCare?: (equipment: Equipment) => ReactNode;
}

interface EquipmentCardProps extends EquipmentCardActions {
  equipment: Equipment;
  /** 'Analyzing...' or 'Uploading...' while a photo taken from this card is read or uploaded. */
  busyLabel?: string | null;
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

/** One piece of equipment: its details, main photo and actions. */
/** The card's element id: a QR label's link scrolls to it. */
export const equipmentCardId = (id: number) => `equipment-${id}`;

export function EquipmentCard({ equipment, busyLabel = null, ...actions }: EquipmentCardProps) {
  const [mainPhoto] = equipment.photos;
  const hasGuide = Boolean(equipment.brand?.trim() && equipment.modelNumber?.trim());

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
          sx={{ aspectRatio: '4 / 3', width: '100%', objectFit: 'cover' }}
        />
      )}
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
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
        {actions.renderCare?.(equipment)}
        <Stack spacing={1} sx={{ mt: 'auto', '& .MuiButton-root': { justifyContent: 'flex-start' } }}>
          {hasGuide && (
            <Button variant="outlined" startIcon={<BuildOutlined />} onClick={() => actions.onTroubleshoot(equipment)}>
              View Troubleshooting Guide
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<VerifiedUserOutlined />}
            onClick={() => actions.onManageWarranty(equipment)}
          >
            Manage Warranty
          </Button>
          {actions.onMaintenance && (
            <Button
              variant="outlined"
              startIcon={<EventRepeatOutlined />}
              onClick={() => actions.onMaintenance?.(equipment)}
            >
              Maintenance
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<ChatOutlined />}
            disabled={!actions.onChatSupport}
            onClick={() => actions.onChatSupport?.(equipment)}
          >
            Chat Support
          </Button>
          {equipment.completed ? (
            <Button variant="contained" startIcon={<EditOutlined />} onClick={() => actions.onEdit(equipment)}>
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
              variant="contained"
            />
          )}
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlineRounded />}
            onClick={() => actions.onDelete(equipment)}
          >
            Delete Equipment
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
