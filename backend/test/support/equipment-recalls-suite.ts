import request from 'supertest';
import type { Agent } from 'supertest';
import { DataSource, In } from 'typeorm';
import { Recall } from '../../src/modules/recalls/entities/recall.entity';
import { RecallSyncService } from '../../src/modules/recalls/sync/recall-sync.service';
import { expectStatus, registerLoggedIn } from './accounts';
import { binary, createEquipment, createHome, pdfText } from './admin-fixtures';
import { download, importArchive } from './archive-fixtures';
import { mailsTo, waitForMail } from './mail';
import { cpscRecall, RecallFeedServer, type CpscFixture } from './recall-feed-server';
import { Drivers, TestApp } from './test-app';

/** A recall as the test writes it; the local CPSC server answers it in the CPSC format. */
interface FeedRecall {
  sourceId: string;
  title: string;
  description: string;
  manufacturers: string[];
  hazard: string;
  remedy: string;
  consumerContact: string;
  url: string;
  recallDate: string;
  model?: string;
}

let nextRecallId = 70_001;
const cpscIds = new Map<string, number>();

function cpscJson(recall: FeedRecall, published: string): CpscFixture {
  if (!cpscIds.has(recall.sourceId)) cpscIds.set(recall.sourceId, nextRecallId++);
  return cpscRecall({
    RecallID: cpscIds.get(recall.sourceId)!,
    RecallNumber: recall.sourceId,
    RecallDate: `${recall.recallDate}T00:00:00`,
    LastPublishDate: `${published}T00:00:00`,
    Title: recall.title,
    Description: recall.description,
    URL: recall.url,
    ConsumerContact: recall.consumerContact,
    Products: [
      { Name: recall.title, Description: '', Model: recall.model ?? '', Type: '', CategoryID: '', NumberOfUnits: '' },
    ],
    Manufacturers: recall.manufacturers.map((name, index) => ({ Name: name, CompanyID: String(index + 1) })),
    Hazards: [{ Name: recall.hazard, HazardType: '', HazardTypeID: '' }],
    Remedies: [{ Name: recall.remedy }],
    RemedyOptions: [],
  });
}

/**
 * Publishes these recalls on the local CPSC server (published on `published`, a later day than the previous
 * sync's for a change) and runs the app's sync ("Sync now"), which tells the owner's side after its commit.
 * Answers the mirror ids of the recalls given.
 */
async function sync(t: TestApp, feed: RecallFeedServer, recalls: FeedRecall[], published: string): Promise<number[]> {
  for (const recall of recalls) {
    const json = cpscJson(recall, published);
    feed.cpsc = [...feed.cpsc.filter((item) => item.RecallID !== json.RecallID), json];
  }
  const outcomes = await t.app.get(RecallSyncService).syncDue({ force: true });
  expect(outcomes.map((outcome) => outcome.result)).toEqual(['ok']);
  const rows = await t.app
    .get(DataSource)
    .getRepository(Recall)
    .findBy({ source: 'cpsc', sourceId: In(recalls.map((recall) => String(cpscIds.get(recall.sourceId)))) });
  const idOf = new Map(rows.map((row) => [row.sourceId, row.id]));
  return recalls.map((recall) => idOf.get(String(cpscIds.get(recall.sourceId)))!);
}

const WATER_HEATER_RECALL: FeedRecall = {
  sourceId: '20-101',
  title: 'Rheem Recalls Gas Water Heaters Due to Fire Hazard',
  description: 'This recall involves Rheem gas water heaters with model number RG240T6N printed on the rating label.',
  manufacturers: ['Rheem Manufacturing Company'],
  hazard: 'The gas valve can leak, posing a fire hazard.',
  remedy: 'Repair',
  consumerContact: 'Rheem toll-free at 800-555-0100',
  url: 'https://www.cpsc.gov/Recalls/2020/rheem-recalls-gas-water-heaters',
  recallDate: '2020-03-05',
  model: 'RG240T6N',
};

/** A recall that states a manufacturing period: the units' serials tell which are in it. */
const PERIOD_RECALL: FeedRecall = {
  sourceId: '22-303',
  title: 'Rheem Recalls Electric Water Heaters Due to Burn Hazard',
  description:
    'This recall involves Rheem electric water heaters with model number XE50M06ST45U1 manufactured between ' +
    'January 2009 and June 2010.',
  manufacturers: ['Rheem Manufacturing Company'],
  hazard: 'The thermostat can fail, posing a burn hazard.',
  remedy: 'Repair',
  consumerContact: 'Rheem toll-free at 800-555-0100',
  url: 'https://www.cpsc.gov/Recalls/2022/rheem-recalls-electric-water-heaters',
  recallDate: '2022-06-01',
  model: 'XE50M06ST45U1',
};

