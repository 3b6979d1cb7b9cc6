import { AttentionPanel } from '../features/care/components/AttentionPanel';
import { ScanLabelAction } from '../features/equipment/components/ScanLabelAction';
import { HomeListPage } from '../features/homes/components/HomeListPage';

/**
 * /: the home list with the 'Needs attention' panel (care feature) and 'Scan a label' (equipment feature)
 * composed in (features do not import each other).
 */
export function HomeListRoute() {
  return <HomeListPage attention={<AttentionPanel />} scanAction={<ScanLabelAction />} />;
}
