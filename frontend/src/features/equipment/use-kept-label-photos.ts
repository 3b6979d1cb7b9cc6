import { useCallback, useMemo, useRef, useState } from 'react';
import { useCurrentUser } from '../../shared/session/use-current-user';
import type { CaptureLink, KeepNotice } from './capture-queue';

/** Where a label photo kept by an equipment dialog waits (docs/photo-capture.md). */
export const KEPT_PHOTO_WHERE = "It waits under 'Label photos on this device'; what you typed here stays.";

/**
 * A dialog's label photos taken without a network (docs/photo-capture.md): `keep` puts one into the
 * signed-in user's queue (undefined while nobody is known), `notice` says what became of the last one,
 * and `linkTo` ties every photo this dialog kept to the equipment it saved, so that once read the photo
 * fills in that equipment instead of creating a second one. The queue (idb) is loaded with the first
 * photo kept, so it stays out of the dialogs' own download.
 */
export function useKeptLabelPhotos() {
  const { user } = useCurrentUser();
  const userId = user?.id;
  const [notice, setNotice] = useState<KeepNotice | null>(null);
  /** The ids of the photos kept since the dialog opened (or was last reset). */
  const kept = useRef<number[]>([]);

  const keep = useMemo(
    () =>
      userId === undefined
        ? undefined
        : async (photo: File, link: CaptureLink | null = null) => {
            const { CaptureQueue, keepLabelPhoto } = await import('./capture-queue');
            const result = await keepLabelPhoto(new CaptureQueue(userId), photo, link);
            if (result.id !== null) kept.current.push(result.id);
            setNotice(result);
          },
    [userId],
  );

  /** Links the photos kept so far to the equipment just saved; a failure leaves them unlinked. */
  const linkTo = useCallback(
    async (link: CaptureLink) => {
      const ids = kept.current;
      kept.current = [];
      if (userId === undefined || ids.length === 0) return;
      try {
        const { CaptureQueue } = await import('./capture-queue');
        const queue = new CaptureQueue(userId);
        for (const id of ids) await queue.update(id, { link });
      } catch {
        // The photo stays in the queue unlinked: it offers 'Create equipment', as before links.
      }
    },
    [userId],
  );

  /** Hides the notice (a new photo is being taken). */
  const hideNotice = useCallback(() => setNotice(null), []);

  /** Forgets the notice and the kept photos (the dialog closed without saving: they stay unlinked). */
  const reset = useCallback(() => {
    setNotice(null);
    kept.current = [];
  }, []);

  return { keep, notice, hideNotice, linkTo, reset };
}