const FURNACE_RECALL: FeedRecall = {
  sourceId: '21-202',
  title: 'Carrier Recalls Gas Furnaces Due to Carbon Monoxide Hazard',
  description: 'Carrier gas furnaces, model 59SC5A080E17 on the label inside the door.',
  manufacturers: ['Carrier Corporation'],
  hazard: 'The heat exchanger can crack and release carbon monoxide.',
  remedy: 'Replace',
  consumerContact: 'Carrier at 800-555-0200',
  url: 'https://www.cpsc.gov/Recalls/2021/carrier-furnaces',
  recallDate: '2021-10-07',
  model: '59SC5A080E17',
};

const DRYER_RECALL: FeedRecall = {
  sourceId: '22-303',
  title: 'Whirlpool Recalls Electric Dryers Due to Fire Hazard',
  description: 'Whirlpool electric dryers with model number WED4815EW1 printed on the label.',
  manufacturers: ['Whirlpool Corporation'],
  hazard: 'The heating element can overheat.',
  remedy: 'Repair',
  consumerContact: 'Whirlpool at 800-555-0300',
  url: 'https://www.cpsc.gov/Recalls/2022/whirlpool-dryers',
  recallDate: '2022-05-12',
  model: 'WED4815EW1',
};

const recallsOf = async (agent: Agent, equipmentId: number) =>
  expectStatus(await agent.get(`/api/equipment/${equipmentId}/recalls`), 200).body as {
    id: number;
    title: string;
    level: string;
    why: string[];
    status: string;
    hazard: string;
    remedy: string;
    consumerContact: string;
    url: string;
    date: string;
  }[];

/** Mails to `to` that speak of a recall (its title in the text). */
const recallMails = (t: TestApp, to: string, title: string) =>
  mailsTo(t, to).filter((mail) => mail.text.replace(/\s+/g, ' ').includes(title));

