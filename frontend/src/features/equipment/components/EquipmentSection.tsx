import AddRounded from '@mui/icons-material/AddRounded';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { canEditHome, type Home } from '../../../shared/homes/home';
import { useCurrentUser } from '../../../shared/session/use-current-user';
import { useToast } from '../../../shared/toast/use-toast';
import {
  useAnalyzeLabelMutation,
  useGetEquipmentQuery,
  useUpdateEquipmentMutation,
  useUploadEquipmentPhotoMutation,
} from '../api';
import type { Equipment, LabelAnalysis } from '../equipment';
import { filterEquipment } from '../equipment-search';
import {
  applyFilters,
  groupEquipment,
  NO_FILTERS,
  readViewPreferences,
  sortEquipment,
  writeViewPreferences,
  type CategoryRef,
  type EquipmentFilters,
  type EquipmentSort,
  type EquipmentStatus,
  type EquipmentViewMode,
  type EquipmentViewPreferences,
} from '../equipment-view';
import {
  ANALYSIS_FAILED,
  analysisToast,
  completesEquipment,
  labelFormValues,
  NOTHING_FOUND_NOTICE,
} from '../label-analysis';
import { DeleteEquipmentDialog } from './DeleteEquipmentDialog';
import { EquipmentCard, equipmentCardId, type EquipmentCardActions } from './EquipmentCard';
import { EquipmentSummary } from './EquipmentSummary';
import { EquipmentViewControls } from './EquipmentViewControls';
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
  renderWarrantyDialog?: (equipment: Equipment, onClose: () => void, readOnly: boolean) => ReactNode;
  /** SLOT for the equipment chat (chat feature); without it 'Chat Support' is disabled. */
  onChatSupport?: (equipment: Equipment) => void;
  /** SLOT (care feature): each card's maintenance chip and age. */
  renderCare?: (equipment: Equipment) => ReactNode;
  /** SLOT (care feature): the Maintenance dialog, rendered while `equipment` is the one being looked after. */
  renderMaintenanceDialog?: (equipment: Equipment, onClose: () => void, readOnly: boolean) => ReactNode;
  /** The template's categories in their order (templates feature): the groups of the page. */
  categories?: readonly CategoryRef[];
  /** What the warranties and care features know of each equipment, by id: warranty chip, filters, sort. */
  statuses?: ReadonlyMap<number, EquipmentStatus>;
}

const NO_STATUSES: ReadonlyMap<number, EquipmentStatus> = new Map();
const NO_CATEGORIES: readonly CategoryRef[] = [];
const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

type CardActions = EquipmentCardActions & {
  photoBusy: PhotoBusy;
  statuses: ReadonlyMap<number, EquipmentStatus>;
  layout: EquipmentViewMode;
};

