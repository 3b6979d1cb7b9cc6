import { lazy, Suspense, type ReactNode } from 'react';
import { EquipmentSection } from '../features/equipment/components/EquipmentSection';
import type { Equipment } from '../features/equipment/equipment';
import { HomeDetailPage } from '../features/homes/components/HomeDetailPage';
import type { Home } from '../shared/homes/home';

// Loaded when first opened: it brings the date pickers along.
const WarrantyDialog = lazy(async () => ({
  default: (await import('../features/warranties/components/WarrantyDialog')).WarrantyDialog,
}));

function renderWarrantyDialog(equipment: Equipment, onClose: () => void): ReactNode {
  return (
    <Suspense fallback={null}>
      <WarrantyDialog equipmentId={equipment.id} equipmentName={equipment.name} open onClose={onClose} />
    </Suspense>
  );
}

function renderEquipment(home: Home): ReactNode {
  return <EquipmentSection home={home} renderWarrantyDialog={renderWarrantyDialog} />;
}

/** /homes/:id: the home detail page with its equipment list and the warranty dialog composed in. */
export function HomeDetailRoute() {
  return <HomeDetailPage renderEquipment={renderEquipment} />;
}