/** The recall watch as the owner sees it (issue 42), once per driver set. */
export function equipmentRecallsSuite(drivers: Drivers): void {
  describe(`equipment recalls on ${drivers} drivers`, () => {
    let t: TestApp;
    let owner: Agent;
    let ownerAccount: { email: string };
    let home: { id: number };
    let stranger: Agent;
    let waterHeaterRecallId: number;
    const feed = new RecallFeedServer();

    beforeAll(async () => {
      await feed.start();
      // The CPSC feed only, the local one; no scheduled sync: each test runs "Sync now" itself.
      t = await TestApp.start(drivers, {
        ...feed.env(),
        RECALLS_SOURCES: 'cpsc',
        RECALL_SYNC_INTERVAL_SECONDS: '0',
      });
      owner = t.agent();
      ownerAccount = await registerLoggedIn(owner);
      home = await createHome(owner, { name: 'Lake House' });
      stranger = t.agent();
      await registerLoggedIn(stranger);
      [waterHeaterRecallId] = await sync(t, feed, [WATER_HEATER_RECALL], '2024-01-10');
    });
    afterAll(async () => {
      await t?.stop();
      await feed.stop();
    });

    it('requires login', async () => {
      await request(t.http).get('/api/equipment/1/recalls').expect(401);
      await request(t.http).post('/api/equipment/1/recalls/1/not-mine').expect(401);
    });

    it('checks new equipment at once: the matching model shows the recall, a near miss and another brand do not', async () => {
      const heater = await createEquipment(owner, home.id, {
        name: 'Water Heater',
        brand: 'Rheem',
        modelNumber: 'RG240T6N',
        serialNumber: 'Q451612345',
      });
      const nearMiss = await createEquipment(owner, home.id, {
        name: 'Guest Heater',
        brand: 'Rheem',
        modelNumber: 'RG250T6N',
      });
      const otherBrand = await createEquipment(owner, home.id, {
        name: 'Shop Heater',
        brand: 'Bosch',
        modelNumber: 'RG240T6N',
      });

      const [recall, ...others] = await recallsOf(owner, heater.id);
      expect(others).toEqual([]);
      expect(recall).toMatchObject({
        id: waterHeaterRecallId,
        title: WATER_HEATER_RECALL.title,
        hazard: WATER_HEATER_RECALL.hazard,
        remedy: 'Repair',
        consumerContact: WATER_HEATER_RECALL.consumerContact,
        url: WATER_HEATER_RECALL.url,
        date: '2020-03-05',
        level: 'match',
        status: 'open',
      });
      expect(recall.why.length).toBeGreaterThan(0);
      expect(await recallsOf(owner, nearMiss.id)).toEqual([]);
      expect(await recallsOf(owner, otherBrand.id)).toEqual([]);

      // The card's badge, and the attention item (also in the bell).
      const badges = expectStatus(await owner.get('/api/equipment-recalls').query({ homeId: home.id }), 200).body;
      expect(badges).toEqual([{ equipmentId: heater.id, level: 'match', count: 1 }]);
      const attention = expectStatus(await owner.get('/api/attention'), 200).body as {
        kind: string;
        equipmentId: number;
        title: string;
        detail: string;
      }[];
      expect(attention[0]).toMatchObject({
        kind: 'recall',
        equipmentId: heater.id,
        title: 'Water Heater: safety recall',
      });
      expect(attention[0].detail).toContain(WATER_HEATER_RECALL.title);
      expect(attention.filter((item) => item.kind === 'recall')).toHaveLength(1);
      const bell = expectStatus(await owner.get('/api/notifications'), 200).body;
      expect(bell.attention.some((item: { kind: string }) => item.kind === 'recall')).toBe(true);

      // The owner is told by e-mail.
      const mail = await waitForMail(t, ownerAccount.email);
      expect(mail.replace(/=\r?\n/g, '').replace(/\s+/g, ' ')).toContain(WATER_HEATER_RECALL.title);
    });

    it('answers 404 to anyone who cannot read the equipment, and 403 to nobody', async () => {
      const [heater] = expectStatus(await owner.get('/api/equipment').query({ homeId: home.id }), 200).body;
      for (const path of [
        `/api/equipment/${heater.id}/recalls`,
        '/api/equipment/999999/recalls',
        '/api/equipment/x/recalls',
      ]) {
        const response = expectStatus(await stranger.get(path), 404);
        expect(response.body.message).toBe('Equipment not found');
      }
      for (const answer of ['not-mine', 'remedy-done']) {
        const response = await stranger.post(`/api/equipment/${heater.id}/recalls/${waterHeaterRecallId}/${answer}`);
        expect(response.status).toBe(404);
      }
      await stranger.get('/api/equipment-recalls').query({ homeId: home.id }).expect(404);
      expect((await stranger.get('/api/attention')).body).toEqual([]);
    });

    it('re-checks every equipment after a sync, e-mails once per equipment and recall ever, and the PDF lists it', async () => {
      const furnace = await createEquipment(owner, home.id, {
        name: 'Furnace',
        brand: 'Bryant',
        modelNumber: '59SC5A080E17',
      });
      expect(await recallsOf(owner, furnace.id)).toEqual([]);
      const [furnaceRecallId] = await sync(t, feed, [FURNACE_RECALL], '2024-02-10');
      const [found] = await recallsOf(owner, furnace.id);
      expect(found).toMatchObject({ id: furnaceRecallId, title: FURNACE_RECALL.title, status: 'open' });
      await waitForMail(t, ownerAccount.email);

      // A second sync that changes the recall, and an edit of the equipment: checked again, never mailed again.
      await sync(t, feed, [{ ...FURNACE_RECALL, remedy: 'Replace or refund' }], '2024-03-10');
      expect((await recallsOf(owner, furnace.id))[0]).toMatchObject({ remedy: 'Replace or refund', status: 'open' });
      expectStatus(await owner.patch(`/api/equipment/${furnace.id}`).send({ notes: 'Basement' }), 200);
      expect(await recallsOf(owner, furnace.id)).toHaveLength(1);

      // A mail sent after those (another recall for another unit) has arrived: any second furnace mail would too.
      await createEquipment(owner, home.id, { name: 'Dryer', brand: 'Whirlpool', modelNumber: 'WED4815EW1' });
      await sync(t, feed, [DRYER_RECALL], '2024-04-10');
      for (const deadline = Date.now() + 60_000; !recallMails(t, ownerAccount.email, DRYER_RECALL.title).length;) {
        if (Date.now() > deadline) throw new Error('no dryer recall mail');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(recallMails(t, ownerAccount.email, FURNACE_RECALL.title)).toHaveLength(1);
      expect(recallMails(t, ownerAccount.email, WATER_HEATER_RECALL.title)).toHaveLength(1);

      // The home book names the open recalls.
      const pdf = expectStatus(await owner.get(`/api/homes/${home.id}/book.pdf`).buffer(true).parse(binary), 200);
      const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
      expect(text).toContain('Furnace: safety recall');
      expect(text).toContain(FURNACE_RECALL.title);
    });

    it('"Not my unit" and "Remedy done" close the recall for editors and write the maintenance log', async () => {
      const equipment = expectStatus(await owner.get('/api/equipment').query({ homeId: home.id }), 200).body as {
        id: number;
        name: string;
      }[];
      const heater = equipment.find((item) => item.name === 'Water Heater')!;
      const furnace = equipment.find((item) => item.name === 'Furnace')!;
      const [furnaceRecall] = await recallsOf(owner, furnace.id);

      const notMine = expectStatus(
        await owner.post(`/api/equipment/${heater.id}/recalls/${waterHeaterRecallId}/not-mine`),
        200,
      ).body;
      expect(notMine).toMatchObject({ id: waterHeaterRecallId, status: 'not_mine' });
      const again = expectStatus(
        await owner.post(`/api/equipment/${heater.id}/recalls/${waterHeaterRecallId}/remedy-done`),
        409,
      );
      expect(again.body.code).toBe('RECALL_ALREADY_ANSWERED');
      await owner.post(`/api/equipment/${heater.id}/recalls/${furnaceRecall.id}/not-mine`).expect(404);

      expectStatus(await owner.post(`/api/equipment/${furnace.id}/recalls/${furnaceRecall.id}/remedy-done`), 200);

      const heaterLog = expectStatus(await owner.get(`/api/equipment/${heater.id}/maintenance`), 200).body;
      expect(heaterLog.map((record: { description: string }) => record.description)).toEqual([
        `Not my unit: ${WATER_HEATER_RECALL.title}`,
      ]);
      const furnaceLog = expectStatus(await owner.get(`/api/equipment/${furnace.id}/maintenance`), 200).body;
      expect(furnaceLog.map((record: { description: string }) => record.description)).toEqual([
        `Recall remedy done: ${FURNACE_RECALL.title}`,
      ]);
      // "Not my unit" is a note: the heater was not serviced. The remedy is work done on the furnace.
      const after = expectStatus(await owner.get('/api/equipment').query({ homeId: home.id }), 200).body as {
        id: number;
        lastMaintenanceDate: string | null;
      }[];
      expect(after.find((item) => item.id === heater.id)!.lastMaintenanceDate).toBeNull();
      expect(after.find((item) => item.id === furnace.id)!.lastMaintenanceDate).not.toBeNull();

      // Answered recalls stay listed with the answer, but leave the badges and the attention list.
      expect((await recallsOf(owner, heater.id))[0].status).toBe('not_mine');
      const badges = expectStatus(await owner.get('/api/equipment-recalls').query({ homeId: home.id }), 200).body;
      expect(badges.map((badge: { equipmentId: number }) => badge.equipmentId)).not.toContain(heater.id);
      expect(badges.map((badge: { equipmentId: number }) => badge.equipmentId)).not.toContain(furnace.id);
      const attention = expectStatus(await owner.get('/api/attention'), 200).body as {
        kind: string;
        equipmentId: number;
      }[];
      expect(attention.filter((item) => item.kind === 'recall').map((item) => item.equipmentId)).not.toContain(
        heater.id,
      );

      // A later sync does not reopen an answered recall.
      await sync(t, feed, [{ ...WATER_HEATER_RECALL, remedy: 'Repair or replace' }], '2024-05-10');
      expect((await recallsOf(owner, heater.id))[0]).toMatchObject({ status: 'not_mine', remedy: 'Repair or replace' });
    });

    it('dates a unit by its stored serial for a recall that states a manufacturing period', async () => {
      const model = PERIOD_RECALL.model!;
      // Rheem's serial starts with the month and the year: 1209… is December 2009, M0515… May 2015.
      const inside = await createEquipment(owner, home.id, {
        name: 'Attic Heater',
        brand: 'Rheem',
        modelNumber: model,
        serialNumber: '1209123456',
      });
      const outside = await createEquipment(owner, home.id, {
        name: 'Garage Heater',
        brand: 'Rheem',
        modelNumber: model,
        serialNumber: 'M051512345',
      });
      const undated = await createEquipment(owner, home.id, {
        name: 'Porch Heater',
        brand: 'Rheem',
        modelNumber: model,
      });
      const [periodRecallId] = await sync(t, feed, [PERIOD_RECALL], '2024-05-10');
      const [inRange, ...moreInRange] = await recallsOf(owner, inside.id);
      expect(moreInRange).toEqual([]);
      expect(inRange).toMatchObject({ id: periodRecallId, level: 'match' });
      expect(inRange.why.join(' ')).toContain('December 2009');
      expect(await recallsOf(owner, outside.id)).toEqual([]);
      expect(await recallsOf(owner, undated.id)).toEqual([
        expect.objectContaining({ id: periodRecallId, level: 'possible' }),
      ]);
    });

    it('checks equipment a spreadsheet import creates or updates, in the background after the answer', async () => {
      const cabin = await createHome(owner, { name: 'Cabin' });
      const upload = async (lines: string[]) =>
        expectStatus(
          await owner
            .post(`/api/homes/${cabin.id}/inventory/import`)
            .attach('file', Buffer.from(lines.join('\n') + '\n'), 'inventory.csv'),
          200,
        ).body as { created: number; updated: number };
      const equipmentOf = async () =>
        expectStatus(await owner.get('/api/equipment').query({ homeId: cabin.id }), 200).body as {
          id: number;
          name: string;
        }[];
      /** Asks again until the equipment's recalls are the ones wanted (the check runs after the answer). */
      const recallsOnceChecked = async (equipmentId: number, wanted: number) => {
        for (const deadline = Date.now() + 60_000; ;) {
          const recalls = await recallsOf(owner, equipmentId);
          if (recalls.length === wanted) return recalls;
          if (Date.now() > deadline) throw new Error(`equipment ${equipmentId} has ${recalls.length} recalls`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };

      expect(
        await upload([
          'Import Ref,Name,Brand,Model Number,Serial Number',
          'c1,Cabin Water Heater,Ruud,RG240T6N,Q451612345',
          'c2,Cabin Spare Heater,Rheem,RG250T6N,',
        ]),
      ).toMatchObject({ created: 2, updated: 0 });
      const imported = await equipmentOf();
      const heater = imported.find((item) => item.name === 'Cabin Water Heater')!;
      const spare = imported.find((item) => item.name === 'Cabin Spare Heater')!;
      const [found] = await recallsOnceChecked(heater.id, 1);
      expect(found).toMatchObject({ id: waterHeaterRecallId, level: 'match', status: 'open' });
      const badges = expectStatus(await owner.get('/api/equipment-recalls').query({ homeId: cabin.id }), 200).body;
      expect(badges).toEqual([{ equipmentId: heater.id, level: 'match', count: 1 }]);

      // An import that corrects the near miss's model to the recalled one is checked too.
      expect(
        await upload(['Import Ref,Name,Brand,Model Number', 'c2,Cabin Spare Heater,Rheem,RG240T6N']),
      ).toMatchObject({ created: 0, updated: 1 });
      expect((await recallsOnceChecked(spare.id, 1))[0]).toMatchObject({ id: waterHeaterRecallId, status: 'open' });
    });

    it('checks the equipment an archive import brings, in the background after the answer', async () => {
      const archive = await download(owner, '/api/export');
      const importer = t.agent();
      await registerLoggedIn(importer);
      expectStatus(await importArchive(importer, archive), 201);
      const homes = expectStatus(await importer.get('/api/homes'), 200).body as { id: number; name: string }[];
      const cabin = homes.find((item) => item.name === 'Cabin')!;
      const equipment = expectStatus(await importer.get('/api/equipment').query({ homeId: cabin.id }), 200).body as {
        id: number;
        name: string;
      }[];
      const heater = equipment.find((item) => item.name === 'Cabin Water Heater')!;
      // The archive carries no recall matches: the imported copy has one only once its check has run.
      for (const deadline = Date.now() + 60_000; ;) {
        const recalls = await recallsOf(importer, heater.id);
        if (recalls.length) {
          expect(recalls).toEqual([expect.objectContaining({ id: waterHeaterRecallId, status: 'open' })]);
          break;
        }
        if (Date.now() > deadline) throw new Error('the imported heater was never checked');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
  });
}
