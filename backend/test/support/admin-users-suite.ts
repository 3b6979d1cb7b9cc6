import request from 'supertest';
import type { Agent } from 'supertest';
import { expectStatus, newAccount, register, registerLoggedIn, sessionCookie } from './accounts';
import { ADMIN_DELETION_KEY, ADMIN_REGISTRATION_KEY, SUPER_ADMIN_HEADER, registerAdmin } from './admin-fixtures';
import { ChatGateway } from '../../src/modules/chat/chat.gateway';
import { connectChat, listen } from './chat-client';
import { resetTokenFrom, waitForMail } from './mail';
import { Drivers, TestApp } from './test-app';

interface Row {
  id: number;
  username: string;
  email: string;
  deviceCount: number;
  lastLogin: string | null;
}

/** The admin's user list at scale (search and pages, docs/admin.md#users), once per driver set. */
export function adminUsersSuite(drivers: Drivers): void {
  describe(`admin users on ${drivers} drivers`, () => {
    let t: TestApp;
    let adminAgent: Agent;
    let admin: { id: number; username: string };
    /** A word in the names of this suite's searchable users only. */
    const token = `Zq${process.pid}x`;
    const found: Row[] = [];

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY, ADMIN_DELETION_KEY });
      adminAgent = t.agent();
      admin = await registerAdmin(adminAgent);
      // Three by username (in several cases), one by e-mail only, one that only looks like a LIKE pattern.
      const names = [`a${token}one`, `B${token.toUpperCase()}two`, `c${token.toLowerCase()}three`];
      for (const username of names) {
        const account = await registerLoggedIn(t.agent(), { username, email: `${username}@example.com` });
        found.push({ ...account, deviceCount: 1, lastLogin: null });
      }
      const byMail = await registerLoggedIn(t.agent(), {
        username: `mailonly${process.pid}`,
        email: `x${token}@Mail.Example.com`,
      });
      found.push({ ...byMail, deviceCount: 1, lastLogin: null });
      await registerLoggedIn(t.agent(), { username: `pct${process.pid}_z`, email: `pct${process.pid}@example.com` });
      // A second browser signs in to the first account: two trusted devices.
      expectStatus(await t.agent().post('/api/login').send({ username: names[0], password: 'correct horse' }), 200);
      found[0].deviceCount = 2;
    });
    afterAll(() => t?.stop());

    const list = (query: string) => adminAgent.get(`/api/admin/users${query}`);

    it('answers every user as an array without parameters, each with its last sign-in and device count', async () => {
      const users = expectStatus(await list(''), 200).body as Row[];
      expect(Array.isArray(users)).toBe(true);
      const first = users.find((row) => row.id === found[0].id)!;
      expect(Object.keys(first).sort()).toEqual([
        'createdAt',
        'deviceCount',
        'disabled',
        'email',
        'id',
        'isAdmin',
        'lastLogin',
        'username',
      ]);
      expect(first).toMatchObject({ deviceCount: 2, lastLogin: expect.any(String) });
      expect(users.find((row) => row.id === found[1].id)!.deviceCount).toBe(1);
    });

    it('searches username and e-mail without regard to case, in pages, with the total of all matches', async () => {
      const all = expectStatus(await list(`?q=${token.toLowerCase()}`), 200).body;
      expect(all).toEqual({
        items: found.map((row) => expect.objectContaining({ id: row.id, deviceCount: row.deviceCount })),
        total: 4,
        page: 1,
        pageSize: 25,
      });
      const second = expectStatus(await list(`?q=${token.toUpperCase()}&page=2&pageSize=3`), 200).body;
      expect(second).toEqual({
        items: [expect.objectContaining({ id: found[3].id })],
        total: 4,
        page: 2,
        pageSize: 3,
      });
      const beyond = expectStatus(await list(`?q=${token}&page=9&pageSize=3`), 200).body;
      expect(beyond).toEqual({ items: [], total: 4, page: 9, pageSize: 3 });
      // LIKE's own characters are plain text: '_' matches only an underscore.
      const underscore = expectStatus(await list(`?q=${process.pid}_`), 200).body;
      expect(underscore.items.map((row: Row) => row.username)).toEqual([`pct${process.pid}_z`]);
      const none = expectStatus(await list('?q=%25%25nothing-like-this'), 200).body;
      expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    });

    it('pages every user when only page or pageSize is given, oldest account first', async () => {
      const everyone = expectStatus(await list(''), 200).body as Row[];
      const firstTwo = expectStatus(await list('?pageSize=2'), 200).body;
      expect(firstTwo.total).toBe(everyone.length);
      expect(firstTwo.items.map((row: Row) => row.id)).toEqual(everyone.slice(0, 2).map((row) => row.id));
      const next = expectStatus(await list('?page=2&pageSize=2'), 200).body;
      expect(next.items.map((row: Row) => row.id)).toEqual(everyone.slice(2, 4).map((row) => row.id));
      const blank = expectStatus(await list('?q=&page=&pageSize='), 200).body;
      expect(blank).toMatchObject({ total: everyone.length, page: 1, pageSize: 25 });
    });

    it('answers 400 with field errors for bad values and unknown parameters', async () => {
      const cases: [string, string, string][] = [
        ['?page=0', 'page', 'Page must be a whole number from 1'],
        ['?page=-1', 'page', 'Page must be a whole number from 1'],
        ['?page=1.5', 'page', 'Page must be a whole number from 1'],
        ['?page=abc', 'page', 'Page must be a whole number from 1'],
        ['?page=99999999999', 'page', 'Page must be a whole number from 1'],
        ['?pageSize=0', 'pageSize', 'Page size must be a whole number from 1 to 100'],
        ['?pageSize=101', 'pageSize', 'Page size must be a whole number from 1 to 100'],
        ['?pageSize=ten', 'pageSize', 'Page size must be a whole number from 1 to 100'],
        ['?q=a&q=b', 'q', 'Search must be text of at most 200 characters'],
        [`?q=${'x'.repeat(201)}`, 'q', 'Search must be text of at most 200 characters'],
        ['?sort=username', 'sort', 'Unknown parameter'],
        ['?page=1&limit=5', 'limit', 'Unknown parameter'],
      ];
      for (const [query, field, message] of cases) {
        const response = await list(query);
        expect([query, response.status, response.body.errors]).toEqual([query, 400, [{ field, message }]]);
      }
      expectStatus(await list('?pageSize=100'), 200);
    });

    it('answers 403 to a non-admin, with or without parameters', async () => {
      const user = t.agent();
      await registerLoggedIn(user);
      for (const query of ['', '?page=1', `?q=${token}`, '?bogus=1']) {
        const response = await user.get(`/api/admin/users${query}`);
        expect([query, response.status]).toEqual([query, 403]);
      }
    });
    describe('disabling and enabling an account', () => {
      const DISABLED = 'This account is disabled. Contact your administrator.';
      const auditRows = (action: string, targetId: number) =>
        t.dataSource.query(
          `SELECT admin_user_id AS "adminUserId", details, created_at AS "createdAt" FROM admin_audit_log
            WHERE action = $1 AND target_id = $2 ORDER BY id`,
          [action, targetId],
        );
      const signIn = (username: string, password = 'correct horse') =>
        request(t.http).post('/api/login').send({ username, password });

      /** A signed-in user with the session cookie a browser would send (for the chat socket). */
      async function signedInUser() {
        const agent = t.agent();
        const account = newAccount();
        const response = expectStatus(await register(agent, account), 201);
        return { ...account, id: response.body.id as number, agent, cookie: sessionCookie(response)!.split(';')[0] };
      }

      it("ends the account's sessions and sockets at once, refuses its sign-in with 403, and enabling restores it", async () => {
        const baseUrl = await listen(t);
        const victim = await signedInUser();
        const secondBrowser = t.agent();
        expectStatus(
          await secondBrowser.post('/api/login').send({ username: victim.username, password: victim.password }),
          200,
        );
        const socket = await connectChat(baseUrl, victim.cookie);
        // Only the disabling may close it: the gateway's 30 s sweep of ended sessions is stopped here.
        clearInterval(t.app.get(ChatGateway)['sweeper'] as NodeJS.Timeout);
        const closed = new Promise<string>((resolve, reject) => {
          socket.once('disconnect', resolve);
          setTimeout(() => reject(new Error('the socket of the disabled account stayed open')), 20_000).unref();
        });
        const bystander = await signedInUser();
        const bystanderSocket = await connectChat(baseUrl, bystander.cookie);

        const disabled = expectStatus(
          await adminAgent.patch(`/api/admin/users/${victim.id}`).send({ disabled: true }),
          200,
        );
        expect(disabled.body).toEqual({ id: victim.id, disabled: true });
        expect(await closed).toBe('io server disconnect');
        expect((await victim.agent.get('/api/user')).status).toBe(401);
        expect((await secondBrowser.get('/api/homes')).status).toBe(401);
        await expect(connectChat(baseUrl, victim.cookie)).rejects.toThrow('Unauthorized');
        // The right password now answers 403 with the message; a wrong one stays the usual 401.
        const refused = await signIn(victim.username);
        expect([refused.status, refused.body.message, refused.body.code]).toEqual([403, DISABLED, 'ACCOUNT_DISABLED']);
        expect((await signIn(victim.username, 'wrong password')).status).toBe(401);
        // Others are untouched.
        expectStatus(await bystander.agent.get('/api/user'), 200);
        expect(bystanderSocket.connected).toBe(true);
        bystanderSocket.close();
        const listed = (await adminAgent.get(`/api/admin/users?q=${victim.username}`)).body.items;
        expect(listed).toEqual([expect.objectContaining({ id: victim.id, disabled: true })]);

        expectStatus(await adminAgent.patch(`/api/admin/users/${victim.id}`).send({ disabled: false }), 200);
        const back = t.agent();
        expectStatus(await back.post('/api/login').send({ username: victim.username, password: victim.password }), 200);
        expectStatus(await back.get('/api/user'), 200);

        expect(
          (await auditRows('user.disable', victim.id)).map((row: { adminUserId: number; details: unknown }) => [
            row.adminUserId,
            row.details,
          ]),
        ).toEqual([[admin.id, { outcome: 'done', username: victim.username, wasAdmin: false }]]);
        const [enabled] = await auditRows('user.enable', victim.id);
        expect(enabled).toEqual({
          adminUserId: admin.id,
          details: { outcome: 'done', username: victim.username, wasAdmin: false },
          createdAt: expect.any(Date),
        });
      });

      it('refuses to disable the calling admin (400), and needs the deletion key to disable another admin', async () => {
        const self = await adminAgent
          .patch(`/api/admin/users/${admin.id}`)
          .send({ disabled: true, adminKey: ADMIN_DELETION_KEY });
        expect([self.status, self.body.message]).toEqual([400, 'You cannot disable your own account']);
        expectStatus(await adminAgent.get('/api/user'), 200);
        expect((await auditRows('user.disable', admin.id)).at(-1).details).toEqual({
          outcome: 'refused',
          reason: 'You cannot disable your own account',
        });

        const otherAgent = t.agent();
        const other = await registerAdmin(otherAgent);
        for (const body of [
          { disabled: true },
          { disabled: true, adminKey: 'wrong' },
          { disabled: true, adminKey: 42 },
        ]) {
          const refused = await adminAgent.patch(`/api/admin/users/${other.id}`).set(SUPER_ADMIN_HEADER).send(body);
          expect([body, refused.status, refused.body.message]).toEqual([body, 403, 'Invalid admin deletion key']);
        }
        expectStatus(await otherAgent.get('/api/user'), 200);
        expect(await auditRows('user.disable', other.id)).toHaveLength(3);
        expectStatus(
          await adminAgent.patch(`/api/admin/users/${other.id}`).send({ disabled: true, adminKey: ADMIN_DELETION_KEY }),
          200,
        );
        expect((await otherAgent.get('/api/user')).status).toBe(401);
        // Enabling needs no key.
        expectStatus(await adminAgent.patch(`/api/admin/users/${other.id}`).send({ disabled: false }), 200);
      });

      it('answers 400 for a body without a boolean, 404 for unknown ids and 403 to a non-admin', async () => {
        const target = await signedInUser();
        for (const body of [{}, { disabled: 'true' }, { disabled: 1 }, { disabled: null }]) {
          const response = await adminAgent.patch(`/api/admin/users/${target.id}`).send(body);
          expect([body, response.status, response.body.errors]).toEqual([
            body,
            400,
            [{ field: 'disabled', message: 'Disabled must be true or false' }],
          ]);
        }
        for (const id of ['999999', 'abc', '0']) {
          expect((await adminAgent.patch(`/api/admin/users/${id}`).send({ disabled: true })).status).toBe(404);
        }
        const forbidden = await target.agent.patch(`/api/admin/users/${target.id}`).send({ disabled: false });
        expect([forbidden.status, forbidden.body.message]).toEqual([403, 'Administrator access is required']);
        expect((await request(t.http).patch(`/api/admin/users/${target.id}`).send({ disabled: true })).status).toBe(
          401,
        );
        expectStatus(await target.agent.get('/api/user'), 200);
      });
    });
    describe('sending a password reset', () => {
      it('mails the user a working reset link (202), audited, and stops at the per-account mail cap (429)', async () => {
        const user = t.agent();
        const account = await registerLoggedIn(user);
        const sent = await adminAgent.post(`/api/admin/users/${account.id}/password-reset`);
        expect([sent.status, sent.body]).toEqual([202, { success: true }]);
        const token = resetTokenFrom(await waitForMail(t, account.email));
        expectStatus(
          await request(t.http)
            .post('/api/auth/password-reset/confirm')
            .send({ token, newPassword: 'a brand new secret' }),
          200,
        );
        expectStatus(
          await request(t.http).post('/api/login').send({ username: account.username, password: 'a brand new secret' }),
          200,
        );
        const [audit] = await t.dataSource.query(
          `SELECT admin_user_id AS "adminUserId", details FROM admin_audit_log
            WHERE action = 'user.password-reset' AND target_id = $1`,
          [account.id],
        );
        expect(audit).toEqual({ adminUserId: admin.id, details: { outcome: 'done', username: account.username } });

        // The cap counts the public form's requests too: 5 an hour per address.
        for (let attempt = 0; attempt < 4; attempt += 1) {
          expectStatus(await adminAgent.post(`/api/admin/users/${account.id}/password-reset`), 202);
        }
        const capped = await adminAgent.post(`/api/admin/users/${account.id}/password-reset`);
        expect([capped.status, capped.body.code]).toEqual([429, 'RESET_MAIL_CAPPED']);
      });

      it('answers 404 for an unknown user and 403 to a non-admin', async () => {
        expect((await adminAgent.post('/api/admin/users/999999/password-reset')).status).toBe(404);
        expect((await adminAgent.post('/api/admin/users/abc/password-reset')).status).toBe(404);
        const user = t.agent();
        const account = await registerLoggedIn(user);
        const forbidden = await user.post(`/api/admin/users/${account.id}/password-reset`);
        expect(forbidden.status).toBe(403);
        expect((await request(t.http).post(`/api/admin/users/${account.id}/password-reset`)).status).toBe(401);
      });
    });
  });
}
