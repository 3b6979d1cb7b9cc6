import request from 'supertest';
import type { Agent } from 'supertest';
import { KNOWLEDGE_BASE, GENERIC_EQUIPMENT } from '../../src/modules/troubleshooting/knowledge-base/knowledge-base';
import { expectStatus, registerLoggedIn } from './accounts';
import { FakeGemini } from './fake-gemini';
import { Drivers, TestApp } from './test-app';

const HOME = { name: 'Main Residence', address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' };
const GUIDE_KEYS = [
  'commonIssues',
  'createdAt',
  'equipmentId',
  'maintenanceTips',
  'manualUrl',
  'professionalHelp',
  'safetyPrecautions',
  'source',
  'supportResources',
];
const entry = (id: string) => KNOWLEDGE_BASE.find((candidate) => candidate.id === id)!;
const ADVICE = {
  commonIssues: [
    { problem: 'E4 error on the display', solutions: ['Check the flue sensor connection.', 'Reset the unit.'] },
    { problem: 'Water lukewarm', solutions: ['Descale the heat exchanger.', 'Clean the inlet filter.'] },
  ],
  maintenanceTips: ['Descale every year.', 'Clean the inlet filter every 3 months.'],
  safetyPrecautions: ['If you smell gas, leave and call the gas company.', 'Turn off the breaker first.'],
  professionalHelp: ['Repeated ignition errors.', 'Any gas smell.'],
};

async function homeOf(agent: Agent) {
  return expectStatus(await agent.post('/api/homes').send(HOME), 201).body;
}

async function addEquipment(agent: Agent, homeId: number, fields: Record<string, unknown>) {
  return expectStatus(await agent.post('/api/equipment').send({ homeId, ...fields }), 201).body;
}

async function troubleshoot(agent: Agent, id: number, query = '', body?: object) {
  const call = agent.post(`/api/equipment/${id}/troubleshoot${query}`);
  return expectStatus(await (body ? call.send(body) : call), 200).body;
}

/** Every string in a guide's advice sections (to compare with a knowledge-base entry). */
const problems = (guide: { commonIssues: { problem: string }[] }) => guide.commonIssues.map((issue) => issue.problem);

/** The troubleshooting capability (offline guides, storage, regeneration, Gemini and its fallback), per driver set. */
export function troubleshootingSuite(drivers: Drivers): void {
  describe(`troubleshooting guides on ${drivers} drivers, offline`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await TestApp.start(drivers);
    });
    afterAll(() => t?.stop());

    it('requires login', async () => {
      const anonymous = request(t.http);
      const response = await anonymous.post('/api/equipment/1/troubleshoot').expect(401);
      expect(response.body).toMatchObject({ statusCode: 401, message: expect.any(String) });
    });

    it('answers 404 "Equipment not found" for another user’s equipment and ids that cannot exist', async () => {
      const owner = t.agent();
      await registerLoggedIn(owner);
      const equipment = await addEquipment(owner, (await homeOf(owner)).id, { name: 'Furnace' });
      const stranger = t.agent();
      await registerLoggedIn(stranger);

      for (const id of [String(equipment.id), '999999', 'abc', '0', '-1', '1.5', '1e3', '99999999999']) {
        const response = await stranger.post(`/api/equipment/${id}/troubleshoot`).expect(404);
        expect(response.body).toEqual({ statusCode: 404, message: 'Equipment not found' });
      }
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM troubleshooting_guides');
      expect(count).toBe(0);
    });

    it('writes the offline guide of a gas water heater with the brand’s links', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const heater = await addEquipment(agent, (await homeOf(agent)).id, {
        name: 'Water Heater',
        brand: 'Rheem',
        modelNumber: 'XG40T06EC36U1',
        type: 'Gas Water Heater',
      });
      const guide = await troubleshoot(agent, heater.id);

      expect(Object.keys(guide).sort()).toEqual(GUIDE_KEYS);
      expect(guide).toMatchObject({ equipmentId: heater.id, source: 'offline' });
      expect(new Date(guide.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(guide.manualUrl).toBe('https://www.google.com/search?q=Rheem%20XG40T06EC36U1%20manual');
      expect(problems(guide)).toEqual(problems(entry('gas-water-heater')));
      for (const issue of guide.commonIssues) {
        expect(issue).toEqual({ problem: expect.any(String), solutions: expect.arrayContaining([expect.any(String)]) });
      }
      expect(guide.safetyPrecautions.join(' ')).toMatch(/smell gas.*leave.*gas company/i);
      for (const list of [guide.maintenanceTips, guide.safetyPrecautions, guide.professionalHelp]) {
        expect(list.length).toBeGreaterThanOrEqual(2);
        for (const text of list) expect(typeof text).toBe('string');
      }
      expect(guide.supportResources).toEqual([
        { title: 'Rheem Support', url: 'https://www.rheem.com/support/contact/' },
        { title: 'Search for the Rheem XG40T06EC36U1 manual', url: guide.manualUrl },
      ]);
      // No contact of the instance is set (settings-suite.ts: the guide shows them once an admin sets them).
      expect(JSON.stringify(guide)).not.toMatch(/tel:|Home Visit/);
    });

    it('gives every Standard Home and pool item its own guide; the pool pump’s is about priming', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await homeOf(agent);
      const templates = expectStatus(await agent.get('/api/templates'), 200).body as { id: number; name: string }[];
      const standard = templates.find((template) => template.name === 'Standard Home')!;
      expectStatus(
        await agent.post(`/api/homes/${home.id}/populate`).send({ templateId: standard.id, addOns: ['pool'] }),
        200,
      );
      const items = expectStatus(await agent.get(`/api/equipment?homeId=${home.id}`), 200).body as {
        id: number;
        name: string;
      }[];
      expect(items.length).toBe(25);

      const guides = new Map<
        string,
        { commonIssues: { problem: string }[]; manualUrl: string; supportResources: unknown[] }
      >();
      for (const item of items) guides.set(item.name, await troubleshoot(agent, item.id));
      for (const [name, guide] of guides) {
        expect([name, problems(guide)]).not.toEqual([name, problems(GENERIC_EQUIPMENT)]);
      }
      const pump = guides.get('Pool Pump')!;
      expect(problems(pump)).toEqual(problems(entry('pool-pump')));
      expect(problems(pump)[0]).toMatch(/prime/i);
      // No brand or model yet: the manual search uses the name, and there is no brand page.
      expect(pump.manualUrl).toBe('https://www.google.com/search?q=Pool%20Pump%20manual');
      expect(pump.supportResources).toHaveLength(1);
      expect(problems(guides.get('Water Heater')!)).toEqual(problems(entry('water-heater')));
    });

    it('stores the guide and serves it again until regenerated (query or body flag)', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const washer = await addEquipment(agent, (await homeOf(agent)).id, {
        name: 'Washer',
        brand: 'LG',
        modelNumber: 'WM3900HWA',
      });

      const first = await troubleshoot(agent, washer.id);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const again = await troubleshoot(agent, washer.id);
      expect(again).toEqual(first);
      const rows = await t.dataSource.query(
        'SELECT equipment_id, source, guide FROM troubleshooting_guides WHERE equipment_id = $1',
        [washer.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].guide.supportResources[0]).toEqual({ title: 'LG Support', url: 'https://www.lg.com/us/support' });

      const regenerated = await troubleshoot(agent, washer.id, '?regenerate=true');
      expect(new Date(regenerated.createdAt).getTime()).toBeGreaterThan(new Date(first.createdAt).getTime());
      expect({ ...regenerated, createdAt: null }).toEqual({ ...first, createdAt: null });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const byBody = await troubleshoot(agent, washer.id, '', { regenerate: true });
      expect(new Date(byBody.createdAt).getTime()).toBeGreaterThan(new Date(regenerated.createdAt).getTime());
      expect(await troubleshoot(agent, washer.id, '?regenerate=false')).toEqual(byBody);

      const bad = await agent.post(`/api/equipment/${washer.id}/troubleshoot?regenerate=maybe`).expect(400);
      expect(bad.body).toMatchObject({ statusCode: 400, message: 'regenerate must be true or false' });
    });

    it('answers concurrent first requests for one equipment with one stored guide, never a conflict', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const furnace = await addEquipment(agent, (await homeOf(agent)).id, { name: 'Furnace', brand: 'Carrier' });
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => agent.post(`/api/equipment/${furnace.id}/troubleshoot`)),
      );
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      const rows = await t.dataSource.query('SELECT created_at FROM troubleshooting_guides WHERE equipment_id = $1', [
        furnace.id,
      ]);
      expect(rows).toHaveLength(1);
      expect(problems(await troubleshoot(agent, furnace.id))).toEqual(problems(entry('furnace')));
    });

    it('regenerates by itself when the brand, model or type changed, not for other edits', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const item = await addEquipment(agent, (await homeOf(agent)).id, { name: 'Kitchen appliance', brand: 'Samsung' });
      const generic = await troubleshoot(agent, item.id);
      expect(problems(generic)).toEqual(problems(GENERIC_EQUIPMENT));

      expectStatus(await agent.patch(`/api/equipment/${item.id}`).send({ notes: 'Bought in 2020' }), 200);
      expect(await troubleshoot(agent, item.id)).toEqual(generic);

      expectStatus(await agent.patch(`/api/equipment/${item.id}`).send({ type: 'Dishwasher' }), 200);
      const dishwasher = await troubleshoot(agent, item.id);
      expect(problems(dishwasher)).toEqual(problems(entry('dishwasher')));
      expect(dishwasher.createdAt).not.toBe(generic.createdAt);

      expectStatus(
        await agent.patch(`/api/equipment/${item.id}`).send({ brand: 'Bosch', modelNumber: 'SHX878WD5N' }),
        200,
      );
      const bosch = await troubleshoot(agent, item.id);
      expect(bosch.manualUrl).toBe('https://www.google.com/search?q=Bosch%20SHX878WD5N%20manual');
      expect(bosch.supportResources[0]).toEqual({
        title: 'Bosch Support',
        url: 'https://www.bosch-home.com/us/service',
      });
    });

    it('deletes the guide with its equipment', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await homeOf(agent);
      const [doomed, kept] = [
        await addEquipment(agent, home.id, { name: 'Sump Pump' }),
        await addEquipment(agent, home.id, { name: 'Dryer' }),
      ];
      await troubleshoot(agent, doomed.id);
      await troubleshoot(agent, kept.id);
      expectStatus(await agent.delete(`/api/equipment/${doomed.id}`), 200);

      const rows = await t.dataSource.query(
        'SELECT equipment_id FROM troubleshooting_guides WHERE equipment_id = ANY($1) ORDER BY equipment_id',
        [[doomed.id, kept.id]],
      );
      expect(rows).toEqual([{ equipment_id: kept.id }]);
      await agent.post(`/api/equipment/${doomed.id}/troubleshoot`).expect(404);
    });
  });
}

