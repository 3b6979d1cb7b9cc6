import { AttentionPanel } from '../features/care/components/AttentionPanel';
import { HomeListPage } from '../features/homes/components/HomeListPage';

/** /: the home list with the 'Needs attention' panel composed in (features do not import each other). */
export function HomeListRoute() {
  return <HomeListPage attention={<AttentionPanel />} />;
}
