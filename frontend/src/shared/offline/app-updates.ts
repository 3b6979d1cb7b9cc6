import { registerSW } from 'virtual:pwa-register';
import { whenPageIdle } from '../idle/when-page-idle';

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

/**
 * Registers the built service worker (/sw.js; a no-op in `vite dev`) and follows its updates. The registration
 * (and loading workbox-window) waits until the page has loaded and the browser is idle: it is not part of the
 * first page's requests and main-thread work (docs/architecture.md, "First page").
 */
export function registerAppUpdates(): AppUpdates {
  const listeners = new Set<() => void>();
  let waiting = false;
  let update: ((reloadPage?: boolean) => Promise<void>) | undefined;
  const register = () =>
    registerSW({
      onNeedRefresh() {
        waiting = true;
        listeners.forEach((listener) => listener());
      },
      onRegisterError(error: unknown) {
        console.warn('The service worker could not be registered; the app works online only.', error);
      },
    });
  whenPageIdle(() => {
    update = register();
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isWaiting: () => waiting,
    // Only offered once a version waits, which the registration reports.
    applyNow: () => update?.(true) ?? Promise.resolve(),
  };
}
