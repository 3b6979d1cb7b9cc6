import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser is idle after it (requestIdleCallback, or the next
 * task where there is none): for what the page does not need before its first paint (the support chat,
 * prefetching a menu's code).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(handle);
  }, []);
  return ready;
}
