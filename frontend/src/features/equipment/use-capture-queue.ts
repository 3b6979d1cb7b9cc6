import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../shared/api/api-error';
import { useOffline } from '../../shared/offline/use-offline';
import { useCurrentUser } from '../../shared/session/use-current-user';
import { useAnalyzeLabelMutation } from './api';
import { CaptureQueue, onQueueChange, queuedFile, type QueuedCapture } from './capture-queue';
import { ANALYSIS_FAILED } from './label-analysis';
import { PHOTO_HINTS, unreadableReasons } from './photo-quality';

/** The signed-in user's queue of label photos taken offline, or null while nobody is known. */
export function useCaptureQueueOfUser(): CaptureQueue | null {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  return useMemo(() => (userId === null ? null : new CaptureQueue(userId)), [userId]);
}

/**
 * The queue as a list that follows every change, read one photo at a time while the network is there
 * (docs/photo-capture.md). Mount it once per page (CaptureQueuePanel does).
 */
export function useCaptureQueue() {
  const queue = useCaptureQueueOfUser();
  const offline = useOffline();
  const [analyzeLabel] = useAnalyzeLabelMutation();
  const [items, setItems] = useState<QueuedCapture[]>([]);
  const reading = useRef(false);

  const reload = useCallback(async () => {
    setItems(queue ? await queue.list().catch(() => []) : []);
  }, [queue]);

  useEffect(() => {
    void reload();
    return onQueueChange(() => void reload());
  }, [reload]);

  // A page closed while a photo was being read left it 'reading': it waits again.
  useEffect(() => {
    if (!queue) return;
    void queue
      .list()
      .then((list) =>
        Promise.all(
          list.filter((item) => item.state === 'reading').map((item) => queue.update(item.id, { state: 'waiting' })),
        ),
      );
  }, [queue]);

  const next = items.find((item) => item.state === 'waiting');
  useEffect(() => {
    if (!queue || offline || !next || reading.current) return;
    reading.current = true;
    void (async () => {
      try {
        await queue.update(next.id, { state: 'reading' });
        try {
          const analysis = await analyzeLabel(queuedFile(next)).unwrap();
          await queue.update(next.id, { state: 'read', analysis, reasons: null, problem: null });
        } catch (error) {
          const reasons = unreadableReasons(error);
          if (reasons?.length) {
            await queue.update(next.id, { state: 'unreadable', reasons, problem: PHOTO_HINTS[reasons[0]] });
          } else if (isApiError(error) && error.status === 'FETCH_ERROR') {
            // The network went again: the photo waits for the next connection.
            await queue.update(next.id, { state: 'waiting' });
          } else {
            await queue.update(next.id, { state: 'failed', problem: errorMessage(error, ANALYSIS_FAILED) });
          }
        }
      } finally {
        reading.current = false;
        await reload();
      }
    })();
  }, [queue, offline, next, analyzeLabel, reload]);

  const remove = useCallback((id: number) => queue?.remove(id), [queue]);
  const retry = useCallback(
    (id: number) => queue?.update(id, { state: 'waiting', problem: null, reasons: null }),
    [queue],
  );
  return { items, offline, remove, retry };
}
