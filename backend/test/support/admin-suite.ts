import request from 'supertest';
import type { Agent } from 'supertest';
import { expectStatus, registerLoggedIn } from './accounts';
import {
  ADMIN_DELETION_KEY,
  ADMIN_REGISTRATION_KEY,
  SUPER_ADMIN_HEADER,
  addEquipmentPhoto,
  addWarranty,
  binary,
  createEquipment,
  createHome,
  day,
  jpeg,
  keyOf,
  pdfText,
  populateEverything,
  referencingRows,
  registerAdmin,
} from './admin-fixtures';
import { Drivers, TestApp } from './test-app';

/** The admin capability (users, homes, deletions with cascade, PDF export, audit), once per driver set. */
export function adminSuite(drivers: Drivers): void {
  describe(`admin on ${drivers} drivers`, () => {
    let t: TestApp;
    let adminAgent: Agent;
    let admin: { id: number; username: string };

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY, ADMIN_DELETION_KEY });
      adminAgent = t.agent();
      admin = await registerAdmin(adminAgent);
    });
    afterAll(() => t?.stop());

    const keys = async (prefix: string) => (await t.storage.list(prefix)).sort();
    const auditRows = (action: string, targetId: number) =>
      t.dataSource.query(
        `SELECT admin_user_id AS "adminUserId", details FROM admin_audit_log WHERE action = $1 AND target_id = $2 ORDER BY id`,
        [action, targetId],
      );
    const exportPdf = (agent: Agent, homeId: number) =>
      agent.get(`/api/admin/homes/${homeId}/export-pdf`).buffer(true).parse(binary);

    describe('roles', () => {
      const routes: [method: 'get' | 'delete', path: string][] = [
        ['get', '/api/admin/users'],
        ['delete', '/api/admin/users/1'],
        ['get', '/api/admin/homes'],
        ['delete', '/api/admin/homes/1'],
        ['get', '/api/admin/homes/1/export-pdf'],
        ['get', '/api/admin/audit-log'],
      ];

      it('answers 401 without a session and 403 to a non-admin on every admin route, changing nothing', async () => {
        const user = t.agent();
        const account = await registerLoggedIn(user);
        const home = await createHome(user);
        for (const [method, path] of routes) {
          const concrete = path.replace('/users/1', `/users/${account.id}`).replace('/homes/1', `/homes/${home.id}`);
          const anonymous = await request(t.http)[method](concrete);
          expect([concrete, anonymous.status, anonymous.body.message]).toEqual([
            concrete,
            401,
            'You are not logged in',
          ]);
          const forbidden = await user[method](concrete).set(SUPER_ADMIN_HEADER).send({ adminKey: ADMIN_DELETION_KEY });
          expect([concrete, forbidden.status, forbidden.body.message]).toEqual([
            concrete,
            403,
            'Administrator access is required',
          ]);
        }
        // Still there: the refused calls deleted nothing.
        expectStatus(await user.get(`/api/homes/${home.id}`), 200);
        expectStatus(await user.get('/api/user'), 200);
      });

      it('answers 200 to an admin on the read routes', async () => {
        const user = t.agent();
        const account = await registerLoggedIn(user);
        const home = await createHome(user, { name: 'Role Check Home' });
        const users = expectStatus(await adminAgent.get('/api/admin/users'), 200).body;
        expect(users).toEqual(
          expect.arrayContaining([
            {
              id: account.id,
              username: account.username,
              email: account.email,
              createdAt: expect.any(String),
              lastLogin: expect.any(String),
              isAdmin: false,
              disabled: false,
              deviceCount: 1,
            },
            expect.objectContaining({ id: admin.id, isAdmin: true }),
          ]),
        );
        for (const row of users) {
          expect(Object.keys(row).sort()).toEqual([
            'createdAt',
            'deviceCount',
            'disabled',
            'email',
            'id',
            'isAdmin',
            'lastLogin',
            'username',
          ]);
          expect(new Date(row.createdAt).toISOString()).toBe(row.createdAt);
        }
        const homes = expectStatus(await adminAgent.get('/api/admin/homes'), 200).body;
        expect(homes[0]).toEqual({
          id: home.id,
          name: 'Role Check Home',
          address: '123 Main St',
          city: 'Springfield',
          state: 'IL',
          zipCode: '62704',
          type: null,
          createdAt: home.createdAt,
          owner: { id: account.id, username: account.username, email: account.email },
        });
        const ids = homes.map((row: { id: number }) => row.id);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
        expectStatus(await exportPdf(adminAgent, home.id), 200);
        expectStatus(await adminAgent.get('/api/admin/audit-log'), 200);
      });

      it('answers 404 for unknown or malformed ids', async () => {
        for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
          expect((await adminAgent.delete(`/api/admin/users/${id}`)).status).toBe(404);
          expect((await adminAgent.delete(`/api/admin/homes/${id}`)).status).toBe(404);
          expect((await exportPdf(adminAgent, id as unknown as number)).status).toBe(404);
        }
        const missing = await adminAgent.delete('/api/admin/users/999999');
        expect(missing.body).toEqual({ statusCode: 404, message: 'User not found' });
        expect((await adminAgent.delete('/api/admin/homes/999999')).body).toEqual({
          statusCode: 404,
          message: 'Home not found',
        });
      });
    });

    describe('deleting users', () => {
      it('removes every row and file of the user and ends their sessions; others keep theirs', async () => {
        const victim = t.agent();
        const account = await registerLoggedIn(victim);
        const secondSession = t.agent();
        expectStatus(
          await secondSession.post('/api/login').send({ username: account.username, password: account.password }),
          200,
        );
        const { home, equipment, warranty, chatRoomIds } = await populateEverything(
          t,
          victim,
          account.id,
          account.email,
        );

        // Someone else's data, including a support thread where the victim wrote.
        const other = t.agent();
        const bystander = await registerLoggedIn(other);
        const otherHome = await createHome(other);
        expectStatus(
          await other.post(`/api/homes/${otherHome.id}/photo`).attach('photo', await jpeg(20, 20), 'h.jpg'),
          200,
        );
        const [otherThread] = await t.dataSource.query(
          `INSERT INTO chat_rooms (name, type, owner_user_id) VALUES ('Support', 'support', $1) RETURNING id`,
          [bystander.id],
        );
        await t.dataSource.query(
          `INSERT INTO chat_messages (room_id, sender_id, content) VALUES ($1, $2, 'reply'), ($1, $3, 'question')`,
          [otherThread.id, account.id, bystander.id],
        );

        expect(await keys(`users/${account.id}/`)).toHaveLength(6);
        expect(await keys(`avatars/${account.id}/`)).toHaveLength(1);
        const before = await referencingRows(t, { users: [account.id] });
        expect(Object.keys(before).length).toBeGreaterThanOrEqual(10);

        const deleted = expectStatus(
          await adminAgent.delete(`/api/admin/users/${account.id}`).set(SUPER_ADMIN_HEADER),
          200,
        );
        expect(deleted.body).toEqual({ success: true });

        expect(
          await referencingRows(t, {
            users: [account.id],
            homes: [home.id],
            equipment: [equipment.id],
            warranties: [warranty.id],
            chat_rooms: chatRoomIds,
          }),
        ).toEqual({});
        expect(await keys(`users/${account.id}/`)).toEqual([]);
        expect(await keys(`avatars/${account.id}/`)).toEqual([]);
        // Both of their sessions are over, and the login is gone.
        expect((await victim.get('/api/user')).status).toBe(401);
        expect((await secondSession.get('/api/homes')).status).toBe(401);
        expect(
          (await request(t.http).post('/api/login').send({ username: account.username, password: account.password }))
            .status,
        ).toBe(401);
        if (t.redis) {
          const sessionKeys = await t.redis.keys(`${t.config.redisPrefix}:sess:*`);
          const values = await Promise.all(
            sessionKeys.filter((key) => !key.includes(':user:')).map((key) => t.redis!.get(key)),
          );
          expect(values.filter((value) => value?.includes(`"user":${account.id}`))).toEqual([]);
          expect(await t.redis.exists(`${t.config.redisPrefix}:sess:user:${account.id}`)).toBe(0);
        }

        // The bystander keeps everything; the victim's reply stays in their thread without a sender.
        expectStatus(await other.get(`/api/homes/${otherHome.id}`), 200);
        expect(await keys(`users/${bystander.id}/`)).toHaveLength(1);
        const thread = await t.dataSource.query(
          `SELECT sender_id AS "senderId", content FROM chat_messages WHERE room_id = $1 ORDER BY id`,
          [otherThread.id],
        );
        expect(thread).toEqual([
          { senderId: null, content: 'reply' },
          { senderId: bystander.id, content: 'question' },
        ]);

        const [audit] = await auditRows('user.delete', account.id);
        expect(audit).toEqual({
          adminUserId: admin.id,
          details: { outcome: 'done', username: account.username, wasAdmin: false },
        });
        expect((await adminAgent.get('/api/admin/users')).body.map((row: { id: number }) => row.id)).not.toContain(
          account.id,
        );
      });

      it('needs the deletion key, compared exactly, to delete an administrator', async () => {
        const target = t.agent();
        const other = await registerAdmin(target);
        const attempts: [Record<string, unknown> | undefined, Record<string, string>][] = [
          [undefined, SUPER_ADMIN_HEADER],
          [{}, {}],
          [{ adminKey: '' }, SUPER_ADMIN_HEADER],
          [{ adminKey: 'wrong' }, SUPER_ADMIN_HEADER],
          [{ adminKey: `${ADMIN_DELETION_KEY}x` }, SUPER_ADMIN_HEADER],
          [{ adminKey: ADMIN_DELETION_KEY.slice(0, -1) }, SUPER_ADMIN_HEADER],
          [{ adminKey: ADMIN_DELETION_KEY.toUpperCase() }, SUPER_ADMIN_HEADER],
          [{ adminKey: 42 }, SUPER_ADMIN_HEADER],
          [{ adminKey: [ADMIN_DELETION_KEY] }, SUPER_ADMIN_HEADER],
          [{ adminKey: ADMIN_REGISTRATION_KEY }, SUPER_ADMIN_HEADER],
        ];
        for (const [body, headers] of attempts) {
          const call = adminAgent.delete(`/api/admin/users/${other.id}`).set(headers);
          const refused = await (body === undefined ? call : call.send(body));
          expect([body, refused.status, refused.body.message]).toEqual([body, 403, 'Invalid admin deletion key']);
        }
        expectStatus(await target.get('/api/user'), 200);
        const refusals = await auditRows('user.delete', other.id);
        expect(refusals).toHaveLength(attempts.length);
        expect(refusals[0]).toEqual({
          adminUserId: admin.id,
          details: { outcome: 'refused', reason: 'Invalid admin deletion key' },
        });

        expectStatus(
          await adminAgent
            .delete(`/api/admin/users/${other.id}`)
            .set(SUPER_ADMIN_HEADER)
            .send({ adminKey: ADMIN_DELETION_KEY }),
          200,
        );
        expect((await target.get('/api/user')).status).toBe(401);
        expect((await auditRows('user.delete', other.id)).at(-1).details).toEqual({
          outcome: 'done',
          username: other.username,
          wasAdmin: true,
        });
      });

      it('limits attempts at deleting administrators per admin (429), so the key cannot be guessed', async () => {
        const guesser = t.agent();
        await registerAdmin(guesser);
        const target = await registerAdmin(t.agent());
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 21; attempt += 1) {
          statuses.push(
            (await guesser.delete(`/api/admin/users/${target.id}`).send({ adminKey: `guess${attempt}` })).status,
          );
        }
        expect(statuses.slice(0, 20)).toEqual(Array(20).fill(403));
        expect(statuses[20]).toBe(429);
        // Even the right key waits for the window to pass; other admins are not affected.
        expect(
          (await guesser.delete(`/api/admin/users/${target.id}`).send({ adminKey: ADMIN_DELETION_KEY })).status,
        ).toBe(429);
        expectStatus(await adminAgent.get('/api/admin/users'), 200);
      });

      it('deletes a non-admin without any key (a key sent along is ignored)', async () => {
        const user = t.agent();
        const account = await registerLoggedIn(user);
        expectStatus(await adminAgent.delete(`/api/admin/users/${account.id}`).send({ adminKey: 'anything' }), 200);
        expect((await user.get('/api/user')).status).toBe(401);
      });

      it('refuses to delete the calling admin', async () => {
        const self = await adminAgent
          .delete(`/api/admin/users/${admin.id}`)
          .set(SUPER_ADMIN_HEADER)
          .send({ adminKey: ADMIN_DELETION_KEY });
        expect(self.status).toBe(400);
        expect(self.body.message).toBe('You cannot delete your own account here');
        expectStatus(await adminAgent.get('/api/user'), 200);
        expect((await auditRows('user.delete', admin.id)).at(-1).details).toEqual({
          outcome: 'refused',
          reason: 'You cannot delete your own account here',
        });
      });

      it('keeps the audit trail of a deleted administrator (their id becomes null)', async () => {
        const second = t.agent();
        const secondAdmin = await registerAdmin(second);
        const victim = t.agent();
        const account = await registerLoggedIn(victim);
        expectStatus(await second.delete(`/api/admin/users/${account.id}`), 200);
        expectStatus(
          await adminAgent.delete(`/api/admin/users/${secondAdmin.id}`).send({ adminKey: ADMIN_DELETION_KEY }),
          200,
        );
        expect((await auditRows('user.delete', account.id))[0].adminUserId).toBeNull();
      });
    });

    describe('deleting homes', () => {
      it("removes the home with its equipment, warranties and files, and nothing of the owner's other homes", async () => {
        const owner = t.agent();
        const account = await registerLoggedIn(owner);
        const home = await createHome(owner, { name: 'Doomed' });
        expectStatus(await owner.post(`/api/homes/${home.id}/photo`).attach('photo', await jpeg(20, 20), 'h.jpg'), 200);
        const equipment = await createEquipment(owner, home.id);
        await addEquipmentPhoto(owner, equipment.id);
        const warranty = await addWarranty(owner, equipment.id);
        expectStatus(
          await owner.post(`/api/warranties/${warranty.id}/documents`).attach('photo', await jpeg(20, 20), 'w.jpg'),
          201,
        );
        expectStatus(
          await owner
            .post('/api/photos')
            .field('type', 'additional')
            .field('homeId', String(home.id))
            .attach('photo', await jpeg(20, 20), 'l.jpg'),
          201,
        );
        const kept = await createHome(owner, { name: 'Kept' });
        const keptEquipment = await createEquipment(owner, kept.id);
        await addEquipmentPhoto(owner, keptEquipment.id);

        expectStatus(await adminAgent.delete(`/api/admin/homes/${home.id}`), 200);

        expect(
          await referencingRows(t, { homes: [home.id], equipment: [equipment.id], warranties: [warranty.id] }),
        ).toEqual({});
        expect(await keys(`users/${account.id}/homes/${home.id}/`)).toEqual([]);
        expect(await keys(`users/${account.id}/equipment/${equipment.id}/`)).toEqual([]);
        expect(await keys(`users/${account.id}/equipment/${keptEquipment.id}/`)).toHaveLength(1);
        expect((await owner.get(`/api/homes/${home.id}`)).status).toBe(404);
        expectStatus(await owner.get(`/api/homes/${kept.id}`), 200);
        expect((await auditRows('home.delete', home.id))[0]).toEqual({
          adminUserId: admin.id,
          details: { outcome: 'done', name: 'Doomed', ownerId: account.id },
        });
        expect((await adminAgent.delete(`/api/admin/homes/${home.id}`)).status).toBe(404);
      });
    });

    describe('home book PDF', () => {
      it('contains the home, every equipment with its facts and warranty, the summary and page numbers', async () => {
        const owner = t.agent();
        const account = await registerLoggedIn(owner);
        const home = await createHome(owner, {
          name: 'Lakeside Cottage',
          address: '77 Shore Road',
          city: 'Madison',
          state: 'WI',
          zipCode: '53703',
          type: 'Cottage',
        });
        expectStatus(
          await owner.post(`/api/homes/${home.id}/photo`).attach('photo', await jpeg(1600, 1200), 'h.jpg'),
          200,
        );
        const [template] = await t.dataSource.query(`SELECT id FROM home_templates WHERE name = 'Standard Home'`);
        expectStatus(await owner.post(`/api/homes/${home.id}/populate`).send({ templateId: template.id }), 200);
        const templateItems = expectStatus(await owner.get(`/api/equipment?homeId=${home.id}`), 200).body as {
          id: number;
          name: string;
        }[];
        const [first, second] = templateItems;
        expectStatus(
          await owner.patch(`/api/equipment/${first.id}`).send({
            brand: 'Carrier',
            modelNumber: '59SC5A',
            serialNumber: 'SN-CARR-001',
            installationDate: '2019',
            notes: 'Filter changed every spring',
            manualUrls: ['https://example.com/carrier-manual.pdf'],
            completed: true,
          }),
          200,
        );
        await addEquipmentPhoto(owner, first.id, await jpeg(1200, 900, 30));
        await addWarranty(owner, first.id, {
          provider: 'Carrier Care',
          policyNumber: 'CC-2024-77',
          startDate: '2024-01-05',
          endDate: '2034-01-05',
        });
        expectStatus(
          await owner
            .patch(`/api/equipment/${second.id}`)
            .send({ brand: 'Rheem', modelNumber: 'XE50', serialNumber: 'RH-998877', completed: true }),
          200,
        );
        await addWarranty(owner, second.id, {
          provider: 'Rheem Protect',
          policyNumber: 'RP-5511',
          startDate: day(-700),
          endDate: day(-1),
        });
        const custom = await createEquipment(owner, home.id, {
          name: 'Wine Fridge',
          brand: 'Vintec',
          modelNumber: 'V40SG',
          serialNumber: 'VN-4040',
        });
        await addWarranty(owner, custom.id, {
          provider: 'Vintec Assist',
          policyNumber: 'VA-1',
          startDate: day(-10),
          endDate: day(30),
        });
        // The owner's care data is in the admin's book too: one renderer (docs/export-format.md).
        expectStatus(
          await owner
            .post(`/api/equipment/${first.id}/maintenance`)
            .send({ date: '2024-03-01', type: 'Spring tune-up', cost: 89 }),
          201,
        );
        const response = expectStatus(await exportPdf(adminAgent, home.id), 200);

        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="HomeBook_Lakeside_Cottage.pdf"; filename*=UTF-8''HomeBook_Lakeside_Cottage.pdf`,
        );
        const pdf = response.body as Buffer;
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        expect(Number(response.headers['content-length'])).toBe(pdf.length);
        const text = await pdfText(pdf);
        for (const expected of [
          'Lakeside Cottage',
          '77 Shore Road',
          'Madison, WI 53703',
          'Cottage',
          account.username,
          `Exported ${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date())}`,
          'Summary',
          `2 of ${templateItems.length + 1} equipment items completed`,
          'Still to complete',
          'Carrier',
          '59SC5A',
          'SN-CARR-001',
          '2019',
          'Filter changed every spring',
          'https://example.com/carrier-manual.pdf',
          'Carrier Care',
          'CC-2024-77',
          'Jan 5, 2024 – Jan 5, 2034',
          'Active',
          'Rheem',
          'XE50',
          'RH-998877',
          'Rheem Protect',
          'RP-5511',
          'Expired',
          'Wine Fridge',
          'Vintec',
          'V40SG',
          'VN-4040',
          'Vintec Assist',
          'VA-1',
          'Expiring Soon',
          'Other equipment',
          'Needs attention',
          'Maintenance history',
          'Spring tune-up',
          '$89.00',
          'Page 1 of',
        ]) {
          expect([expected, text.includes(expected)]).toEqual([expected, true]);
        }
        for (const item of templateItems) expect([item.name, text.includes(item.name)]).toEqual([item.name, true]);
        expect(text).toContain(`${second.name}: warranty expired`);
        const pages = Number(/Page 1 of (\d+)/.exec(text)![1]);
        expect(pages).toBeGreaterThanOrEqual(3);
        for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} of ${pages}`);
        // Photos are embedded (home + equipment) as JPEG images.
        expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(2);

        // The temporary object is gone, and the export is audited.
        expect(await keys('exports/')).toEqual([]);
        expect((await auditRows('home.export-pdf', home.id))[0]).toEqual({
          adminUserId: admin.id,
          details: expect.objectContaining({ outcome: 'done', name: 'Lakeside Cottage', pages }),
        });
      });

      it('never reads photos that are not the owner’s into the book', async () => {
        const owner = t.agent();
        await registerLoggedIn(owner);
        const stranger = t.agent();
        const strangerAccount = await registerLoggedIn(stranger);
        const strangerHome = await createHome(stranger);
        const photo = expectStatus(
          await stranger.post(`/api/homes/${strangerHome.id}/photo`).attach('photo', await jpeg(20, 20), 'h.jpg'),
          200,
        ).body.photoUrl as string;
        expect(keyOf(photo).startsWith(`users/${strangerAccount.id}/`)).toBe(true);
        const home = await createHome(owner);
        const equipment = await createEquipment(owner, home.id, { name: 'Boiler' });
        // Written behind the API's back: the export must still refuse to embed someone else's file.
        await t.dataSource.query(`UPDATE equipment SET photos = ARRAY[$1, 'https://example.com/x.jpg'] WHERE id = $2`, [
          photo,
          equipment.id,
        ]);
        await t.dataSource.query(`UPDATE homes SET photo_url = $1 WHERE id = $2`, [photo, home.id]);
        const pdf = expectStatus(await exportPdf(adminAgent, home.id), 200).body as Buffer;
        expect(pdf.toString('latin1').includes('/Subtype /Image')).toBe(false);
        expect(await pdfText(pdf)).toContain('Boiler');
      });

      it('leaves out a photo that is missing or unreadable instead of failing the export', async () => {
        const owner = t.agent();
        const account = await registerLoggedIn(owner);
        const home = await createHome(owner, { name: 'Broken Photos' });
        const missing = await createEquipment(owner, home.id, { name: 'Missing Photo Heater' });
        const garbled = await createEquipment(owner, home.id, { name: 'Garbled Photo Pump' });
        const garbledKey = `users/${account.id}/equipment/${garbled.id}/photos/garbled.jpg`;
        await t.storage.put(garbledKey, Buffer.from('not a jpeg at all'), 'image/jpeg');
        await t.dataSource.query(`UPDATE equipment SET photos = ARRAY[$1] WHERE id = $2`, [
          `/api/files/users/${account.id}/equipment/${missing.id}/photos/gone.jpg`,
          missing.id,
        ]);
        await t.dataSource.query(`UPDATE equipment SET photos = ARRAY[$1] WHERE id = $2`, [
          `/api/files/${garbledKey}`,
          garbled.id,
        ]);
        const pdf = expectStatus(await exportPdf(adminAgent, home.id), 200).body as Buffer;
        const text = await pdfText(pdf);
        expect(text).toContain('Missing Photo Heater');
        expect(text).toContain('Garbled Photo Pump');
        expect(pdf.toString('latin1').includes('/Subtype /Image')).toBe(false);
      });

      it('gives a safe file name whatever the home is called', async () => {
        const owner = t.agent();
        await registerLoggedIn(owner);
        const cases: [string, string, string][] = [
          ['Lake House', 'HomeBook_Lake_House.pdf', 'HomeBook_Lake_House.pdf'],
          ['Bob\'s "Big" House', 'HomeBook_Bobs_Big_House.pdf', 'HomeBook_Bobs_Big_House.pdf'],
          ['Unit 4/5 \\ East', 'HomeBook_Unit_45_East.pdf', 'HomeBook_Unit_45_East.pdf'],
          ['Café Zoë', 'HomeBook_Cafe_Zoe.pdf', 'HomeBook_Café_Zoë.pdf'],
          ['Дом 🏠', 'HomeBook_Home.pdf', 'HomeBook_Дом_🏠.pdf'],
        ];
        for (const [name, fallback, full] of cases) {
          const home = await createHome(owner, { name });
          const response = expectStatus(await exportPdf(adminAgent, home.id), 200);
          const header = response.headers['content-disposition'] as string;
          expect(header).toMatch(/^attachment; filename="[^"\\/]+"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]+$/);
          expect(/filename="([^"]*)"/.exec(header)![1]).toBe(fallback);
          expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)![1])).toBe(full);
          expect(await pdfText(response.body)).toContain(name.replace(/[^\p{L}\p{N}\s'"/\\]/gu, '').split(' ')[0]);
        }
      });

      it('answers a JSON error when the home has gone', async () => {
        const owner = t.agent();
        await registerLoggedIn(owner);
        const home = await createHome(owner);
        expectStatus(await owner.delete(`/api/homes/${home.id}`), 200);
        const response = await adminAgent.get(`/api/admin/homes/${home.id}/export-pdf`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, message: 'Home not found' });
      });
    });

    describe('audit log', () => {
      it('lists the admin actions newest first, admins only', async () => {
        const entries = expectStatus(await adminAgent.get('/api/admin/audit-log?limit=3'), 200).body;
        expect(entries).toHaveLength(3);
        expect(entries[0].id).toBeGreaterThan(entries[1].id);
        expect(Object.keys(entries[0]).sort()).toEqual([
          'action',
          'adminUserId',
          'createdAt',
          'details',
          'id',
          'targetId',
          'targetType',
        ]);
        const older = expectStatus(
          await adminAgent.get(`/api/admin/audit-log?limit=2&before=${entries[2].id}`),
          200,
        ).body;
        expect(older.every((entry: { id: number }) => entry.id < entries[2].id)).toBe(true);
      });

      it('answers 400 with a field error to a limit outside 1..500 or a before that is not an entry id', async () => {
        const limit = 'Limit must be a whole number from 1 to 500';
        const before = 'Before must be an audit entry id';
        for (const [query, field, message] of [
          ['limit=0', 'limit', limit],
          ['limit=-5', 'limit', limit],
          ['limit=abc', 'limit', limit],
          ['limit=100000', 'limit', limit],
          ['limit=1.5', 'limit', limit],
          ['limit=501', 'limit', limit],
          ['before=abc', 'before', before],
          ['before=0', 'before', before],
          ['before=01', 'before', before],
        ]) {
          const response = await adminAgent.get(`/api/admin/audit-log?${query}`);
          expect([query, response.status, response.body.message, response.body.errors]).toEqual([
            query,
            400,
            message,
            [{ field, message }],
          ]);
        }
        expect(
          expectStatus(await adminAgent.get('/api/admin/audit-log?limit=500'), 200).body.length,
        ).toBeLessThanOrEqual(500);
        expectStatus(await adminAgent.get('/api/admin/audit-log?limit=&before='), 200);
      });
    });
  });
}
