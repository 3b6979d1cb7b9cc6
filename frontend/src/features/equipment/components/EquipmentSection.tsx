import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import type { Home } from '../../../shared/homes/home';
import { useToast } from '../../../shared/toast/use-toast';
import { useGetEquipmentQuery, useUploadEquipmentPhotoMutation } from '../api';
import type { Equipment } from '../equipment';
import { filterEquipment } from '../equipment-search';
import { DeleteEquipmentDialog } from './DeleteEquipmentDialog';
import { EquipmentCard, type EquipmentCardActions } from './EquipmentCard';
import { EquipmentSummary } from './EquipmentSummary';
import { TroubleshootingDialog } from './TroubleshootingDialog';

// The forms load when first opened, keeping the page's own code small.
const AddEquipmentDialog = lazy(async () => ({ default: (await import('./AddEquipmentDialog')).AddEquipmentDialog }));
const EditEquipmentDialog = lazy(async () => ({
  default: (await import('./EditEquipmentDialog')).EditEquipmentDialog,
}));

interface EquipmentSectionProps {
  home: Home;
  /**
   * SLOT for the warranty dialog (warranties feature); composed in by the route, as features do not
   * import each other. Rendered while `equipment` is the one whose warranty is managed.
   */
  renderWarrantyDialog?: (equipment: Equipment, onClose: () => void) => ReactNode;
  /** SLOT for the equipment chat (chat feature); without it 'Chat Support' is disabled. */
  onChatSupport?: (equipment: Equipment) => void;
}

function EquipmentGrid({
  title,
  items,
  ...actions
}: { title: string; items: Equipment[] } & EquipmentCardActions & {
    uploadingId: number | null;
  }) {
  const { uploadingId, ...cardActions } = actions;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          gap: 2.5,
        }}
      >
        {items.map((item) => (
          <EquipmentCard key={item.id} equipment={item} uploading={uploadingId === item.id} {...cardActions} />
        ))}
      </Box>
    </Box>
  );
}

/** The home detail page's 'Equipment List': summary, search, completed and uncompleted equipment, dialogs. */
export function EquipmentSection({ home, renderWarrantyDialog, onChatSupport }: EquipmentSectionProps) {
  const { data: equipment = [], isLoading, error } = useGetEquipmentQuery(home.id);
  const [uploadPhoto] = useUploadEquipmentPhotoMutation();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  // Stays mounted after the first open, so closing animates.
  const [addLoaded, setAddLoaded] = useState(false);
  const [editing, setEditing] = useState<Equipment | null>(null);
  const [deleting, setDeleting] = useState<Equipment | null>(null);
  const [troubleshooting, setTroubleshooting] = useState<Equipment | null>(null);
  const [warrantyFor, setWarrantyFor] = useState<Equipment | null>(null);
  const [uploadingId, setUploadingId] = useState<number | null>(null);

  const completed = equipment.filter((item) => item.completed);
  const incomplete = equipment.filter((item) => !item.completed);
  const shown = filterEquipment(equipment, search);
  const shownCompleted = shown.filter((item) => item.completed);
  const shownIncomplete = shown.filter((item) => !item.completed);

  async function handleTakePhoto(item: Equipment, file: File) {
    setUploadingId(item.id);
    try {
      const updated = await uploadPhoto({ id: item.id, file }).unwrap();
      toast({ title: 'Photo uploaded successfully' });
      // Incomplete equipment is completed by saving its details: continue straight into the edit form.
      setEditing(updated);
    } catch (failure) {
      toast({ title: 'Failed to upload photo', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setUploadingId(null);
    }
  }

  const actions: EquipmentCardActions & { uploadingId: number | null } = {
    onTroubleshoot: setTroubleshooting,
    onManageWarranty: setWarrantyFor,
    onChatSupport,
    onEdit: setEditing,
    onTakePhoto: handleTakePhoto,
    onDelete: setDeleting,
    uploadingId,
  };

  // The dialogs keep the equipment's latest data while open.
  const editedNow = editing && (equipment.find((item) => item.id === editing.id) ?? editing);

  return (
    <Box component="section" aria-labelledby="equipment-list-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id="equipment-list-title" variant="h5" component="h2">
          Equipment List
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddRounded />}
          onClick={() => {
            setAddLoaded(true);
            setAdding(true);
          }}
        >
          Add Equipment
        </Button>
      </Box>

      <EquipmentSummary
        completed={completed.length}
        incomplete={incomplete.length}
        search={search}
        onSearchChange={setSearch}
      />

      {error ? (
        <Alert severity="error">{errorMessage(error)}</Alert>
      ) : isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading equipment" />
        </Box>
      ) : equipment.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          No equipment added yet.
        </Typography>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          No equipment matches your search.
        </Typography>
      ) : (
        <>
          {shownCompleted.length > 0 && (
            <EquipmentGrid title="Completed Equipment" items={shownCompleted} {...actions} />
          )}
          {shownIncomplete.length > 0 && (
            <EquipmentGrid title="Uncompleted Equipment" items={shownIncomplete} {...actions} />
          )}
        </>
      )}

      <Suspense fallback={null}>
        {addLoaded && <AddEquipmentDialog open={adding} onClose={() => setAdding(false)} defaultHomeId={home.id} />}
        {editedNow && (
          <EditEquipmentDialog
            equipment={editedNow}
            open
            onClose={() => setEditing(null)}
            onManageWarranty={setWarrantyFor}
          />
        )}
      </Suspense>
      <DeleteEquipmentDialog equipment={deleting} onClose={() => setDeleting(null)} />
      <TroubleshootingDialog equipment={troubleshooting} onClose={() => setTroubleshooting(null)} />
      {warrantyFor && renderWarrantyDialog?.(warrantyFor, () => setWarrantyFor(null))}
    </Box>
  );
}