/** One group (a category, or the spec's completed/uncompleted grid): a region with a collapsible heading. */
function EquipmentGroupSection({
  title,
  items,
  collapsed,
  onToggle,
  ...actions
}: { title: string; items: Equipment[]; collapsed: boolean; onToggle: () => void } & CardActions) {
  const { photoBusy, statuses, layout, ...cardActions } = actions;
  const contentId = useId();
  return (
    <Box component="section" aria-label={title} sx={{ mb: collapsed ? 1.5 : 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        <Button
          color="inherit"
          aria-expanded={!collapsed}
          aria-controls={contentId}
          onClick={onToggle}
          startIcon={collapsed ? <ExpandMoreRounded /> : <ExpandLessRounded />}
          sx={{ font: 'inherit', textTransform: 'none', px: 1, ml: -1 }}
        >
          {title}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            ({items.length})
          </Typography>
        </Button>
      </Typography>
      <Box
        id={contentId}
        hidden={collapsed}
        sx={
          layout === 'list'
            ? {
                display: collapsed ? 'none' : 'grid',
                // Two rows side by side from 900 px: the list stays shorter than the three-column card grid.
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
                columnGap: 2,
                bgcolor: 'background.paper',
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                overflow: 'hidden',
              }
            : {
                display: collapsed ? 'none' : 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
                gap: 2.5,
              }
        }
      >
        {!collapsed &&
          items.map((item) => (
            <EquipmentCard
              key={item.id}
              equipment={item}
              busyLabel={photoBusy[item.id] ?? null}
              status={statuses.get(item.id)}
              layout={layout}
              {...cardActions}
            />
          ))}
      </Box>
    </Box>
  );
}

/** What each card whose 'Take Photo' is under way is doing, by equipment id. */
type PhotoBusy = Partial<Record<number, 'Analyzing...' | 'Uploading...'>>;

/** A label reading handed to the edit form, when 'Take Photo' identified nothing. */
interface EditReading {
  analysis: LabelAnalysis | null;
  problem: string | null;
}

/**
 * The home detail page's 'Equipment List': summary, search, view controls (cards or list, grouping by
 * category or completion, sort, filters), the grouped equipment and the dialogs.
 */
export function EquipmentSection({
  home,
  renderWarrantyDialog,
  onChatSupport,
  renderCare,
  renderMaintenanceDialog,
  categories = NO_CATEGORIES,
  statuses = NO_STATUSES,
}: EquipmentSectionProps) {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  // A viewer of a shared home (issue 15) sees everything and finds no button that would change it.
  const readOnly = !canEditHome(home);
  const [preferences, setPreferences] = useState<EquipmentViewPreferences>(() =>
    readViewPreferences(browserStorage(), userId),
  );
  // The user may arrive after the first render: read their choice then.
  const [preferencesOf, setPreferencesOf] = useState(userId);
  if (preferencesOf !== userId) {
    setPreferencesOf(userId);
    setPreferences(readViewPreferences(browserStorage(), userId));
  }
  const [sort, setSort] = useState<EquipmentSort>('name');
  const [filters, setFilters] = useState<EquipmentFilters>(NO_FILTERS);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const { data: equipment = [], isLoading, error } = useGetEquipmentQuery(home.id);
  const [uploadPhoto] = useUploadEquipmentPhotoMutation();
  const [analyzeLabel] = useAnalyzeLabelMutation();
  const [updateEquipment] = useUpdateEquipmentMutation();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  // Stays mounted after the first open, so closing animates.
  const [addLoaded, setAddLoaded] = useState(false);
  const [editing, setEditing] = useState<Equipment | null>(null);
  const [editReading, setEditReading] = useState<EditReading | null>(null);
  const [deleting, setDeleting] = useState<Equipment | null>(null);
  const [troubleshooting, setTroubleshooting] = useState<Equipment | null>(null);
  const [warrantyFor, setWarrantyFor] = useState<Equipment | null>(null);
  const [maintenanceFor, setMaintenanceFor] = useState<Equipment | null>(null);
  const [photoBusy, setPhotoBusy] = useState<PhotoBusy>({});
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = Number(searchParams.get('equipment'));

  // `?equipment=<id>` (a QR label's link, an attention item, a notification): once the list is here, show that card and open its
  // dialog; the parameter is consumed, so closing the dialog does not open it again.
  useEffect(() => {
    if (!requestedId || isLoading || error) return;
    setSearchParams(
      (params) => {
        params.delete('equipment');
        return params;
      },
      { replace: true },
    );
    const item = equipment.find((candidate) => candidate.id === requestedId);
    if (!item) {
      toast({ title: 'Equipment not found', description: 'It is not in this home.', variant: 'destructive' });
      return;
    }
    setSearch('');
    setFilters(NO_FILTERS);
    setCollapsed(new Set());
    // A viewer gets the card shown; there is no edit form for them.
    if (!readOnly) {
      setEditReading(null);
      setEditing(item);
    }
    requestAnimationFrame(() =>
      document.getElementById(equipmentCardId(item.id))?.scrollIntoView?.({ block: 'center' }),
    );
  }, [requestedId, isLoading, error, equipment, setSearchParams, toast, readOnly]);

  const completed = equipment.filter((item) => item.completed);
  const incomplete = equipment.filter((item) => !item.completed);
  const searched = filterEquipment(equipment, search);
  const groups = groupEquipment(
    sortEquipment(applyFilters(searched, filters, statuses), sort, statuses),
    preferences.grouping,
    categories,
  );

  function changePreferences(changes: Partial<EquipmentViewPreferences>) {
    const next = { ...preferences, ...changes };
    setPreferences(next);
    writeViewPreferences(browserStorage(), userId, next);
  }

  function toggleGroup(key: string) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  function openEdit(item: Equipment, reading: EditReading | null = null) {
    setEditReading(reading);
    setEditing(item);
  }

  /**
   * 'Take Photo' on an uncompleted card (spec §4): the photo is read as a label. When it identifies the
   * equipment, the recognised details are saved at once as completed and the photo is added; otherwise
   * the photo is added and the edit form opens, so the details can be entered by hand.
   */
  async function handleTakePhoto(item: Equipment, file: File) {
    const markBusy = (label: 'Analyzing...' | 'Uploading...' | null) =>
      setPhotoBusy((busy) => {
        const next = { ...busy };
        if (label) next[item.id] = label;
        else delete next[item.id];
        return next;
      });
    markBusy('Analyzing...');
    try {
      let reading: EditReading;
      try {
        reading = { analysis: await analyzeLabel(file).unwrap(), problem: null };
      } catch (failure) {
        reading = { analysis: null, problem: errorMessage(failure, ANALYSIS_FAILED) };
      }
      markBusy('Uploading...');
      if (reading.analysis && completesEquipment(reading.analysis)) {
        await completeFromLabel(item, file, reading.analysis);
      } else {
        await uploadThenEdit(item, file, reading);
      }
    } finally {
      markBusy(null);
    }
  }

  async function completeFromLabel(item: Equipment, file: File, analysis: LabelAnalysis) {
    try {
      await updateEquipment({
        id: item.id,
        changes: {
          homeId: item.homeId,
          name: item.name,
          brand: item.brand,
          modelNumber: item.modelNumber,
          serialNumber: item.serialNumber,
          type: item.type,
          installationDate: item.installationDate,
          notes: item.notes,
          manualUrls: item.manualUrls,
          ...labelFormValues(analysis),
          completed: true,
        },
      }).unwrap();
    } catch (failure) {
      toast({ title: 'Failed to update equipment', description: errorMessage(failure), variant: 'destructive' });
      return;
    }
    try {
      await uploadPhoto({ id: item.id, file }).unwrap();
    } catch {
      toast({ title: 'Failed to upload analyzed photo', variant: 'destructive' });
      return;
    }
    toast(analysisToast(analysis));
  }

  async function uploadThenEdit(item: Equipment, file: File, reading: EditReading) {
    let updated: Equipment;
    try {
      updated = await uploadPhoto({ id: item.id, file }).unwrap();
    } catch (failure) {
      toast({ title: 'Failed to upload photo', description: errorMessage(failure), variant: 'destructive' });
      return;
    }
    // A reading that came back empty says so; a failed one shows its error inside the edit form.
    toast({
      title: 'Photo uploaded successfully',
      description: reading.analysis ? NOTHING_FOUND_NOTICE : undefined,
    });
    openEdit(updated, reading);
  }

  const actions: CardActions = {
    onTroubleshoot: setTroubleshooting,
    onManageWarranty: setWarrantyFor,
    onChatSupport,
    onEdit: (item) => openEdit(item),
    onTakePhoto: handleTakePhoto,
    onDelete: setDeleting,
    onMaintenance: renderMaintenanceDialog ? setMaintenanceFor : undefined,
    renderCare,
    readOnly,
    photoBusy,
    statuses,
    layout: preferences.view,
  };

  // The dialogs keep the equipment's latest data while open.
  const editedNow = editing && (equipment.find((item) => item.id === editing.id) ?? editing);

  return (
    <Box component="section" aria-labelledby="equipment-list-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id="equipment-list-title" variant="h5" component="h2">
          Equipment List
        </Typography>
        {!readOnly && (
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
        )}
      </Box>

      <EquipmentSummary
        completed={completed.length}
        incomplete={incomplete.length}
        search={search}
        onSearchChange={setSearch}
      />

      {equipment.length > 0 && (
        <EquipmentViewControls
          view={preferences.view}
          onViewChange={(view) => changePreferences({ view })}
          grouping={preferences.grouping}
          onGroupingChange={(grouping) => changePreferences({ grouping })}
          sort={sort}
          onSortChange={setSort}
          filters={filters}
          onFiltersChange={setFilters}
        />
      )}

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
      ) : searched.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          No equipment matches your search.
        </Typography>
      ) : groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          No equipment matches these filters.
        </Typography>
      ) : (
        groups.map((group) => (
          <EquipmentGroupSection
            key={group.key}
            title={group.title}
            items={group.items}
            collapsed={collapsed.has(group.key)}
            onToggle={() => toggleGroup(group.key)}
            {...actions}
          />
        ))
      )}

      <Suspense fallback={null}>
        {addLoaded && <AddEquipmentDialog open={adding} onClose={() => setAdding(false)} defaultHomeId={home.id} />}
        {editedNow && (
          <EditEquipmentDialog
            equipment={editedNow}
            open
            onClose={() => setEditing(null)}
            onManageWarranty={setWarrantyFor}
            initialReading={editReading ?? undefined}
          />
        )}
      </Suspense>
      <DeleteEquipmentDialog equipment={deleting} onClose={() => setDeleting(null)} />
      <TroubleshootingDialog equipment={troubleshooting} onClose={() => setTroubleshooting(null)} />
      {warrantyFor && renderWarrantyDialog?.(warrantyFor, () => setWarrantyFor(null), readOnly)}
      {maintenanceFor && renderMaintenanceDialog?.(maintenanceFor, () => setMaintenanceFor(null), readOnly)}
    </Box>
  );
}
