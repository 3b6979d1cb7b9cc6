/**
 * Browsers report "ResizeObserver loop completed with undelivered notifications" when a layout
 * change happens inside a resize callback. It is harmless, so the app never treats it as a crash.
 */
export function isResizeObserverError(error: unknown): boolean {
  const message = typeof error === 'string' ? error : error instanceof Error ? error.message : '';
  return message.includes('ResizeObserver');
}
