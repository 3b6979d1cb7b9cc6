import request from 'supertest';
import sharp from 'sharp';
import { KeyValueStore } from '../../src/core/kv/key-value-store';
import { Drivers, TestApp } from './test-app';
import { expectStatus, newAccount, register, registerLoggedIn, sessionCookie, solveCaptcha } from './accounts';
import { resetTokenFrom, waitForMail } from './mail';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/**
 * The identity journeys, run once per driver set (one test file each).
 */
export function identitySuite(drivers: Drivers): void {
  describe(`identity on ${drivers} drivers`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY: 'let-me-admin', LOGIN_MAX_FAILURES: '3' });
    });
    afterAll(() => t?.stop());

    describe('registration', () => {
      it('creates the user, logs them in and never returns the password', async () => {
        const agent = t.agent();
        const account = newAccount();
        const response = expectStatus(await register(agent, account), 201);
        expect(response.body).toMatchObject({ username: account.username, email: account.email, isAdmin: false });
        expect(response.body.password).toBeUndefined();
        expect(response.body.lastLogin).toBeTruthy();
        const me = await agent.get('/api/user').expect(200);
        expect(me.body.id).toBe(response.body.id);
      });

      it.each([
        [{ username: '' }, 'Username is required'],
        [{ email: '' }, 'Email is required'],
        [{ email: 'not-an-email' }, 'Please enter a valid email address'],
        [{ email: 'someone@mailinator.com' }, 'Please use a valid non-disposable email address'],
        [{ email: 'someone@TempMail.com' }, 'Please use a valid non-disposable email address'],
        [{ password: '12345' }, 'Password must be at least 6 characters'],
      ])('refuses %j with "%s"', async (fields, message) => {
        const agent = t.agent();
        const response = expectStatus(await register(agent, { ...newAccount(), ...fields } as never), 400);
        expect(response.body.message).toBe(message);
      });

      it('asks for the captcha answer and refuses a wrong or reused one', async () => {
        const agent = t.agent();
        const captcha = await solveCaptcha(agent);
        const missing = await agent
          .post('/api/register')
          .send({ ...newAccount(), captchaId: captcha.captchaId })
          .expect(400);
        expect(missing.body.message).toBe('Please answer the security question');

        const other = await solveCaptcha(agent);
        const wrong = await agent
          .post('/api/register')
          .send({ ...newAccount(), ...other, captchaAnswer: other.captchaAnswer + 1 });
        expect(wrong.status).toBe(400);
        expect(wrong.body).toMatchObject({ message: 'Incorrect answer', code: 'CAPTCHA_INVALID' });
        // The same challenge cannot be answered again, even correctly.
        const reused = await agent.post('/api/register').send({ ...newAccount(), ...other });
        expect(reused.body.code).toBe('CAPTCHA_INVALID');
      });

      it('issues questions adding two numbers from 1 to 10', async () => {
        for (let i = 0; i < 20; i += 1) {
          const { body } = await request(t.http).get('/api/auth/captcha').expect(200);
          const [, a, b] = /^What is (\d+) \+ (\d+)\?$/.exec(body.question)!.map(Number);
          expect(a).toBeGreaterThanOrEqual(1);
          expect(b).toBeLessThanOrEqual(10);
        }
      });

      it('answers 409 for a taken username or e-mail, whatever the case', async () => {
        const taken = await registerLoggedIn(t.agent());
        const sameName = expectStatus(
          await register(t.agent(), newAccount({ username: taken.username.toUpperCase() })),
          409,
        );
        expect(sameName.body.message).toBe('Username already exists');
        const sameEmail = expectStatus(
          await register(t.agent(), newAccount({ email: taken.email.toUpperCase() })),
          409,
        );
        expect(sameEmail.body.message).toBe('Email already exists');
      });

      it('makes an admin only with the server admin key', async () => {
        const wrong = expectStatus(await register(t.agent(), newAccount(), { adminKey: 'guess', isAdmin: true }), 403);
        expect(wrong.body.message).toBe('Invalid admin key');
        const right = expectStatus(
          await register(t.agent(), newAccount(), { adminKey: 'let-me-admin', isAdmin: true }),
          201,
        );
        expect(right.body.isAdmin).toBe(true);
        const claimOnly = expectStatus(await register(t.agent(), newAccount(), { isAdmin: true }), 201);
        expect(claimOnly.body.isAdmin).toBe(false);
      });

      it('stores passwords as argon2id at or above the OWASP minimum', async () => {
        const account = await registerLoggedIn(t.agent());
        const [row] = await t.dataSource.query('SELECT password FROM users WHERE id = $1', [account.id]);
        const [, params] = /^\$argon2id\$v=19\$([^$]+)\$/.exec(row.password)!;
        const { m, t: passes } = Object.fromEntries(params.split(',').map((pair: string) => pair.split('=')));
        expect(Number(m)).toBeGreaterThanOrEqual(19_456);
        expect(Number(passes)).toBeGreaterThanOrEqual(2);
      });
    });

    describe('sessions', () => {
      it('sets an HttpOnly SameSite cookie and a new session id at every login', async () => {
        const agent = t.agent();
        const account = newAccount();
        const registered = expectStatus(await register(agent, account), 201);
        const first = sessionCookie(registered)!;
        expect(first).toMatch(/HttpOnly/i);
        expect(first).toMatch(/SameSite=Lax/i);
        const login = await agent
          .post('/api/login')
          .send({ username: account.username, password: account.password })
          .expect(200);
        const second = sessionCookie(login)!;
        expect(second.split(';')[0]).not.toBe(first.split(';')[0]);
        // The pre-login session is gone: its cookie is worthless.
        await request(t.http).get('/api/user').set('Cookie', first.split(';')[0]).expect(401);
        await request(t.http).get('/api/user').set('Cookie', second.split(';')[0]).expect(200);
      });

      it('logs in case-insensitively by username and refuses bad credentials with one message', async () => {
        const account = await registerLoggedIn(t.agent());
        await t
          .agent()
          .post('/api/login')
          .send({ username: account.username.toUpperCase(), password: account.password })
          .expect(200);
        const wrong = await t
          .agent()
          .post('/api/login')
          .send({ username: account.username, password: 'nope-nope' })
          .expect(401);
        const unknown = await t
          .agent()
          .post('/api/login')
          .send({ username: 'nobody-here', password: 'nope-nope' })
          .expect(401);
        expect(wrong.body.message).toBe('Invalid username or password');
        expect(unknown.body.message).toBe(wrong.body.message);
        const empty = await t.agent().post('/api/login').send({ username: '', password: '' }).expect(400);
        expect(empty.body.message).toBe('Username is required');
      });

      it('destroys the session at logout: the old cookie answers 401', async () => {
        const agent = t.agent();
        const registered = expectStatus(await register(agent, newAccount()), 201);
        const cookie = sessionCookie(registered)!.split(';')[0];
        await agent.post('/api/logout').expect(200);
        await request(t.http).get('/api/user').set('Cookie', cookie).expect(401);
      });

      it('throttles repeated failures from untrusted clients on one account, then lets them in again', async () => {
        const account = await registerLoggedIn(t.agent());
        for (let i = 0; i < 3; i += 1) {
          await t
            .agent()
            .post('/api/login')
            .send({ username: account.username, password: 'wrong-password' })
            .expect(401);
        }
        const locked = await t
          .agent()
          .post('/api/login')
          .send({ username: account.username, password: account.password })
          .expect(429);
        expect(locked.body.message).toMatch(/Too many failed login attempts\. Please try again in \d+ minutes?\./);
        // The lock window runs out: its counter expires from the store (removed here rather than waiting 15 minutes).
        await t.app.get(KeyValueStore).delete(`login-failures:untrusted:${account.username.toLowerCase()}`);
        await t.agent().post('/api/login').send({ username: account.username, password: account.password }).expect(200);
      });
    });

    describe('password reset', () => {
      it('mails a single-use link that resets the password and ends every session', async () => {
        const loggedIn = t.agent();
        const account = await registerLoggedIn(loggedIn);
        const unknown = await request(t.http)
          .post('/api/auth/password-reset/request')
          .send({ email: 'nobody@example.com' })
          .expect(200);
        const known = await request(t.http)
          .post('/api/auth/password-reset/request')
          .send({ email: account.email })
          .expect(200);
        expect(known.body).toEqual(unknown.body);
        expect(known.body.message).toBe('If an account with that email exists, a password reset link has been sent.');

        const token = resetTokenFrom(await waitForMail(t, account.email));
        const [stored] = await t.dataSource.query('SELECT token_hash FROM password_reset_tokens');
        expect(stored.token_hash).not.toContain(token);
        expect((await request(t.http).get(`/api/auth/password-reset/validate?token=${token}`)).body).toEqual({
          valid: true,
        });

        await request(t.http)
          .post('/api/auth/password-reset/confirm')
          .send({ token, newPassword: 'brand new pass' })
          .expect(200);
        await loggedIn.get('/api/user').expect(401);
        const reused = await request(t.http)
          .post('/api/auth/password-reset/confirm')
          .send({ token, newPassword: 'another one' })
          .expect(400);
        expect(reused.body.message).toBe('This password reset link is invalid or has expired.');
        expect((await request(t.http).get(`/api/auth/password-reset/validate?token=${token}`)).body).toEqual({
          valid: false,
        });

        await t.agent().post('/api/login').send({ username: account.username, password: account.password }).expect(401);
        await t.agent().post('/api/login').send({ username: account.username, password: 'brand new pass' }).expect(200);
      });

      it('refuses an expired token and validates the confirm payload', async () => {
        const account = await registerLoggedIn(t.agent());
        await request(t.http).post('/api/auth/password-reset/request').send({ email: account.email }).expect(200);
        const token = resetTokenFrom(await waitForMail(t, account.email));
        await t.dataSource.query(
          `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
          [account.id],
        );
        await request(t.http)
          .post('/api/auth/password-reset/confirm')
          .send({ token, newPassword: 'brand new pass' })
          .expect(400);

        const missing = await request(t.http)
          .post('/api/auth/password-reset/confirm')
          .send({ newPassword: 'whatever1' })
          .expect(400);
        expect(missing.body.message).toBe('Reset token is required');
        const short = await request(t.http)
          .post('/api/auth/password-reset/confirm')
          .send({ token, newPassword: '123' })
          .expect(400);
        expect(short.body.message).toBe('Password must be at least 6 characters long.');
        const badEmail = await request(t.http)
          .post('/api/auth/password-reset/request')
          .send({ email: 'nope' })
          .expect(400);
        expect(badEmail.body.message).toBe('Please enter a valid email address');
      });
    });

    describe('profile and avatar', () => {
      it('uploads an avatar served only to logged-in users, replacing the previous file', async () => {
        const agent = t.agent();
        const account = await registerLoggedIn(agent);
        const first = await agent
          .post('/api/user/avatar')
          .attach('avatar', await png(800, 600), 'me.png')
          .expect(201);
        expect(first.body.avatarUrl).toMatch(new RegExp(`^/api/files/avatars/${account.id}/.+\\.webp$`));
        const image = await agent.get(first.body.avatarUrl).expect(200);
        expect(image.headers['content-type']).toBe('image/webp');
        expect((await sharp(image.body).metadata()).width).toBe(400);
        await request(t.http).get(first.body.avatarUrl).expect(401);

        const second = await agent
          .post('/api/user/avatar')
          .attach('avatar', await png(64, 64), 'again.png')
          .expect(201);
        expect(await t.storage.list(`avatars/${account.id}/`)).toEqual([
          second.body.avatarUrl.replace('/api/files/', ''),
        ]);
        expect((await agent.get('/api/user')).body.avatarUrl).toBe(second.body.avatarUrl);
      });

      it('refuses a file over 2 MB, a non-image named .png and a huge-dimension image', async () => {
        const agent = t.agent();
        await registerLoggedIn(agent);
        const tooBig = await agent
          .post('/api/user/avatar')
          .attach('avatar', Buffer.alloc(2 * 1024 * 1024 + 1, 1), 'big.png')
          .expect(413);
        expect(tooBig.body.message).toBe('Please select an image smaller than 2MB');
        const html = Buffer.from('<html><script>alert(1)</script></html>');
        await agent
          .post('/api/user/avatar')
          .attach('avatar', html, { filename: 'evil.png', contentType: 'image/png' })
          .expect(415);
        const huge = await sharp({
          create: { width: 12_000, height: 12_000, channels: 3, background: { r: 0, g: 0, b: 0 } },
        })
          .png({ compressionLevel: 9 })
          .toBuffer();
        expect(huge.length).toBeLessThan(2 * 1024 * 1024);
        await agent.post('/api/user/avatar').attach('avatar', huge, 'huge.png').expect(413);
        await agent.post('/api/user/avatar').expect(400);
      });

      it('updates the profile with the spec messages and changes the password, ending other sessions', async () => {
        const agent = t.agent();
        const other = t.agent();
        const account = await registerLoggedIn(agent);
        await other.post('/api/login').send({ username: account.username, password: account.password }).expect(200);

        expect((await agent.patch('/api/user').send({ email: 'nope' }).expect(400)).body.message).toBe(
          'Invalid email address',
        );
        expect((await agent.patch('/api/user').send({ avatarUrl: 'not a url' }).expect(400)).body.message).toBe(
          'Invalid avatar URL',
        );
        const updated = await agent.patch('/api/user').send({ displayName: 'Alice A.' }).expect(200);
        expect(updated.body.displayName).toBe('Alice A.');

        const wrong = await agent
          .post('/api/user/password')
          .send({ currentPassword: 'wrong', newPassword: 'new secret' })
          .expect(400);
        expect(wrong.body.message).toBe('Current password is incorrect');
        const short = await agent
          .post('/api/user/password')
          .send({ currentPassword: account.password, newPassword: '123' })
          .expect(400);
        expect(short.body.message).toBe('New password must be at least 6 characters');
        const missing = await agent.post('/api/user/password').send({ newPassword: 'new secret' }).expect(400);
        expect(missing.body.message).toBe('Current password is required');
        await agent
          .post('/api/user/password')
          .send({ currentPassword: account.password, newPassword: 'new secret' })
          .expect(200);
        await agent.get('/api/user').expect(200);
        await other.get('/api/user').expect(401);
      });
    });

    describe('platform', () => {
      it('reports health of every configured dependency', async () => {
        const { body } = await request(t.http).get('/api/health').expect(200);
        expect(body).toMatchObject({ status: 'ok', database: 'up', storage: 'up' });
        expect(body.redis).toBe(drivers === 'services' ? 'up' : 'not configured');
        // On BullMQ a worker consumes (this harness runs one in-process), marked alive in Redis.
        expect(body.worker).toBe(drivers === 'services' ? 'up' : 'not configured');
        // The release and the schema version (issue 40); system-suite.ts checks their values.
        expect(body).toMatchObject({ version: expect.any(String), schema: { version: expect.any(Number) } });
        // Without METRICS_TOKEN there is no /metrics page, whatever the header (not the web app's index either).
        const metrics = await request(t.http).get('/metrics').set('Authorization', 'Bearer anything');
        expect(metrics.status).toBe(404);
        expect(metrics.text).not.toContain('<html');
      });

      it('answers malformed JSON with 400, a body over the limit with 413, in its own words, and unknown API routes with a JSON 404', async () => {
        for (const malformed of ['{"username":', 'null']) {
          const bad = await request(t.http)
            .post('/api/login')
            .set('Content-Type', 'application/json')
            .send(malformed)
            .expect(400);
          expect(bad.body).toMatchObject({ message: 'Request body is not valid JSON', code: 'MALFORMED_JSON' });
        }
        const large = await request(t.http)
          .post('/api/login')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify({ username: 'x'.repeat(200_000) }))
          .expect(413);
        expect(large.body).toMatchObject({ message: 'Request body is too large', code: 'BODY_TOO_LARGE' });
        const agent = t.agent();
        await registerLoggedIn(agent);
        const wrongField = await agent.post('/api/photos').attach('wrongfield', Buffer.from('x'), 'p.jpg').expect(400);
        expect(wrongField.body).toMatchObject({
          message: "Unexpected file field 'wrongfield'",
          code: 'UNEXPECTED_FILE_FIELD',
        });
        const missing = await request(t.http).get('/api/nothing-here').expect(404);
        expect(missing.body.statusCode).toBe(404);
      });

      it('answers malformed input with a 4xx and a message, never a 500', async () => {
        const agent = t.agent();
        await registerLoggedIn(agent);
        const odd = [null, 42, true, [], {}, ['a'], 'x'.repeat(5_000), 'nul\u0000byte'];
        const routes: [string, string, string[]][] = [
          ['post', '/api/register', ['username', 'email', 'password', 'captchaId', 'captchaAnswer', 'adminKey']],
          ['post', '/api/login', ['username', 'password']],
          ['post', '/api/auth/password-reset/request', ['email']],
          ['post', '/api/auth/password-reset/confirm', ['token', 'newPassword']],
          ['patch', '/api/user', ['email', 'displayName', 'avatarUrl']],
          ['post', '/api/user/password', ['currentPassword', 'newPassword']],
        ];
        for (const [method, path, fields] of routes) {
          for (const field of fields) {
            for (const value of odd) {
              const send = (agent as unknown as Record<string, (p: string) => request.Test>)[method];
              const response = await send.call(agent, path).send({ [field]: value });
              if (response.status >= 500 || (response.status >= 400 && !response.body.message)) {
                throw new Error(
                  `${method} ${path} {${field}: ${JSON.stringify(value).slice(0, 20)}} → ${response.status} ${JSON.stringify(response.body)}`,
                );
              }
            }
          }
        }
        await agent.get('/api/user').expect(200);
      });

      it('protects the user routes', async () => {
        await request(t.http).get('/api/user').expect(401);
        await request(t.http).patch('/api/user').send({ displayName: 'x' }).expect(401);
        await request(t.http).post('/api/user/avatar').expect(401);
        await request(t.http).post('/api/user/password').send({}).expect(401);
      });
    });
  });
}
