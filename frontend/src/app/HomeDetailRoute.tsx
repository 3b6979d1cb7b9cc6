import { lazy, Suspense, useState, type ReactNode } from 'react';
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

function renderWarrantyDialog(equipment: Equipment, onClose: () => void): ReactNode {
  return (
    <Suspense fallback={null}>
      <WarrantyDialog equipmentId={equipment.id} equipmentName={equipment.name} open onClose={onClose} />
    </Suspense>
  );
}

/** The equipment list with the warranty dialog and the equipment chat ('Chat Support') composed in. */
function HomeEquipment({ home }: { home: Home }) {
  const { user } = useCurrentUser();
  const [chatEquipment, setChatEquipment] = useState<Equipment | null>(null);
  return (
    <>
      <EquipmentSection home={home} renderWarrantyDialog={renderWarrantyDialog} onChatSupport={setChatEquipment} />
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
  return <ScanLabelAction homeId={home.id} />;
}

/**
 * /homes/:id: the home detail page with its equipment list, warranty dialog, equipment chat and
 * 'Scan a label' composed in.
 */
export function HomeDetailRoute() {
  return <HomeDetailPage renderEquipment={renderEquipment} renderActions={renderActions} />;
}
