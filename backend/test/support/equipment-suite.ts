import request from 'supertest';
import type { Agent } from 'supertest';
import sharp from 'sharp';
import { Drivers, TestApp } from './test-app';
import { expectStatus, registerLoggedIn } from './accounts';

const MB = 1024 * 1024;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const HOME = { name: 'Main Residence', address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' };

async function createHome(agent: Agent, fields: Record<string, unknown> = {}) {
  return expectStatus(await agent.post('/api/homes').send({ ...HOME, ...fields }), 201).body;
}

async function createEquipment(agent: Agent, homeId: number, fields: Record<string, unknown> = {}) {
  return expectStatus(await agent.post('/api/equipment').send({ homeId, name: 'Furnace', ...fields }), 201).body;
}

const keyOf = (url: string) => url.replace(/^\/api\/files\//, '');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The equipment capability (CRUD, photos, moves, ownership, cascade delete), once per driver set. */
export function equipmentSuite(drivers: Drivers): void {
  describe(`equipment on ${drivers} drivers`, () => {
    let t: TestApp;
    let knownType: { id: number; name: string };

    beforeAll(async () => {
      t = await TestApp.start(drivers);
      [knownType] = await t.dataSource.query('SELECT id, name FROM equipment_types ORDER BY id LIMIT 1');
    });
    afterAll(() => t?.stop());

    const count = async (sql: string, params: unknown[] = []): Promise<number> =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;
    const keys = async (prefix: string) => (await t.storage.list(prefix)).sort();

    it('requires login on every route', async () => {
      const anonymous = request(t.http);
      await anonymous.get('/api/equipment').expect(401);
      await anonymous.get('/api/equipment/1').expect(401);
      await anonymous.post('/api/equipment').send({ homeId: 1, name: 'x' }).expect(401);
      await anonymous.patch('/api/equipment/1').send({ name: 'x' }).expect(401);
      await anonymous.delete('/api/equipment/1').expect(401);
      await anonymous.post('/api/equipment/1/photos').expect(401);
    });

    it('creates equipment with trimmed fields and defaults, and lists it oldest first', async () => {
      const agent = t.agent();
      const user = await registerLoggedIn(agent);
      const home = await createHome(agent);
      const other = await createHome(agent, { name: 'Cabin' });
      const furnace = await createEquipment(agent, home.id, {
        name: '  Furnace ',
        brand: ' Carrier ',
        modelNumber: ' 59SC5 ',
        serialNumber: '',
        type: ` ${knownType.name.toUpperCase()} `,
        installationDate: ' 2019 ',
        notes: '  ',
        manualUrls: [' https://example.com/manual.pdf ', '', 'http://carrier.example/59sc5'],
        userId: user.id + 1000,
        id: 99999,
        photos: ['/api/files/users/1/x.jpg'],
      });
      expect(furnace).toMatchObject({
        userId: user.id,
        homeId: home.id,
        name: 'Furnace',
        brand: 'Carrier',
        modelNumber: '59SC5',
        serialNumber: null,
        type: knownType.name.toUpperCase(),
        equipmentTypeId: knownType.id,
        installationDate: '2019',
        notes: null,
        manualUrls: ['https://example.com/manual.pdf', 'http://carrier.example/59sc5'],
        photos: [],
        completed: false,
        templateEquipmentId: null,
        categoryId: null,
        lastMaintenanceDate: null,
        maintenanceIntervalMonths: null,
        sheetId: null,
      });
      expect(furnace.id).not.toBe(99999);
      expect(furnace.createdAt).toEqual(expect.any(String));
      const minimal = await createEquipment(agent, String(other.id) as unknown as number, {
        name: 'Kayak rack',
        type: 'Something unheard of',
        installationDate: '',
        completed: true,
      });
      expect(minimal).toMatchObject({
        homeId: other.id,
        type: 'Something unheard of',
        equipmentTypeId: null,
        installationDate: null,
        manualUrls: [],
        completed: true,
      });
      const year = await createEquipment(agent, home.id, { name: 'Boiler', installationDate: 2020 });
      expect(year.installationDate).toBe('2020');

      const all = (await agent.get('/api/equipment').expect(200)).body;
      expect(all.map((e: { id: number }) => e.id)).toEqual([furnace.id, minimal.id, year.id]);
      expect(all[0]).toEqual(furnace);
      const inHome = (await agent.get(`/api/equipment?homeId=${home.id}`).expect(200)).body;
      expect(inHome.map((e: { id: number }) => e.id)).toEqual([furnace.id, year.id]);
      expect((await agent.get(`/api/equipment/${furnace.id}`).expect(200)).body).toEqual(furnace);
      for (const homeId of ['abc', '0', '999999']) {
        const response = await agent.get(`/api/equipment?homeId=${homeId}`);
        expect([response.status, response.body.message]).toEqual([404, 'Home not found']);
      }
    });

    const nextYear = new Date().getUTCFullYear() + 1;
    it.each([
      ['no home', { homeId: undefined }, 'Home is required'],
      ['a null home', { homeId: null }, 'Home is required'],
      ['a text home', { homeId: 'my house' }, 'Home is required'],
      ['no name', { name: undefined }, 'Name is required'],
      ['a blank name', { name: '   ' }, 'Name is required'],
      ['a numeric name', { name: 42 }, 'Name is required'],
      ['a 201-character name', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
      ['a 101-character brand', { brand: 'x'.repeat(101) }, 'Brand must be at most 100 characters'],
      ['a 101-character model', { modelNumber: 'x'.repeat(101) }, 'Model number must be at most 100 characters'],
      ['a 101-character serial', { serialNumber: 'x'.repeat(101) }, 'Serial number must be at most 100 characters'],
      ['a 101-character type', { type: 'x'.repeat(101) }, 'Type must be at most 100 characters'],
      ['5001 characters of notes', { notes: 'x'.repeat(5001) }, 'Notes must be at most 5000 characters'],
      [
        'a word as year',
        { installationDate: 'old' },
        'Installation year must be a four-digit year from 1900 to next year',
      ],
      [
        'a year before 1900',
        { installationDate: '1899' },
        'Installation year must be a four-digit year from 1900 to next year',
      ],
      [
        'a year after next year',
        { installationDate: String(nextYear + 1) },
        'Installation year must be a four-digit year from 1900 to next year',
      ],
      [
        'a full date as year',
        { installationDate: '2020-01-01' },
        'Installation year must be a four-digit year from 1900 to next year',
      ],
      ['an ftp manual link', { manualUrls: ['ftp://example.com/m.pdf'] }, 'Manual links must be web addresses'],
      ['a manual link without scheme', { manualUrls: ['example.com'] }, 'Manual links must be web addresses'],
      ['a javascript manual link', { manualUrls: ['javascript:alert(1)'] }, 'Manual links must be web addresses'],
      ['manual links as text', { manualUrls: 'https://example.com' }, 'Manual links must be web addresses'],
      ['21 manual links', { manualUrls: Array(21).fill('https://example.com') }, 'At most 20 manual links'],
      ['completed as text', { completed: 'yes' }, 'Completed must be true or false'],
    ])('refuses %s', async (_label, fields, message) => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await createHome(agent);
      const response = expectStatus(
        await agent.post('/api/equipment').send({ homeId: home.id, name: 'Furnace', ...fields }),
        400,
      );
      expect(response.body.message).toBe(message);
      expect((await agent.get('/api/equipment').expect(200)).body).toEqual([]);
    });

    it('accepts next year as installation year, and answers malformed input with a 4xx, never a 500', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await createHome(agent);
      expect((await createEquipment(agent, home.id, { installationDate: String(nextYear) })).installationDate).toBe(
        String(nextYear),
      );
      expect((await createEquipment(agent, home.id, { installationDate: '1900' })).installationDate).toBe('1900');
      const equipment = await createEquipment(agent, home.id);
      const odd = [null, 42, true, [], {}, ['a'], 'x'.repeat(6_000), 'nul\u0000byte', -1, 1.5, 2_147_483_648];
      const fields = [
        'homeId',
        'name',
        'brand',
        'modelNumber',
        'serialNumber',
        'type',
        'installationDate',
        'notes',
        'manualUrls',
        'completed',
      ];
      for (const field of fields) {
        for (const value of odd) {
          for (const response of [
            await agent.post('/api/equipment').send({ homeId: home.id, name: 'Furnace', [field]: value }),
            await agent.patch(`/api/equipment/${equipment.id}`).send({ [field]: value }),
          ]) {
            if (response.status >= 500 || (response.status >= 400 && !response.body.message)) {
              throw new Error(`{${field}: ${JSON.stringify(value).slice(0, 20)}} → ${response.status}`);
            }
          }
        }
      }
      const nul = await createEquipment(agent, home.id, { name: 'A\u0000B', notes: '\u0000', manualUrls: ['\u0000'] });
      expect([nul.name, nul.notes, nul.manualUrls]).toEqual(['AB', null, []]);
      const out = await agent.post('/api/equipment').send({ homeId: 2_147_483_648, name: 'x' });
      expect([out.status, out.body.message]).toEqual([404, 'Home not found']);
    });

    it('updates the given fields only, matching the type again', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      const home = await createHome(agent);
      const created = await createEquipment(agent, home.id, {
        brand: 'Carrier',
        modelNumber: 'M1',
        notes: 'Basement',
        type: knownType.name,
        manualUrls: ['https://example.com/a'],
      });
      expect(created.equipmentTypeId).toBe(knownType.id);
      const updated = expectStatus(
        await agent.patch(`/api/equipment/${created.id}`).send({
          name: ' Gas furnace ',
          brand: '',
          serialNumber: 'SN-1',
          completed: true,
          installationDate: '2018',
          manualUrls: null,
          userId: 12345,
          photos: ['x'],
        }),
        200,
      ).body;
      expect(updated).toMatchObject({
        id: created.id,
        userId: created.userId,
        name: 'Gas furnace',
        brand: null,
        modelNumber: 'M1',
        serialNumber: 'SN-1',
        notes: 'Basement',
        completed: true,
        installationDate: '2018',
        manualUrls: [],
        photos: [],
        type: knownType.name,
        equipmentTypeId: knownType.id,
      });
      const retyped = expectStatus(
        await agent.patch(`/api/equipment/${created.id}`).send({ type: 'Custom gadget' }),
        200,
      ).body;
      expect([retyped.type, retyped.equipmentTypeId, retyped.name]).toEqual(['Custom gadget', null, 'Gas furnace']);
      const unchanged = expectStatus(await agent.patch(`/api/equipment/${created.id}`).send({}), 200).body;
      expect(unchanged).toMatchObject({ ...retyped, updatedAt: expect.any(String) });
      for (const [fields, message] of [
        [{ name: '' }, 'Name is required'],
        [{ name: null }, 'Name is required'],
        [{ homeId: null }, 'Home is required'],
        [{ completed: null }, 'Completed must be true or false'],
        [{ installationDate: '20' }, 'Installation year must be a four-digit year from 1900 to next year'],
      ] as const) {
        const response = await agent.patch(`/api/equipment/${created.id}`).send(fields);
        expect([response.status, response.body.message]).toEqual([400, message]);
      }
    });

    it('appends normalised photos (the first is the main one) and shows them in the photo library', async () => {
      const agent = t.agent();
      const user = await registerLoggedIn(agent);
      const home = await createHome(agent);
      const equipment = await createEquipment(agent, home.id);
      const first = expectStatus(
        await agent.post(`/api/equipment/${equipment.id}/photos`).attach('photo', await png(3000, 1000), 'label.png'),
        200,
      ).body;
      expect(first.photos).toHaveLength(1);
      expect(first.photos[0]).toMatch(
        new RegExp(`^/api/files/users/${user.id}/equipment/${equipment.id}/photos/[0-9a-f-]{36}\\.jpg$`),
      );
      const file = await agent.get(first.photos[0]).expect(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(file.body).metadata()).width).toBe(2560);
      const second = expectStatus(
        await agent.post(`/api/equipment/${equipment.id}/photos`).attach('photo', await png(40, 40), 'side.png'),
        200,
      ).body;
      expect(second.photos).toEqual([first.photos[0], expect.any(String)]);
      expect((await agent.get(`/api/equipment/${equipment.id}`)).body.photos).toEqual(second.photos);

      const library = (await agent.get('/api/photos').expect(200)).body;
      expect(library).toEqual([
        expect.objectContaining({
          url: second.photos[1],
          type: 'equipment',
          equipmentId: equipment.id,
          homeId: home.id,
          homeName: 'Main Residence',
        }),
        expect.objectContaining({ url: second.photos[0], type: 'equipment', equipmentId: equipment.id }),
      ]);

      const tooBig = await agent
        .post(`/api/equipment/${equipment.id}/photos`)
        .attach('photo', Buffer.alloc(5 * MB + 1, 1), 'big.jpg');
      expect([tooBig.status, tooBig.body.message]).toEqual([413, 'Please upload an image smaller than 5MB']);
      const text = await agent
        .post(`/api/equipment/${equipment.id}/photos`)
        .attach('photo', Buffer.from('not an image'), { filename: 'a.jpg', contentType: 'image/jpeg' });
      expect([text.status, text.body.message]).toEqual([415, 'Please upload an image file']);
      const missing = await agent.post(`/api/equipment/${equipment.id}/photos`);
      expect([missing.status, missing.body.message]).toEqual([400, 'No file selected']);
      expect(await keys(`users/${user.id}/`)).toEqual(second.photos.map(keyOf).sort());

      // Concurrent uploads each append their photo (the equipment row is locked while it changes).
      const together = await Promise.all(
        [0, 1, 2].map(async () =>
          agent.post(`/api/equipment/${equipment.id}/photos`).attach('photo', await png(16, 16), 'c.png'),
        ),
      );
      expect(together.map((response) => response.status)).toEqual([200, 200, 200]);
      const all = (await agent.get(`/api/equipment/${equipment.id}`)).body.photos as string[];
      expect(all).toHaveLength(5);
      expect(all.slice(0, 2)).toEqual(second.photos);
      expect(await keys(`users/${user.id}/`)).toEqual(all.map(keyOf).sort());
      expect((await agent.get('/api/photos').expect(200)).body).toHaveLength(5);
    });

    it('moves equipment to another of the user’s homes, with its library photos', async () => {
      const agent = t.agent();
      const user = await registerLoggedIn(agent);
      const from = await createHome(agent, { name: 'From' });
      const to = await createHome(agent, { name: 'To' });
      const equipment = await createEquipment(agent, from.id);
      const withPhoto = expectStatus(
        await agent.post(`/api/equipment/${equipment.id}/photos`).attach('photo', await png(20, 20), 'p.png'),
        200,
      ).body;
      const moved = expectStatus(
        await agent.patch(`/api/equipment/${equipment.id}`).send({ homeId: to.id, completed: true }),
        200,
      ).body;
      expect([moved.homeId, moved.completed, moved.photos]).toEqual([to.id, true, withPhoto.photos]);
      expect((await agent.get(`/api/equipment?homeId=${from.id}`)).body).toEqual([]);
      expect((await agent.get(`/api/equipment?homeId=${to.id}`)).body.map((e: { id: number }) => e.id)).toEqual([
        equipment.id,
      ]);
      const library = (await agent.get('/api/photos').expect(200)).body;
      expect(library).toEqual([expect.objectContaining({ equipmentId: equipment.id, homeId: to.id, homeName: 'To' })]);
      // Files stay under the equipment, which is what deleting the old home must not touch.
      await agent.delete(`/api/homes/${from.id}`).expect(200);
      await agent.get(withPhoto.photos[0]).expect(200);
      expect(await keys(`users/${user.id}/equipment/${equipment.id}/`)).toEqual([keyOf(withPhoto.photos[0])]);
      // Deleting the new home takes it, with its files.
      await agent.delete(`/api/homes/${to.id}`).expect(200);
      expect(await count('equipment WHERE id = $1', [equipment.id])).toBe(0);
      expect(await keys(`users/${user.id}/`)).toEqual([]);
    });

    it('keeps the label reading beside what the user saved (analysis_feedback), owner-only, deleted with the equipment', async () => {
      const agent = t.agent();
      const user = await registerLoggedIn(agent);
      const home = await createHome(agent);
      const feedback = (equipmentId: number) =>
        t.dataSource.query(
          'SELECT user_id, reading, saved, corrected_fields FROM analysis_feedback WHERE equipment_id = $1 ORDER BY id',
          [equipmentId],
        );
      // Created from a reading whose serial and year the user corrected.
      const heater = await createEquipment(agent, home.id, {
        name: 'Water Heater',
        brand: 'Bradford White',
        modelNumber: 'M250T6FSX',
        serialNumber: 'WC1234567',
        installationDate: '2000',
        labelReading: {
          brand: 'Bradford White',
          modelNumber: 'M250T6FSX',
          serialNumber: 'WC12345G7',
          installationYear: '2020',
          alternatives: [2020, 2000],
        },
      });
      expect(heater).not.toHaveProperty('labelReading');
      expect(await feedback(heater.id)).toEqual([
        {
          user_id: user.id,
          reading: {
            brand: 'Bradford White',
            modelNumber: 'M250T6FSX',
            serialNumber: 'WC12345G7',
            installationYear: '2020',
            alternatives: [2020, 2000],
          },
          saved: {
            brand: 'Bradford White',
            modelNumber: 'M250T6FSX',
            serialNumber: 'WC1234567',
            installationYear: '2000',
          },
          corrected_fields: ['serialNumber', 'installationYear'],
        },
      ]);
      // Without a reading nothing is recorded; an edit after a new reading saved as read records no correction.
      await expectStatus(await agent.patch(`/api/equipment/${heater.id}`).send({ notes: 'flushed' }), 200);
      await expectStatus(
        await agent.patch(`/api/equipment/${heater.id}`).send({
          modelNumber: 'M250T6FSX',
          labelReading: {
            brand: 'Bradford White',
            modelNumber: 'm250t6fsx',
            serialNumber: 'WC 1234567',
            installationYear: '2000',
          },
        }),
        200,
      );
      const rows = await feedback(heater.id);
      expect(rows).toHaveLength(2);
      expect(rows[1].corrected_fields).toEqual([]);
      // A bad reading is refused like any field, and records nothing.
      const bad = await agent.post('/api/equipment').send({ homeId: home.id, name: 'X', labelReading: { brand: 42 } });
      expect(bad.status).toBe(400);
      // Someone else's equipment: 404, nothing recorded.
      const stranger = t.agent();
      await registerLoggedIn(stranger);
      await stranger
        .patch(`/api/equipment/${heater.id}`)
        .send({ brand: 'Rheem', labelReading: { brand: 'Rheem' } })
        .expect(404);
      expect(await feedback(heater.id)).toHaveLength(2);
      // Deleted with the equipment.
      await agent.delete(`/api/equipment/${heater.id}`).expect(200);
      expect(await count('analysis_feedback WHERE equipment_id = $1', [heater.id])).toBe(0);
    });

    it('answers 404 "Equipment not found" for ids that cannot exist', async () => {
      const agent = t.agent();
      await registerLoggedIn(agent);
      for (const id of ['abc', '1.5', '-1', '0', '99999999999', '2147483647', '1e3']) {
        for (const response of [
          await agent.get(`/api/equipment/${id}`),
          await agent.patch(`/api/equipment/${id}`).send({ name: 'x' }),
          await agent.delete(`/api/equipment/${id}`),
          await agent.post(`/api/equipment/${id}/photos`).attach('photo', await png(10, 10), 'a.png'),
        ]) {
          expect({ id, status: response.status, message: response.body.message }).toEqual({
            id,
            status: 404,
            message: 'Equipment not found',
          });
        }
      }
    });

    it('keeps every equipment route to its owner (404 for anyone else)', async () => {
      const alice = t.agent();
      const bob = t.agent();
      const a = await registerLoggedIn(alice);
      await registerLoggedIn(bob);
      const home = await createHome(alice);
      const equipment = await createEquipment(alice, home.id, { brand: 'Carrier' });
      const withPhoto = expectStatus(
        await alice.post(`/api/equipment/${equipment.id}/photos`).attach('photo', await png(20, 20), 'p.png'),
        200,
      ).body;
      const bobsHome = await createHome(bob, { name: 'Bob home' });
      const bobsEquipment = await createEquipment(bob, bobsHome.id, { name: 'Bob furnace' });

      const notFound = (response: request.Response, message = 'Equipment not found') =>
        expect({ status: response.status, message: response.body.message }).toEqual({ status: 404, message });
      notFound(await bob.get(`/api/equipment/${equipment.id}`));
      notFound(await bob.patch(`/api/equipment/${equipment.id}`).send({ name: 'Mine now' }));
      notFound(await bob.patch(`/api/equipment/${equipment.id}`).send({ homeId: bobsHome.id }));
      notFound(await bob.delete(`/api/equipment/${equipment.id}`));
      notFound(await bob.post(`/api/equipment/${equipment.id}/photos`).attach('photo', await png(20, 20), 'x.png'));
      notFound(await bob.get(`/api/equipment?homeId=${home.id}`), 'Home not found');
      notFound(await bob.post('/api/equipment').send({ homeId: home.id, name: 'Sneaky' }), 'Home not found');
      notFound(await bob.patch(`/api/equipment/${bobsEquipment.id}`).send({ homeId: home.id }), 'Home not found');
      notFound(await alice.patch(`/api/equipment/${equipment.id}`).send({ homeId: bobsHome.id }), 'Home not found');

      expect((await bob.get('/api/equipment').expect(200)).body.map((e: { id: number }) => e.id)).toEqual([
        bobsEquipment.id,
      ]);
      expect((await bob.get(`/api/equipment/${bobsEquipment.id}`).expect(200)).body.homeId).toBe(bobsHome.id);
      await bob.get(withPhoto.photos[0]).expect(404);
      expect((await alice.get(`/api/equipment/${equipment.id}`).expect(200)).body).toEqual(withPhoto);
      expect(await count('equipment WHERE home_id = $1', [home.id])).toBe(1);
      expect(await keys(`users/${a.id}/`)).toEqual([keyOf(withPhoto.photos[0])]);
    });

    describe('deleting equipment', () => {
      /** Everything that hangs off one equipment, through the API where it exists, SQL otherwise. */
      async function furnish(agent: Agent, userId: number, equipmentId: number) {
        await agent
          .post(`/api/equipment/${equipmentId}/photos`)
          .attach('photo', await png(20, 20), 'p.png')
          .expect(200);
        const pending = expectStatus(
          await agent
            .post('/api/warranties/new/documents')
            .field('equipmentId', String(equipmentId))
            .attach('photo', await png(20, 20), 'receipt.png'),
          201,
        ).body;
        const warranty = expectStatus(
          await agent.post('/api/warranties').send({ equipmentId, startDate: day(-10), endDate: day(300) }),
          201,
        ).body;
        expect(warranty.documents).toEqual([pending]);
        await agent
          .post(`/api/warranties/${warranty.id}/documents`)
          .attach('photo', await png(20, 20), 'policy.png')
          .expect(201);
        // A document still pending (as if uploaded by a second tab) goes with the equipment too.
        await t.dataSource.query(
          `INSERT INTO warranty_documents (warranty_id, user_id, equipment_id, file_name, file_url, file_type)
           VALUES (NULL, $1, $2, 'late.jpg', '/api/files/users/1/x.jpg', 'image/jpeg')`,
          [userId, equipmentId],
        );
        await t.dataSource.query(
          `INSERT INTO warranty_notifications (user_id, warranty_id, notification_type, days_before_expiration)
           VALUES ($1, $2, 'email', 60)`,
          [userId, warranty.id],
        );
        await t.dataSource.query(
          `INSERT INTO maintenance_records (equipment_id, user_id, date, type) VALUES ($1, $2, '2025-05-01', 'service')`,
          [equipmentId, userId],
        );
        const [room] = await t.dataSource.query(
          `INSERT INTO chat_rooms (name, type, owner_user_id, equipment_id) VALUES ($1, 'direct', $2, $3) RETURNING id`,
          [`equipment-${equipmentId}`, userId, equipmentId],
        );
        await t.dataSource.query(`INSERT INTO chat_messages (room_id, sender_id, content) VALUES ($1, $2, 'Hello')`, [
          room.id,
          userId,
        ]);
      }

      async function rowsOf(equipmentId: number) {
        const warranties = (
          await t.dataSource.query('SELECT id FROM warranties WHERE equipment_id = $1', [equipmentId])
        ).map((row: { id: number }) => row.id);
        const rooms = (
          await t.dataSource.query('SELECT id FROM chat_rooms WHERE equipment_id = $1', [equipmentId])
        ).map((row: { id: number }) => row.id);
        return {
          equipment: await count('equipment WHERE id = $1', [equipmentId]),
          photos: await count('photos WHERE equipment_id = $1', [equipmentId]),
          warranties: warranties.length,
          documents: await count('warranty_documents WHERE equipment_id = $1 OR warranty_id = ANY($2::int[])', [
            equipmentId,
            warranties,
          ]),
          pending: await count('warranty_documents WHERE equipment_id = $1 AND warranty_id IS NULL', [equipmentId]),
          notifications: await count('warranty_notifications WHERE warranty_id = ANY($1::int[])', [warranties]),
          maintenance: await count('maintenance_records WHERE equipment_id = $1', [equipmentId]),
          rooms: rooms.length,
          messages: await count('chat_messages WHERE room_id = ANY($1::int[])', [rooms]),
        };
      }

      it('removes its rows in every table and its files, and leaves other equipment alone', async () => {
        const agent = t.agent();
        const user = await registerLoggedIn(agent);
        const home = await createHome(agent);
        const doomed = await createEquipment(agent, home.id, { name: 'Doomed' });
        const kept = await createEquipment(agent, home.id, { name: 'Kept' });
        await furnish(agent, user.id, doomed.id);
        await furnish(agent, user.id, kept.id);
        const before = await rowsOf(doomed.id);
        for (const [table, n] of Object.entries(before)) expect({ table, some: n > 0 }).toEqual({ table, some: true });
        const keptBefore = await rowsOf(kept.id);
        const doomedPrefix = `users/${user.id}/equipment/${doomed.id}/`;
        const allKeys = await keys(`users/${user.id}/`);
        // photo, pending document, warranty document
        expect(allKeys.filter((key) => key.startsWith(doomedPrefix))).toHaveLength(3);
        expect(allKeys.filter((key) => key.startsWith(`${doomedPrefix}warranty/`))).toHaveLength(2);

        const response = await agent.delete(`/api/equipment/${doomed.id}`).expect(200);
        expect(response.body).toEqual({ message: 'Equipment deleted' });

        expect(await rowsOf(doomed.id)).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
        expect(await rowsOf(kept.id)).toEqual(keptBefore);
        expect(await keys(`users/${user.id}/`)).toEqual(allKeys.filter((key) => !key.startsWith(doomedPrefix)));
        await agent.get(`/api/equipment/${doomed.id}`).expect(404);
        await agent.delete(`/api/equipment/${doomed.id}`).expect(404);
        expect((await agent.get('/api/equipment').expect(200)).body.map((e: { id: number }) => e.id)).toEqual([
          kept.id,
        ]);
        const library = (await agent.get('/api/photos').expect(200)).body;
        expect(library.map((photo: { equipmentId: number }) => photo.equipmentId)).toEqual([kept.id]);
        expect((await agent.get(`/api/homes/${home.id}`)).status).toBe(200);
      });
    });
  });
}
