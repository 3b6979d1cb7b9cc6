import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { CounterMetric, HistogramMetric, MetricsRegistry, secondsSince } from '../../../core/metrics/metrics-registry';
import { MailMessage, MailSender } from '../../../core/mail/mail-sender';
import { CareClock } from '../care-clock';
import { ReminderCandidate, reminderCandidates } from '../care-rules';
import { todayIn } from '../care-schedule';
import { loadCareRows } from '../care-snapshot';
import { NotificationPush } from '../notifications/notification-push';
import { NotificationView } from '../notifications/notification.view';

export interface ReminderScanResult {
  /** Users looked at (those with equipment). */
  users: number;
  /** Batches (each: one read query and one claim statement). */
  batches: number;
  /** Reminders claimed by this scan (in-app ones are delivered by the same statement). */
  claimed: number;
  notified: number;
  emailed: number;
  emailFailures: number;
}

export interface ReminderScanOptions {
  now?: Date;
  usersPerBatch?: number;
  /** Test hook: called after each e-mail is marked sent (a throw stops the scan there, like a killed worker). */
  afterEmailSent?: (count: number) => void;
}

/** An e-mail claimed but not marked sent is retried by a later scan once this long has passed. */
export const EMAIL_LEASE_MS = 10 * 60_000;
const MAX_EMAIL_ATTEMPTS = 10;
const EMAILS_PER_CLAIM = 100;
/** E-mails of a leased batch in flight at once (each still marked sent on its own). */
const PARALLEL_SENDS = 8;
export const USERS_PER_BATCH = 200;

/**
 * The reminder scan (docs/care.md). For each batch of users: one query reads their equipment, the
 * rules (pure) pick the reminders due, and ONE statement inserts them into the reminder_deliveries
 * ledger with ON CONFLICT DO NOTHING, creating the in-app notifications for the rows it inserted in
 * that same statement. The unique key (item, threshold, channel) decides: a reminder another scan
 * (another worker, an earlier run) already inserted is skipped, whatever the process memory says.
 * Then e-mails are sent from the ledger: claimed in batches with FOR UPDATE SKIP LOCKED and a lease,
 * marked sent one by one, so a scan killed mid-way leaves the rest for the next scan.
 */
