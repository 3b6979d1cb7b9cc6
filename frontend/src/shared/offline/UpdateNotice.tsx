import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { AppUpdates } from './app-updates';

interface UpdateNoticeProps {
  updates: AppUpdates;
}

// Loads only once a new version waits, so it is not part of the first page's download.
const UpdateSnackbar = lazy(async () => ({ default: (await import('./UpdateSnackbar')).UpdateSnackbar }));

/**
 * 'New version available' once a new release is installed and waiting: 'Reload' switches to it now,
 * 'Later' leaves it for the next visit (it takes over when every tab of the app is closed).
 */
export function UpdateNotice({ updates }: UpdateNoticeProps) {
  const waiting = useSyncExternalStore(updates.subscribe, updates.isWaiting);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar updates={updates} />
    </Suspense>
  );
}
