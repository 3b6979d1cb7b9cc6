import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { Pool } from 'pg';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Clock } from '../../src/core/clock';
import { RedisUnavailableError } from '../../src/core/redis-connection';
import { PlainSessionCheck } from '../../src/core/session/plain-session-check';
import { SessionStore } from '../../src/core/session/session-store';
import { In } from 'typeorm';
import { Equipment } from '../../src/modules/equipment/entities/equipment.entity';
import { EquipmentRecordsService } from '../../src/modules/equipment/equipment-records.service';
import { toEquipmentView } from '../../src/modules/equipment/equipment.mapper';
import { Home } from '../../src/modules/homes/entities/home.entity';
import { HomesService } from '../../src/modules/homes/homes.service';
import { User } from '../../src/modules/identity/entities/user.entity';
import { toUserView } from '../../src/modules/identity/user.mapper';
import { UsersService } from '../../src/modules/identity/users.service';
import { SessionUserReader } from '../../src/core/http/session-user-reader';
import { expectStatus, newAccount, register, registerLoggedIn, sessionCookie } from './accounts';
import { Drivers, TestApp } from './test-app';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Every header line as written, in order: name, value, name, value… */
  rawHeaders: string[];
  body: Buffer;
}

/** A GET with exactly the given headers, the body as sent on the wire (no client-side decompression). */
function rawGet(port: number, path: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The session id inside an `hb.sid=s%3A<sid>.<signature>` cookie. */
function sessionIdIn(cookie: string): string {
  return decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
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
      // Text JSON must escape, and timestamps with microseconds (the lists' JSON is built by Postgres).
      await t.dataSource.query(
        `UPDATE equipment SET notes = $2, manual_urls = $3, created_at = '2019-12-31 23:59:59.999999+00',
          updated_at = '2024-02-29 12:00:00.000500+00' WHERE home_id = $1 AND name = 'Appliance 2'`,
        [
          homeId,
          'Quote " back\\ slash / tab\t nl\n cr\r bell\u0007 esc\u001b del\u007f é ✓ 😀 \u2028\u2029',
          ['x"y', '\u0001'],
        ],
      );
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => (t?.http as Server | undefined)?.close(() => resolve()) ?? resolve());
      await t?.stop();
    });

    const get = (path: string, headers: Record<string, string> = {}) => rawGet(port, path, { cookie, ...headers });

    it('answers the lists and the user with the same JSON as the entities', async () => {
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: userId });
      expect((await get('/api/user')).body.toString()).toBe(JSON.stringify(toUserView(user)));

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
      // The view is the entity's JSON (toEquipmentView), which the lists have Postgres write.
      expect(JSON.stringify(equipment.map(toEquipmentView))).toBe(JSON.stringify(equipment));
      expect((await get(`/api/equipment?homeId=${homeId}`)).body.toString()).toBe(JSON.stringify(equipment));
      expect((await get('/api/equipment')).body.toString()).toBe(JSON.stringify(equipment));
    });

    it('answers the same after the pool has replaced its connections (PGlite keeps one session past them)', async () => {
      // A route of Nest's router first: the first read after the replacement opens the new connection.
      const paths = [
        `/api/homes/${homeId}`,
        '/api/user',
        '/api/homes',
        `/api/equipment?homeId=${homeId}`,
        '/api/equipment',
      ];
      const before = await Promise.all(paths.map((path) => get(path)));
      for (const answer of before) expect(answer.status).toBe(200);
      // Every idle connection closed, as the pool does after its idle timeout: the next reads open new ones.
      const pool = (t.dataSource.driver as unknown as { master: Pool }).master;
      const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
      for (const client of idle) client.release(true);
      for (const [index, path] of paths.entries()) {
        const after = await get(path);
        expect(after.status).toBe(200);
        expect(after.body.equals(before[index].body)).toBe(true);
      }
    });

    it("reads the session's user with a list's key in one statement: the user the deserializer loads", async () => {
      const reader = t.app.get(SessionUserReader, { strict: false });
      const users = t.app.get(UsersService);
      const alone = await users.findById(userId);
      const withKey = await reader.readWith(userId, { sql: "SELECT 'key ' || $2::int", params: [7] });
      expect(withKey.value).toBe('key 7');
      expect(withKey.user).toEqual(alone);
      expect(Object.keys(withKey.user!)).toEqual(Object.keys(alone!)); // the same JSON, key for key
      const homesKey = await reader.readWith(userId, t.app.get(HomesService).listVersionQuery());
      expect(homesKey.value).toMatch(/^\d+:\d+:owner,\d+:\d+:owner$/);
      const missing = await reader.readWith(999999, { sql: "SELECT 'key'", params: [] });
      expect(missing).toEqual({ user: null, value: null });
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

    describe('the lean read lane (@LeanRead) against the full pipeline', () => {
      let store: SessionStore;
      let clock: Clock;
      let now: number;
      /** Each GET is answered twice: by the lane, then with the lane's session check saying "not mine". */
      let storeGets: jest.SpyInstance;

      beforeAll(async () => {
        store = t.app.get(SessionStore);
        clock = t.app.get(Clock);
        now = Date.now();
        jest.spyOn(clock, 'now').mockImplementation(() => now);
        storeGets = jest.spyOn(store, 'get');
        await get('/api/user'); // stamps the session's activity at `now`: later reads need no write
      });
      afterAll(() => jest.restoreAllMocks());

      /** The same request through the full pipeline: express-session, passport, Nest's router. */
      async function viaFullPipeline(
        path: string,
        headers: Record<string, string>,
        method = 'GET',
      ): Promise<RawAnswer> {
        const check = jest.spyOn(PlainSessionCheck.prototype, 'loggedInUserId').mockResolvedValue(null);
        try {
          return await rawGet(port, path, headers, method);
        } finally {
          check.mockRestore();
        }
      }

      /**
       * Answers one request both ways; asserts they are the same but for Date — status, body bytes, and
       * every header line, names as written and in order — and which way the first went: express-session
       * reads the store through get(), the lane reads it directly ('no session': the full pipeline without a
       * store read, as there is no signed session cookie to look up).
       */
      async function expectSameBothWays(
        path: string,
        headers: Record<string, string>,
        lane: 'lean' | 'full' | 'no session',
        method = 'GET',
      ): Promise<RawAnswer> {
        storeGets.mockClear();
        const lean = await rawGet(port, path, headers, method);
        expect(storeGets).toHaveBeenCalledTimes(lane === 'full' ? 1 : 0);
        const full = await viaFullPipeline(path, headers, method);
        expect(storeGets).toHaveBeenCalledTimes(lane === 'full' ? 2 : lane === 'lean' ? 1 : 0);
        expect(lean.status).toBe(full.status);
        expect(lean.body.toString('base64')).toBe(full.body.toString('base64'));
        const withoutDate = ({ date: _date, ...rest }: RawAnswer['headers']) => rest;
        expect(withoutDate(lean.headers)).toEqual(withoutDate(full.headers));
        const linesWithoutDate = (raw: string[]) =>
          raw
            .flatMap((value, n) => (n % 2 === 0 ? [[value, raw[n + 1]].join(': ')] : []))
            .filter((line) => !line.startsWith('Date: '));
        expect(linesWithoutDate(lean.rawHeaders)).toEqual(linesWithoutDate(full.rawHeaders));
        return lean;
      }

      const routes = () => ['/api/user', '/api/homes', `/api/equipment?homeId=${homeId}`, '/api/equipment'];

      it('answers each marked route as the full pipeline does: body, headers, compression, 304', async () => {
        for (const path of routes()) {
          for (const encoding of [undefined, 'gzip', 'gzip, deflate, br']) {
            const headers = { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) };
            const answer = await expectSameBothWays(path, headers, 'lean');
            expect(answer.status).toBe(200);
            const notModified = await expectSameBothWays(
              path,
              { ...headers, 'if-none-match': answer.headers.etag as string },
              'lean',
            );
            expect(notModified.status).toBe(304);
          }
        }
        const br = await expectSameBothWays('/api/equipment', { cookie, 'accept-encoding': 'br' }, 'lean');
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers['content-security-policy']).toBeDefined(); // helmet's headers, as everywhere
      });

      it('answers a changed user at once, and each user their own (small answers are remembered by text)', async () => {
        const before = await expectSameBothWays('/api/user', { cookie }, 'lean');
        expect((await expectSameBothWays('/api/user', { cookie }, 'lean')).headers.etag).toBe(before.headers.etag);
        expectStatus(
          await t.agent().patch('/api/user').set('Cookie', cookie).send({ displayName: 'Renamed Reader' }),
          200,
        );
        const after = await expectSameBothWays('/api/user', { cookie }, 'lean');
        expect(JSON.parse(after.body.toString())).toMatchObject({ id: userId, displayName: 'Renamed Reader' });
        expect(after.headers.etag).not.toBe(before.headers.etag);
        expect(
          (await expectSameBothWays('/api/user', { cookie, 'if-none-match': before.headers.etag as string }, 'lean'))
            .status,
        ).toBe(200);

        const other = t.agent();
        const registered = expectStatus(await register(other, newAccount()), 201);
        const otherCookie = sessionCookie(registered)!.split(';')[0];
        await rawGet(port, '/api/user', { cookie: otherCookie }); // stamped
        const theirs = await expectSameBothWays('/api/user', { cookie: otherCookie }, 'lean');
        expect(JSON.parse(theirs.body.toString())).toMatchObject({ id: registered.body.id });
        expect(theirs.headers.etag).not.toBe(after.headers.etag);
      });

      it('serves an unchanged equipment list from its cache, and sees every change at once', async () => {
        const list = jest.spyOn(EquipmentRecordsService.prototype, 'list');
        const signIn = async () => {
          const agent = t.agent();
          const registered = expectStatus(await register(agent, newAccount()), 201);
          const own = sessionCookie(registered)!.split(';')[0];
          await rawGet(port, '/api/user', { cookie: own }); // stamped: later reads need no write
          return { agent, own, id: registered.body.id as number };
        };
        const owner = await signIn();
        const viewer = await signIn();
        const homes: number[] = [];
        for (const name of ['North', 'South']) {
          homes.push(expectStatus(await owner.agent.post('/api/homes').send({ name, ...HOME }), 201).body.id);
        }
        for (const [n, home] of [homes[0], homes[0], homes[1]].entries()) {
          expectStatus(await owner.agent.post('/api/equipment').send({ homeId: home, name: `Boiler ${n}` }), 201);
        }
        /** The list as the entities give it, of the given homes. */
        const entities = async (homeIds: number[]) =>
          JSON.stringify(
            await t.dataSource
              .getRepository(Equipment)
              .find({ where: { homeId: In(homeIds) }, order: { createdAt: 'ASC', id: 'ASC' } }),
          );
        /** A lean GET: its answer, and whether the handler ran (false: served from the cache). */
        const read = async (path: string, who: string, headers: Record<string, string> = {}) => {
          list.mockClear();
          storeGets.mockClear();
          const answer = await rawGet(port, path, { cookie: who, ...headers });
          expect(storeGets).not.toHaveBeenCalled(); // the lane answered (or handed a 404 on)
          return { answer, body: answer.body.toString(), handled: list.mock.calls.length > 0 };
        };
        const all = '/api/equipment';
        const north = `/api/equipment?homeId=${homes[0]}`;

        const first = await read(all, owner.own);
        expect(first.handled).toBe(true);
        expect(first.body).toBe(await entities(homes));
        const again = await read(all, owner.own, { 'accept-encoding': 'gzip' });
        expect(again.handled).toBe(false);
        expect(gunzipSync(again.answer.body).toString()).toBe(first.body);
        expect(again.answer.headers.etag).toBe(first.answer.headers.etag);
        const notModified = await read(all, owner.own, { 'if-none-match': first.answer.headers.etag as string });
        expect(notModified).toMatchObject({ handled: false, body: '' });
        expect(notModified.answer.status).toBe(304);
        expect((await read(north, owner.own)).handled).toBe(true);
        expect((await read(north, owner.own)).handled).toBe(false);

        // Every kind of write changes the version: raw SQL, an insert as an import does, a move, the API.
        const changes: [string, () => Promise<unknown>][] = [
          ['raw update', () => t.dataSource.query(`UPDATE equipment SET notes = 'raw' WHERE home_id = $1`, [homes[0]])],
          [
            'raw insert',
            () =>
              t.dataSource.query(`INSERT INTO equipment (user_id, home_id, name) VALUES ($1, $2, 'Imported')`, [
                owner.id,
                homes[0],
              ]),
          ],
          ['move', () => t.dataSource.query(`UPDATE equipment SET home_id = $1 WHERE name = 'Boiler 2'`, [homes[0]])],
          [
            'API delete',
            async () => {
              const [{ id }] = await t.dataSource.query(`SELECT id FROM equipment WHERE name = 'Imported'`);
              expectStatus(await owner.agent.delete(`/api/equipment/${id}`), 200);
            },
          ],
        ];
        for (const [, change] of changes) {
          const before = (await read(all, owner.own)).body;
          await change();
          const after = await read(all, owner.own);
          expect(after.handled).toBe(true);
          expect(after.body).not.toBe(before);
          expect(after.body).toBe(await entities(homes));
          const home = await read(north, owner.own);
          expect(home.handled).toBe(true);
          expect(home.body).toBe(await entities([homes[0]]));
        }

        // Another user never gets the owner's cached answers: not before sharing, at once after, not after.
        expect((await read(all, viewer.own)).body).toBe('[]');
        const refused = await rawGet(port, north, { cookie: viewer.own });
        expect(refused.status).toBe(404);
        await t.dataSource.query(`INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, 'viewer')`, [
          homes[0],
          viewer.id,
        ]);
        expect((await read(all, viewer.own)).body).toBe(await entities([homes[0]]));
        expect((await read(north, viewer.own)).body).toBe(await entities([homes[0]]));
        expect((await read(north, viewer.own)).handled).toBe(false);
        await t.dataSource.query(`DELETE FROM home_members WHERE user_id = $1`, [viewer.id]);
        expect((await read(all, viewer.own)).body).toBe('[]');
        expect((await rawGet(port, north, { cookie: viewer.own })).status).toBe(404);

        // A deleted home's equipment leaves the list at once.
        expect((await read(all, owner.own)).handled).toBe(false);
        expectStatus(await owner.agent.delete(`/api/homes/${homes[1]}`), 200);
        const afterDeletion = await read(all, owner.own);
        expect(afterDeletion.handled).toBe(true);
        expect(afterDeletion.body).toBe(await entities([homes[0]]));
        list.mockRestore();
      });

      it('serves an unchanged homes list from its cache, and sees every change at once', async () => {
        const list = jest.spyOn(HomesService.prototype, 'list');
        const signIn = async () => {
          const agent = t.agent();
          const registered = expectStatus(await register(agent, newAccount()), 201);
          const own = sessionCookie(registered)!.split(';')[0];
          await rawGet(port, '/api/user', { cookie: own }); // stamped: later reads need no write
          return { agent, own, id: registered.body.id as number };
        };
        const owner = await signIn();
        const member = await signIn();
        const home = expectStatus(await owner.agent.post('/api/homes').send({ name: 'East', ...HOME }), 201).body;
        const read = async (who: string) => {
          list.mockClear();
          storeGets.mockClear();
          const answer = await rawGet(port, '/api/homes', { cookie: who });
          expect(storeGets).not.toHaveBeenCalled(); // the lane answered
          expect(answer.status).toBe(200);
          return { body: JSON.parse(answer.body.toString()), handled: list.mock.calls.length > 0 };
        };
        /** What the full pipeline answers (no cache on that path). */
        const truth = async (who: string) =>
          JSON.parse((await viaFullPipeline('/api/homes', { cookie: who })).body.toString());

        expect((await read(owner.own)).handled).toBe(true);
        expect((await read(owner.own)).handled).toBe(false);
        const changes: (() => Promise<unknown>)[] = [
          () => t.dataSource.query(`UPDATE homes SET city = 'Capital City' WHERE id = $1`, [home.id]),
          async () => expectStatus(await owner.agent.post('/api/homes').send({ name: 'West', ...HOME }), 201),
          () =>
            t.dataSource.query(`INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, 'viewer')`, [
              home.id,
              member.id,
            ]),
          () => t.dataSource.query(`UPDATE home_members SET role = 'editor' WHERE user_id = $1`, [member.id]),
          () => t.dataSource.query(`DELETE FROM home_members WHERE user_id = $1`, [member.id]),
          async () => expectStatus(await owner.agent.delete(`/api/homes/${home.id}`), 200),
        ];
        for (const change of changes) {
          await read(owner.own);
          await read(member.own);
          await change();
          for (const who of [owner.own, member.own]) {
            const after = await read(who);
            expect(after.body).toEqual(await truth(who));
          }
        }
        // The member's list followed the sharing: shared as viewer, then editor, then not at all.
        expect((await read(member.own)).body).toEqual([]);
        expect((await read(owner.own)).body.map((h: { name: string }) => h.name)).toEqual(['West']);
        list.mockRestore();
      });

      it('leaves to express what it must not take: HEAD, a GET with a body, another spelling of the path', async () => {
        // HEAD of a marked route: express answers it (a session read through express-session).
        const head = await expectSameBothWays('/api/user', { cookie }, 'full', 'HEAD');
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
        // A GET with a body is the body parser's business.
        storeGets.mockClear();
        const withBody = await rawGet(port, '/api/homes', { cookie, 'transfer-encoding': 'chunked' });
        expect(storeGets).toHaveBeenCalledTimes(1);
        expect(withBody.status).toBe(200);
        // Another spelling of a marked path (express's router is case-insensitive and ignores a trailing slash).
        for (const path of ['/api/user/', '/API/user']) {
          expect((await expectSameBothWays(path, { cookie }, 'full')).status).toBe(200);
        }
      });

      it('leaves errors to the full pipeline: a bad query, a home not yours, a missing home', async () => {
        const other = t.agent();
        await registerLoggedIn(other);
        const othersHome = expectStatus(await other.post('/api/homes').send({ name: 'Not yours', ...HOME }), 201).body;
        const notYours = await expectSameBothWays(`/api/equipment?homeId=${othersHome.id}`, { cookie }, 'full');
        expect(notYours.status).toBe(404);
        const missing = await expectSameBothWays('/api/equipment?homeId=999999', { cookie }, 'full');
        expect(missing.status).toBe(404);
        const invalid = await expectSameBothWays('/api/equipment?homeId=abc', { cookie }, 'full');
        expect(invalid.status).toBe(JSON.parse(invalid.body.toString()).statusCode);
        expect(invalid.status).toBeGreaterThanOrEqual(400);
        // Unknown query parameters are stripped by the validation pipe on both lanes.
        await expectSameBothWays(`/api/equipment?homeId=${homeId}&extra=1`, { cookie }, 'lean');
        await expectSameBothWays('/api/user?x=1', { cookie }, 'lean');
      });

      it('answers 401 as today without a session, with a bad signature, or a revoked or expired one', async () => {
        for (const path of routes()) {
          const none = await expectSameBothWays(path, {}, 'no session');
          expect(none.status).toBe(401);
          expect(JSON.parse(none.body.toString())).toMatchObject({ statusCode: 401, message: 'You are not logged in' });
          const forged = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
          expect((await expectSameBothWays(path, { cookie: forged }, 'no session')).status).toBe(401);
        }

        const signIn = async () => {
          const agent = t.agent();
          const registered = expectStatus(await register(agent, newAccount()), 201);
          const own = sessionCookie(registered)!.split(';')[0];
          await rawGet(port, '/api/user', { cookie: own }); // stamped
          expect((await expectSameBothWays('/api/homes', { cookie: own }, 'lean')).status).toBe(200);
          return { own, userId: registered.body.id as number };
        };

        const revoked = await signIn();
        await store.destroyAllForUser(revoked.userId);
        for (const path of routes()) {
          expect((await expectSameBothWays(path, { cookie: revoked.own }, 'full')).status).toBe(401);
        }

        const expired = await signIn();
        if (drivers === 'embedded') {
          await t.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE sid = $1`, [
            sessionIdIn(expired.own),
          ]);
        } else {
          await t.redis!.del(`${t.config.redisPrefix}:sess:${sessionIdIn(expired.own)}`); // what its TTL does
        }
        expect((await expectSameBothWays('/api/user', { cookie: expired.own }, 'full')).status).toBe(401);
      });

      it('leaves idle sessions and due activity stamps to the full pipeline', async () => {
        const agent = t.agent();
        const registered = expectStatus(await register(agent, newAccount()), 201);
        const own = sessionCookie(registered)!.split(';')[0];
        const first = await rawGet(port, '/api/user', { cookie: own });
        expect(first.status).toBe(200);

        // Two minutes on, the activity stamp is due: the full pipeline rewrites it (and sets the cookie again).
        now += 2 * 60_000;
        storeGets.mockClear();
        const due = await rawGet(port, '/api/homes', { cookie: own });
        expect(storeGets).toHaveBeenCalledTimes(1);
        expect(due.status).toBe(200);
        expect(sessionCookie(due)).toBeDefined();
        storeGets.mockClear();
        const after = await rawGet(port, '/api/homes', { cookie: own });
        expect(storeGets).not.toHaveBeenCalled(); // the lane again
        expect(sessionCookie(after)).toBeUndefined();

        // Past SESSION_IDLE_MINUTES without a request: ended by the full pipeline, 401 on both lanes after.
        now += 121 * 60_000;
        storeGets.mockClear();
        const idle = await rawGet(port, '/api/homes', { cookie: own });
        expect(storeGets).toHaveBeenCalledTimes(1);
        expect(idle.status).toBe(401);
        expect((await expectSameBothWays('/api/homes', { cookie: own }, 'full')).status).toBe(401);
        now -= 123 * 60_000;
        // The record is gone, not just skipped: back within the idle time, still 401.
        expect((await expectSameBothWays('/api/homes', { cookie: own }, 'full')).status).toBe(401);
      });

      if (drivers === 'services') {
        it('answers 503 as the session middleware does while Redis is unreachable', async () => {
          const read = jest.spyOn(store, 'read').mockRejectedValue(new RedisUnavailableError('test'));
          try {
            for (const path of routes()) {
              const unavailable = await expectSameBothWays(path, { cookie }, 'lean');
              expect(unavailable.status).toBe(503);
              expect(JSON.parse(unavailable.body.toString()).code).toBe('REDIS_UNAVAILABLE');
            }
          } finally {
            read.mockRestore();
          }
          expect((await rawGet(port, '/api/user', { cookie })).status).toBe(200);
        });
      }
    });
  });
}
