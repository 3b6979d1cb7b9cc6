import { Link } from 'react-router-dom';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';

/** The home page's 'Inventory' button (a plain link: part of the home page's first paint). */
export function HomeInventoryLink({ homeId }: { homeId: number }) {
  return (
    <Link to={`/homes/${homeId}/inventory`} className="yhb-button yhb-button--outlined">
      <span className="yhb-button__start-icon">
        <PlainIcon path={signedInIconPaths.viewListRounded} />
      </span>
      Inventory
    </Link>
  );
}
