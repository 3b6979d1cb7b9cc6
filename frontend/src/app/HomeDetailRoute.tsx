import { lazy, Suspense, useState, type ReactNode } from 'react';
import { HomeArchiveActions } from '../features/archive/components/HomeArchiveActions';
import { EquipmentCareSummary } from '../features/care/components/EquipmentCareSummary';
import { EquipmentSection } from '../features/equipment/components/EquipmentSection';
import { ScanLabelAction } from '../features/equipment/components/ScanLabelAction';
import type { Equipment } from '../features/equipment/equipment';
import { HomeDetailPage } from '../features/homes/components/HomeDetailPage';
import type { Home } from '../shared/homes/home';
import { useCurrentUser } from '../shared/session/use-current-user';

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

function renderMaintenanceDialog(equipment: Equipment, onClose: () => void): ReactNode {
  return (
    <Suspense fallback={null}>
      <MaintenanceDialog
        equipmentId={equipment.id}
        equipmentName={equipment.name}
        homeId={equipment.homeId}
        open
        onClose={onClose}
      />
    </Suspense>
  );
}

function renderCare(equipment: Equipment): ReactNode {
  return <EquipmentCareSummary homeId={equipment.homeId} equipmentId={equipment.id} />;
}

function renderWarrantyDialog(equipment: Equipment, onClose: () => void): ReactNode {
  return (
    <Suspense fallback={null}>
      <WarrantyDialog equipmentId={equipment.id} equipmentName={equipment.name} open onClose={onClose} />
    </Suspense>
  );
}

/** The equipment list with the warranty dialog, the equipment chat ('Chat Support') and care (maintenance) composed in. */
function HomeEquipment({ home }: { home: Home }) {
  const { user } = useCurrentUser();
  const [chatEquipment, setChatEquipment] = useState<Equipment | null>(null);
  return (
    <>
      <EquipmentSection
        home={home}
        renderWarrantyDialog={renderWarrantyDialog}
        onChatSupport={setChatEquipment}
        renderCare={renderCare}
        renderMaintenanceDialog={renderMaintenanceDialog}
      />
      {chatEquipment && user && (
        <Suspense fallback={null}>
          <EquipmentChatDialog
            // The equipment room's id is the equipment id.
            roomId={String(chatEquipment.id)}
            equipmentName={chatEquipment.name}
            user={user}
            onClose={() => setChatEquipment(null)}
          />
        </Suspense>
      )}
    </>
  );
}

function renderEquipment(home: Home): ReactNode {
  return <HomeEquipment home={home} />;
}

function renderActions(home: Home): ReactNode {
  return (
    <>
      <ScanLabelAction homeId={home.id} />
      <HomeArchiveActions home={home} />
    </>
  );
}

/**
 * /homes/:id: the home detail page with its equipment list, warranty dialog, equipment chat and care composed
 * in, and 'Scan a label', the export, home book and QR label buttons.
 */
export function HomeDetailRoute() {
  return <HomeDetailPage renderEquipment={renderEquipment} renderActions={renderActions} />;
}
