/**
 * The time, as one injectable object: services that measure idle time or expiry ask it instead of
 * Date.now(), so tests can move it forward.
 */
export class Clock {
  now(): number {
    return Date.now();
  }
}
