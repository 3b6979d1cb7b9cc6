import { lazy, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { HomeArchiveActions } from '../features/archive/components/HomeArchiveActions';
import { useGetAttentionQuery, useGetHomeCareQuery } from '../features/care/api';
import { EquipmentCareSummary } from '../features/care/components/EquipmentCareSummary';
import { EquipmentSection } from '../features/equipment/components/EquipmentSection';
import { CaptureQueueSlot } from '../features/equipment/components/CaptureQueueSlot';
import { ScanLabelAction } from '../features/equipment/components/ScanLabelAction';
import { useGetHomeRecallBadgesQuery } from '../features/recalls/api';
import { RecallBadge } from '../features/recalls/components/RecallBadge';
import type { EquipmentCare } from '../features/care/care';
import type { Equipment } from '../features/equipment/equipment';
import type { EquipmentStatus } from '../features/equipment/equipment-view';
import { HomeDetailPage } from '../features/homes/components/HomeDetailPage';
import { HomeInventoryLink } from '../features/inventory/components/HomeInventoryLink';
import { addOnGroupOfCategory } from '../features/homes/template-add-ons';
import { HomeSharingActions } from '../features/sharing/components/HomeSharingActions';
import { useGetCategoriesQuery } from '../features/templates/api';
import { useListWarrantiesQuery } from '../features/warranties/api';
import { canEditHome, type Home } from '../shared/homes/home';
import { useCurrentUser } from '../shared/session/use-current-user';
import { LazyMuiTheme } from '../shared/theme/LazyMuiTheme';

// Loaded when first opened: it brings the date pickers along.
const WarrantyDialog = lazy(async () => ({
  default: (await import('../features/warranties/components/WarrantyDialog')).WarrantyDialog,
}));

// Loaded when first opened: the chat panel and socket.io-client.
const EquipmentChatDialog = lazy(async () => ({
  default: (await import('../features/chat/components/EquipmentChatDialog')).EquipmentChatDialog,
}));

// Loaded when first opened.
const MaintenanceDialog = lazy(async () => ({
  default: (await import('../features/care/components/MaintenanceDialog')).MaintenanceDialog,
}));

function renderMaintenanceDialog(equipment: Equipment, onClose: () => void, readOnly: boolean): ReactNode {
  return (
    <LazyMuiTheme>
      <MaintenanceDialog
        equipmentId={equipment.id}
        equipmentName={equipment.name}
        homeId={equipment.homeId}
        open
        onClose={onClose}
        readOnly={readOnly}
      />
    </LazyMuiTheme>
  );
}

const RecallsDialog = lazy(async () => ({
  default: (await import('../features/recalls/components/RecallsDialog')).RecallsDialog,
}));

function renderWarrantyDialog(equipment: Equipment, onClose: () => void, readOnly: boolean): ReactNode {
  return (
    <LazyMuiTheme>
      <WarrantyDialog
        equipmentId={equipment.id}
        equipmentName={equipment.name}
        installationDate={equipment.installationDate}
        open
        onClose={onClose}
        readOnly={readOnly}
      />
    </LazyMuiTheme>
  );
}

/**
 * What the warranties and care features know of each equipment of the home, for the equipment list's
 * warranty chips, filters ('Needs attention', warranty status) and sort ('Next maintenance due').
 * 'Needs attention' is the server's attention list (the home list's panel) without 'incomplete',
 * which has its own filter.
 */
function useEquipmentStatuses(
  homeId: number,
  care: readonly EquipmentCare[] | undefined,
): { statuses: ReadonlyMap<number, EquipmentStatus>; loading: boolean } {
  const { data: warranties, isLoading: warrantiesLoading } = useListWarrantiesQuery();
  const { data: attention, isLoading: attentionLoading } = useGetAttentionQuery();
  const statuses = useMemo(() => {
    const statuses = new Map<number, EquipmentStatus>();
    const of = (id: number) => {
      let status = statuses.get(id);
      if (!status) {
        status = { warranty: null, needsAttention: false, nextDue: null };
        statuses.set(id, status);
      }
      return status;
    };
    for (const warranty of warranties ?? []) of(warranty.equipmentId).warranty = warranty.derivedStatus;
    for (const item of care ?? []) of(item.equipmentId).nextDue = item.maintenance?.nextDue ?? null;
    for (const item of attention ?? []) {
      if (item.homeId === homeId && item.kind !== 'incomplete') of(item.equipmentId).needsAttention = true;
    }
    return statuses;
  }, [warranties, care, attention, homeId]);
  return { statuses, loading: warrantiesLoading || attentionLoading };
}

/** The equipment list with the warranty dialog, the equipment chat ('Chat Support') and care (maintenance) composed in. */
function HomeEquipment({ home }: { home: Home }) {
  const { user } = useCurrentUser();
  const [chatEquipment, setChatEquipment] = useState<Equipment | null>(null);
  const { data: templateCategories, isLoading: categoriesLoading } = useGetCategoriesQuery();
  // The pool add-on's categories make one 'Pool' group (homes feature: the add-ons).
  const categories = useMemo(
    () => templateCategories?.map((category) => ({ ...category, group: addOnGroupOfCategory(category.name) })),
    [templateCategories],
  );
  // One subscription to the home's care list for the statuses and every card's care chips.
  const { data: care, isLoading: careLoading } = useGetHomeCareQuery(home.id);
  const { statuses, loading: statusesLoading } = useEquipmentStatuses(home.id, care);
  // The recall badges of the home's cards (one query), opening the equipment's recalls.
  const { data: recallBadges } = useGetHomeRecallBadgesQuery(home.id);
  const [recallsFor, setRecallsFor] = useState<Equipment | null>(null);
  const renderCare = useCallback(
    (equipment: Equipment) => (
      <>
        <RecallBadge
          badge={recallBadges?.find((badge) => badge.equipmentId === equipment.id)}
          equipmentName={equipment.name}
          onOpen={() => setRecallsFor(equipment)}
        />
        <EquipmentCareSummary care={care?.find((item) => item.equipmentId === equipment.id)} />
      </>
    ),
    [care, recallBadges],
  );
  return (
    <>
      {canEditHome(home) && <CaptureQueueSlot homeId={home.id} />}
      <EquipmentSection
        home={home}
        categories={categories}
        statuses={statuses}
        // The cards are drawn once, with their groups, chips and filters, not again as each answer arrives.
        detailsLoading={categoriesLoading || careLoading || statusesLoading}
        renderWarrantyDialog={renderWarrantyDialog}
        onChatSupport={setChatEquipment}
        renderCare={renderCare}
        renderMaintenanceDialog={renderMaintenanceDialog}
        onSafetyRecalls={setRecallsFor}
      />
      {recallsFor && (
        <LazyMuiTheme>
          <RecallsDialog
            equipmentId={recallsFor.id}
            equipmentName={recallsFor.name}
            open
            onClose={() => setRecallsFor(null)}
            readOnly={!canEditHome(home)}
          />
        </LazyMuiTheme>
      )}
      {chatEquipment && user && (
        <LazyMuiTheme>
          <EquipmentChatDialog
            // The equipment room's id is the equipment id.
            roomId={String(chatEquipment.id)}
            equipmentName={chatEquipment.name}
            user={user}
            onClose={() => setChatEquipment(null)}
          />
        </LazyMuiTheme>
      )}
    </>
  );
}

function renderEquipment(home: Home): ReactNode {
  return <HomeEquipment home={home} />;
}

/** 'Scan a label' of this home; a scan that filled an empty card shows that card (`?show=`). */
function HomeScanAction({ home }: { home: Home }) {
  const navigate = useNavigate();
  return (
    <ScanLabelAction
      homeId={home.id}
      onFilled={(filled) =>
        navigate(`/homes/${filled.homeId}?show=${filled.id}`, { replace: filled.homeId === home.id })
      }
    />
  );
}

function renderScanAction(home: Home): ReactNode {
  // A viewer reads the home but adds nothing to it.
  return canEditHome(home) ? <HomeScanAction home={home} /> : null;
}

function renderActions(home: Home): ReactNode {
  return (
    <>
      <HomeInventoryLink homeId={home.id} />
      <HomeArchiveActions home={home} />
      <HomeSharingActions home={home} />
    </>
  );
}

/**
 * /homes/:id, drawn plain (its dialogs, menus and chat are MUI's, each loaded with the theme when first
 * opened: `LazyMuiTheme`): the home detail page with its equipment list, warranty dialog, equipment chat and care composed
 * in, and 'Scan a label', the export, home book and QR label buttons.
 */
export function HomeDetailRoute() {
  return (
    <HomeDetailPage
      renderEquipment={renderEquipment}
      renderActions={renderActions}
      renderScanAction={renderScanAction}
    />
  );
}
