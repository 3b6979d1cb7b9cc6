import { useEffect, useState } from 'react';

/** What `whenPageIdle` needs of the browser: the document's load state and the idle callback. */
export interface IdleHost {
  document: Pick<Document, 'readyState'>;
  addEventListener(type: 'load', listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options?: IdleRequestOptions) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/** The longest the browser may put the work off once the page has loaded. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `callback` once the page has loaded (the `load` event: its scripts, styles and images are in) and the
 * main thread is idle (`requestIdleCallback`, at most IDLE_TIMEOUT_MS later; a 0 ms timer where the browser
 * has none). For work the first paint does not need (the notification bell's socket, docs/architecture.md
 * "First page"), so it is not part of the page's blocking time. Returns a cancel function.
 */
export function whenPageIdle(callback: () => void, host: IdleHost = window as unknown as IdleHost): () => void {
  let idleHandle: number | null = null;
  let timerHandle: number | null = null;
  const onIdle = () => {
    idleHandle = null;
    timerHandle = null;
    callback();
  };
  const schedule = () => {
    if (host.requestIdleCallback) idleHandle = host.requestIdleCallback(onIdle, { timeout: IDLE_TIMEOUT_MS });
    else timerHandle = host.setTimeout(onIdle, 0);
  };
  const loaded = host.document.readyState === 'complete';
  if (loaded) schedule();
  else host.addEventListener('load', schedule, { once: true });
  return () => {
    if (!loaded) host.removeEventListener('load', schedule);
    if (idleHandle !== null) host.cancelIdleCallback?.(idleHandle);
    if (timerHandle !== null) host.clearTimeout(timerHandle);
  };
}

/** False until the page has loaded and the main thread was idle once (`whenPageIdle`), then true. */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenPageIdle(() => setIdle(true))), [idle]);
  return idle;
}
