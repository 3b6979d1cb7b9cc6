/** How long a dependency may take to answer a health probe before it counts as down. */
export const PROBE_TIMEOUT_MS = 2_000;

/** Runs a check with the probe's time limit: the error's message when it fails or is too slow. */
export async function probeError(check: () => Promise<unknown>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS / 1000} s`)), PROBE_TIMEOUT_MS);
        timer.unref();
      }),
    ]);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}
