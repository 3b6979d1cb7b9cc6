import request from 'supertest';
import sharp from 'sharp';
import { Clock } from '../../src/core/clock';
import { TOKEN_ROUTE_LIMITS } from '../../src/core/http/token-route-limit';
import { PasswordHasher } from '../../src/modules/identity/password-hasher';
import { COMMON_PASSWORD_MESSAGE } from '../../src/modules/identity/common-passwords';
import { Account, expectStatus, newAccount, sessionCookie } from './accounts';
import { listen } from './chat-client';
import { docxBytes, pdfBytes } from './chat-files';
import { resetTokenFrom, waitForMail, waitForMailHeaders } from './mail';
import { HOME } from './admin-fixtures';
import { Drivers, TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

const MAX_FAILURES = 5;
const ADMIN_KEY = 'security-admin-key';

let addressCounter = 0;
/** A client address of its own (TRUST_PROXY is on, so X-Forwarded-For is the client's address). */
const newAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const deviceCookie = (response: { headers: Record<string, unknown> }) =>
  ((response.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('hb.device='));

/**
 * Issue 18's findings, one test each, on one driver set: sign-in guessing, owner lock-out, Origin
 * checks, the embedded queue under a burst, nested JSON, chat images, avatar URLs, secret guessing,
 * idle sessions, reset tokens after a password change and common passwords. The app runs with the
 * production per-address limits (ADDRESS_LIMIT_SCALE 1) behind a trusted proxy, so each test can
 * speak from addresses of its own.
 */
export function securitySuite(drivers: Drivers): void {
  describe(`security (ASVS level 2) on ${drivers} drivers`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await TestApp.start(drivers, {
        ADDRESS_LIMIT_SCALE: '1',
        TRUST_PROXY: 'true',
        LOGIN_MAX_FAILURES: String(MAX_FAILURES),
        ADMIN_REGISTRATION_KEY: ADMIN_KEY,
        PUBLIC_URL: 'https://home.example.com',
      });
    });
    afterAll(() => t?.stop());

    async function captcha(agent: Agent, address: string) {
      const { body } = await agent.get('/api/auth/captcha').set('X-Forwarded-For', address).expect(200);
      const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(body.question)!;
      return { captchaId: body.captchaId as string, captchaAnswer: Number(a) + Number(b) };
    }

    /** Registers from a new address; the agent keeps the session and the device cookie. */
    async function signUp(): Promise<{
      agent: Agent;
      account: Account & { id: number };
      address: string;
      device: string;
      session: string;
    }> {
      const agent = t.agent();
      const address = newAddress();
      const account = newAccount();
      const response = expectStatus(
        await agent
          .post('/api/register')
          .set('X-Forwarded-For', address)
          .send({ ...account, ...(await captcha(agent, address)) }),
        201,
      );
      const device = deviceCookie(response)!;
      expect(device).toMatch(/HttpOnly/i);
      return {
        agent,
        account: { ...account, id: response.body.id },
        address,
        device: device.split(';')[0],
        session: sessionCookie(response)!.split(';')[0],
      };
    }

    const login = (client: Pick<Agent, 'post'>, address: string, username: string, password: string) =>
      client.post('/api/login').set('X-Forwarded-For', address).send({ username, password });

    describe('sign-in protection', () => {
      it('a parallel burst of 150 logins checks at most LOGIN_MAX_FAILURES passwords', async () => {
        const { account } = await signUp();
        const verify = jest.spyOn(t.app.get(PasswordHasher), 'verify');
        try {
          // 150 clients without a device cookie, each from an address of its own (a botnet), the right
          // password in position 41.
          const responses = await Promise.all(
            Array.from({ length: 150 }, (_, index) =>
              login(
                request(t.http),
                newAddress(),
                account.username,
                index === 40 ? account.password : `guess-${index}`,
              ),
            ),
          );
          const statuses = responses.map((response) => response.status);
          expect(statuses.filter((status) => status === 200)).toEqual([]);
          expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_FAILURES);
          expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(150 - MAX_FAILURES);
          expect(verify.mock.calls.length).toBeLessThanOrEqual(MAX_FAILURES);
          const locked = responses.find((response) => response.status === 429)!;
          expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
          expect(locked.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
        } finally {
          verify.mockRestore();
        }
      });

      it("an untrusted client's failures never lock out a device that signed in before", async () => {
        const { agent, account, address, device } = await signUp();
        await agent.post('/api/logout').expect(200);
        const attacker = newAddress();
        for (let i = 0; i < MAX_FAILURES; i += 1) {
          expectStatus(await login(request(t.http), attacker, account.username, `wrong-${i}`), 401);
        }
        const refused = expectStatus(await login(request(t.http), attacker, account.username, account.password), 429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.body.code).toBe('LOGIN_LOCKED');

        // The owner's browser (device cookie kept after logout) still signs in, and its cookie rotates.
        const owner = expectStatus(await login(agent, address, account.username, account.password), 200);
        const rotated = deviceCookie(owner)!.split(';')[0];
        expect(rotated).toMatch(/^hb\.device=/);
        expect(rotated).not.toBe(device);
        await agent.get('/api/user').expect(200);
        // The old cookie stopped counting as that device: from a fresh client it is just untrusted (locked).
        expectStatus(
          await login(request(t.http), newAddress(), account.username, account.password).set('Cookie', device),
          429,
        );
      });

      it('limits failed sign-ins per address, whichever usernames they try', async () => {
        const address = newAddress();
        const statuses: number[] = [];
        for (let i = 0; i < 31; i += 1) {
          statuses.push((await login(request(t.http), address, `nobody-${i}-${addressCounter}`, 'nope-nope')).status);
        }
        expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
        expect(statuses[30]).toBe(429);
      });

      it("the per-address limit never refuses the owner's own browser, and still limits every other client", async () => {
        const { agent, account, address } = await signUp();
        await agent.post('/api/logout').expect(200);
        for (let i = 0; i < 30; i += 1) {
          expectStatus(await login(request(t.http), address, `nobody-${i}-${addressCounter}`, 'nope-nope'), 401);
        }
        const stranger = expectStatus(await login(request(t.http), address, account.username, account.password), 429);
        expect(stranger.body.message).toMatch(/^Too many requests/);
        // The browser that signed in before (its hb.device cookie) signs in from that address all the same.
        expectStatus(await login(agent, address, account.username, account.password), 200);
        await agent.get('/api/user').expect(200);
      });

      it('mails a sign-in from a new device, lists trusted devices and revokes them', async () => {
        const { agent, account } = await signUp();
        const laptop = t.agent();
        expectStatus(
          await login(laptop, newAddress(), account.username, account.password).set(
            'User-Agent',
            'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/140.0',
          ),
          200,
        );
        const mail = await waitForMail(t, account.email);
        expect(mail).toContain('signed in to from a new device');
        expect(mail).toContain('Firefox on Linux');

        const devices = (await laptop.get('/api/user/devices').expect(200)).body as {
          id: number;
          label: string;
          current: boolean;
        }[];
        expect(devices).toHaveLength(2);
        expect(devices.filter((device) => device.current).map((device) => device.label)).toEqual(['Firefox on Linux']);
        const other = devices.find((device) => !device.current)!;

        // Another user cannot see or remove them.
        const stranger = await signUp();
        await stranger.agent.delete(`/api/user/devices/${other.id}`).expect(404);
        await laptop.delete(`/api/user/devices/${other.id}`).expect(200);
        await laptop.delete(`/api/user/devices/${other.id}`).expect(404);
        expect((await agent.get('/api/user/devices').expect(200)).body).toHaveLength(1);
      });

      /** The forgotten-password flow: the request, the link in the mail, the new password. */
      async function resetPasswordByMail(email: string, newPassword: string): Promise<void> {
        await request(t.http)
          .post('/api/auth/password-reset/request')
          .set('X-Forwarded-For', newAddress())
          .send({ email })
          .expect(200);
        const token = resetTokenFrom(await waitForMail(t, email));
        await request(t.http).post('/api/auth/password-reset/confirm').send({ token, newPassword }).expect(200);
      }

      it('a password reset forgets every trusted device', async () => {
        const { agent, account } = await signUp();
        await resetPasswordByMail(account.email, 'a fresh passphrase');
        expect((await agent.get('/api/user').expect(401)).body.message).toBeDefined();
        const again = expectStatus(await login(agent, newAddress(), account.username, 'a fresh passphrase'), 200);
        expect(deviceCookie(again)).toBeDefined();
        expect((await agent.get('/api/user/devices').expect(200)).body).toHaveLength(1);
      });

      it('a password reset lifts the lock that failed guesses put on the username', async () => {
        const { agent, account } = await signUp();
        await agent.post('/api/logout').expect(200);
        const attacker = newAddress();
        for (let i = 0; i <= MAX_FAILURES; i += 1) {
          await login(request(t.http), attacker, account.username, `wrong-${i}`);
        }
        const locked = expectStatus(
          await login(request(t.http), newAddress(), account.username, account.password),
          429,
        );
        expect(locked.body.code).toBe('LOGIN_LOCKED');
        await resetPasswordByMail(account.email, 'a fresh passphrase');
        // The reset forgot the owner's devices: they sign in as an unknown client, and are let in.
        expectStatus(await login(t.agent(), newAddress(), account.username.toUpperCase(), 'a fresh passphrase'), 200);
      });
    });

    describe('secrets and anti-automation', () => {
      it('throttles admin-key guessing per address', async () => {
        const address = newAddress();
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) {
          const agent = t.agent();
          const response = await agent
            .post('/api/register')
            .set('X-Forwarded-For', address)
            .send({ ...newAccount(), ...(await captcha(agent, address)), adminKey: `guess-${i}`, isAdmin: true });
          statuses.push(response.status);
        }
        expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
      });

      it('throttles current-password guessing on password change', async () => {
        const { agent, address } = await signUp();
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) {
          const response = await agent
            .post('/api/user/password')
            .set('X-Forwarded-For', address)
            .send({ currentPassword: `guess-${i}`, newPassword: 'another passphrase' });
          statuses.push(response.status);
        }
        expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      });

      it('limits registrations and reset requests per address', async () => {
        const address = newAddress();
        const resets: number[] = [];
        for (let i = 0; i < 11; i += 1) {
          resets.push(
            (
              await request(t.http)
                .post('/api/auth/password-reset/request')
                .set('X-Forwarded-For', address)
                .send({ email: `nobody${i}@example.com` })
            ).status,
          );
        }
        expect(resets).toEqual([...Array(10).fill(200), 429]);
      });

      it('limits the public previews of invitation and hand-over links per address, both together', async () => {
        const address = newAddress();
        const statuses: number[] = [];
        for (let i = 0; i < TOKEN_ROUTE_LIMITS.sharingLink.limit + 1; i += 1) {
          const path = i % 2 === 0 ? `/api/invitations/guess${i}` : `/api/transfers/guess${i}`;
          statuses.push((await request(t.http).get(path).set('X-Forwarded-For', address)).status);
        }
        expect(statuses).toEqual([...Array(TOKEN_ROUTE_LIMITS.sharingLink.limit).fill(404), 429]);
        // Another address is not held back.
        expect((await request(t.http).get('/api/invitations/guess').set('X-Forwarded-For', newAddress())).status).toBe(
          404,
        );
      });

      it('refuses common passwords with a clear message; the 6-character minimum stays', async () => {
        for (const password of ['123456', 'password', '      ', 'Walnut-Orchard-42']) {
          const agent = t.agent();
          const address = newAddress();
          const response = await agent
            .post('/api/register')
            .set('X-Forwarded-For', address)
            .send({ ...newAccount({ password }), ...(await captcha(agent, address)) });
          if (password === 'Walnut-Orchard-42') {
            // Not on the list: accepted.
            expect(response.status).toBe(201);
            continue;
          }
          expect(response.status).toBe(400);
          expect(response.body.message).toBe(COMMON_PASSWORD_MESSAGE);
        }
        const agent = t.agent();
        const address = newAddress();
        const short = await agent
          .post('/api/register')
          .set('X-Forwarded-For', address)
          .send({ ...newAccount({ password: '12345' }), ...(await captcha(agent, address)) });
        expect(short.body.message).toBe('Password must be at least 6 characters');

        const { agent: owner, account, address: ownerAddress } = await signUp();
        const change = await owner
          .post('/api/user/password')
          .set('X-Forwarded-For', ownerAddress)
          .send({ currentPassword: account.password, newPassword: 'letmein' })
          .expect(400);
        expect(change.body.message).toBe(COMMON_PASSWORD_MESSAGE);
      });
    });

    describe('mail headers', () => {
      it('keeps user text in a header value: a home name with CR/LF adds no Bcc or X-Evil header', async () => {
        const { agent, account } = await signUp();
        const name = 'X\r\nBcc: evil@x\r\nX-Evil: 1\u0007 Ä';
        const home = expectStatus(await agent.post('/api/homes').send({ ...HOME, name }), 201).body;
        const invited = `invited-${Date.now()}-${addressCounter}@example.com`;
        expectStatus(
          await agent.post(`/api/homes/${home.id}/invitations`).send({ email: invited, role: 'viewer' }),
          201,
        );
        const headers = await waitForMailHeaders(t, invited);
        expect(headers.keys).not.toContain('bcc');
        expect(headers.keys).not.toContain('x-evil');
        expect(headers.to).toBe(invited);
        // The whole name stays in the one Subject, CR/LF made spaces, other control characters dropped.
        expect(headers.subject).toBe(`${account.username} invited you to X Bcc: evil@x X-Evil: 1 Ä on Home Book`);

        const heir = `heir-${Date.now()}-${addressCounter}@example.com`;
        expectStatus(await agent.post(`/api/homes/${home.id}/transfer`).send({ email: heir }), 201);
        const transfer = await waitForMailHeaders(t, heir);
        expect(transfer.keys).not.toContain('bcc');
        expect(transfer.keys).not.toContain('x-evil');
        expect(transfer.subject).toBe(
          `${account.username} wants to hand over X Bcc: evil@x X-Evil: 1 Ä to you on Home Book`,
        );
      });
    });

    describe('caching, logout and token routes (issue 39)', () => {
      it('sends Cache-Control: private, no-cache on every API JSON answer; files keep their ETag revalidation', async () => {
        const { agent } = await signUp();
        const home = expectStatus(await agent.post('/api/homes').send(HOME), 201);
        const answers = [
          home,
          await agent.get('/api/user'),
          await agent.get('/api/homes'),
          await agent.get(`/api/homes/${home.body.id}`),
          await agent.get('/api/homes/999999999'),
          await request(t.http).get('/api/homes'),
          await agent.post('/api/homes').send({}),
        ];
        expect(answers.map((answer) => [answer.status, answer.headers['cache-control']])).toEqual([
          [201, 'private, no-cache'],
          [200, 'private, no-cache'],
          [200, 'private, no-cache'],
          [200, 'private, no-cache'],
          [404, 'private, no-cache'],
          [401, 'private, no-cache'],
          [400, 'private, no-cache'],
        ]);
        const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
          .jpeg()
          .toBuffer();
        const upload = await agent.post('/api/chat/upload').attach('file', image, 'a.jpg').expect(200);
        const file = await agent.get(upload.body.fileUrl).expect(200);
        expect(file.headers['cache-control']).toBe('private, no-cache');
        await agent.get(upload.body.fileUrl).set('If-None-Match', file.headers.etag).expect(304);
      });

      it('answers logout with Clear-Site-Data for the cache and storage', async () => {
        const { agent } = await signUp();
        const out = await agent.post('/api/logout').expect(200);
        expect(out.headers['clear-site-data']).toBe('"cache", "storage"');
      });

      it('limits every token route per address (per user for new feed URLs): 429 with Retry-After', async () => {
        const { agent } = await signUp();
        const token = 'x'.repeat(43);
        // Invitation and hand-over previews and accepts count together: 60 per 15 minutes from one address.
        const address = newAddress();
        const sharing = [
          () => agent.get(`/api/invitations/${token}`),
          () => agent.post(`/api/invitations/${token}/accept`),
          () => agent.get(`/api/transfers/${token}`),
          () => agent.post(`/api/transfers/${token}/accept`),
        ];
        for (let i = 0; i < 60; i += 1) {
          expectStatus(await sharing[i % 4]().set('X-Forwarded-For', address), 404);
        }
        for (const call of sharing) {
          const limited = expectStatus(await call().set('X-Forwarded-For', address), 429);
          expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        }
        expectStatus(await agent.get(`/api/invitations/${token}`).set('X-Forwarded-For', newAddress()), 404);

        // Calendar feeds need no session: 120 fetches an hour from one address.
        const feeds = newAddress();
        for (let i = 0; i < 120; i += 1) {
          expectStatus(await request(t.http).get(`/api/calendar/${token}.ics`).set('X-Forwarded-For', feeds), 404);
        }
        const feed = expectStatus(
          await request(t.http).get(`/api/calendar/${token}.ics`).set('X-Forwarded-For', feeds),
          429,
        );
        expect(Number(feed.headers['retry-after'])).toBeGreaterThan(0);

        // New feed URLs: 10 an hour per user, whatever the address.
        for (let i = 0; i < 10; i += 1) {
          expectStatus(await agent.post('/api/calendar/token').set('X-Forwarded-For', newAddress()), 201);
        }
        const created = expectStatus(await agent.post('/api/calendar/token').set('X-Forwarded-For', newAddress()), 429);
        expect(created.body.message).toMatch(/^Too many requests\. Please try again in \d+ (seconds?|minutes?)\.$/);
        expect(Number(created.headers['retry-after'])).toBeGreaterThan(0);
      });

      it('names the session cookie __Host-hb.sid over https: Secure, Path=/, no Domain', async () => {
        const agent = t.agent();
        const address = newAddress();
        const response = expectStatus(
          await agent
            .post('/api/register')
            .set('X-Forwarded-For', address)
            .set('X-Forwarded-Proto', 'https')
            .send({ ...newAccount(), ...(await captcha(agent, address)) }),
          201,
        );
        const cookie = ((response.headers['set-cookie'] as unknown as string[]) ?? []).find((c) =>
          c.startsWith('__Host-hb.sid='),
        );
        expect(cookie).toBeDefined();
        const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase());
        expect(attributes).toEqual(expect.arrayContaining(['secure', 'path=/', 'httponly']));
        expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);
        // The browser sends it back under its name, and the app knows it.
        expectStatus(
          await request(t.http).get('/api/user').set('X-Forwarded-Proto', 'https').set('Cookie', cookie!.split(';')[0]),
          200,
        );
      });
    });

    describe('sessions', () => {
      it('ends a session unused for SESSION_IDLE_MINUTES (120), however young it is', async () => {
        const clock = t.app.get(Clock);
        let now = Date.now();
        const spy = jest.spyOn(clock, 'now').mockImplementation(() => now);
        try {
          const { agent, session } = await signUp();
          const baseUrl = await listen(t);
          await agent.get('/api/user').expect(200);
          now += 119 * 60_000;
          await agent.get('/api/user').expect(200); // activity keeps it alive
          now += 119 * 60_000;
          await agent.get('/api/user').expect(200);
          (await connectChatWithOrigin(baseUrl, session)).close();
          now += 121 * 60_000;
          // The chat handshake refuses the idle session as well.
          await expect(connectChatWithOrigin(baseUrl, session)).rejects.toThrow('Unauthorized');
          await agent.get('/api/user').expect(401);
          await agent.get('/api/user').expect(401); // the record is gone, not just skipped
        } finally {
          spy.mockRestore();
        }
      });

      it('ends a session SESSION_TTL_HOURS (168) after sign-in, however active it is', async () => {
        const clock = t.app.get(Clock);
        const signedInAt = Date.now();
        let now = signedInAt;
        const spy = jest.spyOn(clock, 'now').mockImplementation(() => now);
        try {
          const { agent, session } = await signUp();
          const baseUrl = await listen(t);
          const lifetimeEnd = signedInAt + 168 * 3_600_000;
          let expiriesSeen = 0;
          // A request every 110 minutes (inside the idle timeout) for the whole week: each rewrites the activity
          // stamp, and the expiry it sends back stays the sign-in's.
          while (now + 110 * 60_000 <= lifetimeEnd) {
            now += 110 * 60_000;
            const response = await agent.get('/api/user').expect(200);
            const cookie = ((response.headers['set-cookie'] as unknown as string[]) ?? []).find((c) =>
              c.startsWith('__Host-hb.sid='),
            );
            if (!cookie) continue;
            expiriesSeen += 1;
            // (Expires is written in whole seconds.)
            expect(Date.parse(/Expires=([^;]+)/i.exec(cookie)![1])).toBeLessThan(lifetimeEnd + 1000);
          }
          expect(expiriesSeen).toBeGreaterThan(80);
          (await connectChatWithOrigin(baseUrl, session)).close();
          now = lifetimeEnd + 60_000;
          await expect(connectChatWithOrigin(baseUrl, session)).rejects.toThrow('Unauthorized');
          await agent.get('/api/user').expect(401);
          await agent.get('/api/user').expect(401); // the record is gone, not just skipped
        } finally {
          spy.mockRestore();
        }
      });

      it('a password change voids a reset link issued before it', async () => {
        const { agent, account, address } = await signUp();
        await request(t.http)
          .post('/api/auth/password-reset/request')
          .set('X-Forwarded-For', newAddress())
          .send({ email: account.email })
          .expect(200);
        const token = resetTokenFrom(await waitForMail(t, account.email));
        expect((await request(t.http).get(`/api/auth/password-reset/validate?token=${token}`)).body.valid).toBe(true);
        await agent
          .post('/api/user/password')
          .set('X-Forwarded-For', address)
          .send({ currentPassword: account.password, newPassword: 'changed passphrase' })
          .expect(200);
        expect((await request(t.http).get(`/api/auth/password-reset/validate?token=${token}`)).body.valid).toBe(false);
        const confirm = await request(t.http)
          .post('/api/auth/password-reset/confirm')
          .send({ token, newPassword: 'attacker passphrase' })
          .expect(400);
        expect(confirm.body.message).toBe('This password reset link is invalid or has expired.');
      });
    });

    describe('origin checks', () => {
      it('refuses cross-origin state changes with a cookie; same-origin and header-less pass', async () => {
        const { agent } = await signUp();
        const update = () => agent.patch('/api/user').send({ displayName: 'Me' });
        const refused = await update().set('Origin', 'http://127.0.0.1:1').expect(403);
        expect(refused.body.message).toBe('Cross-origin request refused');
        await update().set('Referer', 'https://evil.example/page').expect(403);
        await update().set('Origin', 'null').expect(403);
        await update().set('Origin', 'https://home.example.com').expect(200); // PUBLIC_URL
        // The request's own host (whatever name the server is reached by).
        await update().set('Host', 'app.internal:8080').set('Origin', 'http://app.internal:8080').expect(200);
        await update().expect(200); // no Origin, no Referer: not a browser's cross-site request
        // Reads are not state changes.
        await agent.get('/api/user').set('Origin', 'https://evil.example').expect(200);
      });

      it('refuses a cross-origin chat handshake; same-origin and header-less connect', async () => {
        const { session } = await signUp();
        const baseUrl = await listen(t);
        const connect = (origin?: string) => connectChatWithOrigin(baseUrl, session, origin);
        await expect(connect('http://127.0.0.1:1')).rejects.toThrow();
        await expect(connect('https://evil.example')).rejects.toThrow();
        (await connect(baseUrl)).close();
        (await connect()).close();
      });

      it('limits the CSP connect-src to our own origin', async () => {
        const response = await request(t.http).get('/api/health');
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("connect-src 'self' wss://home.example.com");
        expect(csp).not.toMatch(/connect-src[^;]*\bws:(\s|;|$)/);
      });
    });

    describe('denial of service', () => {
      it('answers 400 to deeply nested JSON before validation, and keeps serving', async () => {
        const body = '['.repeat(45_000) + ']'.repeat(45_000);
        const response = await request(t.http)
          .post('/api/login')
          .set('Content-Type', 'application/json')
          .send(body)
          .expect(400);
        expect(response.body.code).toBe('JSON_TOO_DEEP');
        const nested = { username: 'a', password: 'b', extra: JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)) };
        await request(t.http).post('/api/login').send(nested).expect(400);
        await request(t.http).get('/api/health').expect(200);
      });

      it('re-encodes chat images (EXIF dropped) and refuses a pixel flood', async () => {
        const { agent } = await signUp();
        const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
          .jpeg()
          .withExif({ IFD0: { Copyright: 'secret-camera-owner' }, IFD3: { GPSLatitudeRef: 'N' } })
          .toBuffer();
        expect((await sharp(withGps).metadata()).exif).toBeDefined();
        const upload = await agent.post('/api/chat/upload').attach('file', withGps, 'porch.jpg').expect(200);
        const stored = await agent.get(upload.body.fileUrl).buffer(true).expect(200);
        const metadata = await sharp(stored.body as Buffer).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.format).toBe('jpeg');
        expect(stored.body.includes('secret-camera-owner')).toBe(false);

        const flood = await sharp({ create: { width: 6_500, height: 6_500, channels: 3, background: '#000000' } })
          .png({ compressionLevel: 9 })
          .toBuffer();
        await agent.post('/api/chat/upload').attach('file', flood, 'flood.png').expect(413);
      });

      it('serves attachments other than images and PDFs as downloads; PDFs open with no script of the site', async () => {
        const { agent } = await signUp();
        const docx = await agent.post('/api/chat/upload').attach('file', docxBytes(), 'manual.docx').expect(200);
        const download = await agent.get(docx.body.fileUrl).expect(200);
        expect(download.headers['content-disposition']).toMatch(/^attachment; filename="manual\.docx"$/);
        expect(download.headers['content-security-policy']).toMatch(/^default-src 'none';.*; sandbox$/);
        // A PDF opens in the browser's viewer (which a sandboxed document refuses): as a PDF (nosniff), no sources.
        const upload = await agent.post('/api/chat/upload').attach('file', pdfBytes(), 'manual.pdf').expect(200);
        const pdf = await agent.get(upload.body.fileUrl).expect(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['content-disposition']).toBeUndefined();
        expect(pdf.headers['x-content-type-options']).toBe('nosniff');
        expect(pdf.headers['content-security-policy']).toMatch(/^default-src 'none';/);
      });

      it('refuses avatar URLs that point at the app itself', async () => {
        const { agent } = await signUp();
        for (const avatarUrl of [
          'https://home.example.com/api/admin/homes/1/export-pdf',
          'https://home.example.com/logo.png',
          'https://10.0.0.5/api/admin/homes/1/export-pdf',
          'http://images.example.org/me.png',
        ]) {
          const response = await agent.patch('/api/user').send({ avatarUrl }).expect(400);
          expect(response.body.message).toBe('Invalid avatar URL');
        }
        await agent.patch('/api/user').send({ avatarUrl: 'https://images.example.org/me.png' }).expect(200);
      });

      if (drivers === 'embedded') {
        it('the embedded queue answers 429 beyond its backlog under 120 parallel analyses; others still get theirs', async () => {
          const photo = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#ffffff' } })
            .png()
            .toBuffer();
          const attackers = await Promise.all(Array.from({ length: 6 }, () => signUp()));
          const { agent: legit } = await signUp();
          const burst = attackers.flatMap(({ agent }) =>
            Array.from({ length: 20 }, () =>
              agent
                .post('/api/equipment/analyze')
                .attach('image', photo, 'label.png')
                .then((r) => r.status),
            ),
          );
          // An answer of one's own: the blank photo is analysed and, nothing being on it, refused as unreadable
          // (422 PHOTO_UNREADABLE: small and glare), never queued out (429) or timed out.
          const answered = (status: number) => status === 200 || status === 422;
          const own = await legit.post('/api/equipment/analyze').attach('image', photo, 'label.png');
          expect(answered(own.status)).toBe(true);
          const statuses = await Promise.all(burst);
          expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
          expect(statuses.every((status) => answered(status) || status === 429)).toBe(true);
        });
      }
    });
  });
}

/** Like connectChat, with an Origin header as a browser on `origin` would send it. */
async function connectChatWithOrigin(baseUrl: string, cookie: string, origin?: string) {
  const { io } = await import('socket.io-client');
  const socket = io(baseUrl, {
    path: '/chat',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: origin ? { Cookie: cookie, Origin: origin } : { Cookie: cookie },
  });
  return new Promise<typeof socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
