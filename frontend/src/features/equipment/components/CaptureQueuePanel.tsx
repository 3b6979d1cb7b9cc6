import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { canEditHome } from '../../../shared/homes/home';
import { useGetHomesQuery } from '../../../shared/homes/homes-api';
import { useGetEquipmentByIdQuery } from '../api';
import { queuedFile, type QueuedCapture } from '../capture-queue';
import type { Equipment, LabelAnalysis } from '../equipment';
import { lastScanHome, preselectedScanHome, rememberScanHome } from '../scan-home';
import { useObjectUrl } from '../use-object-url';
import { useCaptureQueue } from '../use-capture-queue';
import { AddEquipmentDialog } from './AddEquipmentDialog';
import { EditEquipmentDialog } from './EditEquipmentDialog';

/** What a queued photo's row says. */
export function captureStateText(item: QueuedCapture): string {
  switch (item.state) {
    case 'waiting':
      return 'Waiting for the network';
    case 'reading':
      return 'Reading the label...';
    case 'read': {
      const found = item.analysis?.suggestedName ?? item.analysis?.brand ?? null;
      return found ? `Read: ${found}` : 'Read: no details found';
    }
    case 'unreadable':
      return `Could not be read: ${item.problem ?? 'retake the photo'}`;
    case 'failed':
      return `Failed: ${item.problem ?? 'try again'}`;
  }
}

/**
 * The equipment a read photo was taken for, as it is now and wherever it is now (it may have moved to another
 * home since): looked up by its id. `linked` is undefined while that loads, null when the photo has no link or
 * the equipment is gone (404: deleted, or its home no longer shown to this user); `retry` is there when the
 * look-up failed otherwise (no network, a server error), which is no reason to create a second record.
 */
function useLinkedEquipment(item: QueuedCapture): { linked: Equipment | null | undefined; retry?: () => void } {
  const link = item.state === 'read' ? item.link : null;
  const { data, error, refetch } = useGetEquipmentByIdQuery(link ? link.equipmentId : skipToken);
  if (!link) return { linked: null };
  if (!error) return { linked: data };
  const gone = 'status' in error && error.status === 404;
  return gone ? { linked: null } : { linked: undefined, retry: refetch };
}

function QueuedPhoto({
  item,
  editableHomeIds,
  onOpen,
  onFill,
  onRemove,
  onRetry,
}: {
  item: QueuedCapture;
  /**
   * The homes this user may edit (undefined while they load): a record in another home (shared with them to view
   * only) cannot be filled in.
   */
  editableHomeIds: number[] | undefined;
  onOpen: () => void;
  onFill: (equipment: Equipment) => void;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const file = useMemo(() => queuedFile(item), [item.id]);
  const url = useObjectUrl(file);
  const { linked, retry: retryLookup } = useLinkedEquipment(item);
  // Known only once both the record and the user's homes have loaded.
  const editable = linked && editableHomeIds ? editableHomeIds.includes(linked.homeId) : undefined;
  const fillable = editable ? linked : null;
  const viewOnly = editable === false;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
      aria-label={`Label photo ${item.name}`}
    >
      <Box
        sx={{ width: 56, height: 56, flex: 'none', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200' }}
        aria-hidden
      >
        {url && <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
      </Box>
      {/* On a phone the actions go under the text rather than squeeze it. */}
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          {item.state === 'reading' && <CircularProgress size={14} aria-hidden />}
          {captureStateText(item)}
        </Typography>
        {linked && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            For {linked.name}
            {viewOnly && ' (you can only view it now)'}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          Taken {new Date(item.takenAt).toLocaleString()}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        {/* A photo taken for an equipment fills it in (where this user may still edit it); unlinked, or once that
            equipment is gone, it creates one. */}
        {fillable && (
          <Button size="small" variant="contained" onClick={() => onFill(fillable)}>
            Fill in details
          </Button>
        )}
        {item.state === 'read' && linked === null && (
          <Button size="small" variant="contained" onClick={onOpen}>
            Create equipment
          </Button>
        )}
        {(item.state === 'failed' || item.state === 'unreadable') && (
          <Button size="small" onClick={onRetry}>
            Try again
          </Button>
        )}
        {retryLookup && (
          <Button size="small" onClick={retryLookup}>
            Try again
          </Button>
        )}
        <IconButton aria-label="Remove photo" onClick={onRemove} size="small">
          <DeleteOutlineOutlined />
        </IconButton>
      </Box>
    </Box>
  );
}

/**
 * 'Label photos on this device' (docs/photo-capture.md): the photos taken offline, read one by one once the
 * network is back; a read photo opens Add Equipment with its reading, or, when it was taken for an
 * equipment that still exists, Edit Equipment filling in that equipment's empty fields; it leaves the
 * queue once saved.
 */
export function CaptureQueuePanel({ homeId }: { homeId?: number }) {
  const { items, offline, remove, retry } = useCaptureQueue();
  const [opened, setOpened] = useState<{ id: number; photo: File; analysis: LabelAnalysis } | null>(null);
  const [filling, setFilling] = useState<{
    id: number;
    equipment: Equipment;
    reading: { photo: File; analysis: LabelAnalysis };
  } | null>(null);
  const { data: homes } = useGetHomesQuery();
  // The home as for a scan: this page's, else the only one, else the last scan's (scan-home.ts).
  const editable = (homes ?? []).filter(canEditHome).map(({ id }) => id);
  const defaultHomeId = preselectedScanHome(homeId, editable, lastScanHome());
  if (items.length === 0 && !opened && !filling) return null;
  const waiting = items.filter((item) => item.state === 'waiting').length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="capture-queue-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="capture-queue-title" variant="subtitle1" component="h2">
        Label photos on this device ({items.length})
      </Typography>
      {waiting > 0 && (
        <Typography variant="body2" color="text.secondary">
          {offline
            ? `${waiting} waiting: they will be read when you are back online.`
            : `${waiting} waiting to be read.`}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {items.map((item) => (
          <QueuedPhoto
            key={item.id}
            item={item}
            editableHomeIds={homes && editable}
            onOpen={() => item.analysis && setOpened({ id: item.id, photo: queuedFile(item), analysis: item.analysis })}
            onFill={(equipment) =>
              item.analysis &&
              setFilling({ id: item.id, equipment, reading: { photo: queuedFile(item), analysis: item.analysis } })
            }
            onRemove={() => void remove(item.id)}
            onRetry={() => void retry(item.id)}
          />
        ))}
      </Box>
      {opened && (
        <AddEquipmentDialog
          open
          onClose={() => setOpened(null)}
          defaultHomeId={defaultHomeId}
          readLabel={opened}
          onAdded={(equipment) => {
            rememberScanHome(equipment.homeId);
            void remove(opened.id);
          }}
          onFilled={(equipment) => {
            rememberScanHome(equipment.homeId);
            void remove(opened.id);
          }}
        />
      )}
      {filling && (
        <EditEquipmentDialog
          open
          equipment={filling.equipment}
          queuedReading={filling.reading}
          onClose={() => setFilling(null)}
          onSaved={() => void remove(filling.id)}
        />
      )}
    </Paper>
  );
}
