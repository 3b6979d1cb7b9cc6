import { RecallMatchingService } from '../../src/modules/recalls/recall-matching.service';
import { RecallSyncEvents, RecallsSyncedEvent } from '../../src/modules/recalls/recall-sync-events';
import { RecallsService } from '../../src/modules/recalls/recalls.service';
import { RecallClock } from '../../src/modules/recalls/sync/recall-clock';
import { RecallSyncService } from '../../src/modules/recalls/sync/recall-sync.service';
import { registerLoggedIn } from './accounts';
import { ADMIN_REGISTRATION_KEY, registerAdmin } from './admin-fixtures';
import { cpscRecall, healthCanadaRecall, RecallFeedServer, SafetyGateAlert } from './recall-feed-server';
import { Drivers, TestApp } from './test-app';

/** The clock every sync here runs on (due times and backoff read it, never the wall clock). */
const NOW = new Date('2030-03-01T06:00:00Z');
const RETRY_SECONDS = 600;
const at = (secondsLater: number) => new Date(NOW.getTime() + secondsLater * 1000);

const rheemRecall = cpscRecall({
  RecallID: 7001,
  RecallDate: '2017-08-10T00:00:00',
  LastPublishDate: '2017-08-10T00:00:00',
  Title: 'Rheem Manufacturing Recalls Gas Water Heaters Due to Fire Hazard',
  Description:
    'This recall involves Rheem and Ruud 40- and 50-gallon gas water heaters manufactured between January 2016 and June 2017. The model number is printed on the rating plate.',
  Products: [
    {
      Name: 'Gas water heaters',
      Description: '',
      Model: 'RG250T6N, XG40T12HE',
      Type: 'Water Heaters',
      CategoryID: '1',
      NumberOfUnits: 'About 30,000',
    },
  ],
  Images: [
    { URL: 'https://www.cpsc.gov/s3fs-public/rating-plate.jpg', Caption: 'Model number location on the rating plate' },
  ],
  Manufacturers: [{ Name: 'Rheem Manufacturing Company', CompanyID: '501' }],
});
const dryerRecall = cpscRecall({
  RecallID: 7002,
  RecallDate: '2009-03-05T00:00:00',
  LastPublishDate: '2009-03-05T00:00:00',
  Title: 'GE Recalls Electric Dryers Due to Fire Hazard',
  Description:
    'Hotpoint and GE electric dryers. The model number begins with DBXR463 and is on a label inside the door.',
  Manufacturers: [{ Name: 'GE Appliances', CompanyID: '77' }],
  Images: [{ URL: 'https://www.cpsc.gov/dryer.jpg', Caption: 'Label with model DBXR463EG0WW inside the door' }],
});
const oldRecall = cpscRecall({
  RecallID: 12,
  RecallDate: '1978-05-01T00:00:00',
  LastPublishDate: '2004-01-01T00:00:00',
  Title: 'Space Heaters Recalled by Example Co.',
  Manufacturers: [{ Name: 'Example Co.', CompanyID: '3' }],
});

