import request from 'supertest';
import type { Agent } from 'supertest';
import sharp from 'sharp';
import { Drivers, TestApp } from './test-app';
import { expectStatus, registerLoggedIn } from './accounts';

const MB = 1024 * 1024;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

const HOME = { name: 'Main Residence', address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' };

async function createHome(agent: Agent, fields: Record<string, unknown> = {}) {
  return expectStatus(await agent.post('/api/homes').send({ ...HOME, ...fields }), 201).body;
}

const keyOf = (url: string) => url.replace(/^\/api\/files\//, '');

/**
 * The homes capability (homes, home photo, templates and populate, photo library, cascade delete),
 * run once per driver set like the identity suite.
 */
export function homesSuite(drivers: Drivers): void {
  describe(`homes on ${drivers} drivers`, () => {
    let t: TestApp;
    let standardTemplateId: number;
    let standardItemCount: number;

    beforeAll(async () => {
      t = await TestApp.start(drivers);
      const [template] = await t.dataSource.query(
        `SELECT t.id, count(e.id)::int AS items FROM home_templates t JOIN template_equipment e ON e.template_id = t.id
         WHERE t.name = 'Standard Home' GROUP BY t.id`,
      );
      standardTemplateId = template.id;
      standardItemCount = template.items;
    });
    afterAll(() => t?.stop());

    const count = async (sql: string, params: unknown[] = []): Promise<number> =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;
    const keys = async (prefix: string) => (await t.storage.list(prefix)).sort();

    describe('homes', () => {
      it('requires login on every route', async () => {
        const anonymous = request(t.http);
        await anonymous.get('/api/homes').expect(401);
        await anonymous.get('/api/homes/1').expect(401);
        await anonymous.post('/api/homes').send(HOME).expect(401);
        await anonymous.delete('/api/homes/1').expect(401);
        await anonymous.post('/api/homes/1/photo').expect(401);
        await anonymous.post('/api/homes/1/populate').send({ templateId: 1 }).expect(401);
        await anonymous.get('/api/templates').expect(401);
        await anonymous.get('/api/categories').expect(401);
        await anonymous.get('/api/photos').expect(401);
        await anonymous.post('/api/photos').expect(401);
      });

      it('creates homes with trimmed fields, lists them newest first and reads one', async () => {
        const agent = t.agent();
        const user = await registerLoggedIn(agent);
        const first = await createHome(agent, {
          name: '  Lake House ',
          address: ' 1 Shore Rd ',
          details: '  ',
          type: ' cabin ',
          userId: user.id + 1000,
          id: 99999,
        });
        expect(first).toMatchObject({
          userId: user.id,
          name: 'Lake House',
          address: '1 Shore Rd',
          details: null,
          type: 'cabin',
          photoUrl: null,
        });
        expect(first.id).not.toBe(99999);
        expect(first.createdAt).toBeTruthy();
        const second = await createHome(agent, { details: 'Two floors, basement' });
        expect(second.details).toBe('Two floors, basement');

        const list = await agent.get('/api/homes').expect(200);
        expect(list.body.map((home: { id: number }) => home.id)).toEqual([second.id, first.id]);
        const one = await agent.get(`/api/homes/${first.id}`).expect(200);
        expect(one.body).toEqual(first);
      });

      it.each([
        ['no name', { name: undefined }, 'Name is required'],
        ['a blank name', { name: '   ' }, 'Name is required'],
        ['a numeric name', { name: 42 }, 'Name is required'],
        ['an empty address', { address: '' }, 'Address is required'],
        ['no city', { city: undefined }, 'City is required'],
        ['a null state', { state: null }, 'State is required'],
        ['an empty zip code', { zipCode: '' }, 'Zip Code is required'],
        ['a 101-character name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
        ['a 201-character address', { address: 'x'.repeat(201) }, 'Address must be at most 200 characters'],
        ['a 101-character city', { city: 'x'.repeat(101) }, 'City must be at most 100 characters'],
        ['a 101-character state', { state: 'x'.repeat(101) }, 'State must be at most 100 characters'],
        ['a 21-character zip code', { zipCode: '1'.repeat(21) }, 'Zip Code must be at most 20 characters'],
        ['5001 characters of details', { details: 'x'.repeat(5001) }, 'Details must be at most 5000 characters'],
        ['a 51-character type', { type: 'x'.repeat(51) }, 'Type must be at most 50 characters'],
        ['an external photo URL', { photoUrl: 'https://tracker.example/pixel.png' }, 'Invalid photo URL'],
        ['an avatar as photo URL', { photoUrl: '/api/files/avatars/1/a.webp' }, 'Invalid photo URL'],
      ])('refuses %s with "%s"', async (_label, fields, message) => {
        const agent = t.agent();
        await registerLoggedIn(agent);
        const response = expectStatus(await agent.post('/api/homes').send({ ...HOME, ...fields }), 400);
        expect(response.body.message).toBe(message);
        expect(await agent.get('/api/homes').then((r) => r.body)).toEqual([]);
      });

      it('reports every missing field, and accepts only its owner’s file as photoUrl', async () => {
        const agent = t.agent();
        const user = await registerLoggedIn(agent);
        const empty = await agent.post('/api/homes').send({}).expect(400);
        expect(empty.body.errors.map((error: { message: string }) => error.message)).toEqual([
          'Name is required',
          'Address is required',
          'City is required',
          'State is required',
          'Zip Code is required',
        ]);
        const foreign = await agent
          .post('/api/homes')
          .send({ ...HOME, photoUrl: `/api/files/users/${user.id + 1}/photos/x.jpg` })
          .expect(400);
        expect(foreign.body.message).toBe('Invalid photo URL');
        const own = await createHome(agent, { photoUrl: `/api/files/users/${user.id}/photos/x.jpg` });
        expect(own.photoUrl).toBe(`/api/files/users/${user.id}/photos/x.jpg`);
      });

      it('answers malformed input with a 4xx and a message, never a 500', async () => {
        const agent = t.agent();
        await registerLoggedIn(agent);
        const home = await createHome(agent);
        const odd = [null, 42, true, [], {}, ['a'], 'x'.repeat(5_000), 'nul\u0000byte', -1, 1.5];
        const routes: [string, Record<string, unknown>, string[]][] = [
          ['/api/homes', HOME, ['name', 'address', 'city', 'state', 'zipCode', 'details', 'type', 'photoUrl']],
          [`/api/homes/${home.id}/populate`, { templateId: standardTemplateId }, ['templateId', 'homeId', 'addOns']],
        ];
        for (const [path, valid, fields] of routes) {
          for (const field of fields) {
            for (const value of odd) {
              const response = await agent.post(path).send({ ...valid, [field]: value });
              if (response.status >= 500 || (response.status >= 400 && !response.body.message)) {
                throw new Error(`${path} {${field}: ${JSON.stringify(value).slice(0, 20)}} → ${response.status}`);
              }
            }
          }
        }
        const nul = await createHome(agent, { name: 'A\u0000B', details: '\u0000' });
        expect([nul.name, nul.details]).toEqual(['AB', null]);
        const twice = await agent
          .post('/api/photos')
          .field('homeId', String(home.id))
          .field('homeId', String(home.id))
          .attach('photo', await png(10, 10), 'a.png');
        expect([twice.status, twice.body.message]).toEqual([404, 'Home not found']);
        const twoTypes = await agent
          .post('/api/photos')
          .field('type', 'additional')
          .field('type', 'equipment')
          .attach('photo', await png(10, 10), 'a.png');
        expect(twoTypes.status).toBe(400);
      });

      it('answers 404 to other spellings of an existing id: only the canonical one names it', async () => {
        const agent = t.agent();
        await registerLoggedIn(agent);
        const home = expectStatus(await agent.post('/api/homes').send(HOME), 201).body;
        expectStatus(await agent.get(`/api/homes/${home.id}`), 200);
        const spellings = [
          `${home.id}.0`,
          `0${home.id}`,
          `%2B${home.id}`,
          `+${home.id}`,
          `${home.id}%20`,
          `%20${home.id}`,
        ];
        for (const id of spellings) {
          for (const path of [`/api/homes/${id}`, `/api/equipment?homeId=${id}`, `/api/care/equipment?homeId=${id}`]) {
            const response = await agent.get(path);
            expect({ path, status: response.status, message: response.body.message }).toEqual({
              path,
              status: 404,
              message: 'Home not found',
            });
          }
        }
      });

      it('answers 404 "Home not found" for ids that cannot exist, never 400 or 500', async () => {
        const agent = t.agent();
        await registerLoggedIn(agent);
        for (const id of ['abc', '1.5', '-1', '0', '99999999999', '2147483647', '1e3']) {
          for (const response of [
            await agent.get(`/api/homes/${id}`),
            await agent.delete(`/api/homes/${id}`),
            await agent.post(`/api/homes/${id}/photo`).attach('photo', await png(10, 10), 'a.png'),
            await agent.post(`/api/homes/${id}/populate`).send({ templateId: standardTemplateId }),
          ]) {
            expect({ id, status: response.status, message: response.body.message }).toEqual({
              id,
              status: 404,
              message: 'Home not found',
            });
          }
        }
      });

      it('keeps every home and photo route to its owner (404 for anyone else)', async () => {
        const alice = t.agent();
        const bob = t.agent();
        const a = await registerLoggedIn(alice);
        await registerLoggedIn(bob);
        const home = await createHome(alice);
        const withPhoto = expectStatus(
          await alice.post(`/api/homes/${home.id}/photo`).attach('photo', await png(64, 48), 'home.png'),
          200,
        ).body;
        const libraryPhoto = expectStatus(
          await alice
            .post('/api/photos')
            .field('homeId', String(home.id))
            .attach('photo', await png(30, 30), 'p.png'),
          201,
        ).body;
        const bobsHome = await createHome(bob, { name: 'Bob home' });

        const notFound = (response: request.Response) => {
          expect({ status: response.status, message: response.body.message }).toEqual({
            status: 404,
            message: 'Home not found',
          });
        };
        notFound(await bob.get(`/api/homes/${home.id}`));
        notFound(await bob.delete(`/api/homes/${home.id}`));
        notFound(await bob.post(`/api/homes/${home.id}/photo`).attach('photo', await png(20, 20), 'x.png'));
        notFound(
          await bob
            .post(`/api/homes/${home.id}/populate`)
            .send({ templateId: standardTemplateId, homeId: home.id, addOns: ['pool'] }),
        );
        notFound(
          await bob
            .post('/api/photos')
            .field('homeId', String(home.id))
            .attach('photo', await png(20, 20), 'x.png'),
        );
        // Naming Alice's home in the body of a populate on Bob's own home does not reach it either.
        const mismatch = await bob
          .post(`/api/homes/${bobsHome.id}/populate`)
          .send({ templateId: standardTemplateId, homeId: home.id });
        expect(mismatch.status).toBe(400);
        expect(mismatch.body.message).toBe('homeId must be the home in the URL');

        expect((await bob.get('/api/homes').expect(200)).body.map((h: { id: number }) => h.id)).toEqual([bobsHome.id]);
        expect((await bob.get('/api/photos').expect(200)).body).toEqual([]);
        await bob.get(withPhoto.photoUrl).expect(404);
        await bob.get(libraryPhoto.url).expect(404);
        await alice.get(withPhoto.photoUrl).expect(200);
        await alice.get(libraryPhoto.url).expect(200);

        // Nothing of Alice's changed.
        expect((await alice.get(`/api/homes/${home.id}`).expect(200)).body).toEqual(withPhoto);
        expect(await count('equipment WHERE home_id = $1', [home.id])).toBe(0);
        expect(await keys(`users/${a.id}/`)).toEqual([keyOf(withPhoto.photoUrl), keyOf(libraryPhoto.url)].sort());
      });
    });

    describe('home photo', () => {
      it('stores a normalised JPEG under the home and replaces the previous file', async () => {
        const agent = t.agent();
        const user = await registerLoggedIn(agent);
        const home = await createHome(agent);
        const first = expectStatus(
          await agent.post(`/api/homes/${home.id}/photo`).attach('photo', await png(3000, 1200), 'wide.png'),
          200,
        ).body;
        expect(first).toMatchObject({ id: home.id, name: home.name });
        expect(first.photoUrl).toMatch(
          new RegExp(`^/api/files/users/${user.id}/homes/${home.id}/home-photo/[0-9a-f-]{36}\\.jpg$`),
        );
        const file = await agent.get(first.photoUrl).expect(200);
        expect(file.headers['content-type']).toBe('image/jpeg');
        const metadata = await sharp(file.body).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 2560, 1024]);

        const second = expectStatus(
          await agent.post(`/api/homes/${home.id}/photo`).attach('photo', await png(50, 40), 'small.png'),
          200,
        ).body;
        expect(second.photoUrl).not.toBe(first.photoUrl);
        expect((await agent.get(`/api/homes/${home.id}`)).body.photoUrl).toBe(second.photoUrl);
        expect(await keys(`users/${user.id}/`)).toEqual([keyOf(second.photoUrl)]);
        await agent.get(first.photoUrl).expect(404);
      });

      it('refuses a file over 5 MB, a non-image and a missing file with the spec messages', async () => {
        const agent = t.agent();
        const user = await registerLoggedIn(agent);
        const home = await createHome(agent);
        const tooBig = await agent
          .post(`/api/homes/${home.id}/photo`)
          .attach('photo', Buffer.alloc(5 * MB + 1, 1), 'big.jpg')
          .expect(413);
        expect(tooBig.body.message).toBe('Please upload an image smaller than 5MB');
        const html = Buffer.from('<html><script>alert(1)</script></html>');
        const wrongType = await agent
          .post(`/api/homes/${home.id}/photo`)
          .attach('photo', html, { filename: 'evil.png', contentType: 'image/png' })
          .expect(415);
        expect(wrongType.body.message).toBe('Please upload an image file');
        const missing = await agent.post(`/api/homes/${home.id}/photo`).expect(400);
        expect(missing.body.message).toBe('No file selected');
        expect((await agent.get(`/api/homes/${home.id}`)).body.photoUrl).toBeNull();
        expect(await keys(`users/${user.id}/`)).toEqual([]);
      });
    });

    describe('templates and categories', () => {
      it('lists the templates that exist with id, name and description', async () => {
        const agent = t.agent();
        await registerLoggedIn(agent);
        const { body } = await agent.get('/api/templates').expect(200);
        const standard = body.find((template: { name: string }) => template.name === 'Standard Home');
        expect(standard).toEqual({ id: standardTemplateId, name: 'Standard Home', description: expect.any(String) });
        for (const template of body) expect(Object.keys(template).sort()).toEqual(['description', 'id', 'name']);
      });

      it('lists categories by order then name, including the pool categories', async () => {
        const agent = t.agent();
        await registerLoggedIn(agent);
        const { body } = await agent.get('/api/categories').expect(200);
        expect(body.length).toBeGreaterThanOrEqual(11);
        for (const category of body) {
          expect(Object.keys(category).sort()).toEqual(['description', 'id', 'name', 'order']);
        }
        const sorted = [...body].sort((x, y) => x.order - y.order || x.name.localeCompare(y.name));
        expect(body).toEqual(sorted);
        expect(body[0].name).toBe('Heating & Cooling');
        expect(body.map((c: { name: string }) => c.name)).toEqual(
          expect.arrayContaining(['Filtration', 'Temperature Control', 'Water Treatment', 'Cleaning']),
        );
      });
    });

    describe('populate', () => {
      const equipmentOf = (homeId: number) =>
        t.dataSource.query(
          `SELECT e.name, e.user_id, e.category_id, e.template_equipment_id, e.equipment_type_id, e.completed,
                  c.name AS category
           FROM equipment e LEFT JOIN equipment_categories c ON c.id = e.category_id
           WHERE e.home_id = $1 ORDER BY e.id`,
          [homeId],
        );

      it('creates the template equipment, incomplete, in its categories, once', async () => {
        const agent = t.agent();
        const user = await registerLoggedIn(agent);
        const home = await createHome(agent);
        const first = await agent
          .post(`/api/homes/${home.id}/populate`)
          .send({ templateId: standardTemplateId, homeId: home.id, addOns: [] })
          .expect(200);
        expect(first.body).toEqual({ message: 'Equipment populated successfully', created: standardItemCount });
        const rows = await equipmentOf(home.id);
        expect(rows).toHaveLength(standardItemCount);
        for (const row of rows) {
          expect(row).toMatchObject({ user_id: user.id, completed: false });
          expect(row.category_id).toEqual(expect.any(Number));
          expect(row.template_equipment_id).toEqual(expect.any(Number));
          expect(row.equipment_type_id).toEqual(expect.any(Number));
        }
        expect(rows.find((row: { name: string }) => row.name === 'Furnace').category).toBe('Heating & Cooling');
        expect(rows.map((row: { name: string }) => row.name)).not.toContain('Pool Pump');

        const again = await agent
          .post(`/api/homes/${home.id}/populate`)
          .send({ templateId: standardTemplateId })
          .expect(200);
        expect(again.body.created).toBe(0);
        // Adding the pool later adds just its six items.
        const pool = await agent
          .post(`/api/homes/${home.id}/populate`)
          .send({ templateId: String(standardTemplateId), homeId: String(home.id), addOns: ['pool'] })
          .expect(200);
        expect(pool.body.created).toBe(6);
        expect(await equipmentOf(home.id)).toHaveLength(standardItemCount + 6);
      });

      it('adds the pool add-on’s six items in their categories', async () => {
        const agent = t.agent();
        await registerLoggedIn(agent);
        const home = await createHome(agent);
        const { body } = await agent
          .post(`/api/homes/${home.id}/populate`)
          .send({ templateId: standardTemplateId, homeId: home.id, addOns: ['pool', 'pool'] })
          .expect(200);
        expect(body.created).toBe(standardItemCount + 6);
        const pool = (await equipmentOf(home.id)).filter((row: { template_equipment_id: number | null }) => {
          return row.template_equipment_id === null;
        });
        expect(pool.map((row: { name: string; category: string }) => [row.name, row.category])).toEqual([
          ['Pool Pump', 'Filtration'],
          ['Pool Filter', 'Filtration'],
          ['Pool Heater', 'Temperature Control'],
          ['Salt Chlorinator', 'Water Treatment'],
          ['Chemical Feeder', 'Water Treatment'],
          ['Pool Cleaner', 'Cleaning'],
        ]);
        for (const row of pool) {
          expect(row.completed).toBe(false);
          expect(row.equipment_type_id).toEqual(expect.any(Number));
        }
        const again = await agent
          .post(`/api/homes/${home.id}/populate`)
          .send({ templateId: standardTemplateId, addOns: ['pool'] })
          .expect(200);
        expect(again.body.created).toBe(0);
      });

      it.each([
        [{ templateId: 999999 }, 'Template not found'],
        [{ templateId: 'abc' }, 'Template not found'],
        [{ templateId: 99999999999 }, 'Template not found'],
        [{ templateId: undefined }, 'Template is required'],
        [{ templateId: null }, 'Template is required'],
        [{ addOns: ['spa'] }, 'Unknown add-on: spa'],
        [{ addOns: ['pool', 'hot-tub'] }, 'Unknown add-on: hot-tub'],
        [{ addOns: 'pool' }, 'Add-ons must be a list of add-on ids'],
        [{ addOns: [7] }, 'Add-ons must be a list of add-on ids'],
      ])('refuses %j with 400 "%s" and creates nothing', async (fields, message) => {
        const agent = t.agent();
        await registerLoggedIn(agent);
        const home = await createHome(agent);
        const response = await agent
          .post(`/api/homes/${home.id}/populate`)
          .send({ templateId: standardTemplateId, ...fields });
        expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
        expect(await count('equipment WHERE home_id = $1', [home.id])).toBe(0);
      });

      it('creates everything or nothing: an insert failing half-way leaves no equipment', async () => {
        const agent = t.agent();
        await registerLoggedIn(agent);
        const home = await createHome(agent);
        // A trigger that refuses the fifth equipment row of this home, after four went in.
        await t.dataSource.query(`
          CREATE FUNCTION hb_test_refuse_fifth() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF NEW.home_id = ${Number(home.id)}
               AND (SELECT count(*) FROM equipment WHERE home_id = NEW.home_id) >= 4 THEN
              RAISE EXCEPTION 'test: fifth insert refused';
            END IF;
            RETURN NEW;
          END $$;
          CREATE TRIGGER hb_test_refuse_fifth BEFORE INSERT ON equipment
            FOR EACH ROW EXECUTE FUNCTION hb_test_refuse_fifth();
        `);
        try {
          const failed = await agent
            .post(`/api/homes/${home.id}/populate`)
            .send({ templateId: standardTemplateId, addOns: ['pool'] });
          expect(failed.status).toBe(500);
          expect(await count('equipment WHERE home_id = $1', [home.id])).toBe(0);
        } finally {
          await t.dataSource.query(`
            DROP TRIGGER hb_test_refuse_fifth ON equipment;
            DROP FUNCTION hb_test_refuse_fifth();
          `);
        }
        const retried = await agent
          .post(`/api/homes/${home.id}/populate`)
          .send({ templateId: standardTemplateId, addOns: ['pool'] })
          .expect(200);
        expect(retried.body.created).toBe(standardItemCount + 6);
      });

      it('never duplicates items when the same home is populated concurrently', async () => {
        const agent = t.agent();
        await registerLoggedIn(agent);
        const home = await createHome(agent);
        const responses = await Promise.all(
          Array.from({ length: 3 }, () =>
            agent.post(`/api/homes/${home.id}/populate`).send({ templateId: standardTemplateId, addOns: ['pool'] }),
          ),
        );
        expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
        expect(responses.map((response) => response.body.created).sort((x, y) => y - x)).toEqual([
          standardItemCount + 6,
          0,
          0,
        ]);
        expect(await count('equipment WHERE home_id = $1', [home.id])).toBe(standardItemCount + 6);
      });
    });

    describe('photo library', () => {
      it('serves a stored file for revalidation every time: no-cache with an ETag, 304 when unchanged', async () => {
        const agent = t.agent();
        await registerLoggedIn(agent);
        const photo = expectStatus(
          await agent.post('/api/photos').attach('photo', await png(40, 30), 'a.png'),
          201,
        ).body;
        const first = await agent.get(photo.url).expect(200);
        expect(first.headers['cache-control']).toBe('private, no-cache');
        const etag = first.headers['etag'];
        expect(etag).toMatch(/^"[\w-]+"$/);
        const again = await agent.get(photo.url).set('If-None-Match', etag).expect(304);
        expect(again.headers['etag']).toBe(etag);
        // Revalidation asks the access policy again: signed out, the same ETag is a 401, not a 304.
        await agent.post('/api/logout').expect(200);
        await agent.get(photo.url).set('If-None-Match', etag).expect(401);
      });

      it('uploads photos with or without a home and lists them newest first with the home', async () => {
        const agent = t.agent();
        const user = await registerLoggedIn(agent);
        const home = await createHome(agent);
        const loose = expectStatus(
          await agent.post('/api/photos').attach('photo', await png(40, 30), 'a.png'),
          201,
        ).body;
        expect(loose).toMatchObject({
          userId: user.id,
          type: 'additional',
          homeId: null,
          equipmentId: null,
          homeName: null,
          homeAddress: null,
        });
        expect(loose.url).toMatch(new RegExp(`^/api/files/users/${user.id}/photos/[0-9a-f-]{36}\\.jpg$`));
        const attached = expectStatus(
          await agent
            .post('/api/photos')
            .field('type', 'additional')
            .field('homeId', String(home.id))
            .attach('photo', await png(40, 30), 'b.png'),
          201,
        ).body;
        expect(attached).toMatchObject({
          homeId: home.id,
          homeName: 'Main Residence',
          homeAddress: '123 Main St, Springfield, IL 62704',
        });
        expect(attached.url).toMatch(new RegExp(`^/api/files/users/${user.id}/homes/${home.id}/photos/.+\\.jpg$`));
        const file = await agent.get(attached.url).expect(200);
        expect(file.headers['content-type']).toBe('image/jpeg');

        const { body } = await agent.get('/api/photos').expect(200);
        expect(body).toEqual([attached, loose]);
        expect(body[0].createdAt).toEqual(expect.any(String));
      });

      it('refuses equipment photos, foreign or unknown homes, missing, large and non-image files', async () => {
        const agent = t.agent();
        const user = await registerLoggedIn(agent);
        const image = await png(20, 20);
        const equipment = await agent.post('/api/photos').field('type', 'equipment').attach('photo', image, 'a.png');
        expect([equipment.status, equipment.body.message]).toEqual([400, 'Photo type must be additional']);
        const missing = await agent.post('/api/photos').field('type', 'additional');
        expect([missing.status, missing.body.message]).toEqual([400, 'No file selected']);
        for (const homeId of ['abc', '999999', '-3']) {
          const unknown = await agent.post('/api/photos').field('homeId', homeId).attach('photo', image, 'a.png');
          expect([unknown.status, unknown.body.message]).toEqual([404, 'Home not found']);
        }
        const tooBig = await agent.post('/api/photos').attach('photo', Buffer.alloc(5 * MB + 1, 1), 'big.jpg');
        expect([tooBig.status, tooBig.body.message]).toEqual([413, 'Please upload an image smaller than 5MB']);
        const text = await agent
          .post('/api/photos')
          .attach('photo', Buffer.from('just text'), { filename: 'a.jpg', contentType: 'image/jpeg' });
        expect([text.status, text.body.message]).toEqual([415, 'Please upload an image file']);
        expect(await count('photos WHERE user_id = $1', [user.id])).toBe(0);
        expect(await keys(`users/${user.id}/`)).toEqual([]);
      });
    });

    describe('deleting a home', () => {
      /** Fills a home the way the later modules will: equipment, photos, warranty, chat, files. */
      async function furnish(agent: Agent, userId: number, homeId: number) {
        await agent
          .post(`/api/homes/${homeId}/populate`)
          .send({ templateId: standardTemplateId, addOns: ['pool'] })
          .expect(200);
        await agent
          .post(`/api/homes/${homeId}/photo`)
          .attach('photo', await png(30, 20), 'home.png')
          .expect(200);
        for (let i = 0; i < 2; i += 1) {
          await agent
            .post('/api/photos')
            .field('homeId', String(homeId))
            .attach('photo', await png(20, 20), 'p.png')
            .expect(201);
        }
        const equipment: { id: number }[] = await t.dataSource.query(
          'SELECT id FROM equipment WHERE home_id = $1 ORDER BY id LIMIT 2',
          [homeId],
        );
        const [first, second] = equipment.map((row) => row.id);
        const [warranty] = await t.dataSource.query(
          `INSERT INTO warranties (equipment_id, start_date, end_date, provider)
           VALUES ($1, '2024-01-01', '2027-01-01', 'Acme') RETURNING id`,
          [first],
        );
        const documentKey = `users/${userId}/equipment/${first}/warranty/${homeId}-policy.pdf`;
        await t.storage.put(documentKey, Buffer.from('%PDF-1.4 test'), 'application/pdf');
        await t.dataSource.query(
          `INSERT INTO warranty_documents (warranty_id, user_id, equipment_id, file_name, file_url, file_type)
           VALUES ($1, $2, $3, 'policy.pdf', $4, 'application/pdf'),
                  (NULL, $2, $5, 'pending.pdf', $4, 'application/pdf')`,
          [warranty.id, userId, first, `/api/files/${documentKey}`, second],
        );
        await t.dataSource.query(
          `INSERT INTO warranty_notifications (user_id, warranty_id, notification_type, days_before_expiration)
           VALUES ($1, $2, 'email', 30)`,
          [userId, warranty.id],
        );
        const equipmentPhotoKey = `users/${userId}/equipment/${second}/photos/label.jpg`;
        await t.storage.put(equipmentPhotoKey, await png(10, 10), 'image/png');
        await t.dataSource.query(
          `INSERT INTO photos (user_id, url, type, equipment_id) VALUES ($1, $2, 'equipment', $3)`,
          [userId, `/api/files/${equipmentPhotoKey}`, second],
        );
        await t.dataSource.query(
          `INSERT INTO maintenance_records (equipment_id, user_id, date, type) VALUES ($1, $2, '2025-05-01', 'service')`,
          [first, userId],
        );
        const [checklistType] = await t.dataSource.query(`SELECT id FROM equipment_types ORDER BY id LIMIT 1`);
        await t.dataSource.query(
          `INSERT INTO home_equipment_checklist (home_id, equipment_type_id, is_present) VALUES ($1, $2, true)`,
          [homeId, checklistType.id],
        );
        const [room] = await t.dataSource.query(
          `INSERT INTO chat_rooms (name, type, owner_user_id, equipment_id) VALUES ($1, 'direct', $2, $3) RETURNING id`,
          [`equipment-${first}`, userId, first],
        );
        await t.dataSource.query(
          `INSERT INTO chat_messages (room_id, sender_id, content) VALUES ($1, $2, 'It makes a noise')`,
          [room.id, userId],
        );
        await t.dataSource.query(`INSERT INTO chat_participants (room_id, user_id) VALUES ($1, $2)`, [room.id, userId]);
      }

      /** Rows that belong to a home, table by table, through its equipment, warranties and rooms. */
      async function rowsOf(homeId: number, equipmentIds: number[]) {
        const warranties = (
          await t.dataSource.query('SELECT id FROM warranties WHERE equipment_id = ANY($1::int[])', [equipmentIds])
        ).map((row: { id: number }) => row.id);
        const rooms = (
          await t.dataSource.query('SELECT id FROM chat_rooms WHERE equipment_id = ANY($1::int[])', [equipmentIds])
        ).map((row: { id: number }) => row.id);
        return {
          homes: await count('homes WHERE id = $1', [homeId]),
          equipment: await count('equipment WHERE home_id = $1 OR id = ANY($2::int[])', [homeId, equipmentIds]),
          photos: await count('photos WHERE home_id = $1 OR equipment_id = ANY($2::int[])', [homeId, equipmentIds]),
          checklist: await count('home_equipment_checklist WHERE home_id = $1', [homeId]),
          maintenance: await count('maintenance_records WHERE equipment_id = ANY($1::int[])', [equipmentIds]),
          warranties: await count('warranties WHERE equipment_id = ANY($1::int[])', [equipmentIds]),
          documents: await count(
            'warranty_documents WHERE equipment_id = ANY($1::int[]) OR warranty_id = ANY($2::int[])',
            [equipmentIds, warranties],
          ),
          notifications: await count('warranty_notifications WHERE warranty_id = ANY($1::int[])', [warranties]),
          rooms: await count('chat_rooms WHERE equipment_id = ANY($1::int[])', [equipmentIds]),
          messages: await count('chat_messages WHERE room_id = ANY($1::int[])', [rooms]),
          participants: await count('chat_participants WHERE room_id = ANY($1::int[])', [rooms]),
        };
      }

      const equipmentIdsOf = async (homeId: number): Promise<number[]> =>
        (await t.dataSource.query('SELECT id FROM equipment WHERE home_id = $1', [homeId])).map(
          (row: { id: number }) => row.id,
        );

      it('removes its records in every table and its files, and leaves the other home alone', async () => {
        const agent = t.agent();
        const user = await registerLoggedIn(agent);
        const doomed = await createHome(agent, { name: 'Doomed' });
        const kept = await createHome(agent, { name: 'Kept' });
        await furnish(agent, user.id, doomed.id);
        await furnish(agent, user.id, kept.id);
        const loose = expectStatus(
          await agent.post('/api/photos').attach('photo', await png(20, 20), 'l.png'),
          201,
        ).body;

        const doomedEquipment = await equipmentIdsOf(doomed.id);
        const keptEquipment = await equipmentIdsOf(kept.id);
        const doomedPrefixes = [
          `users/${user.id}/homes/${doomed.id}/`,
          ...doomedEquipment.map((id) => `users/${user.id}/equipment/${id}/`),
        ];
        const before = await rowsOf(doomed.id, doomedEquipment);
        for (const [table, n] of Object.entries(before)) expect({ table, some: n > 0 }).toEqual({ table, some: true });
        const keptBefore = await rowsOf(kept.id, keptEquipment);
        const allKeys = await keys(`users/${user.id}/`);
        const doomedKeys = allKeys.filter((key) => doomedPrefixes.some((prefix) => key.startsWith(prefix)));
        // home photo + 2 library photos + warranty document + equipment photo
        expect(doomedKeys).toHaveLength(5);

        const response = await agent.delete(`/api/homes/${doomed.id}`).expect(200);
        expect(response.body).toEqual({ message: 'Home deleted' });

        const after = await rowsOf(doomed.id, doomedEquipment);
        expect(after).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
        expect(await rowsOf(kept.id, keptEquipment)).toEqual(keptBefore);
        expect(await keys(`users/${user.id}/`)).toEqual(allKeys.filter((key) => !doomedKeys.includes(key)));
        expect(allKeys).toContain(keyOf(loose.url));

        await agent.get(`/api/homes/${doomed.id}`).expect(404);
        await agent.delete(`/api/homes/${doomed.id}`).expect(404);
        const photos = (await agent.get('/api/photos').expect(200)).body as { homeId: number | null }[];
        expect(new Set(photos.map((photo) => photo.homeId))).toEqual(new Set([kept.id, null]));
        expect((await agent.get('/api/homes').expect(200)).body.map((h: { id: number }) => h.id)).toEqual([kept.id]);
      });

      it('deletes several homes requested in parallel', async () => {
        const agent = t.agent();
        const user = await registerLoggedIn(agent);
        const homes = [];
        for (let i = 0; i < 3; i += 1) {
          const home = await createHome(agent, { name: `Home ${i}` });
          await agent.post(`/api/homes/${home.id}/populate`).send({ templateId: standardTemplateId }).expect(200);
          await agent
            .post(`/api/homes/${home.id}/photo`)
            .attach('photo', await png(20, 20), 'h.png')
            .expect(200);
          homes.push(home);
        }
        const responses = await Promise.all(homes.map((home) => agent.delete(`/api/homes/${home.id}`)));
        expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
        expect(await count('homes WHERE user_id = $1', [user.id])).toBe(0);
        expect(await count('equipment WHERE user_id = $1', [user.id])).toBe(0);
        expect(await keys(`users/${user.id}/`)).toEqual([]);
      });

      it('storage deletes a folder prefix and nothing beside it', async () => {
        const base = 'users/2000000000/homes';
        for (const key of [`${base}/1/a.jpg`, `${base}/1/photos/b.jpg`, `${base}/10/c.jpg`, `${base}/1x/d.jpg`]) {
          await t.storage.put(key, Buffer.from(key), 'image/jpeg');
        }
        await t.storage.deletePrefix(`${base}/1/`);
        expect(await keys(`${base}/`)).toEqual([`${base}/10/c.jpg`, `${base}/1x/d.jpg`]);
        await t.storage.deletePrefix(`${base}/1/`);
        await t.storage.deletePrefix('users/2000000000/');
        expect(await keys('users/2000000000/')).toEqual([]);
      });
    });
  });
}
