import type { Agent } from 'supertest';
import { expectStatus, registerLoggedIn } from './accounts';
import { ADMIN_DELETION_KEY, ADMIN_REGISTRATION_KEY, registerAdmin } from './admin-fixtures';
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
    /** A word in the names of this suite's searchable users only. */
    const token = `Zq${process.pid}x`;
    const found: Row[] = [];

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY, ADMIN_DELETION_KEY });
      adminAgent = t.agent();
      await registerAdmin(adminAgent);
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
  });
}
