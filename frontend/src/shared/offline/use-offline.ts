import { useEffect, useSyncExternalStore } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { browserOffline, connectivitySlice, serverReached, type ConnectivityState } from './connectivity-slice';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

type WithConnectivity = { [connectivitySlice.reducerPath]?: ConnectivityState };

/** True while the browser is offline or the last request could not reach the server. */
export function useOffline(): boolean {
  const dispatch = useDispatch();
  const noNetwork = useSyncExternalStore(subscribe, browserOffline, () => false);
  const unreachable = useSelector((state: WithConnectivity) => state.connectivity?.serverUnreachable ?? false);
  // Back online: trust the network again until a request says otherwise.
  useEffect(() => {
    const onOnline = () => dispatch(serverReached());
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [dispatch]);
  return noNetwork || unreachable;
}
