import type { CalendarFeedView } from './calendar-feed.view';
import { Injectable, NotFoundException } from '@nestjs/common';
import type IcalGenerator from 'ical-generator';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { formatDay } from '../../../core/day-format';
import { CareClock } from '../care-clock';
import { equipmentCare } from '../care-rules';
import { todayIn } from '../care-schedule';
import { loadCareRows } from '../care-snapshot';
import { CalendarFeed } from '../entities/calendar-feed.entity';

export const CALENDAR_NOT_FOUND = 'Calendar not found';
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The private calendar feed: a random token (only its SHA-256 is stored; a new one replaces the old)
 * in an .ics URL any calendar app can subscribe to. RFC 5545 via ical-generator: one all-day VEVENT
 * per maintenance due date and per warranty end, with UIDs that stay the same between fetches.
 */
@Injectable()
export class CalendarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly clock: CareClock,
  ) {}

  async createToken(userId: number): Promise<CalendarFeedView> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource
      .getRepository(CalendarFeed)
      .upsert({ userId, tokenHash: hashToken(token), createdAt: this.clock.now() }, ['userId']);
    return { url: `${this.config.publicUrl}/api/calendar/${token}.ics` };
  }

  async revoke(userId: number): Promise<void> {
    await this.dataSource.getRepository(CalendarFeed).delete({ userId });
  }

  /** The feed of a token's owner; 404 for an unknown or revoked token. */
  async feed(fileName: string): Promise<string> {
    const token = fileName.endsWith('.ics') ? fileName.slice(0, -4) : '';
    if (!TOKEN_FORMAT.test(token)) throw new NotFoundException(CALENDAR_NOT_FOUND);
    const feed = await this.dataSource.getRepository(CalendarFeed).findOneBy({ tokenHash: hashToken(token) });
    if (!feed) throw new NotFoundException(CALENDAR_NOT_FOUND);
    const now = this.clock.now();
    const today = todayIn(now);
    const rows = await loadCareRows(this.dataSource.manager, { ids: [feed.userId] });
    // ical-generator is required by the first feed read, not at start (docs/decisions/embedded-footprint.md).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ical = (require('ical-generator') as { default: typeof IcalGenerator }).default;
    const calendar = ical({ name: 'Home Book', prodId: { company: 'Home Book', product: 'Care', language: 'EN' } });
    for (const row of rows) {
      const link = `${this.config.publicUrl}/homes/${row.homeId}?equipment=${row.equipmentId}`;
      const plan = equipmentCare(row, today).maintenance;
      if (plan?.nextDue) {
        calendar.createEvent({
          id: `maintenance-${row.equipmentId}@home-book`,
          start: utcDay(plan.nextDue),
          allDay: true,
          stamp: now,
          summary: `Maintenance due: ${row.name} (${row.homeName})`,
          description: `Maintenance of ${row.name} at ${row.homeName} is due on ${formatDay(plan.nextDue)}.\n${link}`,
          url: link,
        });
      }
      if (row.warrantyId && row.warrantyEnd) {
        calendar.createEvent({
          id: `warranty-${row.warrantyId}@home-book`,
          start: utcDay(row.warrantyEnd),
          allDay: true,
          stamp: now,
          summary: `Warranty ends: ${row.name} (${row.homeName})`,
          description: `The warranty of ${row.name} at ${row.homeName} ends on ${formatDay(row.warrantyEnd)}.\n${link}`,
          url: link,
        });
      }
    }
    return calendar.toString();
  }
}
