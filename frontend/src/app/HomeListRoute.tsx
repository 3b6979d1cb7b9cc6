import { ScanLabelAction } from '../features/equipment/components/ScanLabelAction';
import { HomeListPage } from '../features/homes/components/HomeListPage';

/** /: the home list with 'Scan a label' (equipment feature) composed in. */
export function HomeListRoute() {
  return <HomeListPage scanAction={<ScanLabelAction />} />;
}
