import { Link } from 'react-router-dom';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';

/** The home page's 'Import from a spreadsheet' (a plain link to the import screen; for those who can edit). */
export function InventoryImportLink({ homeId }: { homeId: number }) {
  return (
    <Link to={`/homes/${homeId}/inventory/import`} className="yhb-button yhb-button--outlined">
      <span className="yhb-button__start-icon">
        <PlainIcon path={signedInIconPaths.fileUploadOutlined} />
      </span>
      Import from a spreadsheet
    </Link>
  );
}
