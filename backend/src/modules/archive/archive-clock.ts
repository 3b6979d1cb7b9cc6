import { Injectable } from '@nestjs/common';

/**
 * "Now" (ms) for worker-built exports: when they ended and when they expire. Their own clock, so tests can
 * move past EXPORT_RETENTION_HOURS without ending sessions (app.get(ArchiveClock).now = ...).
 */
@Injectable()
export class ArchiveClock {
  now(): number {
    return Date.now();
  }
}
