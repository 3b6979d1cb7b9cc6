import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Equipment } from '../../src/modules/equipment/entities/equipment.entity';
import { Home } from '../../src/modules/homes/entities/home.entity';
import { User } from '../../src/modules/identity/entities/user.entity';
import { toPublicUser } from '../../src/modules/identity/public-user';
import { expectStatus, newAccount, register, registerLoggedIn, sessionCookie } from './accounts';
import { Drivers, TestApp } from './test-app';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the given headers, the body as sent on the wire (no client-side decompression). */
function rawGet(port: number, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const HOME = { address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' };

/**
 * The read paths' HTTP behaviour: the lean list reads answer exactly the JSON the entities gave,
 * lists carry an ETag and answer 304 to a matching If-None-Match, large JSON is compressed (brotli or
 * gzip, as the client accepts) and small JSON is not. Run once per driver set.
 */
export function httpReadsSuite(drivers: Drivers): void {
  describe(`HTTP reads on ${drivers} drivers`, () => {
    let t: TestApp;
    let port: number;
    let cookie: string;
    let userId: number;
    let homeId: number;

    beforeAll(async () => {
      t = await TestApp.start(drivers);
      const server = t.http as Server;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
      const agent = t.agent();
      const registered = expectStatus(await register(agent, newAccount()), 201);
      userId = registered.body.id;
      cookie = sessionCookie(registered)!.split(';')[0];
      for (const name of ['Lake House', 'Town Flat']) {
        const home = expectStatus(await agent.post('/api/homes').send({ name, ...HOME }), 201).body;
        homeId = home.id;
      }
      for (let n = 0; n < 30; n += 1) {
        expectStatus(
          await agent.post('/api/equipment').send({
            homeId,
            name: `Appliance ${n}`,
            brand: 'Rheem',
            modelNumber: `M-${n}`,
            serialNumber: `S${n}`,
            installationDate: '2019',
            notes: `Serviced every spring (${n}).`,
          }),
          201,
        );
      }
      await t.dataSource.query(
        `UPDATE equipment SET last_maintenance_date = '2024-03-05', manual_urls = '{a,b}'
        WHERE home_id = $1 AND name = 'Appliance 1'`,
        [homeId],
      );
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => (t?.http as Server | undefined)?.close(() => resolve()) ?? resolve());
      await t?.stop();
    });

    const get = (path: string, headers: Record<string, string> = {}) => rawGet(port, path, { cookie, ...headers });

    it('answers the lists and the user with the same JSON as the entities', async () => {
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: userId });
      expect((await get('/api/user')).body.toString()).toBe(JSON.stringify(toPublicUser(user)));

      // Each home is the entity's JSON plus the user's access to it (issue 15).
      const homes = (
        await t.dataSource.getRepository(Home).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } })
      ).map((home) => ({ ...home, access: 'owner' }));
      expect((await get('/api/homes')).body.toString()).toBe(JSON.stringify(homes));
      const home = homes.find((h) => h.id === homeId);
      expect((await get(`/api/homes/${homeId}`)).body.toString()).toBe(JSON.stringify(home));

      const equipment = await t.dataSource
        .getRepository(Equipment)
        .find({ where: { userId, homeId }, order: { createdAt: 'ASC', id: 'ASC' } });
      expect(equipment.find((e) => e.name === 'Appliance 1')).toMatchObject({
        lastMaintenanceDate: '2024-03-05',
        manualUrls: ['a', 'b'],
      });
      expect((await get(`/api/equipment?homeId=${homeId}`)).body.toString()).toBe(JSON.stringify(equipment));
      expect((await get('/api/equipment')).body.toString()).toBe(JSON.stringify(equipment));
    });

    it('gives lists an ETag and answers 304 while they have not changed', async () => {
      const first = await get('/api/homes');
      expect(first.status).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);

      const again = await get('/api/homes', { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);

      const agent = t.agent();
      await registerLoggedIn(agent); // someone else's change does not change this list
      expect((await get('/api/homes', { 'if-none-match': etag })).status).toBe(304);

      await t.dataSource.query(`UPDATE homes SET city = 'Shelbyville' WHERE id = $1`, [homeId]);
      const changed = await get('/api/homes', { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(JSON.parse(changed.body.toString())[0].city).toBe('Shelbyville');
    });

    it('compresses large JSON as the client accepts, with the same ETag and 304s', async () => {
      const plain = await get('/api/equipment');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);

      const br = await get('/api/equipment', { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(br.body.length).toBeLessThan(plain.body.length / 4);
      expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());

      const gzip = await get('/api/equipment', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
      // Served again (from the compressed-body cache): the same bytes.
      expect((await get('/api/equipment', { 'accept-encoding': 'gzip' })).body.equals(gzip.body)).toBe(true);

      expect(br.headers.etag).toBe(plain.headers.etag);
      const notModified = await get('/api/equipment', {
        'accept-encoding': 'gzip, deflate, br',
        'if-none-match': br.headers.etag as string,
      });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);

      const refused = await get('/api/equipment', { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body.toString()).toBe(plain.body.toString());
    });

    it('leaves small answers and errors uncompressed', async () => {
      const user = await get('/api/user', { 'accept-encoding': 'gzip, br' });
      expect(user.status).toBe(200);
      expect(user.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(user.body.toString()).id).toBe(userId);

      const missing = await get('/api/homes/999999', { 'accept-encoding': 'gzip, br' });
      expect(missing.status).toBe(404);
      expect(missing.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(missing.body.toString()).message).toBe('Home not found');

      const anonymous = await rawGet(port, '/api/equipment', { 'accept-encoding': 'gzip, br' });
      expect(anonymous.status).toBe(401);
    });
  });
}
