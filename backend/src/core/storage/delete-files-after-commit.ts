import { ObjectStorage } from './object-storage';

const PREFIX_DELETIONS_AT_ONCE = 8;

/**
 * Deletes the files of records whose deletion has committed, a few prefixes at a time. The records are
 * gone whatever happens now, so a storage failure is handed to `onFailure` (to log what is left to
 * delete) rather than reported to the user as a failed deletion.
 */
export async function deleteFilesAfterCommit(
  storage: ObjectStorage,
  prefixes: string[],
  onFailure: (failedPrefixes: string[], firstError: string) => void,
): Promise<void> {
  const failed: string[] = [];
  let firstError = '';
  for (let start = 0; start < prefixes.length; start += PREFIX_DELETIONS_AT_ONCE) {
    const batch = prefixes.slice(start, start + PREFIX_DELETIONS_AT_ONCE);
    const results = await Promise.allSettled(batch.map((prefix) => storage.deletePrefix(prefix)));
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') return;
      failed.push(batch[index]);
      firstError ||= (result.reason as Error)?.message ?? String(result.reason);
    });
  }
  if (failed.length) onFailure(failed, firstError);
}

/**
 * Deletes every object under `prefix` except those under the `kept` prefixes (a user's files, less the
 * folders of homes and equipment they handed over: docs/sharing.md). With nothing kept it is one
 * deletePrefix; otherwise the keys are listed and deleted one by one.
 */
export async function deletePrefixKeeping(storage: ObjectStorage, prefix: string, kept: string[]): Promise<void> {
  if (!kept.length) return storage.deletePrefix(prefix);
  for (const key of await storage.list(prefix)) {
    if (!kept.some((keptPrefix) => key.startsWith(keptPrefix))) await storage.delete(key);
  }
}
