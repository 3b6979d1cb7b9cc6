/**
 * Short-lived shared state: rate-limit counters, captcha answers. Redis when REDIS_URL is set (shared
 * by every process), otherwise process memory (the embedded default runs one process).
 */
export abstract class KeyValueStore {
  /** Adds one to the counter and returns the new value; the window starts with the first hit. */
  abstract increment(key: string, windowMs: number): Promise<number>;
  /** Takes one back from a live counter (a call that turned out not to count); never creates a key. */
  abstract decrement(key: string): Promise<void>;
  /** Milliseconds until the key expires, or 0 when it does not exist. */
  abstract ttlMs(key: string): Promise<number>;
  abstract get(key: string): Promise<string | null>;
  abstract set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step, so a value (e.g. a captcha) can be used once only. */
  abstract take(key: string): Promise<string | null>;
  abstract delete(key: string): Promise<void>;
}
