import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '../../../shared/session/use-current-user';
import { LazyMuiTheme } from '../../../shared/theme/LazyMuiTheme';

const CaptureQueuePanel = lazy(async () => ({ default: (await import('./CaptureQueuePanel')).CaptureQueuePanel }));

/**
 * Where a page shows the label photos taken offline (docs/photo-capture.md). Plain and small: the queue
 * (idb) and the panel (MUI) are loaded only when this user has photos on the device.
 */
export function CaptureQueueSlot({ homeId }: { homeId?: number }) {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const [hasPhotos, setHasPhotos] = useState(false);
  useEffect(() => {
    if (userId === null || typeof indexedDB === 'undefined') return;
    let stop = () => {};
    let active = true;
    void import('../capture-queue').then(({ CaptureQueue, onQueueChange }) => {
      if (!active) return;
      const queue = new CaptureQueue(userId);
      const check = () =>
        void queue
          .list()
          .then((list) => active && list.length > 0 && setHasPhotos(true))
          .catch(() => undefined);
      check();
      stop = onQueueChange(check);
    });
    return () => {
      active = false;
      stop();
    };
  }, [userId]);
  if (!hasPhotos) return null;
  return (
    <Suspense fallback={null}>
      <LazyMuiTheme>
        <CaptureQueuePanel homeId={homeId} />
      </LazyMuiTheme>
    </Suspense>
  );
}
