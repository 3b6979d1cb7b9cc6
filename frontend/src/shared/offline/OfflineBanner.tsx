import { PlainIcon } from '../plain-ui/PlainIcon';
import { signedInIconPaths } from '../plain-ui/signed-in-icon-paths';
import { useOffline } from './use-offline';

/**
 * 'Offline' across the top of the signed-in pages while the network is gone: the pages show what this
 * device kept from the last online visit, and changes wait for the network. Plain (drawn like MUI's
 * warning Alert, plain-ui-signed-in.css): it needs no code from the network to show.
 */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div className="yhb-alert yhb-alert--warning yhb-alert--square" role="status">
      <div className="yhb-alert__icon">
        <PlainIcon path={signedInIconPaths.cloudOffOutlined} />
      </div>
      <div className="yhb-alert__message">
        <div className="yhb-alert__title">Offline</div>
        Showing your home book as last seen on this device. Changes need the network.
      </div>
    </div>
  );
}