const alert = (caseNumber: string, fields: Partial<SafetyGateAlert> = {}): SafetyGateAlert => ({
  caseNumber,
  category: 'Electrical appliances and equipment',
  product: 'Water heater',
  brand: 'Ariston',
  name: 'Velis Evo',
  type_numberOfModel: 'VLS EVO 80, 3626146',
  batchNumber: '2019 to 2020',
  barcode: '8050147000000',
  riskType: 'Electric shock',
  danger: 'The earthing is insufficient.',
  measures: 'Recall of the product from end users',
  URLrecall: 'https://example.org/recall',
  countryOfOrigin: 'Italy',
  ...fields,
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 60_000; // a bound only: the loop ends as soon as the state is there
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The recall sync (docs/recalls.md) against a local server speaking each feed's real format: the first
 * full read, incremental runs from the cursor, failing, hanging and garbage feeds (recorded, backed off,
 * the app healthy), nothing half-written, the sync event, the admin API and "Sync now", and the matcher
 * over the synced mirror.
 */
export function recallsSyncSuite(drivers: Drivers): void {
  describe(`recall sync on ${drivers} drivers`, () => {
    const feeds = new RecallFeedServer();
    let t: TestApp;
    let sync: RecallSyncService;
    const events: RecallsSyncedEvent[] = [];
    const count = async (source: string) =>
      Number((await t.dataSource.query('SELECT count(*) AS n FROM recalls WHERE source = $1', [source]))[0].n);

    beforeAll(async () => {
      await feeds.start();
      t = await TestApp.start(drivers, {
        ...feeds.env(),
        ADMIN_REGISTRATION_KEY,
        RECALLS_SOURCES: 'cpsc,health-canada,safety-gate',
        RECALL_SYNC_INTERVAL_SECONDS: '0',
        RECALL_RETRY_SECONDS: String(RETRY_SECONDS),
        // Generous: a hanging feed is tested on an app of its own (below), so no answer here races it.
        RECALL_FEED_TIMEOUT_SECONDS: '120',
      });
      t.app.get(RecallClock).now = () => NOW;
      t.app.get(RecallSyncEvents).listen(async (event) => {
        events.push(event);
      });
      sync = t.app.get(RecallSyncService);
    });
    afterAll(async () => {
      await t?.stop();
      await feeds.stop();
    });

    it('reads CPSC in RecallDate windows the first time, then from the LastPublishDate cursor', async () => {
      feeds.cpsc = [rheemRecall, dryerRecall, oldRecall];
      const [outcome] = await sync.syncDue();
      expect(outcome).toEqual({ source: 'cpsc', result: 'ok', fetched: 3, inserted: 3, updated: 0, skipped: 0 });
      const windows = feeds.requestsTo('/cpsc/');
      expect(windows.every((url) => url.searchParams.get('format') === 'json')).toBe(true);
      expect(windows[0].searchParams.get('RecallDateStart')).toBe('1970-01-01');
      expect(windows.at(-1)!.searchParams.get('RecallDateEnd')).toBe('2030-12-31');
      expect(windows.some((url) => url.searchParams.has('LastPublishDateStart'))).toBe(false);
      expect(await count('cpsc')).toBe(3);

      const [row] = await t.dataSource.query(
        `SELECT title, hazard, remedy, consumer_contact, url, recall_date, manufacturers, image_captions, model_tokens,
                products, raw->>'RecallNumber' AS number
           FROM recalls WHERE source = 'cpsc' AND source_id = '7001'`,
      );
      expect(row).toMatchObject({
        title: rheemRecall.Title,
        hazard: 'The gas valve can leak, posing a fire hazard.',
        consumer_contact: rheemRecall.ConsumerContact,
        url: rheemRecall.URL,
        recall_date: '2017-08-10',
        manufacturers: ['Rheem Manufacturing Company'],
        image_captions: ['Model number location on the rating plate'],
        number: rheemRecall.RecallNumber,
      });
      expect(row.remedy).toContain('free repair');
      expect(row.model_tokens).toEqual(expect.arrayContaining(['RG250T6N', 'XG40T12HE']));
      expect(row.products[0].model).toBe('RG250T6N, XG40T12HE');

      const [state] = await t.dataSource.query(`SELECT * FROM recall_sync_states WHERE source = 'cpsc'`);
      expect(state).toMatchObject({ result: 'ok', cursor: '2017-08-10', fetched_count: 3, inserted_count: 3 });
      const newIds = events.filter((event) => event.source === 'cpsc').flatMap((event) => event.newRecallIds);
      expect(newIds).toHaveLength(3);

      // The next run asks only for what was published since the cursor; one recall changed, one is new.
      feeds.requests.length = 0;
      events.length = 0;
      feeds.cpsc = [
        { ...rheemRecall, LastPublishDate: '2030-02-27T10:00:00', Remedies: [{ Name: 'Free replacement gas valve.' }] },
        dryerRecall,
        oldRecall,
        cpscRecall({
          RecallID: 7003,
          Title: 'Heaters recalled',
          RecallDate: '2030-02-28T00:00:00',
          LastPublishDate: '2030-02-28T00:00:00',
        }),
      ];
      const [again] = await sync.syncDue({ force: true });
      expect(again).toMatchObject({ result: 'ok', fetched: 2, inserted: 1, updated: 1 });
      const asked = feeds.requestsTo('/cpsc/');
      expect(asked).toHaveLength(1);
      expect(asked[0].searchParams.get('LastPublishDateStart')).toBe('2017-08-10');
      const [changed] = events;
      const [rheemId] = (await t.dataSource.query(`SELECT id FROM recalls WHERE source_id = '7001'`)).map(
        (r: { id: number }) => Number(r.id),
      );
      expect(changed).toMatchObject({ name: 'recalls.synced', source: 'cpsc', changedRecallIds: [rheemId] });
      expect(changed.newRecallIds).toHaveLength(1);
      expect((await t.dataSource.query(`SELECT cursor FROM recall_sync_states WHERE source = 'cpsc'`))[0].cursor).toBe(
        '2030-02-28',
      );

      // The same answer again changes nothing and tells nobody.
      events.length = 0;
      expect((await sync.syncDue({ force: true }))[0]).toMatchObject({ result: 'ok', inserted: 0, updated: 0 });
      expect(events.filter((event) => event.source === 'cpsc')).toEqual([]);
    });

    it('reads Health Canada (food left out) and Safety Gate reports, then only the newer reports', async () => {
      feeds.healthCanada = [
        healthCanadaRecall({
          NID: 'RA-70001',
          Title: 'Rinnai tankless water heaters model RUR199iN recalled due to CO hazard',
          'Last updated': '2024-03-01',
        }),
        healthCanadaRecall({ NID: 'RA-70002', Title: 'Peanut butter cookies recalled', Category: 'Food' }),
        { NID: '', Title: 'No id' } as never,
      ];
      feeds.safetyGate.set('101', { publicationDate: '2024-01-05', alerts: [alert('A12/00001/24')] });
      feeds.safetyGate.set('102', {
        publicationDate: '2024-01-12',
        alerts: [alert('A12/00002/24', { brand: 'Bosch', name: 'Tronic 3000' })],
      });
      const outcomes = await sync.syncDue({ force: true });
      expect(outcomes.find((o) => o.source === 'health-canada')).toMatchObject({
        result: 'ok',
        fetched: 1,
        skipped: 1,
      });
      expect(outcomes.find((o) => o.source === 'safety-gate')).toMatchObject({ result: 'ok', fetched: 2, inserted: 2 });
      const [hc] = await t.dataSource.query(`SELECT * FROM recalls WHERE source = 'health-canada'`);
      expect(hc).toMatchObject({
        source_id: 'RA-70001',
        hazard: 'Product safety - Fire hazard',
        recall_date: '2024-03-01',
      });
      const [sg] = await t.dataSource.query(`SELECT * FROM recalls WHERE source_id = 'A12/00002/24'`);
      expect(sg).toMatchObject({
        manufacturers: ['Bosch'],
        recall_date: '2024-01-12',
        remedy: 'Recall of the product from end users',
      });
      expect(sg.title).toContain('Bosch Tronic 3000');

      feeds.requests.length = 0;
      feeds.safetyGate.set('103', { publicationDate: '2024-01-19', alerts: [alert('A12/00003/24')] });
      const [, , sgAgain] = await sync.syncDue({ force: true });
      expect(sgAgain).toMatchObject({ source: 'safety-gate', result: 'ok', fetched: 1, inserted: 1 });
      expect(feeds.requestsTo('/sg/weeklyReport/detail').map((url) => url.pathname)).toEqual([
        '/sg/weeklyReport/detail/xml/103',
      ]);
    });

    it('records a failing or garbage feed, backs off, writes nothing, and the app stays healthy', async () => {
      const before = await count('cpsc');
      feeds.modes.cpsc = 'fail';
      t.app.get(RecallClock).now = () => at(0);
      expect(await sync.sync('cpsc')).toMatchObject({ result: 'failed', code: 'recalls.feed-status' });
      let [state] = await t.dataSource.query(`SELECT * FROM recall_sync_states WHERE source = 'cpsc'`);
      expect(state).toMatchObject({ result: 'failed', consecutive_failures: 1, cursor: '2030-02-28' });
      expect(new Date(state.next_attempt_at).toISOString()).toBe(at(RETRY_SECONDS).toISOString());
      expect(new Date(state.last_success_at).getTime()).toBe(NOW.getTime());

      // Not due before the backoff ends; then tried again (unreachable now), and the backoff doubles.
      t.app.get(RecallClock).now = () => at(RETRY_SECONDS - 1);
      expect((await sync.syncDue())[0]).toEqual({ source: 'cpsc', result: 'not-due' });
      feeds.modes.cpsc = 'fail';
      t.app.get(RecallClock).now = () => at(RETRY_SECONDS);
      expect((await sync.syncDue())[0]).toMatchObject({ result: 'failed', code: 'recalls.feed-status' });
      [state] = await t.dataSource.query(`SELECT * FROM recall_sync_states WHERE source = 'cpsc'`);
      expect(state.consecutive_failures).toBe(2);
      expect(state.error_code).toBe('recalls.feed-status');
      expect(new Date(state.next_attempt_at).toISOString()).toBe(at(RETRY_SECONDS + 2 * RETRY_SECONDS).toISOString());
      await t.agent().get('/api/health').expect(200);

      feeds.modes.cpsc = 'garbage';
      expect(await sync.sync('cpsc')).toMatchObject({ result: 'failed', code: 'recalls.feed-garbage' });
      feeds.modes.cpsc = 'ok';
      feeds.cpscBody = JSON.stringify({ Message: 'An error has occurred.' });
      expect(await sync.sync('cpsc')).toMatchObject({ result: 'failed', code: 'recalls.feed-garbage' });

      // A batch the database refuses part-way (a NUL in the last title) leaves no row of it behind.
      feeds.cpscBody = JSON.stringify([
        cpscRecall({ RecallID: 8001, Title: 'First of a batch', LastPublishDate: '2030-03-01T00:00:00' }),
        cpscRecall({ RecallID: 8002, Title: 'Second of a batch', LastPublishDate: '2030-03-01T00:00:00' }),
        cpscRecall({ RecallID: 8003, Title: 'Broken \u0000 title', LastPublishDate: '2030-03-01T00:00:00' }),
      ]);
      expect(await sync.sync('cpsc')).toMatchObject({ result: 'failed', code: 'recalls.store-failed' });
      expect(await count('cpsc')).toBe(before);
      [state] = await t.dataSource.query(`SELECT * FROM recall_sync_states WHERE source = 'cpsc'`);
      expect(state).toMatchObject({ result: 'failed', consecutive_failures: 5, cursor: '2030-02-28' });

      // Back to normal: one success clears the failures.
      feeds.cpscBody = null;
      expect(await sync.sync('cpsc')).toMatchObject({ result: 'ok' });
      [state] = await t.dataSource.query(`SELECT * FROM recall_sync_states WHERE source = 'cpsc'`);
      expect(state).toMatchObject({ result: 'ok', consecutive_failures: 0, error_code: null });
      t.app.get(RecallClock).now = () => NOW;
    });

    it('shows the sync to admins only and runs "Sync now" as a job', async () => {
      const admin = t.agent();
      await registerAdmin(admin);
      const user = t.agent();
      await registerLoggedIn(user);
      await t.agent().get('/api/admin/recalls/sync').expect(401);
      await user.get('/api/admin/recalls/sync').expect(403);
      await user.post('/api/admin/recalls/sync').expect(403);

      const { body } = await admin.get('/api/admin/recalls/sync').expect(200);
      expect(body.intervalSeconds).toBe(0);
      expect(body.sources.map((s: { source: string }) => s.source)).toEqual(['cpsc', 'health-canada', 'safety-gate']);
      expect(body.sources[0]).toMatchObject({
        label: 'US CPSC',
        enabled: true,
        result: 'ok',
        error: null,
        recallCount: 4,
      });

      feeds.modes.hc = 'fail';
      const attempted = body.sources[1].lastAttemptAt;
      t.app.get(RecallClock).now = () => at(3600);
      await admin.post('/api/admin/recalls/sync').expect(202);
      const hc = await waitFor(
        async () => (await admin.get('/api/admin/recalls/sync').expect(200)).body.sources[1],
        (source) => source.lastAttemptAt !== attempted,
        'the Sync now job',
      );
      expect(hc).toMatchObject({
        result: 'failed',
        error: { code: 'recalls.feed-status' },
        consecutiveFailures: 1,
        recallCount: 1,
      });
      // The last success is kept beside the failure.
      expect(hc.lastSuccessAt).toBe(body.sources[1].lastSuccessAt);
      expect(hc.lastSuccessAt).not.toBeNull();
      feeds.modes.hc = 'ok';
      t.app.get(RecallClock).now = () => NOW;
    });

    it('finds the recalls that concern a unit in the synced mirror', async () => {
      const matching = t.app.get(RecallMatchingService);
      const [rheemId] = (await t.dataSource.query(`SELECT id FROM recalls WHERE source_id = '7001'`)).map(
        (r: { id: number }) => Number(r.id),
      );
      const ruud = await matching.matchesFor({
        brand: 'Ruud',
        model: 'rg-250 t6n',
        serial: null,
        manufacturedOn: '2016-09',
      });
      expect(ruud).toEqual([{ recallId: rheemId, level: 'match', reasons: expect.any(Array) }]);
      expect(ruud[0].reasons.join(' ')).toMatch(/Rheem Manufacturing Company.*Ruud/);
      expect(
        await matching.matchesFor({ brand: 'Ruud', model: 'RG240T6N', serial: null, manufacturedOn: '2016-09' }),
      ).toEqual([]);
      expect(
        await matching.matchesFor({ brand: 'Ruud', model: 'RG250T6N', serial: null, manufacturedOn: '2018-01' }),
      ).toEqual([]);
      const unknownDate = await matching.matchesFor({ brand: 'Rheem', model: 'XG40T12HE', serial: null });
      expect(unknownDate.map((m) => m.level)).toEqual(['possible']);
      const hotpoint = await matching.matchesFor({ brand: 'Hotpoint', model: 'DBXR463EG0WW', serial: null });
      expect(hotpoint).toHaveLength(1);
      expect(hotpoint[0].level).toBe('match');
      expect(await matching.matchesFor({ brand: 'Rheem', model: 'RG250T6N', serial: null }, { recallIds: [] })).toEqual(
        [],
      );
      const rinnai = await matching.matchesFor({ brand: 'Rinnai', model: 'RUR199iN', serial: null });
      expect(rinnai).toHaveLength(1);

      const [summary] = await t.app.get(RecallsService).summaries([rheemId, 999_999]);
      expect(summary).toMatchObject({
        id: rheemId,
        source: 'cpsc',
        sourceId: '7001',
        title: rheemRecall.Title,
        url: rheemRecall.URL,
        consumerContact: rheemRecall.ConsumerContact,
        recallDate: '2017-08-10',
      });
      expect(summary.remedy).toContain('Free replacement gas valve');
    });
  });

  describe(`a hanging recall feed on ${drivers} drivers`, () => {
    const feeds = new RecallFeedServer();
    let t: TestApp;

    beforeAll(async () => {
      await feeds.start();
      feeds.modes.cpsc = 'hang';
      // The feed never answers, so this bound (and nothing else) ends the request, whatever the machine's speed.
      t = await TestApp.start(drivers, { ...feeds.env(), RECALLS_SOURCES: 'cpsc', RECALL_FEED_TIMEOUT_SECONDS: '0.3' });
    });
    afterAll(async () => {
      await t?.stop();
      await feeds.stop();
    });

    it('gives up after RECALL_FEED_TIMEOUT_SECONDS, records it, and the app stays healthy', async () => {
      const outcome = await t.app.get(RecallSyncService).sync('cpsc');
      expect(outcome).toMatchObject({ source: 'cpsc', result: 'failed', code: 'recalls.feed-timeout' });
      const [state] = await t.dataSource.query(`SELECT * FROM recall_sync_states WHERE source = 'cpsc'`);
      expect(state).toMatchObject({ result: 'failed', error_code: 'recalls.feed-timeout', consecutive_failures: 1 });
      expect(feeds.requestsTo('/cpsc/')).toHaveLength(1);
      await t.agent().get('/api/health').expect(200);
    });
  });

  describe(`scheduled recall sync on ${drivers} drivers`, () => {
    const feeds = new RecallFeedServer();
    let t: TestApp;

    beforeAll(async () => {
      await feeds.start();
      feeds.cpsc = [rheemRecall];
      t = await TestApp.start(drivers, {
        ...feeds.env(),
        RECALLS_SOURCES: 'cpsc',
        RECALL_SYNC_INTERVAL_SECONDS: '1',
      });
    });
    afterAll(async () => {
      await t?.stop();
      await feeds.stop();
    });

    it('syncs by itself at start and on schedule', async () => {
      await waitFor(
        () => t.dataSource.query(`SELECT result, fetched_count FROM recall_sync_states WHERE source = 'cpsc'`),
        (rows: Array<{ result: string }>) => rows[0]?.result === 'ok',
        'the scheduled sync',
      );
      expect(Number((await t.dataSource.query('SELECT count(*) AS n FROM recalls'))[0].n)).toBe(1);
    });
  });
}
