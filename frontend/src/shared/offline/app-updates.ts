import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker's update state, for the 'New version available' notice. A new release installs
 * in the background and waits; it takes over at the next visit, or at once when the person reloads
 * from the notice.
 */
export interface AppUpdates {
  subscribe(listener: () => void): () => void;
  /** True once a new version is installed and waiting. */
  isWaiting(): boolean;
  /** Activates the waiting version and reloads the page with it. */
  applyNow(): Promise<void>;
}

/** Registers the built service worker (/sw.js; a no-op in `vite dev`) and follows its updates. */
export function registerAppUpdates(): AppUpdates {
  const listeners = new Set<() => void>();
  let waiting = false;
  const update = registerSW({
    onNeedRefresh() {
      waiting = true;
      listeners.forEach((listener) => listener());
    },
    onRegisterError(error: unknown) {
      console.warn('The service worker could not be registered; the app works online only.', error);
    },
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isWaiting: () => waiting,
    applyNow: () => update(true),
  };
}
