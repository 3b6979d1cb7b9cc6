/** How long the "nobody waits for this PDF" mark of an export is kept (the job checks it after writing). */
export const ABANDONED_MARK_MS = 24 * 3_600_000;

/**
 * The mark an export's caller leaves once it no longer waits for the PDF at `storageKey` (answered, failed or
 * timed out). A job that writes the PDF later (re-run after its worker was killed) finds it and deletes the
 * file, so no home's PDF stays in storage.
 */
export function abandonedExportKey(storageKey: string): string {
  return `export-abandoned:${storageKey}`;
}
