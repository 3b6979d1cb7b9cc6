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
