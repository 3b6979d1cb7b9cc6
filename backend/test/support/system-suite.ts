import request from 'supertest';
import { MIGRATIONS } from '../../src/core/database/data-source-options';
import { JobQueue } from '../../src/core/queue/job-queue';
import { BackupStatusService } from '../../src/modules/backups/backup-status.service';
import { ReminderScanService } from '../../src/modules/care/reminders/reminder-scan.service';
import { expectStatus, registerLoggedIn } from './accounts';
import { ADMIN_REGISTRATION_KEY, createHome, registerAdmin } from './admin-fixtures';
import { waitForMail } from './mail';
import { Drivers, TestApp } from './test-app';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the root package.json, read as the app reads it
const ROOT_VERSION = (require('../../../package.json') as { version: string }).version;

const TOKEN = 'metrics-token-for-tests';
const LAST_MIGRATION = MIGRATIONS[MIGRATIONS.length - 1].name;

/** Polls until `check` passes (states, not time: the deadline only bounds a broken run). */
async function eventually(check: () => Promise<void>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The value of one sample line of the exposition (`name{labels} value`), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * Issue 40, items 5 and 6, once per driver set: /api/health's version and schema, GET /metrics (token, route
 * templates, jobs, mail, reminder scans, a metric a module registers) and GET /api/admin/system.
 */
