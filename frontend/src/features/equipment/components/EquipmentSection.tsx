import { lazy, memo, Suspense, useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { canEditHome, type Home } from '../../../shared/homes/home';
import { classNames } from '../../../shared/plain-ui/class-names';
import { PlainErrorAlert } from '../../../shared/plain-ui/PlainErrorAlert';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import { LazyMuiTheme } from '../../../shared/theme/LazyMuiTheme';
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
import { EquipmentCard, equipmentCardId, type EquipmentCardActions } from './EquipmentCard';
import { EquipmentSummary } from './EquipmentSummary';
import { EquipmentViewControls } from './EquipmentViewControls';
import './equipment-list.css';

// The dialogs are MUI's: they load with MUI when first opened, so the list paints before MUI has loaded
// (docs/architecture.md, "First page"); pointing at 'Add Equipment' or focusing it starts its download.
const loadAddEquipmentDialog = () => import('./AddEquipmentDialog');
const AddEquipmentDialog = lazy(async () => ({ default: (await loadAddEquipmentDialog()).AddEquipmentDialog }));
const EditEquipmentDialog = lazy(async () => ({
  default: (await import('./EditEquipmentDialog')).EditEquipmentDialog,
}));
const DeleteEquipmentDialog = lazy(async () => ({
  default: (await import('./DeleteEquipmentDialog')).DeleteEquipmentDialog,
}));
const TroubleshootingDialog = lazy(async () => ({
  default: (await import('./TroubleshootingDialog')).TroubleshootingDialog,
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
  /** SLOT (recalls feature): opens the equipment's safety recalls; without it there is no 'Safety recalls' item. */
  onSafetyRecalls?: (equipment: Equipment) => void;
  /** SLOT (care feature): each card's maintenance chip and age. */
  renderCare?: (equipment: Equipment) => ReactNode;
  /** SLOT (care feature): the Maintenance dialog, rendered while `equipment` is the one being looked after. */
  renderMaintenanceDialog?: (equipment: Equipment, onClose: () => void, readOnly: boolean) => ReactNode;
  /** The template's categories in their order (templates feature): the groups of the page. */
  categories?: readonly CategoryRef[];
  /** What the warranties and care features know of each equipment, by id: warranty chip, filters, sort. */
  statuses?: ReadonlyMap<number, EquipmentStatus>;
  /**
   * True while the categories or the statuses are still on their way: the list shows its loading state,
   * so the cards are drawn once with their groups and chips rather than again as each answer arrives.
   */
  detailsLoading?: boolean;
}

const NO_STATUSES: ReadonlyMap<number, EquipmentStatus> = new Map();
const NO_CATEGORIES: readonly CategoryRef[] = [];
const NO_EQUIPMENT: Equipment[] = [];
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
    <section
      aria-label={title}
      className={classNames('yhb-equipment-group', collapsed && 'yhb-equipment-group--collapsed')}
    >
      <h3 className="yhb-h6 yhb-equipment-group__title">
        <button
          type="button"
          className="yhb-equipment-group__toggle"
          aria-expanded={!collapsed}
          aria-controls={contentId}
          onClick={onToggle}
        >
          <span className="yhb-button__start-icon">
            <PlainIcon path={collapsed ? signedInIconPaths.expandMoreRounded : signedInIconPaths.expandLessRounded} />
          </span>
          {title}
          <span className="yhb-body2 yhb-equipment-group__count">({items.length})</span>
        </button>
      </h3>
      <div
        id={contentId}
        hidden={collapsed}
        className={layout === 'list' ? 'yhb-equipment-group__list' : 'yhb-equipment-group__grid'}
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
      </div>
    </section>
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
 *
 * The cards are drawn in a background render (`useDeferredValue`, which React splits into short slices),
 * never in the render that brings the list or the page: the home's heading paints first, and drawing
 * 25 cards is not one long task (docs/architecture.md, "First page"). Memoised: the page's other
 * answers (the home list, notifications) do not redraw the cards.
 */
export const EquipmentSection = memo(function EquipmentSection({
  home,
  renderWarrantyDialog,
  onChatSupport,
  onSafetyRecalls,
  renderCare,
  renderMaintenanceDialog,
  categories = NO_CATEGORIES,
  statuses = NO_STATUSES,
  detailsLoading = false,
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
  const { data: latestEquipment, error } = useGetEquipmentQuery(home.id);
  // What the cards show: null (loading) in the render that mounts the section, then the list once React
  // has drawn it in the background.
  const listed =
    useDeferredValue<Equipment[] | null | undefined>(detailsLoading ? null : latestEquipment, null) ?? null;
  const isLoading = listed === null;
  const equipment = listed ?? NO_EQUIPMENT;
  const [uploadPhoto] = useUploadEquipmentPhotoMutation();
  const [analyzeLabel] = useAnalyzeLabelMutation();
  const [updateEquipment] = useUpdateEquipmentMutation();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  // Stays mounted after the first open, so closing animates.
  const [addLoaded, setAddLoaded] = useState(false);
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const [editing, setEditing] = useState<Equipment | null>(null);
  const [editReading, setEditReading] = useState<EditReading | null>(null);
  const [deleting, setDeleting] = useState<Equipment | null>(null);
  const [troubleshooting, setTroubleshooting] = useState<Equipment | null>(null);
  const [warrantyFor, setWarrantyFor] = useState<Equipment | null>(null);
  const [maintenanceFor, setMaintenanceFor] = useState<Equipment | null>(null);
  const [photoBusy, setPhotoBusy] = useState<PhotoBusy>({});
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = Number(searchParams.get('equipment'));
  // `?recalls=<id>` (a recall's attention item): the card's safety recalls (the recalls slot), for viewers too.
  const recallsId = Number(searchParams.get('recalls'));
  // `?show=<id>`: only shown (a label scan that filled this card), no dialog.
  const shownId = Number(searchParams.get('show'));

  // `?equipment=<id>` (a QR label's link, an attention item, a notification), `?recalls=<id>` or `?show=<id>`:
  // once the list is here, show that card (and, for `equipment`, open its edit dialog; for `recalls`, its
  // safety recalls); the parameter is consumed, so closing the dialog does not open it again.
  useEffect(() => {
    const wantedId = requestedId || recallsId || shownId;
    if (!wantedId || isLoading || error) return;
    setSearchParams(
      (params) => {
        params.delete('equipment');
        params.delete('recalls');
        params.delete('show');
        return params;
      },
      { replace: true },
    );
    const item = equipment.find((candidate) => candidate.id === wantedId);
    if (!item) {
      toast({ title: 'Equipment not found', description: 'It is not in this home.', variant: 'destructive' });
      return;
    }
    setSearch('');
    setFilters(NO_FILTERS);
    setCollapsed(new Set());
    // A viewer gets the card shown; there is no edit form for them.
    if (requestedId && !readOnly) {
      setEditReading(null);
      setEditing(item);
    } else if (!requestedId && recallsId) {
      onSafetyRecalls?.(item);
    }
    requestAnimationFrame(() =>
      document.getElementById(equipmentCardId(item.id))?.scrollIntoView?.({ block: 'center' }),
    );
  }, [requestedId, recallsId, shownId, isLoading, error, equipment, setSearchParams, toast, readOnly, onSafetyRecalls]);

  const completed = equipment.filter((item) => item.completed);
  const incomplete = equipment.filter((item) => !item.completed);
  const searched = filterEquipment(equipment, search);
  const groups = groupEquipment(
    sortEquipment(applyFilters(searched, filters, statuses), sort, statuses),
    preferences.grouping,
    categories,
  );

  /** Shows a card of this home (the one a label just filled) through `?show=`. */
  function showCard(id: number) {
    setSearchParams(
      (params) => {
        params.set('show', String(id));
        return params;
      },
      { replace: true },
    );
  }

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
    onSafetyRecalls,
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
  const editedNow = editing && (latestEquipment?.find((item) => item.id === editing.id) ?? editing);

  // The MUI dialogs and the theme load once one of them is first wanted, then stay (closing animates).
  if (!dialogsLoaded && (addLoaded || editing !== null || deleting !== null || troubleshooting !== null)) {
    setDialogsLoaded(true);
  }

  return (
    <section aria-labelledby="equipment-list-title" className="yhb-equipment-list">
      <div className="yhb-equipment-list__header">
        <h2 id="equipment-list-title" className="yhb-h5">
          Equipment List
        </h2>
        {!readOnly && (
          <button
            type="button"
            className="yhb-button"
            onPointerEnter={() => void loadAddEquipmentDialog()}
            onFocus={() => void loadAddEquipmentDialog()}
            onClick={() => {
              setAddLoaded(true);
              setAdding(true);
            }}
          >
            <span className="yhb-button__start-icon">
              <PlainIcon path={signedInIconPaths.addRounded} />
            </span>
            Add Equipment
          </button>
        )}
      </div>

      <EquipmentSummary
        counts={
          error ? 'unknown' : isLoading ? 'loading' : { completed: completed.length, incomplete: incomplete.length }
        }
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
        <PlainErrorAlert>{errorMessage(error)}</PlainErrorAlert>
      ) : isLoading ? (
        <div className="yhb-equipment-list__loading">
          <PageSpinner label="Loading equipment" minHeight={0} />
        </div>
      ) : equipment.length === 0 ? (
        <p className="yhb-equipment-list__empty">No equipment added yet.</p>
      ) : searched.length === 0 ? (
        <p className="yhb-equipment-list__empty">No equipment matches your search.</p>
      ) : groups.length === 0 ? (
        <p className="yhb-equipment-list__empty">No equipment matches these filters.</p>
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

      {dialogsLoaded && (
        <Suspense fallback={null}>
          <LazyMuiTheme>
            {addLoaded && (
              <AddEquipmentDialog
                open={adding}
                onClose={() => setAdding(false)}
                defaultHomeId={home.id}
                onFilled={(filled) => showCard(filled.id)}
              />
            )}
            {editedNow && (
              <EditEquipmentDialog
                equipment={editedNow}
                open
                onClose={() => setEditing(null)}
                onManageWarranty={setWarrantyFor}
                initialReading={editReading ?? undefined}
              />
            )}
            <DeleteEquipmentDialog equipment={deleting} onClose={() => setDeleting(null)} />
            <TroubleshootingDialog equipment={troubleshooting} onClose={() => setTroubleshooting(null)} />
          </LazyMuiTheme>
        </Suspense>
      )}
      {warrantyFor && renderWarrantyDialog?.(warrantyFor, () => setWarrantyFor(null), readOnly)}
      {maintenanceFor && renderMaintenanceDialog?.(maintenanceFor, () => setMaintenanceFor(null), readOnly)}
    </section>
  );
});
