import { Injectable } from '@nestjs/common';

/**
 * "Now" for the admin overview's windows (label reads of the last 7 days, support waits over 24 hours); tests
 * replace it (app.get(AdminOverviewClock).now = ...) without moving the session clock, which would end sessions.
 */
@Injectable()
export class AdminOverviewClock {
  now(): Date {
    return new Date();
  }
}
