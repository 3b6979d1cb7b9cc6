import { formatDay } from '../../src/core/day-format';
import { headerOnlyPdf, onePagePdf } from './pdf-fixtures';
import ICAL from 'ical.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { Agent } from 'supertest';
import { equipmentFilesPrefix } from '../../src/core/storage/storage-keys';
import { CareClock } from '../../src/modules/care/care-clock';
import { EMAIL_LEASE_MS, ReminderScanService } from '../../src/modules/care/reminders/reminder-scan.service';
import { expectStatus, newAccount, register, sessionCookie } from './accounts';
import { connectChat, listen } from './chat-client';
import { Drivers, TestApp } from './test-app';

const HOME = { name: 'Main Residence', address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' };
/** The clock every test here runs on (the care rules and the scans read it, never the wall clock). */
const NOW = new Date('2030-06-15T12:00:00Z');
const TODAY = '2030-06-15';
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(NOW.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
const PDF = onePagePdf();

interface Owner {
  agent: Agent;
  user: { id: number; email: string; username: string };
  /** The session cookie a browser would send (for the socket). */
  cookie: string;
  home: { id: number; name: string };
  equipment: { id: number; name: string };
}

async function owner(
  t: TestApp,
  equipment: Record<string, unknown> = { name: 'Furnace', type: 'Furnace' },
): Promise<Owner> {
  const agent = t.agent();
  const account = newAccount();
  const registered = expectStatus(await register(agent, account), 201);
  const user = { ...account, id: registered.body.id as number };
  const cookie = sessionCookie(registered)!.split(';')[0];
  const home = expectStatus(await agent.post('/api/homes').send(HOME), 201).body;
  const created = expectStatus(await agent.post('/api/equipment').send({ homeId: home.id, ...equipment }), 201).body;
  return { agent, user, cookie, home, equipment: created };
}

async function warranty(agent: Agent, equipmentId: number, endDate: string) {
  return expectStatus(await agent.post('/api/warranties').send({ equipmentId, startDate: '2029-01-01', endDate }), 201)
    .body;
}

/** Mails received for an address: the test SMTP server (services) or the outbox folder (embedded). */
function mailsTo(t: TestApp, email: string): string[] {
  if (t.drivers === 'services') return t.inbox.mails.filter((mail) => mail.to.includes(email)).map((mail) => mail.text);
  const outbox = join(t.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((text) => text.includes(`To: ${email}\r\n`));
}

/** Care (maintenance log and plan, attention, reminders, notifications, calendar), once per driver set. */
export function careSuite(drivers: Drivers): void {
  describe(`care on ${drivers} drivers`, () => {
    let t: TestApp;
    let scans: ReminderScanService;

    beforeAll(async () => {
      t = await TestApp.start(drivers);
      t.app.get(CareClock).now = () => NOW;
      scans = t.app.get(ReminderScanService);
    });
    afterAll(() => t?.stop());

    it('requires login on every route (the calendar feed needs its token instead)', async () => {
      const anonymous = request(t.http);
      await anonymous.get('/api/equipment/1/maintenance').expect(401);
      await anonymous.post('/api/equipment/1/maintenance').send({}).expect(401);
      await anonymous.patch('/api/maintenance/1').send({}).expect(401);
      await anonymous.delete('/api/maintenance/1').expect(401);
      await anonymous.post('/api/maintenance/1/attachments').expect(401);
      await anonymous.delete('/api/maintenance/1/attachments').send({ url: 'x' }).expect(401);
      await anonymous.get('/api/attention').expect(401);
      await anonymous.get('/api/care/equipment').expect(401);
      await anonymous.get('/api/equipment/1/care').expect(401);
      await anonymous.get('/api/warranties/1/notifications').expect(401);
      await anonymous.put('/api/warranties/1/notifications').send([]).expect(401);
      await anonymous.get('/api/user/notification-settings').expect(401);
      await anonymous.patch('/api/user/notification-settings').send({}).expect(401);
      await anonymous.get('/api/notifications').expect(401);
      await anonymous.post('/api/notifications/1/read').expect(401);
      await anonymous.post('/api/notifications/read-all').expect(401);
      await anonymous.post('/api/calendar/token').expect(401);
      await anonymous.delete('/api/calendar/token').expect(401);
      await anonymous.get(`/api/calendar/${'a'.repeat(43)}.ics`).expect(404);
    });

    it('keeps a maintenance log: newest first, lastMaintenanceDate follows the newest record, clear errors', async () => {
      const { agent, equipment } = await owner(t);
      const path = `/api/equipment/${equipment.id}/maintenance`;
      expect((await agent.get(path).expect(200)).body).toEqual([]);
      const missing = await agent.post(path).send({}).expect(400);
      expect(missing.body.message).toBe('Date is required');
      expect((await agent.post(path).send({ date: '2030-02-30', type: 'Service' }).expect(400)).body.message).toBe(
        'Date must be a valid date',
      );
      expect((await agent.post(path).send({ date: '2030-01-10' }).expect(400)).body.message).toBe('Type is required');
      const before = await agent
        .post(path)
        .send({ date: '2030-01-10', type: 'Service', nextScheduledDate: '2030-01-01' });
      expect(before.status).toBe(400);
      expect(before.body.message).toBe('Next scheduled date must be on or after the date');
      expect((await agent.post(path).send({ date: '2030-01-10', type: 'Service', cost: -1 })).body.message).toMatch(
        /^Cost must be/,
      );

      // Performed maintenance is dated today at the latest: the clock's 2030-06-15, or the 16th somewhere.
      for (const date of ['2030-06-17', '2099-01-01']) {
        const future = await agent.post(path).send({ date, type: 'Service' });
        expect([future.status, future.body.message, future.body.errors]).toEqual([
          400,
          'Date cannot be in the future',
          [{ field: 'date', message: 'Date cannot be in the future' }],
        ]);
      }
      const today = expectStatus(await agent.post(path).send({ date: '2030-06-15', type: 'Check' }), 201).body;
      const laterAhead = expectStatus(
        await agent.patch(`/api/maintenance/${today.id}`).send({ date: '2030-06-16' }),
        200,
      );
      expect(laterAhead.body.date).toBe('2030-06-16');
      expect(
        (await agent.patch(`/api/maintenance/${today.id}`).send({ date: '2030-07-01' }).expect(400)).body.message,
      ).toBe('Date cannot be in the future');
      await agent.delete(`/api/maintenance/${today.id}`).expect(200);

      const first = expectStatus(
        await agent.post(path).send({
          date: '2029-03-01',
          type: '  Annual service ',
          description: 'Cleaned burners',
          cost: '120.50',
          serviceProvider: 'Acme HVAC',
          nextScheduledDate: '2030-03-01',
        }),
        201,
      ).body;
      expect(first).toEqual({
        id: expect.any(Number),
        equipmentId: equipment.id,
        date: '2029-03-01',
        type: 'Annual service',
        description: 'Cleaned burners',
        cost: 120.5,
        serviceProvider: 'Acme HVAC',
        nextScheduledDate: '2030-03-01',
        attachments: [],
        createdAt: expect.any(String),
      });
      const second = expectStatus(await agent.post(path).send({ date: '2030-01-10', type: 'Filter' }), 201).body;
      expect((await agent.get(path).expect(200)).body.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
      expect((await agent.get(`/api/equipment/${equipment.id}`).expect(200)).body.lastMaintenanceDate).toBe(
        '2030-01-10',
      );

      const moved = expectStatus(await agent.patch(`/api/maintenance/${second.id}`).send({ date: '2028-12-01' }), 200);
      expect(moved.body).toMatchObject({ date: '2028-12-01', type: 'Filter' });
      expect((await agent.get(`/api/equipment/${equipment.id}`).expect(200)).body.lastMaintenanceDate).toBe(
        '2029-03-01',
      );
      expect((await agent.patch(`/api/maintenance/${first.id}`).send({ type: '' }).expect(400)).body.message).toBe(
        'Type is required',
      );

      await agent.delete(`/api/maintenance/${first.id}`).expect(200);
      expect((await agent.get(`/api/equipment/${equipment.id}`).expect(200)).body.lastMaintenanceDate).toBe(
        '2028-12-01',
      );
      await agent.delete(`/api/maintenance/${second.id}`).expect(200);
      expect((await agent.get(`/api/equipment/${equipment.id}`).expect(200)).body.lastMaintenanceDate).toBeNull();
      await agent.delete(`/api/maintenance/${second.id}`).expect(404);
    });

    it('stores image and PDF attachments (≤ 5 MB) under the equipment; deleting the equipment deletes records and files', async () => {
      const { agent, user, equipment } = await owner(t);
      const record = expectStatus(
        await agent.post(`/api/equipment/${equipment.id}/maintenance`).send({ date: '2030-05-01', type: 'Repair' }),
        201,
      ).body;
      const attach = (buffer: Buffer, name: string) =>
        agent.post(`/api/maintenance/${record.id}/attachments`).attach('file', buffer, name);
      const withImage = expectStatus(await attach(await png(), 'receipt.png'), 200).body;
      const withPdf = expectStatus(await attach(PDF, 'invoice.pdf'), 200).body;
      expect(withImage.attachments).toEqual([{ url: expect.stringMatching(/\.jpg$/), kind: 'image' }]);
      expect(withPdf.attachments.map((a: { kind: string }) => a.kind)).toEqual(['image', 'pdf']);
      expect((await attach(Buffer.from('just text'), 'notes.txt').expect(415)).body.message).toBe(
        'Please upload an image or a PDF',
      );
      // A PDF is judged by opening it, not by its first bytes.
      expect((await attach(headerOnlyPdf(), 'invoice.pdf').expect(415)).body.message).toBe(
        'Please upload an image or a PDF',
      );
      const huge = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
      expect((await attach(huge, 'big.pdf').expect(413)).body.message).toBe('Please upload a file smaller than 5MB');

      const prefix = equipmentFilesPrefix(user.id, equipment.id);
      expect(await t.storage.list(`${prefix}maintenance/`)).toHaveLength(2);
      const pdfUrl = withPdf.attachments[1].url as string;
      const served = await agent.get(pdfUrl).expect(200);
      expect(Buffer.from(served.body).subarray(0, 5).toString()).toBe('%PDF-');

      const removed = expectStatus(
        await agent.delete(`/api/maintenance/${record.id}/attachments`).send({ url: pdfUrl }),
        200,
      ).body;
      expect(removed.attachments).toHaveLength(1);
      expect(await t.storage.list(`${prefix}maintenance/`)).toHaveLength(1);

      await agent.delete(`/api/equipment/${equipment.id}`).expect(200);
      expect(await t.storage.list(prefix)).toEqual([]);
      const [{ count }] = await t.dataSource.query(
        'SELECT count(*)::int AS count FROM maintenance_records WHERE equipment_id = $1',
        [equipment.id],
      );
      expect(count).toBe(0);
    });

    it('plans maintenance from the type’s seeded interval, overridable per equipment; statuses on the injected clock', async () => {
      const { agent, equipment } = await owner(t, { name: 'Furnace', type: 'Furnace', installationDate: '2018' });
      const care = async () => (await agent.get(`/api/equipment/${equipment.id}/care`).expect(200)).body;
      expect(await care()).toMatchObject({
        intervalMonths: 12,
        intervalSource: 'type',
        typeIntervalMonths: 12,
        // Installed 2018, service history unknown: due, with no date and no count of days (never 'overdue').
        maintenance: { nextDue: null, status: 'due', daysUntilDue: null, basis: 'installation' },
        lastServiced: null,
        serviceHistory: 'unknown',
        // 12 of a 20-year typical life: not yet 80%.
        life: { ageYears: 12, lifeYears: 20, status: 'ok' },
      });
      // Recorded on the day it was done (a record's date is never after today).
      t.app.get(CareClock).now = () => new Date('2030-06-20T12:00:00Z');
      await agent
        .post(`/api/equipment/${equipment.id}/maintenance`)
        .send({ date: '2030-06-20', type: 'x' })
        .expect(201);
      t.app.get(CareClock).now = () => NOW;
      expect((await care()).maintenance).toMatchObject({ nextDue: '2031-06-20', status: 'ok' });

      const invalid = await agent.patch(`/api/equipment/${equipment.id}`).send({ maintenanceIntervalMonths: 0 });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe('Maintenance interval must be a whole number of months from 1 to 120');
      const patched = expectStatus(
        await agent.patch(`/api/equipment/${equipment.id}`).send({ maintenanceIntervalMonths: 3 }),
        200,
      ).body;
      expect(patched.maintenanceIntervalMonths).toBe(3);
      // 2030-06-20 + 3 months = 2030-09-20; the clock says 2030-06-15.
      expect(await care()).toMatchObject({ intervalMonths: 3, intervalSource: 'equipment' });
      expect((await care()).maintenance).toMatchObject({ nextDue: '2030-09-20', status: 'ok' });

      t.app.get(CareClock).now = () => new Date('2030-09-10T12:00:00Z');
      expect((await care()).maintenance).toMatchObject({ status: 'due-soon', daysUntilDue: 10 });
      t.app.get(CareClock).now = () => new Date('2030-09-21T12:00:00Z');
      expect((await care()).maintenance).toMatchObject({ status: 'overdue', daysUntilDue: -1 });
      t.app.get(CareClock).now = () => NOW;

      await agent.patch(`/api/equipment/${equipment.id}`).send({ maintenanceIntervalMonths: null }).expect(200);
      expect(await care()).toMatchObject({ intervalMonths: 12, intervalSource: 'type' });
      const seeded = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM equipment_types
         WHERE maintenance_interval_months IS NULL OR expected_life_years IS NULL`,
      );
      expect(seeded[0].count).toBe(0);
    });

    it('lists what needs attention, most urgent first', async () => {
      const {
        agent,
        home,
        equipment: furnace,
      } = await owner(t, {
        name: 'Furnace',
        type: 'Furnace',
        installationDate: '2009',
        completed: true,
      });
      const heater = expectStatus(
        await agent
          .post('/api/equipment')
          .send({ homeId: home.id, name: 'Water Heater', type: 'Water Heater', completed: true }),
        201,
      ).body;
      await agent
        .post(`/api/equipment/${heater.id}/maintenance`)
        .send({ date: '2029-07-01', type: 'Flush', nextScheduledDate: day(5) })
        .expect(201);
      // A real alarm: serviced 400 days ago on a 12-month plan.
      await agent
        .post(`/api/equipment/${furnace.id}/maintenance`)
        .send({ date: day(-400), type: 'Annual service' })
        .expect(201);
      await warranty(agent, heater.id, day(20));
      const dryer = expectStatus(await agent.post('/api/equipment').send({ homeId: home.id, name: 'Dryer' }), 201).body;
      await agent.post('/api/equipment').send({ homeId: home.id, name: 'Washer' }).expect(201);
      const items = (await agent.get('/api/attention').expect(200)).body;
      expect(items.map((item: { kind: string; equipmentId: number }) => [item.kind, item.equipmentId])).toEqual([
        ['maintenance-overdue', furnace.id],
        ['maintenance-due', heater.id],
        ['warranty-expiring', heater.id],
        ['end-of-life', furnace.id],
        ['incomplete', dryer.id],
      ]);
      expect(items[0]).toEqual({
        kind: 'maintenance-overdue',
        homeId: home.id,
        equipmentId: furnace.id,
        dueDate: '2030-05-11',
        title: 'Furnace: maintenance overdue',
        // Dates as the product shows them (spec §9, 'MMM d, yyyy').
        detail: 'Due May 11, 2030 (35 days ago) · Main Residence',
      });
      // Equipment with details missing: one item for the home, never one each.
      expect(items[4]).toEqual({
        kind: 'incomplete',
        homeId: home.id,
        equipmentId: dryer.id,
        dueDate: null,
        title: '2 items to complete',
        detail: 'Add brand, model and photos · Main Residence',
      });
      expect(items[2].detail).toMatch(/^Ends [A-Z][a-z]{2} \d{1,2}, \d{4} \((today|in \d+ days?)\) · Main Residence$/);
      expect(items[3].title).toBe('Furnace: past typical life');
    });

    it('counts from the last service the owner gives; unknown history is due after one interval, never overdue', async () => {
      const { agent, home, equipment } = await owner(t, {
        name: 'Water Heater',
        type: 'Water Heater',
        brand: 'Rheem',
        installationDate: '2018',
        completed: true,
      });
      const path = `/api/equipment/${equipment.id}/care`;
      const mine = async () =>
        ((await agent.get('/api/attention').expect(200)).body as { equipmentId: number; kind: string }[]).filter(
          (item) => item.equipmentId === equipment.id,
        );
      expect((await agent.get(path).expect(200)).body).toMatchObject({
        maintenance: { nextDue: null, status: 'due', daysUntilDue: null, basis: 'installation' },
        lastServiced: null,
        serviceHistory: 'unknown',
      });
      expect(await mine()).toEqual([
        {
          kind: 'maintenance-due',
          homeId: home.id,
          equipmentId: equipment.id,
          dueDate: null,
          title: 'Water Heater: service due',
          detail: 'Last service unknown; recommended every 12 months · Main Residence',
        },
        expect.objectContaining({ kind: 'end-of-life' }),
      ]);

      // A month: the plan counts from its first day.
      const given = expectStatus(await agent.patch(path).send({ lastServiced: '2029-09' }), 200).body;
      expect(given).toMatchObject({
        equipmentId: equipment.id,
        maintenance: { nextDue: '2030-09-01', status: 'ok', daysUntilDue: 78, basis: 'last-serviced' },
        lastServiced: '2029-09',
        serviceHistory: 'month',
      });
      expect((await agent.get(path).expect(200)).body).toEqual(given);
      expect((await mine()).map((item) => item.kind)).toEqual(['end-of-life']);
      // Given as 13 months ago: overdue, a real alarm.
      expect((await agent.patch(path).send({ lastServiced: '2029-05' }).expect(200)).body.maintenance).toEqual({
        nextDue: '2030-05-01',
        status: 'overdue',
        daysUntilDue: -45,
        basis: 'last-serviced',
      });
      expect(await mine()).toContainEqual(
        expect.objectContaining({
          kind: 'maintenance-overdue',
          detail: 'Due May 1, 2030 (45 days ago) · Main Residence',
        }),
      );
      // "Never / don't know": due again, no date.
      expect((await agent.patch(path).send({ lastServiced: 'never' }).expect(200)).body).toMatchObject({
        maintenance: { nextDue: null, status: 'due', basis: 'installation' },
        lastServiced: 'never',
        serviceHistory: 'never',
      });
      // This month (the clock's June 2030) is the latest accepted.
      expect((await agent.patch(path).send({ lastServiced: '2030-06' }).expect(200)).body.maintenance.nextDue).toBe(
        '2031-06-01',
      );
      // A recorded service wins over the owner's month.
      await agent
        .post(`/api/equipment/${equipment.id}/maintenance`)
        .send({ date: day(-400), type: 'Flush' })
        .expect(201);
      expect((await agent.get(path).expect(200)).body).toMatchObject({
        maintenance: { nextDue: '2030-05-11', status: 'overdue', basis: 'last-maintenance' },
        lastServiced: '2030-06',
        serviceHistory: 'recorded',
      });

      // Installed within one interval, history unknown: simply not due yet (a year counts from January 1st).
      const recent = expectStatus(
        await agent
          .post('/api/equipment')
          .send({ homeId: home.id, name: 'Furnace', type: 'Furnace', installationDate: '2027', completed: true }),
        201,
      ).body;
      t.app.get(CareClock).now = () => new Date('2027-05-01T12:00:00Z');
      try {
        expect((await agent.get(`/api/equipment/${recent.id}/care`).expect(200)).body.maintenance).toEqual({
          nextDue: '2028-01-01',
          status: 'ok',
          daysUntilDue: 245,
          basis: 'installation',
        });
        const attention = (await agent.get('/api/attention').expect(200)).body as { equipmentId: number }[];
        expect(attention.filter((item) => item.equipmentId === recent.id)).toEqual([]);
      } finally {
        t.app.get(CareClock).now = () => NOW;
      }
      // The answer goes with the equipment.
      await agent.delete(`/api/equipment/${equipment.id}`).expect(200);
      const [{ count }] = await t.dataSource.query(
        'SELECT count(*)::int AS count FROM equipment_service_history WHERE equipment_id = $1',
        [equipment.id],
      );
      expect(count).toBe(0);
    });

    it('refuses a bad last-serviced answer with field errors; someone else’s equipment is 404', async () => {
      const { agent, equipment } = await owner(t);
      const other = await owner(t);
      const path = `/api/equipment/${equipment.id}/care`;
      const refused = async (body: unknown) => {
        const response = await agent.patch(path).send(body as object);
        return [response.status, response.body.message, response.body.errors, response.body.code];
      };
      const format = 'Last serviced must be a month (YYYY-MM) or "never"';
      for (const lastServiced of [
        '2030-13',
        '2030-00',
        '2030-6',
        'June 2030',
        '2030-06-01',
        '1899-12',
        'Never',
        203006,
      ]) {
        expect(await refused({ lastServiced })).toEqual([
          400,
          format,
          [{ field: 'lastServiced', message: format }],
          undefined,
        ]);
      }
      for (const body of [{}, { lastServiced: null }, { lastServiced: '' }]) {
        expect(await refused(body)).toEqual([
          400,
          'Last serviced is required',
          [{ field: 'lastServiced', message: 'Last serviced is required' }],
          undefined,
        ]);
      }
      // Today is 2030-06-15 on the clock (and the 16th somewhere): next month is in the future.
      for (const lastServiced of ['2030-07', '2099-01']) {
        expect(await refused({ lastServiced })).toEqual([
          400,
          'Last serviced cannot be in the future',
          [{ field: 'lastServiced', message: 'Last serviced cannot be in the future' }],
          undefined,
        ]);
      }
      expect(await refused({ lastServiced: '2029-01', lastServicedMonth: '2029-01', note: 'x' })).toEqual([
        400,
        'Unknown field',
        [
          { field: 'lastServicedMonth', message: 'Unknown field' },
          { field: 'note', message: 'Unknown field' },
        ],
        'UNKNOWN_FIELD',
      ]);
      expect((await agent.get(path).expect(200)).body.lastServiced).toBeNull();

      await other.agent.patch(path).send({ lastServiced: 'never' }).expect(404);
      await agent.patch(`/api/equipment/${other.equipment.id}/care`).send({ lastServiced: 'never' }).expect(404);
      await agent.patch('/api/equipment/999999999/care').send({ lastServiced: 'never' }).expect(404);
      await agent.patch('/api/equipment/abc/care').send({ lastServiced: 'never' }).expect(404);
      await request(t.http).patch(path).send({ lastServiced: 'never' }).expect(401);
      expect((await agent.get(path).expect(200)).body.lastServiced).toBeNull();
    });

    it('day one after the Standard Home template and a scanned old water heater: at most 3 items, none overdue', async () => {
      // The scanned heater: its installation year is set below, eight years before day one.
      const {
        agent,
        home,
        equipment: heater,
      } = await owner(t, {
        name: 'Water Heater',
        type: 'Gas Water Heater',
        brand: 'A.O. Smith',
        modelNumber: 'GCR-50',
        completed: true,
      });
      const [template] = await t.dataSource.query(`SELECT id FROM home_templates WHERE name = 'Standard Home'`);
      expectStatus(await agent.post(`/api/homes/${home.id}/populate`).send({ templateId: template.id }), 200);
      const cards = expectStatus(await agent.get(`/api/equipment?homeId=${home.id}`), 200).body as {
        id: number;
        completed: boolean;
      }[];
      const empty = cards.filter((card) => !card.completed).length;
      expect(empty).toBeGreaterThan(10);
      // Day one is the day the equipment was recorded (the database's clock), read on the care clock.
      const [{ createdAt }] = await t.dataSource.query(
        'SELECT max(created_at) AS "createdAt" FROM equipment WHERE home_id = $1',
        [home.id],
      );
      const clock = t.app.get(CareClock);
      clock.now = () => new Date(new Date(createdAt).getTime() + 60_000);
      try {
        const year = new Date(createdAt).getUTCFullYear();
        await agent
          .patch(`/api/equipment/${heater.id}`)
          .send({ installationDate: String(year - 8) })
          .expect(200);
        const items = (await agent.get('/api/attention').expect(200)).body as { kind: string; title: string }[];
        expect(items.length).toBeLessThanOrEqual(3);
        expect(items.map((item) => item.kind)).not.toContain('maintenance-overdue');
        expect(items.map((item) => [item.kind, item.title])).toEqual([
          ['maintenance-due', 'Water Heater: service due'],
          ['end-of-life', 'Water Heater: plan replacement'],
          ['incomplete', `${empty} items to complete`],
        ]);
        expect(items.map((item) => item.title).join(' ')).not.toMatch(/days ago/);

        // Almost a year on, the template's cards (counted from the day they were made) come due together:
        // still no line and no reminder each; the home's one 'items to complete' stands for them.
        const later = new Date(new Date(createdAt).getTime() + 360 * DAY_MS);
        clock.now = () => later;
        const kinds = ((await agent.get('/api/attention').expect(200)).body as { kind: string }[]).map(
          (item) => item.kind,
        );
        expect(kinds).toEqual(['maintenance-due', 'end-of-life', 'incomplete']);
        await scans.scan({ now: later });
        expect((await agent.get('/api/notifications').expect(200)).body.items).toEqual([]);
      } finally {
        clock.now = () => NOW;
      }
    });

    it('gives a new warranty in-app 30 and email 30 reminders, replaced by PUT; SMS cannot be enabled', async () => {
      const { agent, equipment } = await owner(t);
      const w = await warranty(agent, equipment.id, day(200));
      const path = `/api/warranties/${w.id}/notifications`;
      expect((await agent.get(path).expect(200)).body).toEqual([
        { notificationType: 'email', daysBeforeExpiration: 30, enabled: true },
        { notificationType: 'in-app', daysBeforeExpiration: 30, enabled: true },
      ]);
      const rules = [
        { notificationType: 'email', daysBeforeExpiration: 60, enabled: true },
        { notificationType: 'in-app', daysBeforeExpiration: 7, enabled: false },
        { notificationType: 'sms', daysBeforeExpiration: 7, enabled: false },
      ];
      expect((await agent.put(path).send(rules).expect(200)).body).toEqual(rules);
      expect((await agent.get(path).expect(200)).body).toEqual(rules);
      const sms = await agent.put(path).send([{ notificationType: 'sms', daysBeforeExpiration: 7, enabled: true }]);
      expect(sms.status).toBe(400);
      expect(sms.body.message).toMatch(/SMS provider/);
      expect((await agent.put(path).send([{ notificationType: 'fax', daysBeforeExpiration: 7 }])).status).toBe(400);
      expect((await agent.put(path).send([{ notificationType: 'email', daysBeforeExpiration: -1 }])).status).toBe(400);
      expect((await agent.put(path).send({ notificationType: 'email' })).status).toBe(400);
      expect((await agent.get(path).expect(200)).body).toEqual(rules);
      expect((await agent.put(path).send([]).expect(200)).body).toEqual([]);
    });

    it('keeps maintenance reminder settings per user', async () => {
      const { agent } = await owner(t);
      expect((await agent.get('/api/user/notification-settings').expect(200)).body).toEqual({
        maintenanceEmail: true,
        maintenanceInApp: true,
        maintenanceSms: false,
        maintenanceDaysBefore: 7,
        smsAvailable: false,
      });
      const patched = await agent
        .patch('/api/user/notification-settings')
        .send({ maintenanceEmail: false, maintenanceDaysBefore: 14 });
      expect(patched.body).toMatchObject({
        maintenanceEmail: false,
        maintenanceInApp: true,
        maintenanceDaysBefore: 14,
      });
      expect((await agent.patch('/api/user/notification-settings').send({ maintenanceDaysBefore: 400 })).status).toBe(
        400,
      );
      expect((await agent.patch('/api/user/notification-settings').send({ maintenanceSms: true })).status).toBe(400);
      expect((await agent.get('/api/user/notification-settings').expect(200)).body.maintenanceDaysBefore).toBe(14);
    });

    it('a warranty ending in 10 days: exactly one e-mail and one notification after three scans, pushed live', async () => {
      const { agent, user, cookie, home, equipment } = await owner(t, { name: 'Dishwasher', completed: true });
      await warranty(agent, equipment.id, day(10));
      const socket = await connectChat(await listen(t), cookie);
      const pushed = new Promise<Record<string, unknown>>((resolve) => socket.once('notification:new', resolve));
      try {
        for (let run = 0; run < 3; run += 1) await scans.scan({ now: NOW });
        const mails = mailsTo(t, user.email);
        expect(mails).toHaveLength(1);
        expect(mails[0]).toContain('Dishwasher');
        expect(mails[0]).toContain('Main Residence');
        // The date in words, as the product shows dates ('Dec 5, 2031'), never as ISO text.
        expect(mails[0]).toContain(`ends on ${formatDay(day(10))}.`);
        expect(mails[0]).not.toContain(day(10));
        expect(mails[0]).toContain(`/homes/${home.id}?equipment=${equipment.id}`);
        const list = (await agent.get('/api/notifications').expect(200)).body;
        expect(list.unreadCount).toBe(1);
        expect(list.items).toEqual([
          expect.objectContaining({
            kind: 'warranty-expiring',
            equipmentId: equipment.id,
            homeId: home.id,
            dueDate: day(10),
            read: false,
            title: 'Warranty ending in 10 days: Dishwasher',
          }),
        ]);
        expect(await pushed).toMatchObject({ id: list.items[0].id, title: 'Warranty ending in 10 days: Dishwasher' });

        const read = expectStatus(await agent.post(`/api/notifications/${list.items[0].id}/read`), 200).body;
        expect(read.read).toBe(true);
        expect((await agent.get('/api/notifications').expect(200)).body.unreadCount).toBe(0);
        await agent.post('/api/notifications/read-all').expect(200);
      } finally {
        socket.close();
      }
    });

    it('two scans at once (two workers) still deliver each reminder once', async () => {
      const { agent, user, equipment } = await owner(t, { name: 'Dryer', completed: true });
      await warranty(agent, equipment.id, day(3));
      const second = t.drivers === 'services' ? await TestApp.startSibling(t) : null;
      try {
        const other = second ? second.app.get(ReminderScanService) : scans;
        await Promise.all([scans.scan({ now: NOW }), other.scan({ now: NOW }), scans.scan({ now: NOW })]);
      } finally {
        await second?.stop();
      }
      expect(mailsTo(t, user.email)).toHaveLength(1);
      expect((await agent.get('/api/notifications').expect(200)).body.items).toHaveLength(1);
    });

    it('a scan killed mid-way: nothing lost or doubled once a later scan runs', async () => {
      const owners = await Promise.all([0, 1, 2].map(() => owner(t, { name: 'Sump Pump', completed: true })));
      for (const o of owners) await warranty(o.agent, o.equipment.id, day(5));
      await expect(
        scans.scan({
          now: NOW,
          afterEmailSent: (count) => {
            if (count === 1) throw new Error('worker killed');
          },
        }),
      ).rejects.toThrow('worker killed');
      // Killed after the first e-mail was marked sent (others of its group may have gone out too).
      const sentSoFar = owners.map((o) => mailsTo(t, o.user.email).length);
      expect(sentSoFar.every((count) => count <= 1)).toBe(true);
      expect(sentSoFar.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      // The in-app ones were written with their ledger rows: all there already.
      for (const o of owners) expect((await o.agent.get('/api/notifications').expect(200)).body.items).toHaveLength(1);

      // Within the lease the claimed e-mails wait (the killed worker might still be sending)...
      await scans.scan({ now: new Date(NOW.getTime() + 60_000) });
      expect(owners.map((o) => mailsTo(t, o.user.email).length)).toEqual(sentSoFar);
      // ...after it, a restarted worker sends the rest, once.
      const later = new Date(NOW.getTime() + EMAIL_LEASE_MS + 60_000);
      await scans.scan({ now: later });
      await scans.scan({ now: later });
      expect(owners.map((o) => mailsTo(t, o.user.email).length)).toEqual([1, 1, 1]);
      for (const o of owners) expect((await o.agent.get('/api/notifications').expect(200)).body.items).toHaveLength(1);
    });

    it('sends maintenance reminders by the user’s settings, once per due date', async () => {
      const { agent, user, equipment } = await owner(t, { name: 'Pool Filter', type: 'Pool Filter', completed: true });
      await agent
        .post(`/api/equipment/${equipment.id}/maintenance`)
        .send({ date: '2030-03-01', type: 'Clean', nextScheduledDate: day(5) })
        .expect(201);
      await agent.patch('/api/user/notification-settings').send({ maintenanceEmail: false }).expect(200);
      await scans.scan({ now: NOW });
      await scans.scan({ now: NOW });
      expect(mailsTo(t, user.email)).toHaveLength(0);
      const items = (await agent.get('/api/notifications').expect(200)).body.items;
      expect(items).toEqual([expect.objectContaining({ kind: 'maintenance-due', dueDate: day(5) })]);
    });

    it('sends no reminder for a service due with unknown history; the month the owner gives brings them', async () => {
      const { agent, user, equipment } = await owner(t, {
        name: 'Water Heater',
        type: 'Water Heater',
        installationDate: '2018',
        completed: true,
      });
      const mine = async () =>
        ((await agent.get('/api/notifications').expect(200)).body.items as { equipmentId: number }[]).filter(
          (item) => item.equipmentId === equipment.id,
        );
      await scans.scan({ now: NOW });
      expect(await mine()).toEqual([]);
      expect(mailsTo(t, user.email)).toHaveLength(0);

      await agent.patch(`/api/equipment/${equipment.id}/care`).send({ lastServiced: '2029-05' }).expect(200);
      await scans.scan({ now: NOW });
      expect(await mine()).toEqual([expect.objectContaining({ kind: 'maintenance-overdue', dueDate: '2030-05-01' })]);
      expect(mailsTo(t, user.email)).toHaveLength(1);
    });

    it('serves a calendar feed (RFC 5545, parsed with ical.js) at a hashed token; a new token or revoking ends the old URL', async () => {
      const { agent, equipment } = await owner(t, { name: 'Furnace', type: 'Furnace', completed: true });
      await agent
        .post(`/api/equipment/${equipment.id}/maintenance`)
        .send({ date: '2030-01-01', type: 'Service', nextScheduledDate: '2031-01-01' })
        .expect(201);
      const w = await warranty(agent, equipment.id, '2032-02-29');
      const { url } = expectStatus(await agent.post('/api/calendar/token'), 201).body;
      const path = new URL(url).pathname;
      expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const [stored] = await t.dataSource.query('SELECT token_hash FROM calendar_feeds');
      expect(JSON.stringify(stored)).not.toContain(path.slice(14, 57));

      const fetchFeed = async () => {
        const response = await request(t.http)
          .get(path)
          .buffer(true)
          .parse((res, done) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => done(null, text));
          });
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/calendar/);
        const calendar = new ICAL.Component(ICAL.parse(response.body as string));
        return calendar.getAllSubcomponents('vevent').map((event) => ({
          uid: event.getFirstPropertyValue('uid'),
          summary: event.getFirstPropertyValue('summary'),
          start: event.getFirstPropertyValue('dtstart') as unknown as ICAL.Time,
        }));
      };
      const events = await fetchFeed();
      expect(events.map((e) => [e.uid, e.summary, e.start.toString(), e.start.isDate])).toEqual([
        [`maintenance-${equipment.id}@home-book`, 'Maintenance due: Furnace (Main Residence)', '2031-01-01', true],
        [`warranty-${w.id}@home-book`, 'Warranty ends: Furnace (Main Residence)', '2032-02-29', true],
      ]);
      expect((await fetchFeed()).map((e) => e.uid)).toEqual(events.map((e) => e.uid));

      const renewed = expectStatus(await agent.post('/api/calendar/token'), 201).body.url;
      await request(t.http).get(path).expect(404);
      const renewedPath = new URL(renewed).pathname;
      await request(t.http).get(renewedPath).expect(200);
      await agent.delete('/api/calendar/token').expect(200);
      await request(t.http).get(renewedPath).expect(404);
      await request(t.http).get('/api/calendar/not-a-token.ics').expect(404);
    });

    it('answers 404 on every route for someone else’s equipment, record, warranty and notification', async () => {
      const a = await owner(t, { name: 'Water Heater', completed: true });
      const record = expectStatus(
        await a.agent.post(`/api/equipment/${a.equipment.id}/maintenance`).send({ date: '2030-05-01', type: 'Flush' }),
        201,
      ).body;
      const w = await warranty(a.agent, a.equipment.id, day(2));
      await scans.scan({ now: NOW });
      const [note] = (await a.agent.get('/api/notifications').expect(200)).body.items;
      expect(note).toBeDefined();

      const b = await owner(t);
      const e = a.equipment.id;
      const checks = [
        b.agent.get(`/api/equipment/${e}/maintenance`),
        b.agent.post(`/api/equipment/${e}/maintenance`).send({ date: '2030-01-01', type: 'x' }),
        b.agent.patch(`/api/maintenance/${record.id}`).send({ type: 'mine' }),
        b.agent.delete(`/api/maintenance/${record.id}`),
        b.agent.post(`/api/maintenance/${record.id}/attachments`).attach('file', PDF, 'x.pdf'),
        b.agent.delete(`/api/maintenance/${record.id}/attachments`).send({ url: 'x' }),
        b.agent.get(`/api/equipment/${e}/care`),
        b.agent.patch(`/api/equipment/${e}`).send({ maintenanceIntervalMonths: 2 }),
        b.agent.get(`/api/warranties/${w.id}/notifications`),
        b.agent.put(`/api/warranties/${w.id}/notifications`).send([]),
        b.agent.post(`/api/notifications/${note.id}/read`),
        b.agent.get('/api/equipment/abc/maintenance'),
        b.agent.patch('/api/maintenance/0').send({}),
      ];
      for (const response of await Promise.all(checks)) expect(response.status).toBe(404);
      await b.agent.post('/api/notifications/read-all').expect(200);

      const bAttention = (await b.agent.get('/api/attention').expect(200)).body;
      expect(bAttention.every((item: { equipmentId: number }) => item.equipmentId === b.equipment.id)).toBe(true);
      const bCare = (await b.agent.get('/api/care/equipment').expect(200)).body;
      expect(bCare.map((c: { equipmentId: number }) => c.equipmentId)).toEqual([b.equipment.id]);
      // One home's care: the caller's own, or a 404 like GET /api/equipment?homeId= (someone else's, missing, not an id).
      const bHomeCare = (await b.agent.get(`/api/care/equipment?homeId=${b.home.id}`).expect(200)).body;
      expect(bHomeCare.map((c: { equipmentId: number }) => c.equipmentId)).toEqual([b.equipment.id]);
      for (const homeId of [a.home.id, 2_147_483_000, 'abc', '0', '-1']) {
        const refused = await b.agent.get(`/api/care/equipment?homeId=${homeId}`);
        expect([homeId, refused.status, refused.body.message]).toEqual([homeId, 404, 'Home not found']);
      }
      expect((await b.agent.get('/api/notifications').expect(200)).body.items).toEqual([]);

      // Untouched for the owner.
      expect((await a.agent.get(`/api/equipment/${e}/maintenance`).expect(200)).body).toEqual([record]);
      expect((await a.agent.get('/api/notifications').expect(200)).body.unreadCount).toBe(1);
      expect((await a.agent.get(`/api/warranties/${w.id}/notifications`).expect(200)).body).toHaveLength(2);
      expect(TODAY).toBe(day(0));
    });
  });
}

/**
 * The schedule itself, on the wall clock: with REMINDER_SCAN_INTERVAL_SECONDS=1 a reminder due today
 * arrives without anyone calling the scan (a BullMQ job scheduler run by the worker, or the embedded
 * in-process timer). The test waits for the state, not for a duration.
 */
export function scheduledScanSuite(drivers: Drivers): void {
  describe(`scheduled reminder scans on ${drivers} drivers`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await TestApp.start(drivers, { REMINDER_SCAN_INTERVAL_SECONDS: '1' });
    });
    afterAll(() => t?.stop());

    it('delivers a due reminder by itself, once', async () => {
      const { agent, user, equipment } = await owner(t, { name: 'Dryer', completed: true });
      const soon = new Date(Date.now() + 5 * DAY_MS).toISOString().slice(0, 10);
      await agent
        .post('/api/warranties')
        .send({ equipmentId: equipment.id, startDate: '2020-01-01', endDate: soon })
        .expect(201);
      const deadline = Date.now() + 90_000; // a bound only: the loop ends when the reminder is there
      let items: unknown[] = [];
      while (Date.now() < deadline) {
        items = (await agent.get('/api/notifications').expect(200)).body.items;
        if (items.length && mailsTo(t, user.email).length) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(items).toHaveLength(1);
      expect(mailsTo(t, user.email)).toHaveLength(1);
      if (drivers === 'services') {
        const { Queue } = await import('bullmq');
        const connection = t.redis!.duplicate();
        const queue = new Queue('care.reminder-scan', { connection, prefix: t.config.redisPrefix });
        try {
          const schedulers = await queue.getJobSchedulers();
          expect(schedulers.map((scheduler) => [scheduler.key, scheduler.every])).toEqual([
            ['care.reminder-scan', 1000],
          ]);
        } finally {
          await queue.close();
          await connection.quit();
        }
      }
    });
  });
}
