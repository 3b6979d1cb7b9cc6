import request from 'supertest';
import type { Agent } from 'supertest';
import sharp from 'sharp';
import { renderPdf } from '../../src/modules/home-book/pdf-renderer';
import { Drivers, TestApp } from './test-app';
import { expectStatus, registerLoggedIn } from './accounts';

const MB = 1024 * 1024;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .png()
    .toBuffer();

/** A real PDF (pdfmake), with a noise picture of about `pictureMb` MB when asked for (incompressible). */
async function policyPdf(pictureMb = 0): Promise<Buffer> {
  const content: Record<string, unknown>[] = [{ text: 'Acme Home Shield — policy P-123' }];
  if (pictureMb) {
    const side = Math.round(Math.sqrt((pictureMb * MB) / 3));
    const noise = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 90 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    content.push({ image: `data:image/png;base64,${noise.toString('base64')}`, width: 400 });
  }
  return renderPdf({ content } as never);
}

const PDF_TYPE = { contentType: 'application/pdf' };
const WRONG_TYPE = 'Please upload a PDF or an image file';
const TOO_LARGE = 'Please upload a file smaller than 10MB';

const HOME = { name: 'Main Residence', address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' };

/** Today plus `offset` days, 'YYYY-MM-DD' in UTC (the server's "today"). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A logged-in user with one home and one piece of equipment in it. */
async function owner(agent: Agent) {
  const user = await registerLoggedIn(agent);
  const home = expectStatus(await agent.post('/api/homes').send(HOME), 201).body;
  const equipment = expectStatus(
    await agent.post('/api/equipment').send({ homeId: home.id, name: 'Furnace' }),
    201,
  ).body;
  return { user, home, equipment };
}

async function addEquipment(agent: Agent, homeId: number, name: string) {
  return expectStatus(await agent.post('/api/equipment').send({ homeId, name }), 201).body;
}

async function createWarranty(agent: Agent, equipmentId: number, fields: Record<string, unknown> = {}) {
  return expectStatus(
    await agent.post('/api/warranties').send({ equipmentId, startDate: day(-30), endDate: day(335), ...fields }),
    201,
  ).body;
}

const keyOf = (url: string) => url.replace(/^\/api\/files\//, '');

/** The warranties capability (status, create/update, documents, ownership), once per driver set. */
export function warrantiesSuite(drivers: Drivers): void {
  describe(`warranties on ${drivers} drivers`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await TestApp.start(drivers);
    });
    afterAll(() => t?.stop());

    const keys = async (prefix: string) => (await t.storage.list(prefix)).sort();

    it('requires login on every route', async () => {
      const anonymous = request(t.http);
      await anonymous.get('/api/warranties').expect(401);
      await anonymous.get('/api/warranties?equipmentId=1').expect(401);
      await anonymous.post('/api/warranties').send({}).expect(401);
      await anonymous.patch('/api/warranties/1').send({}).expect(401);
      await anonymous.post('/api/warranties/1/documents').expect(401);
      await anonymous.post('/api/warranties/new/documents').expect(401);
    });

    it('creates a warranty with date strings and derived status, reads it back, lists the user’s', async () => {
      const agent = t.agent();
      const { equipment, home } = await owner(agent);
      expect((await agent.get(`/api/warranties?equipmentId=${equipment.id}`).expect(200)).body).toBeNull();
      expect((await agent.get('/api/warranties').expect(200)).body).toEqual([]);
      const created = await createWarranty(agent, equipment.id, {
        startDate: '2025-01-05',
        endDate: `${new Date().getUTCFullYear() + 3}-12-31`,
        provider: '  Acme Home Shield ',
        policyNumber: ' P-123 ',
        terms: '',
        autoRenewal: true,
        status: 'expired',
        id: 4242,
      });
      expect(created).toEqual({
        id: expect.any(Number),
        equipmentId: equipment.id,
        startDate: '2025-01-05',
        endDate: `${new Date().getUTCFullYear() + 3}-12-31`,
        provider: 'Acme Home Shield',
        policyNumber: 'P-123',
        terms: null,
        status: 'active',
        autoRenewal: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        derivedStatus: 'Active',
        daysRemaining: expect.any(Number),
        documents: [],
      });
      expect(created.id).not.toBe(4242);
      // Postgres dates stay 'YYYY-MM-DD' text all the way (no JS Date shifted by the time zone).
      const [row] = await t.dataSource.query('SELECT start_date FROM warranties WHERE id = $1', [created.id]);
      expect(row.start_date).toBe('2025-01-05');
      expect(created.daysRemaining).toBeGreaterThan(730);
      expect((await agent.get(`/api/warranties?equipmentId=${equipment.id}`).expect(200)).body).toEqual(created);

      const second = await addEquipment(agent, home.id, 'Water heater');
      const defaults = await createWarranty(agent, second.id, {
        startDate: '2024-02-29T00:00:00.000Z',
        endDate: day(10),
      });
      expect(defaults).toMatchObject({
        startDate: '2024-02-29',
        provider: null,
        policyNumber: null,
        autoRenewal: false,
        derivedStatus: 'Expiring Soon',
        daysRemaining: 10,
      });
      expect((await agent.get('/api/warranties').expect(200)).body).toEqual([created, defaults]);
    });

    it('derives the status at the boundaries: 91 days Active, 90 and 0 Expiring Soon, -1 Expired', async () => {
      const agent = t.agent();
      const { home } = await owner(agent);
      for (const [offset, status] of [
        [91, 'Active'],
        [90, 'Expiring Soon'],
        [0, 'Expiring Soon'],
        [-1, 'Expired'],
      ] as const) {
        const equipment = await addEquipment(agent, home.id, `Boundary ${offset}`);
        const created = await createWarranty(agent, equipment.id, { startDate: day(-400), endDate: day(offset) });
        const read = (await agent.get(`/api/warranties?equipmentId=${equipment.id}`).expect(200)).body;
        for (const warranty of [created, read]) {
          expect({ offset, derivedStatus: warranty.derivedStatus, daysRemaining: warranty.daysRemaining }).toEqual({
            offset,
            derivedStatus: status,
            daysRemaining: offset,
          });
        }
      }
      // The same day for start and end is a valid warranty.
      const oneDay = await addEquipment(agent, home.id, 'One day');
      expect((await createWarranty(agent, oneDay.id, { startDate: day(0), endDate: day(0) })).endDate).toBe(day(0));
    });

    it('refuses a second warranty for the same equipment with 409', async () => {
      const agent = t.agent();
      const { equipment, home } = await owner(agent);
      const first = await createWarranty(agent, equipment.id);
      const again = await agent
        .post('/api/warranties')
        .send({ equipmentId: equipment.id, startDate: day(0), endDate: day(1) });
      expect([again.status, again.body.message]).toEqual([409, 'This equipment already has a warranty']);
      const concurrent = await Promise.all(
        [0, 1].map(() =>
          agent.post('/api/warranties').send({ equipmentId: equipment.id, startDate: day(0), endDate: day(1) }),
        ),
      );
      expect(concurrent.map((response) => response.status)).toEqual([409, 409]);
      expect((await agent.get(`/api/warranties?equipmentId=${equipment.id}`)).body).toEqual(first);
      // Two first creates at once: exactly one wins.
      const fresh = await addEquipment(agent, home.id, 'Fresh');
      const race = await Promise.all(
        [0, 1].map(() =>
          agent.post('/api/warranties').send({ equipmentId: fresh.id, startDate: day(0), endDate: day(1) }),
        ),
      );
      expect(race.map((response) => response.status).sort()).toEqual([201, 409]);
    });

    it.each([
      ['no equipment', { equipmentId: undefined }, 'Equipment is required'],
      ['a text equipment id', { equipmentId: 'furnace' }, 'Equipment is required'],
      ['no start date', { startDate: undefined }, 'Start date is required'],
      ['no end date', { endDate: undefined }, 'End date is required'],
      ['a start date that is not a date', { startDate: 'yesterday' }, 'Start date must be a valid date'],
      ['the 30th of February', { startDate: '2025-02-30' }, 'Start date must be a valid date'],
      ['a numeric start date', { startDate: 20250101 }, 'Start date must be a valid date'],
      ['an end date that is not a date', { endDate: '2025-13-01' }, 'End date must be a valid date'],
      ['a null end date', { endDate: null }, 'End date is required'],
      [
        'an end before the start',
        { startDate: '2025-06-02', endDate: '2025-06-01' },
        'End date must be on or after the start date',
      ],
      ['a 201-character provider', { provider: 'x'.repeat(201) }, 'Provider must be at most 200 characters'],
      [
        'a 101-character policy number',
        { policyNumber: 'x'.repeat(101) },
        'Policy number must be at most 100 characters',
      ],
      ['5001 characters of terms', { terms: 'x'.repeat(5001) }, 'Terms must be at most 5000 characters'],
      ['auto-renewal as text', { autoRenewal: 'yes' }, 'Auto-renewal must be true or false'],
    ])('refuses %s', async (_label, fields, message) => {
      const agent = t.agent();
      const { equipment } = await owner(agent);
      const response = expectStatus(
        await agent
          .post('/api/warranties')
          .send({ equipmentId: equipment.id, startDate: '2025-01-01', endDate: '2026-01-01', ...fields }),
        400,
      );
      expect(response.body.message).toBe(message);
      expect((await agent.get(`/api/warranties?equipmentId=${equipment.id}`).expect(200)).body).toBeNull();
    });

    it('answers malformed input with a 4xx and a message, never a 500', async () => {
      const agent = t.agent();
      const { equipment, home } = await owner(agent);
      const other = await addEquipment(agent, home.id, 'Other');
      const warranty = await createWarranty(agent, other.id);
      const odd = [null, 42, true, [], {}, ['a'], 'x'.repeat(6_000), 'nul\u0000byte', -1, 1.5, 2_147_483_648];
      const valid = { equipmentId: equipment.id, startDate: '2025-01-01', endDate: '2026-01-01' };
      for (const field of ['equipmentId', 'startDate', 'endDate', 'provider', 'policyNumber', 'terms', 'autoRenewal']) {
        for (const value of odd) {
          for (const response of [
            await agent.post('/api/warranties').send({ ...valid, [field]: value }),
            await agent.patch(`/api/warranties/${warranty.id}`).send({ [field]: value }),
          ]) {
            if (response.status >= 500 || (response.status >= 400 && !response.body.message)) {
              throw new Error(`{${field}: ${JSON.stringify(value).slice(0, 20)}} → ${response.status}`);
            }
          }
        }
      }
      for (const query of ['abc', '', '-1', '0', '1.5', '99999999999']) {
        const response = await agent.get(`/api/warranties?equipmentId=${query}`);
        expect([query, response.status, response.body.message]).toEqual([query, 404, 'Equipment not found']);
      }
    });

    it('updates the given fields only and keeps the dates in order', async () => {
      const agent = t.agent();
      const { equipment, home } = await owner(agent);
      const created = await createWarranty(agent, equipment.id, {
        startDate: '2025-01-01',
        endDate: day(400),
        provider: 'Acme',
        terms: 'Parts only',
      });
      const updated = expectStatus(
        await agent
          .patch(`/api/warranties/${created.id}`)
          .send({ endDate: day(30), provider: ' Better Co ', autoRenewal: true, equipmentId: equipment.id }),
        200,
      ).body;
      expect(updated).toMatchObject({
        id: created.id,
        startDate: '2025-01-01',
        endDate: day(30),
        provider: 'Better Co',
        terms: 'Parts only',
        autoRenewal: true,
        derivedStatus: 'Expiring Soon',
        daysRemaining: 30,
      });
      const cleared = expectStatus(await agent.patch(`/api/warranties/${created.id}`).send({ terms: '' }), 200).body;
      expect([cleared.terms, cleared.provider]).toEqual([null, 'Better Co']);
      const before = await agent.patch(`/api/warranties/${created.id}`).send({ startDate: day(31) });
      expect([before.status, before.body.message]).toEqual([400, 'End date must be on or after the start date']);
      const invalid = await agent.patch(`/api/warranties/${created.id}`).send({ endDate: 'soon' });
      expect([invalid.status, invalid.body.message]).toEqual([400, 'End date must be a valid date']);
      const other = await addEquipment(agent, home.id, 'Other');
      const moved = await agent.patch(`/api/warranties/${created.id}`).send({ equipmentId: other.id });
      expect([moved.status, moved.body.message]).toEqual([400, 'A warranty cannot move to other equipment']);
      expect((await agent.get(`/api/warranties?equipmentId=${equipment.id}`)).body).toEqual(cleared);
    });

    it('keeps documents uploaded before the warranty and attaches them when it is created', async () => {
      const agent = t.agent();
      const { user, equipment, home } = await owner(agent);
      const other = await addEquipment(agent, home.id, 'Other');
      const pending = expectStatus(
        await agent
          .post('/api/warranties/new/documents')
          .field('equipmentId', String(equipment.id))
          .attach('photo', await png(3000, 2000), 'receipt.png'),
        201,
      ).body;
      expect(pending).toEqual({
        id: expect.any(Number),
        fileName: 'receipt.png',
        fileUrl: expect.stringMatching(
          new RegExp(`^/api/files/users/${user.id}/equipment/${equipment.id}/warranty/[0-9a-f-]{36}\\.jpg$`),
        ),
        fileType: 'image/jpeg',
        thumbnailUrl: null,
        uploadedAt: expect.any(String),
      });
      const file = await agent.get(pending.fileUrl).expect(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(file.body).metadata()).width).toBe(2560);
      // A pending document of other equipment stays pending.
      const elsewhere = expectStatus(
        await agent
          .post('/api/warranties/new/documents')
          .field('equipmentId', String(other.id))
          .attach('photo', await png(20, 20), 'other.png'),
        201,
      ).body;
      expect((await agent.get(`/api/warranties?equipmentId=${equipment.id}`)).body).toBeNull();

      const warranty = await createWarranty(agent, equipment.id);
      expect(warranty.documents).toEqual([pending]);
      const added = expectStatus(
        await agent.post(`/api/warranties/${warranty.id}/documents`).attach('photo', await png(30, 30), 'policy.png'),
        201,
      ).body;
      // 'new' once the warranty exists attaches to it at once.
      const late = expectStatus(
        await agent
          .post('/api/warranties/new/documents')
          .field('equipmentId', String(equipment.id))
          .attach('photo', await png(30, 30), 'reçu été.png'),
        201,
      ).body;
      expect(late.fileName).toBe('reçu été.png');
      const read = (await agent.get(`/api/warranties?equipmentId=${equipment.id}`).expect(200)).body;
      expect(read.documents).toEqual([pending, added, late]);
      const otherWarranty = await createWarranty(agent, other.id);
      expect(otherWarranty.documents).toEqual([elsewhere]);
      expect(await keys(`users/${user.id}/`)).toEqual(
        [pending, added, late, elsewhere].map((document) => keyOf(document.fileUrl)).sort(),
      );
    });

    it('takes a real PDF as field `file`, stores it as sent and serves it inline as application/pdf', async () => {
      const agent = t.agent();
      const { user, equipment } = await owner(agent);
      const pdf = await policyPdf();
      const pending = expectStatus(
        await agent
          .post('/api/warranties/new/documents')
          .field('equipmentId', String(equipment.id))
          .attach('file', pdf, { filename: 'Policy 2026.pdf', ...PDF_TYPE }),
        201,
      ).body;
      expect(pending).toEqual({
        id: expect.any(Number),
        fileName: 'Policy 2026.pdf',
        fileUrl: expect.stringMatching(
          new RegExp(`^/api/files/users/${user.id}/equipment/${equipment.id}/warranty/[0-9a-f-]{36}\\.pdf$`),
        ),
        fileType: 'application/pdf',
        thumbnailUrl: expect.stringMatching(
          new RegExp(`^/api/files/users/${user.id}/equipment/${equipment.id}/warranty/[0-9a-f-]{36}\\.jpg$`),
        ),
        uploadedAt: expect.any(String),
      });
      // Its first page, drawn at upload: a small JPEG served like every photo.
      const thumbnail = await agent.get(pending.thumbnailUrl).buffer(true).expect(200);
      expect(thumbnail.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(thumbnail.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 240 });
      const served = await agent.get(pending.fileUrl).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBeUndefined();
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(Buffer.from(served.body), pdf)).toBe(0);

      // An image under `file` is re-encoded as every photo; a PDF between 5 and 10 MB is taken as it is.
      const warranty = await createWarranty(agent, equipment.id);
      const image = expectStatus(
        await agent.post(`/api/warranties/${warranty.id}/documents`).attach('file', await png(40, 30), 'receipt.png'),
        201,
      ).body;
      expect(image).toMatchObject({ fileName: 'receipt.png', fileType: 'image/jpeg', thumbnailUrl: null });
      expect(image.fileUrl).toMatch(/\.jpg$/);
      const big = await policyPdf(7);
      expect(big.length).toBeGreaterThan(5 * MB);
      expect(big.length).toBeLessThan(10 * MB);
      const large = expectStatus(
        await agent
          .post(`/api/warranties/${warranty.id}/documents`)
          .attach('file', big, { filename: 'scan.pdf', ...PDF_TYPE }),
        201,
      ).body;
      expect(large.fileType).toBe('application/pdf');
      // The old field name keeps working, for PDFs too.
      const viaPhoto = expectStatus(
        await agent.post(`/api/warranties/${warranty.id}/documents`).attach('photo', pdf, 'old-client.pdf'),
        201,
      ).body;
      expect(viaPhoto.fileType).toBe('application/pdf');
      const read = (await agent.get(`/api/warranties?equipmentId=${equipment.id}`).expect(200)).body;
      expect(read.documents).toEqual([pending, image, large, viaPhoto]);
      const [row] = await t.dataSource.query('SELECT file_type FROM warranty_documents WHERE id = $1', [large.id]);
      expect(row.file_type).toBe('application/pdf');
    });

    it('refuses documents without equipment, fake PDFs, other files, too large or missing', async () => {
      const agent = t.agent();
      const { user, equipment } = await owner(agent);
      const warranty = await createWarranty(agent, equipment.id);
      const image = await png(20, 20);
      const noEquipment = await agent.post('/api/warranties/new/documents').attach('file', image, 'a.png');
      expect([noEquipment.status, noEquipment.body.message]).toEqual([400, 'Equipment is required']);
      const blank = await agent
        .post('/api/warranties/new/documents')
        .field('equipmentId', '')
        .attach('photo', image, 'a.png');
      expect([blank.status, blank.body.message]).toEqual([400, 'Equipment is required']);
      for (const equipmentId of ['abc', '999999', '-2']) {
        const unknown = await agent
          .post('/api/warranties/new/documents')
          .field('equipmentId', equipmentId)
          .attach('photo', image, 'a.png');
        expect([unknown.status, unknown.body.message]).toEqual([404, 'Equipment not found']);
      }
      const realPdf = await policyPdf();
      const refused: [string, Buffer][] = [
        ['a %PDF header over garbage', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x5a)])],
        ['a bare %PDF header', Buffer.from('%PDF-1.4 policy')],
        ['a PDF cut in half', realPdf.subarray(0, Math.floor(realPdf.length / 2))],
        ['text named .pdf', Buffer.from('Warranty: 2 years parts and labour\n')],
        ['an HTML page named .pdf', Buffer.from('<!doctype html><script>alert(1)</script>')],
        ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
        ['a JPEG header over garbage', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 1)])],
        ['an empty file', Buffer.alloc(0)],
      ];
      for (const path of [`/api/warranties/${warranty.id}/documents`, '/api/warranties/new/documents']) {
        const withEquipment = (r: request.Test) => r.field('equipmentId', String(equipment.id));
        for (const [what, bytes] of refused) {
          for (const field of ['file', 'photo']) {
            const response = await withEquipment(agent.post(path)).attach(field, bytes, {
              filename: 'policy.pdf',
              ...PDF_TYPE,
            });
            expect({ what, field, status: response.status, message: response.body.message }).toEqual({
              what,
              field,
              status: 415,
              message: WRONG_TYPE,
            });
          }
        }
        const tooBig = await withEquipment(agent.post(path)).attach(
          'file',
          Buffer.concat([realPdf, Buffer.alloc(10 * MB + 1 - realPdf.length, 0x20)]),
          { filename: 'big.pdf', ...PDF_TYPE },
        );
        expect([tooBig.status, tooBig.body.message]).toEqual([413, TOO_LARGE]);
        const tooBigPhoto = await withEquipment(agent.post(path)).attach(
          'photo',
          Buffer.alloc(10 * MB + 1, 1),
          'big.jpg',
        );
        expect([tooBigPhoto.status, tooBigPhoto.body.message]).toEqual([413, TOO_LARGE]);
        const otherField = await withEquipment(agent.post(path)).attach('document', realPdf, 'policy.pdf');
        expect(otherField.status).toBe(400);
        const missing = await withEquipment(agent.post(path));
        expect([missing.status, missing.body.message]).toEqual([400, 'No file selected']);
      }
      expect((await agent.get(`/api/warranties?equipmentId=${equipment.id}`)).body.documents).toEqual([]);
      expect(await keys(`users/${user.id}/`)).toEqual([]);
    });

    it('answers 404 "Warranty not found" for ids that cannot exist', async () => {
      const agent = t.agent();
      await owner(agent);
      for (const id of ['abc', '1.5', '-1', '0', '99999999999', '2147483647', '1e3']) {
        for (const response of [
          await agent.patch(`/api/warranties/${id}`).send({ provider: 'x' }),
          await agent.post(`/api/warranties/${id}/documents`).attach('photo', await png(10, 10), 'a.png'),
        ]) {
          expect({ id, status: response.status, message: response.body.message }).toEqual({
            id,
            status: 404,
            message: 'Warranty not found',
          });
        }
      }
    });

    it('keeps every warranty route to its owner (404 for anyone else)', async () => {
      const alice = t.agent();
      const bob = t.agent();
      const a = await owner(alice);
      const b = await owner(bob);
      const alicesOther = await addEquipment(alice, a.home.id, 'No warranty yet');
      const warranty = await createWarranty(alice, a.equipment.id, { provider: 'Acme' });
      const document = expectStatus(
        await alice.post(`/api/warranties/${warranty.id}/documents`).attach('photo', await png(20, 20), 'p.png'),
        201,
      ).body;
      const pending = expectStatus(
        await alice
          .post('/api/warranties/new/documents')
          .field('equipmentId', String(alicesOther.id))
          .attach('photo', await png(20, 20), 'p.png'),
        201,
      ).body;

      const notFound = (response: request.Response, message: string) =>
        expect({ status: response.status, message: response.body.message }).toEqual({ status: 404, message });
      notFound(await bob.get(`/api/warranties?equipmentId=${a.equipment.id}`), 'Equipment not found');
      notFound(await bob.get(`/api/warranties?equipmentId=${alicesOther.id}`), 'Equipment not found');
      notFound(
        await bob.post('/api/warranties').send({ equipmentId: alicesOther.id, startDate: day(0), endDate: day(9) }),
        'Equipment not found',
      );
      notFound(
        await bob.post('/api/warranties').send({ equipmentId: a.equipment.id, startDate: day(0), endDate: day(9) }),
        'Equipment not found',
      );
      notFound(await bob.patch(`/api/warranties/${warranty.id}`).send({ provider: 'Bob' }), 'Warranty not found');
      notFound(
        await bob.patch(`/api/warranties/${warranty.id}`).send({ equipmentId: b.equipment.id }),
        'Warranty not found',
      );
      notFound(
        await bob.post(`/api/warranties/${warranty.id}/documents`).attach('photo', await png(20, 20), 'x.png'),
        'Warranty not found',
      );
      notFound(
        await bob
          .post('/api/warranties/new/documents')
          .field('equipmentId', String(alicesOther.id))
          .attach('photo', await png(20, 20), 'x.png'),
        'Equipment not found',
      );
      notFound(
        await bob
          .post(`/api/warranties/${warranty.id}/documents`)
          .attach('file', await policyPdf(), { filename: 'x.pdf', ...PDF_TYPE }),
        'Warranty not found',
      );
      const alicesPdf = expectStatus(
        await alice
          .post(`/api/warranties/${warranty.id}/documents`)
          .attach('file', await policyPdf(), { filename: 'policy.pdf', ...PDF_TYPE }),
        201,
      ).body;
      await bob.get(alicesPdf.fileUrl).expect(404);
      await bob.get(alicesPdf.thumbnailUrl).expect(404);
      await request(t.http).get(alicesPdf.fileUrl).expect(401);
      await bob.get(document.fileUrl).expect(404);
      await bob.get(pending.fileUrl).expect(404);
      expect((await bob.get('/api/warranties').expect(200)).body).toEqual([]);

      // Bob's own warranty does not pick up Alice's pending documents.
      const bobs = await createWarranty(bob, b.equipment.id);
      expect(bobs.documents).toEqual([]);
      expect((await bob.get('/api/warranties').expect(200)).body.map((w: { id: number }) => w.id)).toEqual([bobs.id]);

      // Nothing of Alice's changed.
      const alices = (await alice.get(`/api/warranties?equipmentId=${a.equipment.id}`).expect(200)).body;
      expect(alices).toEqual({ ...warranty, documents: [document, alicesPdf] });
      expect((await alice.get(`/api/warranties?equipmentId=${alicesOther.id}`)).body).toBeNull();
      const later = await createWarranty(alice, alicesOther.id);
      expect(later.documents).toEqual([pending]);
      expect(await keys(`users/${b.user.id}/`)).toEqual([]);
    });
  });
}
