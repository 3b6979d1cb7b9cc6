import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { Pool } from 'pg';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Clock } from '../../src/core/clock';
import { VersionedReadInterceptor } from '../../src/core/http/versioned-read';
import { REDIS_UNAVAILABLE_MESSAGE, RedisUnavailableError } from '../../src/core/redis-connection';
import { SessionStore } from '../../src/core/session/session-store';
import { In } from 'typeorm';
import { Equipment } from '../../src/modules/equipment/entities/equipment.entity';
import { EquipmentRecordsService } from '../../src/modules/equipment/equipment-records.service';
import { toEquipmentView } from '../../src/modules/equipment/equipment.mapper';
import { Home } from '../../src/modules/homes/entities/home.entity';
import { HomesService } from '../../src/modules/homes/homes.service';
import { User } from '../../src/modules/identity/entities/user.entity';
import { toUserView } from '../../src/modules/identity/user.mapper';
import { expectStatus, newAccount, register, registerLoggedIn, sessionCookie } from './accounts';
import { Drivers, TestApp } from './test-app';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
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
 * The read paths' HTTP behaviour: the lists answer exactly the JSON the entities gave, carry an ETag and answer
 * 304 to a matching If-None-Match, large JSON is compressed (brotli or gzip, as the client accepts) and small JSON
 * is not; @VersionedRead lists are sent from a kept answer while their version is unchanged, and only to a
 * signed-in user whose session is live. Run once per driver set.
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

    describe('versioned reads (@VersionedRead)', () => {
      let store: SessionStore;
      let clock: Clock;
      let now: number;
      /** The store writes @fastify/session makes (a new or modified session). */
      let storeWrites: jest.SpyInstance;
      /** Every pass through the global interceptor: none for a request the guards refused. */
      let intercepts: jest.SpyInstance;

      beforeAll(async () => {
        store = t.app.get(SessionStore);
        clock = t.app.get(Clock);
        now = Date.now();
        jest.spyOn(clock, 'now').mockImplementation(() => now);
        storeWrites = jest.spyOn(store, 'write');
        intercepts = jest.spyOn(VersionedReadInterceptor.prototype, 'intercept');
        await get('/api/user'); // stamps the session's activity at `now`: later reads need no write
      });
      afterAll(() => jest.restoreAllMocks());

      /** A new account, signed in and stamped at `now` (later reads need no write). */
      const signIn = async () => {
        const agent = t.agent();
        const registered = expectStatus(await register(agent, newAccount()), 201);
        const own = sessionCookie(registered)!.split(';')[0];
        expect((await rawGet(port, '/api/user', { cookie: own })).status).toBe(200);
        return { agent, own, id: registered.body.id as number };
      };

      const routes = () => ['/api/homes', `/api/equipment?homeId=${homeId}`, '/api/equipment'];

      it('serves an unchanged equipment list from its kept answer, and sees every change at once', async () => {
        const list = jest.spyOn(EquipmentRecordsService.prototype, 'list');
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
        /** A GET: its answer, and whether the handler ran (false: the kept answer was sent). */
        const read = async (path: string, who: string, headers: Record<string, string> = {}) => {
          list.mockClear();
          const answer = await rawGet(port, path, { cookie: who, ...headers });
          return { answer, body: answer.body.toString(), handled: list.mock.calls.length > 0 };
        };
        const all = '/api/equipment';
        const north = `/api/equipment?homeId=${homes[0]}`;

        const first = await read(all, owner.own);
        expect(first.handled).toBe(true);
        expect(first.body).toBe(await entities(homes));
        const again = await read(all, owner.own);
        expect(again.handled).toBe(false);
        expect(again.body).toBe(first.body);
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
          const before = await read(all, owner.own);
          expect(before.handled).toBe(false);
          await change();
          const after = await read(all, owner.own);
          expect(after.handled).toBe(true);
          expect(after.body).not.toBe(before.body);
          expect(after.body).toBe(await entities(homes));
          const home = await read(north, owner.own);
          expect(home.handled).toBe(true);
          expect(home.body).toBe(await entities([homes[0]]));
        }

        // Another user never gets the owner's kept answers: not before sharing, at once after, not after.
        expect((await read(all, viewer.own)).body).toBe('[]');
        const refused = await read(north, viewer.own);
        expect(refused.answer.status).toBe(404);
        await t.dataSource.query(`INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, 'viewer')`, [
          homes[0],
          viewer.id,
        ]);
        const shared = await read(all, viewer.own);
        expect(shared.handled).toBe(true);
        expect(shared.body).toBe(await entities([homes[0]]));
        expect((await read(north, viewer.own)).body).toBe(await entities([homes[0]]));
        expect((await read(north, viewer.own)).handled).toBe(false);
        await t.dataSource.query(`DELETE FROM home_members WHERE user_id = $1`, [viewer.id]);
        expect((await read(all, viewer.own)).body).toBe('[]');
        const removed = await read(north, viewer.own);
        expect(removed.answer.status).toBe(404);
        expect(removed.handled).toBe(true);

        // A deleted home's equipment leaves the list at once.
        expect((await read(all, owner.own)).handled).toBe(false);
        expectStatus(await owner.agent.delete(`/api/homes/${homes[1]}`), 200);
        const afterDeletion = await read(all, owner.own);
        expect(afterDeletion.handled).toBe(true);
        expect(afterDeletion.body).toBe(await entities([homes[0]]));
        list.mockRestore();
      });

      it('serves an unchanged homes list from its kept answer, and sees every change at once', async () => {
        const homesService = t.app.get(HomesService);
        const list = jest.spyOn(HomesService.prototype, 'list');
        const owner = await signIn();
        const member = await signIn();
        const home = expectStatus(await owner.agent.post('/api/homes').send({ name: 'East', ...HOME }), 201).body;
        const read = async (who: string) => {
          list.mockClear();
          const answer = await rawGet(port, '/api/homes', { cookie: who });
          expect(answer.status).toBe(200);
          return { body: JSON.parse(answer.body.toString()), handled: list.mock.calls.length > 0 };
        };
        /** What the handler answers (the service's list, as JSON). */
        const truth = async (id: number) => JSON.parse(JSON.stringify(await homesService.list(id)));

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
          expect((await read(owner.own)).handled).toBe(false);
          await change();
          for (const [who, id] of [
            [owner.own, owner.id],
            [member.own, member.id],
          ] as const) {
            const after = await read(who);
            expect(after.body).toEqual(await truth(id));
          }
        }
        // The member's list followed the sharing: shared as viewer, then editor, then not at all.
        expect((await read(member.own)).body).toEqual([]);
        expect((await read(owner.own)).body.map((h: { name: string }) => h.name)).toEqual(['West']);
        list.mockRestore();
      });

      it('sends a kept answer with the ETag first sent, 304 on If-None-Match, compressed as accepted', async () => {
        const reader = await signIn();
        const own = expectStatus(await reader.agent.post('/api/homes').send({ name: 'Big', ...HOME }), 201).body;
        await t.dataSource.query(
          `INSERT INTO equipment (user_id, home_id, name, notes)
           SELECT $1, $2, 'Heater ' || n, 'Checked every autumn (' || n || ').' FROM generate_series(1, 30) n`,
          [reader.id, own.id],
        );
        const equipmentList = jest.spyOn(EquipmentRecordsService.prototype, 'list');
        const homesList = jest.spyOn(HomesService.prototype, 'list');
        const handled = () => equipmentList.mock.calls.length + homesList.mock.calls.length > 0;
        const withoutDate = ({ date: _date, ...rest }: RawAnswer['headers']) => rest;
        try {
          for (const path of ['/api/homes', '/api/equipment', `/api/equipment?homeId=${own.id}`]) {
            const read = async (headers: Record<string, string> = {}) => {
              equipmentList.mockClear();
              homesList.mockClear();
              const answer = await rawGet(port, path, { cookie: reader.own, ...headers });
              return { answer, handled: handled() };
            };
            const first = await read();
            expect(first).toMatchObject({ handled: true, answer: { status: 200 } });
            const etag = first.answer.headers.etag as string;
            expect(etag).toMatch(/^W\/".+"$/);

            // The kept answer: the same status, bytes and headers (ETag included) as the first.
            const kept = await read();
            expect(kept.handled).toBe(false);
            expect(kept.answer.status).toBe(200);
            expect(kept.answer.body.equals(first.answer.body)).toBe(true);
            expect(withoutDate(kept.answer.headers)).toEqual(withoutDate(first.answer.headers));

            const notModified = await read({ 'if-none-match': etag });
            expect(notModified).toMatchObject({ handled: false, answer: { status: 304 } });
            expect(notModified.answer.body.length).toBe(0);
            expect(notModified.answer.headers.etag).toBe(etag);

            const large = first.answer.body.length >= 1024;
            if (path !== '/api/homes') expect(large).toBe(true);
            for (const [encoding, decompress] of [
              ['br', brotliDecompressSync],
              ['gzip', gunzipSync],
            ] as const) {
              const compressed = await read({ 'accept-encoding': encoding });
              expect(compressed.handled).toBe(false);
              expect(compressed.answer.headers.etag).toBe(etag);
              if (!large) {
                expect(compressed.answer.headers['content-encoding']).toBeUndefined();
                continue;
              }
              expect(compressed.answer.headers['content-encoding']).toBe(encoding);
              expect(compressed.answer.headers.vary).toMatch(/Accept-Encoding/i);
              expect(decompress(compressed.answer.body).equals(first.answer.body)).toBe(true);
              const compressed304 = await read({ 'accept-encoding': encoding, 'if-none-match': etag });
              expect(compressed304).toMatchObject({ handled: false, answer: { status: 304 } });
              expect(compressed304.answer.body.length).toBe(0);
            }
          }
        } finally {
          equipmentList.mockRestore();
          homesList.mockRestore();
        }
      });

      it('never keeps an error: a bad homeId, a home not yours, a missing home answer 404 each time', async () => {
        const other = t.agent();
        await registerLoggedIn(other);
        const othersHome = expectStatus(await other.post('/api/homes').send({ name: 'Not yours', ...HOME }), 201).body;
        const list = jest.spyOn(EquipmentRecordsService.prototype, 'list');
        try {
          // A homeId that cannot name a home has no version (the handler answers); one not the user's has none either.
          for (const path of [
            `/api/equipment?homeId=${othersHome.id}`,
            '/api/equipment?homeId=999999',
            '/api/equipment?homeId=abc',
            '/api/equipment?homeId=99999999999',
          ]) {
            const answers: RawAnswer[] = [];
            for (let n = 0; n < 3; n += 1) {
              list.mockClear();
              const answer = await get(path);
              expect(answer.status).toBe(404);
              expect(JSON.parse(answer.body.toString())).toMatchObject({ statusCode: 404, message: 'Home not found' });
              expect(answer.headers.etag).toBeUndefined();
              expect(list).toHaveBeenCalledTimes(1); // the handler ran: nothing was kept
              answers.push(answer);
            }
            for (const answer of answers) expect(answer.body.equals(answers[0].body)).toBe(true);
          }
          // The owner's list of that home is not the 404 either (an answer is kept per user).
          list.mockClear();
          expect((await other.get(`/api/equipment?homeId=${othersHome.id}`)).status).toBe(200);
          expect(list).toHaveBeenCalledTimes(1);
        } finally {
          list.mockRestore();
        }
      });

      it('answers 401 before any kept answer: no session, a forged signature, a revoked or expired one', async () => {
        const expect401 = async (path: string, headers: Record<string, string>) => {
          intercepts.mockClear();
          const answer = await rawGet(port, path, headers);
          expect(answer.status).toBe(401);
          expect(JSON.parse(answer.body.toString())).toMatchObject({
            statusCode: 401,
            message: 'You are not logged in',
          });
          expect(answer.headers.etag).toBeUndefined();
          expect(intercepts).not.toHaveBeenCalled(); // refused by the guard, before the interceptor
        };
        /** Signed in, with every list read twice: each is kept for this user. */
        const signedInWithKeptAnswers = async () => {
          const user = await signIn();
          const home = expectStatus(await user.agent.post('/api/homes').send({ name: 'Kept', ...HOME }), 201).body;
          const paths = ['/api/homes', '/api/equipment', `/api/equipment?homeId=${home.id}`];
          for (const path of paths) {
            for (let n = 0; n < 2; n += 1) expect((await rawGet(port, path, { cookie: user.own })).status).toBe(200);
          }
          return { ...user, paths };
        };

        for (const path of routes()) {
          await expect401(path, {});
          const forged = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
          await expect401(path, { cookie: forged });
        }

        const revoked = await signedInWithKeptAnswers();
        await store.destroyAllForUser(revoked.id);
        for (const path of revoked.paths) await expect401(path, { cookie: revoked.own });

        const expired = await signedInWithKeptAnswers();
        if (drivers === 'embedded') {
          await t.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE sid = $1`, [
            sessionIdIn(expired.own),
          ]);
        } else {
          await t.redis!.del(`${t.config.redisPrefix}:sess:${sessionIdIn(expired.own)}`); // what its TTL does
        }
        for (const path of expired.paths) await expect401(path, { cookie: expired.own });
      });

      it('ends idle sessions (401 from then on) and rewrites a due activity stamp in the store', async () => {
        const user = await signIn();
        const sid = sessionIdIn(user.own);
        const loginCookie = user.own;

        // Two minutes on, the activity stamp is due: the session is modified, so @fastify/session writes it to the
        // store (rolling: false saves modified sessions) and sends the same cookie again.
        now += 2 * 60_000;
        storeWrites.mockClear();
        const due = await rawGet(port, '/api/homes', { cookie: user.own });
        expect(due.status).toBe(200);
        expect(storeWrites).toHaveBeenCalledTimes(1);
        expect(storeWrites.mock.calls[0][0]).toBe(sid);
        expect((await store.read(sid))?.lastSeenAt).toBe(now);
        // The same session id, signed alike: the cookie held since login is still the one to send.
        const resent = sessionCookie(due);
        expect(resent?.split(';')[0]).toBe(loginCookie);
        expect(new Date(/Expires=([^;]+)/.exec(resent!)![1]).getTime()).toBeGreaterThan(Date.now());
        // The cookie held since login stays valid, and the stamp is not due again: no write, no cookie.
        storeWrites.mockClear();
        const after = await rawGet(port, '/api/homes', { cookie: loginCookie });
        expect(after.status).toBe(200);
        expect(storeWrites).not.toHaveBeenCalled();
        expect(sessionCookie(after)).toBeUndefined();

        // Past SESSION_IDLE_MINUTES without a request: the session is destroyed and the request is 401.
        const removes = jest.spyOn(store, 'remove');
        try {
          now += t.config.sessionIdleMs + 60_000;
          const idle = await rawGet(port, '/api/homes', { cookie: loginCookie });
          expect(idle.status).toBe(401);
          expect(removes).toHaveBeenCalledWith(sid);
          expect(await store.read(sid)).toBeNull();
          expect((await rawGet(port, '/api/homes', { cookie: loginCookie })).status).toBe(401);
          // The record is gone, not just skipped: back within the idle time, still 401.
          now -= t.config.sessionIdleMs;
          expect((await rawGet(port, '/api/homes', { cookie: loginCookie })).status).toBe(401);
          expect((await rawGet(port, '/api/user', { cookie: loginCookie })).status).toBe(401);
        } finally {
          removes.mockRestore();
        }
      });

      it('signs in again at once on a browser whose session went idle (its old cookie sent along)', async () => {
        const agent = t.agent();
        const account = newAccount();
        expectStatus(await register(agent, account), 201);
        const idleFor = t.config.sessionIdleMs + 60_000;
        now += idleFor;
        try {
          expectStatus(
            await agent.post('/api/login').send({ username: account.username, password: account.password }),
            200,
          );
          expect((await agent.get('/api/user')).status).toBe(200);
        } finally {
          now -= idleFor; // the suite's own session stays within its idle time
        }
      });

      if (drivers === 'services') {
        it("answers 503 REDIS_UNAVAILABLE while the store's read fails, and 200 again after", async () => {
          const read = jest.spyOn(store, 'read').mockRejectedValue(new RedisUnavailableError('test'));
          try {
            for (const path of [...routes(), '/api/user']) {
              const unavailable = await get(path);
              expect(unavailable.status).toBe(503);
              expect(JSON.parse(unavailable.body.toString())).toMatchObject({
                statusCode: 503,
                code: 'REDIS_UNAVAILABLE',
                message: REDIS_UNAVAILABLE_MESSAGE,
              });
            }
          } finally {
            read.mockRestore();
          }
          for (const path of [...routes(), '/api/user']) expect((await get(path)).status).toBe(200);
        });
      }
    });
  });
}
