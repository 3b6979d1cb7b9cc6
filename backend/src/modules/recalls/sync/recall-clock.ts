import { Injectable } from '@nestjs/common';

/** "Now" for the recall sync (its schedule and backoff); tests replace it (app.get(RecallClock).now = ...). */
@Injectable()
export class RecallClock {
  now(): Date {
    return new Date();
  }
}
