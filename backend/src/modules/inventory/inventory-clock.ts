import { Injectable } from '@nestjs/common';

/** "Today" for the value estimates and the reports' date; tests replace it (app.get(InventoryClock).now = ...). */
@Injectable()
export class InventoryClock {
  now(): Date {
    return new Date();
  }
}