export function systemSuite(drivers: Drivers): void {
  describe(`system health and metrics on ${drivers} drivers`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY, METRICS_TOKEN: TOKEN });
    });
    afterAll(async () => {
      await t?.stop();
    });

    const metrics = async () => {
      const response = await request(t.http).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expectStatus(response, 200);
      return response.text;
    };

    it('reports the release and the schema version in /api/health, beside what it reported before', async () => {
      const { body } = await request(t.http).get('/api/health').expect(200);
      expect(body).toMatchObject({ status: 'ok', database: 'up', storage: 'up' });
      expect(body.redis).toBe(drivers === 'services' ? 'up' : 'not configured');
      expect(body.worker).toBe(drivers === 'services' ? 'up' : 'not configured');
      expect(body.version).toBe(ROOT_VERSION);
      expect(body.schema).toEqual({ migration: LAST_MIGRATION, version: Number(LAST_MIGRATION.slice(-13)) });
    });

    it('answers /metrics 401 without the bearer token or with a wrong one', async () => {
      for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, TOKEN]) {
        const call = request(t.http).get('/metrics');
        const response = authorization ? await call.set('Authorization', authorization) : await call;
        expectStatus(response, 401);
        expect(response.body).toMatchObject({ code: 'METRICS_TOKEN_REQUIRED' });
        expect(response.text).not.toContain('http_request_duration_seconds');
      }
    });

    it('measures requests by method, route template and status, never by the raw path', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await createHome(agent);
      expectStatus(await agent.get(`/api/homes/${home.id}`), 200);
      expectStatus(await agent.get('/api/homes/987654'), 404);
      expectStatus(await agent.get('/api/homes'), 200);
      // An unknown path matches no route ('none'); a malformed body is refused on its route, after routing.
      await request(t.http).get('/api/no-such-route-4711').expect(404);
      await request(t.http).post('/api/login').set('Content-Type', 'application/json').send('{"x":').expect(400);
      const text = await metrics();
      expect(text).toContain('# TYPE http_request_duration_seconds histogram');
      expect(
        sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/homes/:id",status="200"}'),
      ).toBe(1);
      expect(
        sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/homes/:id",status="404"}'),
      ).toBe(1);
      expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/homes",status="201"}')).toBe(
        1,
      );
      expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/homes",status="200"}')).toBe(1);
      expect(text).toMatch(/method="GET",route="none",status="404"/);
      expect(text).toMatch(/method="POST",route="\/api\/login",status="400"/);
      expect(text).not.toContain('987654');
      expect(text).not.toContain(`/api/homes/${home.id}"`);
      expect(text).not.toContain('no-such-route-4711');
    });

    it('counts jobs by queue and outcome, mail sent, and reminder scans', async () => {
      await t.app.get(JobQueue).enqueue('mail.send', {
        to: 'metrics@example.com',
        subject: 'Counted',
        text: 'counted',
        html: '<p>counted</p>',
      });
      await waitForMail(t, 'metrics@example.com');
      await eventually(async () => {
        const text = await metrics();
        expect(sample(text, 'jobs_total{queue="mail.send",outcome="completed"}')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'mail_messages_total{outcome="sent"}')).toBeGreaterThanOrEqual(1);
      });
      await t.app.get(ReminderScanService).scan();
      const text = await metrics();
      expect(sample(text, 'reminder_scans_total{outcome="completed"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'reminder_scan_duration_seconds_count')).toBeGreaterThanOrEqual(1);
      expect(text).toContain('# TYPE label_read_duration_seconds histogram');
    });

    it("exposes the backup module's gauge, read at each scrape: the last successful backup", async () => {
      // Never yet: reported as 0.
      expect(sample(await metrics(), 'backup_last_success_timestamp_seconds')).toBe(0);
      const admin = t.agent();
      await registerAdmin(admin);
      expect(expectStatus(await admin.post('/api/admin/backups'), 201).body).toMatchObject({ result: 'success' });
      const lastSuccess = await t.app.get(BackupStatusService).lastSuccessAt();
      expect(lastSuccess).not.toBeNull();
      expect(sample(await metrics(), 'backup_last_success_timestamp_seconds')).toBe(
        Math.floor(lastSuccess!.getTime() / 1000),
      );
    });

    it('answers /api/admin/system only to admins: 401 without a session, 403 to a homeowner', async () => {
      await request(t.http).get('/api/admin/system').expect(401);
      const homeowner = t.agent();
      await registerLoggedIn(homeowner);
      expectStatus(await homeowner.get('/api/admin/system'), 403);
    });

    it('shows every part healthy, the queues, the workers, uptime and versions to an admin', async () => {
      const admin = t.agent();
      await registerAdmin(admin);
      let system = { workers: [] } as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      // A services worker's first heartbeat is written as it starts: waited for, not assumed.
      await eventually(async () => {
        system = expectStatus(await admin.get('/api/admin/system'), 200).body;
        expect(system.workers.length).toBeGreaterThan(0);
      });
      expect(system.status).toBe('ok');
      const parts = Object.fromEntries(system.parts.map((part: { part: string }) => [part.part, part]));
      expect(Object.keys(parts)).toEqual(['database', 'queue', 'object storage', 'mail', 'label readers']);
      expect(parts.database).toEqual({
        part: 'database',
        state: 'up',
        detail: drivers === 'services' ? 'Postgres' : 'PGlite (embedded)',
      });
      expect(parts.queue.state).toBe('up');
      expect(parts['object storage']).toMatchObject({
        state: 'up',
        detail: drivers === 'services' ? 'S3 bucket home-book-test' : 'files on disk',
      });
      expect(parts.mail).toMatchObject({
        state: 'up',
        detail: drivers === 'services' ? 'SMTP server' : 'outbox folder',
      });
      expect(['up', 'idle']).toContain(parts['label readers'].state);
      const queueNames = system.queues.map((queue: { queue: string }) => queue.queue);
      expect(queueNames).toEqual(expect.arrayContaining(['mail.send', 'care.reminder-scan', 'vision.analyze']));
      for (const queue of system.queues) {
        expect(queue).toEqual({
          queue: queue.queue,
          waiting: expect.any(Number),
          active: expect.any(Number),
          failed: expect.any(Number),
        });
      }
      expect(system.workers[0]).toMatchObject({ kind: drivers === 'services' ? 'worker' : 'in-process' });
      expect(Date.parse(system.workers[0].expiresAt)).toBeGreaterThanOrEqual(Date.parse(system.workers[0].lastBeatAt));
      expect(system.uptimeSeconds).toEqual(expect.any(Number));
      expect(system.version).toBe(ROOT_VERSION);
      expect(system.schema).toEqual({ migration: LAST_MIGRATION, version: Number(LAST_MIGRATION.slice(-13)) });
      expect(Number.isNaN(Date.parse(system.checkedAt))).toBe(false);
    });

    it('shows a part that is down with its reason, and the others still up', async () => {
      const admin = t.agent();
      await registerAdmin(admin);
      const storage = t.storage;
      const ping = storage.ping.bind(storage);
      storage.ping = () => Promise.reject(new Error('disk gone'));
      try {
        const { body } = expectStatus(await admin.get('/api/admin/system'), 200);
        expect(body.status).toBe('degraded');
        const part = body.parts.find((candidate: { part: string }) => candidate.part === 'object storage');
        expect(part).toMatchObject({ state: 'down', detail: expect.stringContaining('disk gone') });
        expect(body.parts.find((candidate: { part: string }) => candidate.part === 'database').state).toBe('up');
      } finally {
        storage.ping = ping;
      }
    });
  });
}
