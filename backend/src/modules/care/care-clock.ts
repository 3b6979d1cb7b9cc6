import { Injectable } from '@nestjs/common';

/** "Now" for the care rules and the reminder scan; tests replace it (app.get(CareClock).now = ...). */
@Injectable()
export class CareClock {
  now(): Date {
    return new Date();
  }
}
