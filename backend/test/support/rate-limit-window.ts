import type { RateLimit } from '../../src/core/http/rate-limiter';
import { KeyValueStore } from '../../src/core/kv/key-value-store';
import type { TestApp } from './test-app';

/** Far longer than any test: a burst of calls cannot straddle two windows however slow the machine is. */
const TEST_WINDOW_MS = 60 * 60_000;

/**
 * Opens `rule`'s window for `subject` now, with a length the test sets (an hour), and nothing counted yet.
 * A burst that must hit the limit then counts in one window even on a busy machine, where the real
 * window (10 s for chat sends and profile lookups, 60 s for label analyses) could run out mid-burst and
 * restart the count. The limiter keeps a window's expiry when it counts (INCR + PEXPIRE NX).
 */
export async function openLongRateLimitWindow(t: TestApp, rule: RateLimit, subject: string | number): Promise<void> {
  await t.app.get(KeyValueStore).set(`rate:${rule.name}:${subject}`, '0', TEST_WINDOW_MS);
}