/**
 * Troubleshooting with GEMINI_API_KEY set and GEMINI_BASE_URL at a local fake: generated guides, the
 * fallback to offline ones, and the per-user limit. A file of its own (its own app, with Gemini configured).
 */
export function troubleshootingGeminiSuite(drivers: Drivers): void {
  describe(`troubleshooting guides on ${drivers} drivers, with Gemini configured`, () => {
    const fake = new FakeGemini();
    let t: TestApp;

    beforeAll(async () => {
      await fake.start();
      t = await TestApp.start(drivers, { GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: fake.url });
    });
    afterAll(async () => {
      await t?.stop();
      await fake.stop();
    });
    beforeEach(() => fake.reset());

    async function tanklessHeater(agent: Agent) {
      await registerLoggedIn(agent);
      return addEquipment(agent, (await homeOf(agent)).id, {
        name: 'Water Heater',
        brand: 'Rinnai',
        modelNumber: 'RU199iN',
        type: 'Tankless Water Heater',
      });
    }

    it('writes the guide with Gemini: its advice, our links; stored and served without a second call', async () => {
      const agent = t.agent();
      const heater = await tanklessHeater(agent);
      fake.replyJson(ADVICE);
      const guide = await troubleshoot(agent, heater.id);

      expect(guide).toMatchObject({ source: 'gemini', ...ADVICE });
      expect(guide.manualUrl).toBe('https://www.google.com/search?q=Rinnai%20RU199iN%20manual');
      expect(guide.supportResources.map((link: { url: string }) => link.url)).toEqual([guide.manualUrl]);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0].headers['x-goog-api-key']).toBe('test-key');
      const prompt = fake.requests[0].body.contents[0].parts[0].text;
      expect(prompt).toContain('Brand: Rinnai');
      expect(prompt).toContain('Model number: RU199iN');
      expect(prompt).toContain(`Equipment family: ${entry('tankless-water-heater').title}`);

      expect(await troubleshoot(agent, heater.id)).toEqual(guide);
      expect(fake.requests).toHaveLength(1);
    });

    it.each([
      ['HTTP 500', { status: 500 }],
      ['HTTP 429', { status: 429 }],
      ['malformed JSON', { text: '{"commonIssues": [' }],
      ['an answer that violates the guide shape', { text: JSON.stringify({ ...ADVICE, commonIssues: 'none' }) }],
    ] as const)('falls back to the offline guide on %s', async (_name, reply) => {
      const agent = t.agent();
      const heater = await tanklessHeater(agent);
      fake.reply(reply);
      const guide = await troubleshoot(agent, heater.id);
      expect(guide.source).toBe('offline');
      expect(problems(guide)).toEqual(problems(entry('tankless-water-heater')));
      expect(fake.requests).toHaveLength(1);

      // Served again as stored; a regeneration asks Gemini again.
      expect(await troubleshoot(agent, heater.id)).toEqual(guide);
      fake.replyJson(ADVICE);
      expect((await troubleshoot(agent, heater.id, '?regenerate=true')).source).toBe('gemini');
      expect(fake.requests).toHaveLength(2);
    });

    it('limits Gemini generations per user (429), while stored guides are still served', async () => {
      const agent = t.agent();
      const heater = await tanklessHeater(agent);
      fake.fallbackReply = { text: JSON.stringify(ADVICE) };
      try {
        const first = await troubleshoot(agent, heater.id);
        for (let call = 2; call <= 10; call += 1) await troubleshoot(agent, heater.id, '?regenerate=true');
        const limited = await agent.post(`/api/equipment/${heater.id}/troubleshoot?regenerate=true`).expect(429);
        expect(limited.body).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Too many requests/) });
        expect(fake.requests).toHaveLength(10);

        const stored = await troubleshoot(agent, heater.id);
        expect(stored.source).toBe('gemini');
        expect(new Date(stored.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(first.createdAt).getTime());

        const other = t.agent();
        const otherHeater = await tanklessHeater(other);
        expect((await troubleshoot(other, otherHeater.id)).source).toBe('gemini');
      } finally {
        fake.fallbackReply = { status: 503 };
      }
    });
  });
}
