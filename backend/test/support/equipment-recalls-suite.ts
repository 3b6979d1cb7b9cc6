import request from 'supertest';
import type { Agent } from 'supertest';
import { DataSource } from 'typeorm';
import { Recall } from '../../src/modules/recalls/entities/recall.entity';
import { normaliseRecallText } from '../../src/modules/recalls/matching/model-text';
import { recallModelKeys } from '../../src/modules/recalls/matching/recall-matcher';
import { RecallSyncEvents } from '../../src/modules/recalls/recall-sync-events';
import { expectStatus, registerLoggedIn } from './accounts';
import { binary, createEquipment, createHome, pdfText } from './admin-fixtures';
import { mailsTo, waitForMail } from './mail';
import { Drivers, TestApp } from './test-app';

/** A CPSC-like recall as the mirror keeps it (the feeds' own normalisers fill the matcher's columns). */
interface MirrorRecall {
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

/**
 * Writes recalls into the mirror (one row per source id, updated when it exists) and tells the listeners as
 * the sync does after its commit ('recalls.synced' with the new and changed ids). Answers the ids.
 */
async function mirrorSync(t: TestApp, recalls: MirrorRecall[]): Promise<number[]> {
  const repository = t.app.get(DataSource).getRepository(Recall);
  const fresh: number[] = [];
  const changed: number[] = [];
  for (const recall of recalls) {
    const products = [{ name: recall.title, model: recall.model ?? null, description: recall.description, type: null }];
    const matchable = {
      id: 0,
      title: recall.title,
      description: recall.description,
      products,
      manufacturers: recall.manufacturers,
      importers: [],
      distributors: [],
      imageCaptions: [],
    };
    const row = {
      source: 'cpsc',
      sourceId: recall.sourceId,
      recallNumber: recall.sourceId,
      title: recall.title,
      description: recall.description,
      hazard: recall.hazard,
      remedy: recall.remedy,
      consumerContact: recall.consumerContact,
      url: recall.url,
      recallDate: recall.recallDate,
      publishedAt: new Date(`${recall.recallDate}T00:00:00Z`),
      products,
      manufacturers: recall.manufacturers,
      importers: [],
      distributors: [],
      imageCaptions: [],
      searchText: normaliseRecallText([recall.title, recall.description, ...recall.manufacturers].join(' ')),
      modelTokens: recallModelKeys(matchable),
      contentHash: JSON.stringify(recall),
      raw: recall,
    };
    const existing = await repository.findOneBy({ source: 'cpsc', sourceId: recall.sourceId });
    if (existing) {
      await repository.update({ id: existing.id }, row);
      changed.push(existing.id);
    } else {
      fresh.push((await repository.insert(row)).identifiers[0].id as number);
    }
  }
  await t.app.get(RecallSyncEvents).emit({
    name: 'recalls.synced',
    source: 'cpsc',
    newRecallIds: fresh,
    changedRecallIds: changed,
  });
  return [...fresh, ...changed];
}

const WATER_HEATER_RECALL: MirrorRecall = {
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

const FURNACE_RECALL: MirrorRecall = {
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

const DRYER_RECALL: MirrorRecall = {
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

    beforeAll(async () => {
      t = await TestApp.start(drivers);
      owner = t.agent();
      ownerAccount = await registerLoggedIn(owner);
      home = await createHome(owner, { name: 'Lake House' });
      stranger = t.agent();
      await registerLoggedIn(stranger);
      [waterHeaterRecallId] = await mirrorSync(t, [WATER_HEATER_RECALL]);
    });
    afterAll(() => t?.stop());

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
      const [furnaceRecallId] = await mirrorSync(t, [FURNACE_RECALL]);
      const [found] = await recallsOf(owner, furnace.id);
      expect(found).toMatchObject({ id: furnaceRecallId, title: FURNACE_RECALL.title, status: 'open' });
      await waitForMail(t, ownerAccount.email);

      // A second sync that changes the recall, and an edit of the equipment: checked again, never mailed again.
      await mirrorSync(t, [{ ...FURNACE_RECALL, remedy: 'Replace or refund' }]);
      expect((await recallsOf(owner, furnace.id))[0]).toMatchObject({ remedy: 'Replace or refund', status: 'open' });
      expectStatus(await owner.patch(`/api/equipment/${furnace.id}`).send({ notes: 'Basement' }), 200);
      expect(await recallsOf(owner, furnace.id)).toHaveLength(1);

      // A mail sent after those (another recall for another unit) has arrived: any second furnace mail would too.
      await createEquipment(owner, home.id, { name: 'Dryer', brand: 'Whirlpool', modelNumber: 'WED4815EW1' });
      await mirrorSync(t, [DRYER_RECALL]);
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
      await mirrorSync(t, [{ ...WATER_HEATER_RECALL, remedy: 'Repair or replace' }]);
      expect((await recallsOf(owner, heater.id))[0]).toMatchObject({ status: 'not_mine', remedy: 'Repair or replace' });
    });
  });
}