@Injectable()
export class ReminderScanService {
  private readonly logger = new Logger('ReminderScan');
  private readonly scans: CounterMetric;
  private readonly scanDurations: HistogramMetric;
  private readonly reminders: CounterMetric;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailSender,
    private readonly push: NotificationPush,
    private readonly clock: CareClock,
    private readonly config: AppConfig,
    metrics: MetricsRegistry,
  ) {
    this.scans = metrics.counter({
      name: 'reminder_scans_total',
      help: 'Reminder scans run by this process, by outcome (completed or failed)',
      labelNames: ['outcome'],
    });
    this.scanDurations = metrics.histogram({
      name: 'reminder_scan_duration_seconds',
      help: 'How long the reminder scans of this process took',
      buckets: [0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60],
    });
    this.reminders = metrics.counter({
      name: 'reminders_total',
      help: 'Reminders the scans of this process delivered, by channel (in-app, email) and e-mails that failed',
      labelNames: ['channel'],
    });
  }

  async scan(options: ReminderScanOptions = {}): Promise<ReminderScanResult> {
    const started = process.hrtime.bigint();
    try {
      const result = await this.scanOnce(options);
      this.scans.inc({ outcome: 'completed' });
      this.reminders.inc({ channel: 'in-app' }, result.notified);
      this.reminders.inc({ channel: 'email' }, result.emailed);
      this.reminders.inc({ channel: 'email-failed' }, result.emailFailures);
      return result;
    } catch (error) {
      this.scans.inc({ outcome: 'failed' });
      throw error;
    } finally {
      this.scanDurations.observe({}, secondsSince(started));
    }
  }

  private async scanOnce(options: ReminderScanOptions): Promise<ReminderScanResult> {
    const now = options.now ?? this.clock.now();
    const today = todayIn(now);
    const limit = options.usersPerBatch ?? USERS_PER_BATCH;
    const result: ReminderScanResult = { users: 0, batches: 0, claimed: 0, notified: 0, emailed: 0, emailFailures: 0 };
    let afterUserId = 0;
    for (;;) {
      const rows = await loadCareRows(this.dataSource.manager, { afterUserId, limit });
      if (!rows.length) break;
      result.batches += 1;
      result.users += new Set(rows.map((row) => row.userId)).size;
      afterUserId = rows[rows.length - 1].userId;
      const candidates = reminderCandidates(rows, today, this.config.publicUrl);
      if (candidates.length) {
        const { claimed, notifications } = await this.claim(candidates, now);
        result.claimed += claimed;
        result.notified += notifications.length;
        await this.push.publish(notifications);
      }
    }
    await this.sendPendingEmails(now, result, options.afterEmailSent);
    return result;
  }

  /** One statement: insert into the ledger (skipping what exists), then notifications for the in-app rows inserted. */
  private async claim(
    candidates: ReminderCandidate[],
    now: Date,
  ): Promise<{ claimed: number; notifications: (NotificationView & { userId: number })[] }> {
    const input = candidates.map(({ userId, itemKey, threshold, channel, payload }) => ({
      user_id: userId,
      item_key: itemKey,
      threshold,
      channel,
      payload,
    }));
    const [row] = await this.dataSource.query(
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb)
           AS x(user_id int, item_key text, threshold text, channel text, payload jsonb)
       ),
       claimed AS (
         INSERT INTO reminder_deliveries (user_id, item_key, threshold, channel, payload, sent_at, created_at)
         SELECT i.user_id, i.item_key, i.threshold, i.channel, i.payload,
           CASE WHEN i.channel = 'in-app' THEN $2::timestamptz END, $2::timestamptz
         FROM input i WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = i.user_id)
         ON CONFLICT (item_key, threshold, channel) DO NOTHING
         RETURNING user_id, channel, payload
       ),
       notified AS (
         INSERT INTO notifications (user_id, kind, title, body, home_id, equipment_id, due_date, created_at)
         SELECT c.user_id, c.payload->>'kind', c.payload->>'title', c.payload->>'body',
           (SELECT h.id FROM homes h WHERE h.id = (c.payload->>'homeId')::int),
           (SELECT e.id FROM equipment e WHERE e.id = (c.payload->>'equipmentId')::int),
           (c.payload->>'dueDate')::date, $2::timestamptz
         FROM claimed c WHERE c.channel = 'in-app'
         RETURNING *
       )
       SELECT (SELECT count(*)::int FROM claimed) AS claimed,
         COALESCE((SELECT json_agg(json_build_object(
           'id', n.id, 'userId', n.user_id, 'kind', n.kind, 'title', n.title, 'body', n.body,
           'homeId', n.home_id, 'equipmentId', n.equipment_id, 'dueDate', n.due_date, 'read', false,
           'createdAt', n.created_at) ORDER BY n.id) FROM notified n), '[]') AS notifications`,
      [JSON.stringify(input), now.toISOString()],
    );
    const notifications = (row.notifications as (NotificationView & { userId: number })[]).map((item) => ({
      ...item,
      createdAt: new Date(item.createdAt).toISOString(),
    }));
    return { claimed: row.claimed as number, notifications };
  }

  /**
   * Sends the ledger's unsent e-mails: a batch is leased (attempt_at = now) with SKIP LOCKED so two
   * workers never take the same row; each is marked sent right after the mail server accepted it.
   * A failed send keeps its lease and is tried again by a scan after EMAIL_LEASE_MS.
   */
  private async sendPendingEmails(
    now: Date,
    result: ReminderScanResult,
    afterEmailSent?: (count: number) => void,
  ): Promise<void> {
    const leaseEnd = new Date(now.getTime() - EMAIL_LEASE_MS).toISOString();
    for (;;) {
      const [leased] = await this.dataSource.query(
        `UPDATE reminder_deliveries SET attempt_at = $1, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM reminder_deliveries
           WHERE channel = 'email' AND sent_at IS NULL AND attempts < $3
             AND (attempt_at IS NULL OR attempt_at < $2)
           ORDER BY id LIMIT $4 FOR UPDATE SKIP LOCKED)
         RETURNING id, payload`,
        [now.toISOString(), leaseEnd, MAX_EMAIL_ATTEMPTS, EMAILS_PER_CLAIM],
      );
      const rows = leased as { id: string; payload: { email: MailMessage } }[];
      if (!rows.length) return;
      for (let start = 0; start < rows.length; start += PARALLEL_SENDS) {
        const sends = await Promise.allSettled(
          rows.slice(start, start + PARALLEL_SENDS).map((row) => this.sendOne(row, now, result, afterEmailSent)),
        );
        const failure = sends.find((send) => send.status === 'rejected');
        if (failure) throw (failure as PromiseRejectedResult).reason;
      }
    }
  }

  /** Sends one leased e-mail and marks it sent; a refused send stays leased (retried after the lease). */
  private async sendOne(
    row: { id: string; payload: { email: MailMessage } },
    now: Date,
    result: ReminderScanResult,
    afterEmailSent?: (count: number) => void,
  ): Promise<void> {
    try {
      await this.mail.send(row.payload.email);
    } catch (error) {
      result.emailFailures += 1;
      this.logger.warn(`reminder e-mail ${row.id} not sent (retried later): ${(error as Error).message}`);
      return;
    }
    await this.dataSource.query('UPDATE reminder_deliveries SET sent_at = $2 WHERE id = $1', [
      row.id,
      now.toISOString(),
    ]);
    result.emailed += 1;
    afterEmailSent?.(result.emailed);
  }
}
