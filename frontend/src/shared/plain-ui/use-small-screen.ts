import { useSyncExternalStore } from 'react';

/** MUI's `theme.breakpoints.down('sm')`: narrower than 600 px. */
const SMALL_SCREEN = '(max-width: 599.95px)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(SMALL_SCREEN) : null;
}

function subscribe(listener: () => void): () => void {
  const list = query();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/** True on a phone-sized window (what MUI's `useMediaQuery(theme.breakpoints.down('sm'))` says), without MUI. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
