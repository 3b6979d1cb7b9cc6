import { createHash } from 'node:crypto';
import request from 'supertest';
import type { Agent } from 'supertest';
import { Clock } from '../../src/core/clock';
import { HomeTransferHooks } from '../../src/core/access/home-transfer-hooks';
import { Drivers, TestApp } from './test-app';
import { expectStatus, registerLoggedIn } from './accounts';
import {
  ADMIN_DELETION_KEY,
  ADMIN_REGISTRATION_KEY,
  SUPER_ADMIN_HEADER,
  addEquipmentPhoto,
  addWarranty,
  createEquipment,
  createHome,
  jpeg,
  keyOf,
  registerAdmin,
} from './admin-fixtures';
import { download, unzip } from './archive-fixtures';
import { waitForMail } from './mail';
import { SHARING_MAIL_LIMIT } from '../../src/modules/homes/home-sharing.mail';

const OWNER_ONLY = { statusCode: 403, message: "Only the home's owner can do this", code: 'HOME_OWNER_ONLY' };
const DAY_MS = 86_400_000;

type Who = 'owner' | 'editor' | 'viewer' | 'stranger' | 'invitee';
interface Person {
  agent: Agent;
  id: number;
  email: string;
}

const tokenFrom = (mail: string, kind: 'invitations' | 'transfers') => {
  const match = new RegExp(`/${kind}/([A-Za-z0-9_-]{43})`).exec(mail);
  if (!match) throw new Error(`no ${kind} link in mail:\n${mail}`);
  return match[1];
};

/** Invitations, hand-overs and their audit entries (issue 15), once per driver set. */
export function homeSharingSuite(drivers: Drivers): void {
  describe(`home sharing on ${drivers} drivers`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY, ADMIN_DELETION_KEY });
    });
    afterAll(() => t?.stop());

    async function person(): Promise<Person> {
      const agent = t.agent();
      const { id, email } = await registerLoggedIn(agent);
      return { agent, id, email };
    }

    /** A fresh owner's home with one equipment, an editor and a viewer; a stranger and an invitee beside them. */
    async function sharedHome() {
      const people = {} as Record<Who, Person>;
      for (const who of ['owner', 'editor', 'viewer', 'stranger', 'invitee'] as const) people[who] = await person();
      const home = await createHome(people.owner.agent);
      const equipment = await createEquipment(people.owner.agent, home.id);
      await t.dataSource.query(
        `INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, 'editor'), ($1, $3, 'viewer')`,
        [home.id, people.editor.id, people.viewer.id],
      );
      return { people, home, equipment };
    }

    async function invite(owner: Agent, homeId: number, email: string, role = 'editor') {
      const created = expectStatus(await owner.post(`/api/homes/${homeId}/invitations`).send({ email, role }), 201);
      return { invitation: created.body, token: tokenFrom(await waitForMail(t, email), 'invitations') };
    }

    async function auditRows(action: string, homeId: number) {
      return t.dataSource.query(
        `SELECT admin_user_id AS "actorUserId", details FROM admin_audit_log
         WHERE action = $1 AND target_type = 'home' AND target_id = $2 ORDER BY id`,
        [action, homeId],
      );
    }

    /** Runs `work` with the injected clock moved by `offsetMs` (sessions are untouched: only past-dated). */
    async function atClockOffset<T>(offsetMs: number, work: () => Promise<T>): Promise<T> {
      const clock = t.app.get(Clock);
      const original = clock.now;
      clock.now = () => Date.now() + offsetMs;
      try {
        return await work();
      } finally {
        clock.now = original;
      }
    }

    it('requires login on every sharing route but the link previews', async () => {
      const anonymous = request(t.http);
      await anonymous.post('/api/homes/1/invitations').send({ email: 'a@example.com', role: 'viewer' }).expect(401);
      await anonymous.get('/api/homes/1/invitations').expect(401);
      await anonymous.delete('/api/homes/1/invitations/1').expect(401);
      // The previews answer a signed-out visitor (here: an unknown token).
      await anonymous.get('/api/invitations/x').expect(404);
      await anonymous.post('/api/invitations/x/accept').expect(401);
      await anonymous.post('/api/homes/1/transfer').send({ email: 'a@example.com' }).expect(401);
      await anonymous.get('/api/homes/1/transfer').expect(401);
      await anonymous.delete('/api/homes/1/transfer').expect(401);
      await anonymous.get('/api/transfers/x').expect(404);
      await anonymous.post('/api/transfers/x/accept').expect(401);
    });

    it('mails a single-use link stored hashed; accepting makes a member with the role; audited', async () => {
      const { people, home } = await sharedHome();
      const { invitation, token } = await invite(people.owner.agent, home.id, people.invitee.email, 'editor');
      expect(Object.keys(invitation).sort()).toEqual(['createdAt', 'email', 'expiresAt', 'id', 'role']);
      expect(invitation).toMatchObject({ email: people.invitee.email, role: 'editor' });
      expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(7 * DAY_MS);
      const [stored] = await t.dataSource.query(`SELECT token_hash FROM home_invitations WHERE id = $1`, [
        invitation.id,
      ]);
      expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      const columns = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM home_invitations WHERE token_hash = $1 OR email = $1`,
        [token],
      );
      expect(columns[0].n).toBe(0);
      const listed = expectStatus(await people.owner.agent.get(`/api/homes/${home.id}/invitations`), 200).body;
      expect(listed).toEqual([invitation]);

      const preview = expectStatus(await people.invitee.agent.get(`/api/invitations/${token}`), 200).body;
      expect(preview).toEqual({
        homeName: home.name,
        invitedBy: expect.any(String),
        role: 'editor',
        expiresAt: invitation.expiresAt,
      });
      expect(preview.invitedBy).toMatch(/^user/);
      // A signed-out visitor opening the link sees the same (what the link is, before signing in).
      expect(expectStatus(await request(t.http).get(`/api/invitations/${token}`), 200).body).toEqual(preview);
      const accepted = expectStatus(await people.invitee.agent.post(`/api/invitations/${token}/accept`), 200).body;
      expect(accepted).toEqual({ homeId: home.id, role: 'editor' });
      const members = expectStatus(await people.owner.agent.get(`/api/homes/${home.id}/members`), 200).body;
      expect(members.find((m: { userId: number }) => m.userId === people.invitee.id)).toMatchObject({
        role: 'editor',
        since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(expectStatus(await people.invitee.agent.get(`/api/homes/${home.id}`), 200).body.access).toBe('editor');
      expect(expectStatus(await people.owner.agent.get(`/api/homes/${home.id}/invitations`), 200).body).toEqual([]);

      const again = expectStatus(await people.stranger.agent.post(`/api/invitations/${token}/accept`), 410);
      expect(again.body).toMatchObject({ statusCode: 410, code: 'INVITATION_USED' });
      expectStatus(await people.stranger.agent.get(`/api/homes/${home.id}`), 404);
      expect(expectStatus(await people.invitee.agent.get(`/api/invitations/${token}`), 410).body.code).toBe(
        'INVITATION_USED',
      );
      const wrong = expectStatus(await people.invitee.agent.get(`/api/invitations/${'x'.repeat(43)}`), 404);
      expect(wrong.body).toEqual({ statusCode: 404, message: 'Invitation not found' });
      expectStatus(await people.invitee.agent.post(`/api/invitations/${'y'.repeat(43)}/accept`), 404);

      expect(await auditRows('home.invitation.sent', home.id)).toEqual([
        {
          actorUserId: people.owner.id,
          details: expect.objectContaining({ outcome: 'done', email: people.invitee.email, role: 'editor' }),
        },
      ]);
      expect(await auditRows('home.invitation.accepted', home.id)).toEqual([
        {
          actorUserId: people.invitee.id,
          details: expect.objectContaining({ memberUserId: people.invitee.id, role: 'editor' }),
        },
      ]);
    });

    it('lets only the owner invite, list and revoke, and validates the body', async () => {
      const { people, home } = await sharedHome();
      const { invitation } = await invite(people.owner.agent, home.id, people.invitee.email, 'viewer');
      const path = `/api/homes/${home.id}/invitations`;
      for (const who of ['editor', 'viewer'] as const) {
        const agent = people[who].agent;
        expect(expectStatus(await agent.post(path).send({ email: 'x@example.com', role: 'viewer' }), 403).body).toEqual(
          OWNER_ONLY,
        );
        expect(expectStatus(await agent.get(path), 403).body).toEqual(OWNER_ONLY);
        expect(expectStatus(await agent.delete(`${path}/${invitation.id}`), 403).body).toEqual(OWNER_ONLY);
      }
      const stranger = people.stranger.agent;
      expect(expectStatus(await stranger.get(path), 404).body).toEqual({ statusCode: 404, message: 'Home not found' });
      expectStatus(await stranger.post(path).send({ email: 'x@example.com', role: 'viewer' }), 404);
      expectStatus(await stranger.delete(`${path}/${invitation.id}`), 404);

      const owner = people.owner.agent;
      const badEmail = expectStatus(await owner.post(path).send({ email: 'nope', role: 'viewer' }), 400).body;
      expect(badEmail.message).toBe('Email must be a valid email address');
      const badRole = expectStatus(await owner.post(path).send({ email: 'x@example.com', role: 'owner' }), 400).body;
      expect(badRole.message).toBe("Role must be 'viewer' or 'editor'");
      expectStatus(await owner.post(path).send({ email: people.owner.email, role: 'viewer' }), 400);
      expect(expectStatus(await owner.get(path), 200).body).toHaveLength(1);
    });

    it("answers a home that is not the caller's before judging the e-mail (their own included)", async () => {
      const { people, home } = await sharedHome();
      const missing = 2_147_483_000;
      for (const who of ['stranger', 'editor'] as const) {
        const { agent, email } = people[who];
        const status = who === 'stranger' ? 404 : 403;
        expectStatus(await agent.post(`/api/homes/${home.id}/transfer`).send({ email }), status);
        expectStatus(await agent.post(`/api/homes/${home.id}/invitations`).send({ email, role: 'viewer' }), status);
        expectStatus(await agent.post(`/api/homes/${missing}/transfer`).send({ email }), 404);
        expectStatus(await agent.post(`/api/homes/${missing}/invitations`).send({ email, role: 'viewer' }), 404);
      }
      // The owner still hears the rule.
      const self = people.owner;
      expect(
        expectStatus(await self.agent.post(`/api/homes/${home.id}/transfer`).send({ email: self.email }), 400).body
          .message,
      ).toBe('You cannot transfer a home to yourself');
      expect(
        expectStatus(
          await self.agent.post(`/api/homes/${home.id}/invitations`).send({ email: self.email, role: 'viewer' }),
          400,
        ).body.message,
      ).toBe('You cannot invite yourself to your own home');
    });

    it('limits the e-mails one user sends through invitations and hand-overs together, per user', async () => {
      const { people, home } = await sharedHome();
      const owner = people.owner.agent;
      const path = `/api/homes/${home.id}/invitations`;
      for (let n = 0; n < SHARING_MAIL_LIMIT.limit - 1; n++) {
        expectStatus(await owner.post(path).send({ email: `guest${n}@example.com`, role: 'viewer' }), 201);
      }
      expectStatus(await owner.post(`/api/homes/${home.id}/transfer`).send({ email: 'buyer@example.com' }), 201);
      for (const refused of [
        await owner.post(path).send({ email: 'one-more@example.com', role: 'viewer' }),
        await owner.post(`/api/homes/${home.id}/transfer`).send({ email: 'other-buyer@example.com' }),
      ]) {
        expectStatus(refused, 429);
        expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Nothing was kept or mailed for the refused ones.
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM home_invitations WHERE home_id = $1 AND email = 'one-more@example.com'`,
        [home.id],
      );
      expect(n).toBe(0);
      expect(expectStatus(await owner.get(`/api/homes/${home.id}/transfer`), 200).body.pending.email).toBe(
        'buyer@example.com',
      );
      // Another owner is not held back by it.
      const other = await person();
      const otherHome = await createHome(other.agent);
      expectStatus(
        await other.agent
          .post(`/api/homes/${otherHome.id}/invitations`)
          .send({ email: 'x@example.com', role: 'viewer' }),
        201,
      );
    });

    it('revokes, and a new invitation to the same e-mail replaces the pending one', async () => {
      const { people, home } = await sharedHome();
      const path = `/api/homes/${home.id}/invitations`;
      const first = await invite(people.owner.agent, home.id, people.invitee.email, 'viewer');
      const revoked = expectStatus(await people.owner.agent.delete(`${path}/${first.invitation.id}`), 200);
      expect(revoked.body).toEqual({ message: 'Invitation revoked' });
      expectStatus(await people.owner.agent.delete(`${path}/${first.invitation.id}`), 404);
      expect(
        expectStatus(await people.invitee.agent.post(`/api/invitations/${first.token}/accept`), 410).body.code,
      ).toBe('INVITATION_USED');
      expect(expectStatus(await people.owner.agent.get(path), 200).body).toEqual([]);

      const other = await person();
      const a = expectStatus(
        await people.owner.agent.post(path).send({ email: other.email, role: 'viewer' }),
        201,
      ).body;
      const b = expectStatus(
        await people.owner.agent.post(path).send({ email: other.email.toUpperCase(), role: 'editor' }),
        201,
      ).body;
      expect(expectStatus(await people.owner.agent.get(path), 200).body.map((i: { id: number }) => i.id)).toEqual([
        b.id,
      ]);
      expect(a.id).not.toBe(b.id);
      expect(await auditRows('home.invitation.revoked', home.id)).toHaveLength(1);
      expect(
        (await auditRows('home.invitation.sent', home.id)).map(
          (row: { details: { replaced: boolean } }) => row.details.replaced,
        ),
      ).toEqual([false, false, true]);
    });

    it('expires invitations after 7 days by the injected clock', async () => {
      const { people, home } = await sharedHome();
      const { token } = await atClockOffset(-7 * DAY_MS - 60_000, () =>
        invite(people.owner.agent, home.id, people.invitee.email, 'viewer'),
      );
      expect(expectStatus(await people.owner.agent.get(`/api/homes/${home.id}/invitations`), 200).body).toEqual([]);
      const expired = expectStatus(await people.invitee.agent.post(`/api/invitations/${token}/accept`), 410);
      expect(expired.body).toMatchObject({ statusCode: 410, code: 'INVITATION_EXPIRED' });
      expect(expectStatus(await people.invitee.agent.get(`/api/invitations/${token}`), 410).body.code).toBe(
        'INVITATION_EXPIRED',
      );
      expectStatus(await people.invitee.agent.get(`/api/homes/${home.id}`), 404);
    });

    it("refuses the owner's own acceptance; an existing member takes the invited role", async () => {
      const { people, home } = await sharedHome();
      const forViewer = await invite(people.owner.agent, home.id, people.viewer.email, 'editor');
      const own = expectStatus(await people.owner.agent.post(`/api/invitations/${forViewer.token}/accept`), 409);
      expect(own.body).toMatchObject({ code: 'INVITATION_OWN_HOME', message: 'You already own this home' });
      expectStatus(await people.viewer.agent.post(`/api/invitations/${forViewer.token}/accept`), 200);
      expect(expectStatus(await people.viewer.agent.get(`/api/homes/${home.id}`), 200).body.access).toBe('editor');
      const rows = await t.dataSource.query(`SELECT count(*)::int AS n FROM home_members WHERE home_id = $1`, [
        home.id,
      ]);
      expect(rows[0].n).toBe(2);
    });

    it('makes exactly one membership from concurrent accepts of one token', async () => {
      const { people, home } = await sharedHome();
      const { token } = await invite(people.owner.agent, home.id, people.invitee.email, 'viewer');
      // The link is the invited account's only (below): that account, from four tabs at once.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => people.invitee.agent.post(`/api/invitations/${token}/accept`)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410, 410, 410]);
      const members = await t.dataSource.query(
        `SELECT user_id AS "userId", role FROM home_members WHERE home_id = $1 AND user_id = $2`,
        [home.id, people.invitee.id],
      );
      expect(members).toEqual([{ userId: people.invitee.id, role: 'viewer' }]);
      expect(await auditRows('home.invitation.accepted', home.id)).toHaveLength(1);
    });

    it('binds invitation and hand-over links to the invited address: another account gets 403 naming it masked', async () => {
      const { people, home } = await sharedHome();
      const { token } = await invite(people.owner.agent, home.id, people.invitee.email, 'viewer');
      for (const other of [people.stranger, people.editor]) {
        const refused = expectStatus(await other.agent.post(`/api/invitations/${token}/accept`), 403).body;
        expect(refused).toMatchObject({
          code: 'INVITATION_OTHER_ACCOUNT',
          message: `This invitation was sent to ${people.invitee.email.charAt(0)}***@example.com. Sign in with that account to accept it.`,
        });
      }
      // An account whose address differs only in case is the invited one.
      await t.dataSource.query(`UPDATE users SET email = upper(email) WHERE id = $1`, [people.invitee.id]);
      expect(expectStatus(await people.editor.agent.get(`/api/homes/${home.id}`), 200).body.access).toBe('editor');
      expectStatus(await people.stranger.agent.get(`/api/homes/${home.id}`), 404);
      expectStatus(await people.invitee.agent.post(`/api/invitations/${token}/accept`), 200);

      const handOver = await requestTransfer(people.owner.agent, home.id, people.viewer.email);
      const refused = expectStatus(await people.stranger.agent.post(`/api/transfers/${handOver.token}/accept`), 403);
      expect(refused.body).toMatchObject({
        code: 'TRANSFER_OTHER_ACCOUNT',
        message: `This hand-over was sent to ${people.viewer.email.charAt(0)}***@example.com. Sign in with that account to accept it.`,
      });
      expect(expectStatus(await people.owner.agent.get(`/api/homes/${home.id}`), 200).body.access).toBe('owner');
      expect(await auditRows('home.transfer.accepted', home.id)).toEqual([]);
      expectStatus(await people.viewer.agent.post(`/api/transfers/${handOver.token}/accept`), 200);
      expect(expectStatus(await people.viewer.agent.get(`/api/homes/${home.id}`), 200).body.access).toBe('owner');
    });

    it('audits role changes, removals and leaving', async () => {
      const { people, home } = await sharedHome();
      const owner = people.owner.agent;
      expectStatus(
        await owner.patch(`/api/homes/${home.id}/members/${people.viewer.id}`).send({ role: 'editor' }),
        200,
      );
      expectStatus(await owner.delete(`/api/homes/${home.id}/members/${people.editor.id}`), 200);
      expectStatus(await people.viewer.agent.delete(`/api/homes/${home.id}/members/${people.viewer.id}`), 200);
      expect(await auditRows('home.member.role-changed', home.id)).toEqual([
        {
          actorUserId: people.owner.id,
          details: expect.objectContaining({ memberUserId: people.viewer.id, from: 'viewer', role: 'editor' }),
        },
      ]);
      expect(await auditRows('home.member.removed', home.id)).toEqual([
        { actorUserId: people.owner.id, details: expect.objectContaining({ memberUserId: people.editor.id }) },
      ]);
      expect(await auditRows('home.member.left', home.id)).toEqual([
        { actorUserId: people.viewer.id, details: expect.objectContaining({ memberUserId: people.viewer.id }) },
      ]);
    });

    /** A home with files in every area a home has (photo, equipment photo, library photo, warranty document, maintenance attachment). */
    async function furnishedHome() {
      const { people, home, equipment } = await sharedHome();
      const owner = people.owner.agent;
      const homePhoto = expectStatus(
        await owner.post(`/api/homes/${home.id}/photo`).attach('photo', await jpeg(80, 60), 'h.jpg'),
        200,
      ).body.photoUrl as string;
      const equipmentPhoto = (await addEquipmentPhoto(owner, equipment.id)).photos[0] as string;
      const warranty = await addWarranty(owner, equipment.id);
      const withDocument = expectStatus(
        await owner.post(`/api/warranties/${warranty.id}/documents`).attach('photo', await jpeg(30, 30), 'w.jpg'),
        201,
      ).body;
      const documentUrl = JSON.stringify(withDocument).match(/\/api\/files\/users\/[^"]+/)![0];
      const library = expectStatus(
        await owner
          .post('/api/photos')
          .field('type', 'additional')
          .field('homeId', String(home.id))
          .attach('photo', await jpeg(20, 20), 'l.jpg'),
        201,
      ).body;
      const libraryUrl = JSON.stringify(library).match(/\/api\/files\/users\/[^"]+/)![0];
      const record = expectStatus(
        await owner.post(`/api/equipment/${equipment.id}/maintenance`).send({ date: '2025-01-01', type: 'Service' }),
        201,
      ).body;
      const withAttachment = expectStatus(
        await owner.post(`/api/maintenance/${record.id}/attachments`).attach('file', await jpeg(30, 30), 'm.jpg'),
        200,
      ).body;
      const attachmentUrl = withAttachment.attachments[0].url as string;
      const [support] = await t.dataSource.query(
        `INSERT INTO chat_rooms (name, type, owner_user_id) VALUES ('Support', 'support', $1) RETURNING id`,
        [people.owner.id],
      );
      await t.dataSource.query(
        `INSERT INTO chat_messages (room_id, sender_id, content, message_type) VALUES ($1, $2, 'my furnace is loud', 'text')`,
        [support.id, people.owner.id],
      );
      // The future owner is a viewer of the home before the hand-over.
      await t.dataSource.query(`INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, 'viewer')`, [
        home.id,
        people.invitee.id,
      ]);
      const urls = [homePhoto, equipmentPhoto, documentUrl, libraryUrl, attachmentUrl];
      for (const url of urls) expect(url).toMatch(new RegExp(`^/api/files/users/${people.owner.id}/`));
      return { people, home, equipment, warranty, record, urls, supportRoomId: support.id as number };
    }

    async function requestTransfer(owner: Agent, homeId: number, email: string) {
      const created = expectStatus(await owner.post(`/api/homes/${homeId}/transfer`).send({ email }), 201).body;
      return { transfer: created, token: tokenFrom(await waitForMail(t, email), 'transfers') };
    }

    it('hands a home over with every record and file; the old owner loses access; members stay', async () => {
      const { people, home, equipment, warranty, record, urls, supportRoomId } = await furnishedHome();
      const from = people.owner;
      const to = people.invitee;
      const { transfer, token } = await requestTransfer(from.agent, home.id, to.email);
      expect(Object.keys(transfer).sort()).toEqual(['createdAt', 'email', 'expiresAt', 'id']);
      expect(expectStatus(await from.agent.get(`/api/homes/${home.id}/transfer`), 200).body).toEqual({
        pending: transfer,
      });
      const [stored] = await t.dataSource.query(`SELECT token_hash FROM home_transfers WHERE id = $1`, [transfer.id]);
      expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      const preview = expectStatus(await to.agent.get(`/api/transfers/${token}`), 200).body;
      expect(preview).toEqual({
        homeName: home.name,
        fromOwner: expect.stringMatching(/^user/),
        equipmentCount: 1,
        expiresAt: transfer.expiresAt,
      });
      expect(expectStatus(await request(t.http).get(`/api/transfers/${token}`), 200).body).toEqual(preview);
      // Accepting still needs a session.
      expectStatus(await request(t.http).post(`/api/transfers/${token}/accept`), 401);
      const own = expectStatus(await from.agent.post(`/api/transfers/${token}/accept`), 409);
      expect(own.body).toMatchObject({ code: 'TRANSFER_OWN_HOME' });
      expect(expectStatus(await to.agent.post(`/api/transfers/${token}/accept`), 200).body).toEqual({
        homeId: home.id,
      });

      const mine = expectStatus(await to.agent.get(`/api/homes/${home.id}`), 200).body;
      expect(mine).toMatchObject({ userId: to.id, access: 'owner' });
      expect(expectStatus(await to.agent.get(`/api/equipment/${equipment.id}`), 200).body.userId).toBe(to.id);
      expect(expectStatus(await to.agent.get(`/api/warranties?equipmentId=${equipment.id}`), 200).body.id).toBe(
        warranty.id,
      );
      const lists = await Promise.all([to, from].map((p) => p.agent.get('/api/warranties')));
      expect(lists.map((list) => list.body.map((w: { id: number }) => w.id))).toEqual([[warranty.id], []]);
      expectStatus(await to.agent.get(`/api/equipment/${equipment.id}/maintenance`), 200);
      expectStatus(await to.agent.patch(`/api/maintenance/${record.id}`).send({ description: 'mine now' }), 200);
      for (const url of urls) expectStatus(await to.agent.get(url), 200);
      for (const url of urls) expect(expectStatus(await from.agent.get(url), 404).body.message).toBe('File not found');
      for (const path of [
        `/api/homes/${home.id}`,
        `/api/equipment/${equipment.id}`,
        `/api/warranties?equipmentId=${equipment.id}`,
        `/api/equipment/${equipment.id}/maintenance`,
        `/api/homes/${home.id}/members`,
      ]) {
        expect((await from.agent.get(path)).status).toBe(404);
      }
      expect(expectStatus(await from.agent.get('/api/homes'), 200).body).toEqual([]);
      const members = expectStatus(await to.agent.get(`/api/homes/${home.id}/members`), 200).body;
      expect(members.map((m: { userId: number; role: string }) => [m.userId, m.role])).toEqual([
        [to.id, 'owner'],
        [people.editor.id, 'editor'],
        [people.viewer.id, 'viewer'],
      ]);
      for (const url of urls) expectStatus(await people.editor.agent.get(url), 200);
      const [room] = await t.dataSource.query(`SELECT owner_user_id AS "ownerId" FROM chat_rooms WHERE id = $1`, [
        supportRoomId,
      ]);
      expect(room.ownerId).toBe(from.id);
      const history = expectStatus(await from.agent.get(`/api/chat/rooms/support:${from.id}/messages`), 200).body;
      expect(JSON.stringify(history)).toContain('my furnace is loud');
      expect(expectStatus(await to.agent.post(`/api/transfers/${token}/accept`), 410).body.code).toBe('TRANSFER_USED');
      expect(expectStatus(await to.agent.get(`/api/homes/${home.id}/transfer`), 200).body).toEqual({ pending: null });

      expect(await auditRows('home.transfer.requested', home.id)).toEqual([
        { actorUserId: from.id, details: expect.objectContaining({ email: to.email }) },
      ]);
      expect(await auditRows('home.transfer.accepted', home.id)).toEqual([
        { actorUserId: to.id, details: expect.objectContaining({ fromUserId: from.id, toUserId: to.id }) },
      ]);

      // The new owner's export of the home carries every file, though they stay under the first owner's keys.
      const entries = [...(await unzip(await download(to.agent, `/api/homes/${home.id}/export`))).keys()];
      for (const url of urls) expect(entries).toContain(`files/${keyOf(url).replace(/^users\/\d+\//, '')}`);

      // Deleting the first owner's account deletes none of the handed-over home's files.
      const admin = t.agent();
      await registerAdmin(admin);
      expectStatus(await admin.delete(`/api/admin/users/${from.id}`).set(SUPER_ADMIN_HEADER), 200);
      for (const url of urls) {
        expect(await t.storage.exists(keyOf(url))).toBe(true);
        expectStatus(await to.agent.get(url), 200);
      }
      // Deleting the home deletes them, wherever they are kept.
      expectStatus(await to.agent.delete(`/api/homes/${home.id}`), 200);
      for (const url of urls) expect(await t.storage.exists(keyOf(url))).toBe(false);
    });

    it('leaves the home and every file with the first owner when the hand-over fails halfway', async () => {
      const { people, home, equipment, urls } = await furnishedHome();
      const { token } = await requestTransfer(people.owner.agent, home.id, people.stranger.email);
      let reached = false;
      const remove = t.app.get(HomeTransferHooks).register(async (manager, handOver) => {
        // The earlier hooks have run: the equipment is the new owner's inside the transaction.
        const [row] = await manager.query(`SELECT user_id AS "userId" FROM equipment WHERE id = $1`, [equipment.id]);
        reached = row.userId === handOver.toUserId;
        throw new Error('injected failure halfway through the hand-over');
      });
      try {
        expectStatus(await people.stranger.agent.post(`/api/transfers/${token}/accept`), 500);
      } finally {
        remove();
      }
      expect(reached).toBe(true);
      expect(expectStatus(await people.owner.agent.get(`/api/homes/${home.id}`), 200).body.access).toBe('owner');
      expect(expectStatus(await people.owner.agent.get(`/api/equipment/${equipment.id}`), 200).body.userId).toBe(
        people.owner.id,
      );
      for (const url of urls) {
        expectStatus(await people.owner.agent.get(url), 200);
        expectStatus(await people.stranger.agent.get(url), 404);
      }
      expectStatus(await people.stranger.agent.get(`/api/homes/${home.id}`), 404);
      const prefixes = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM former_owner_file_prefixes WHERE home_id = $1`,
        [home.id],
      );
      expect(prefixes[0].n).toBe(0);
      expect(await auditRows('home.transfer.accepted', home.id)).toEqual([]);
      // Nothing was used up: the same link still works.
      expectStatus(await people.stranger.agent.post(`/api/transfers/${token}/accept`), 200);
      for (const url of urls) expectStatus(await people.stranger.agent.get(url), 200);
    });

    it('cancels, replaces and expires hand-overs; only the owner asks; a wrong token is 404', async () => {
      const { people, home } = await sharedHome();
      const owner = people.owner.agent;
      const path = `/api/homes/${home.id}/transfer`;
      for (const who of ['editor', 'viewer'] as const) {
        expect(expectStatus(await people[who].agent.post(path).send({ email: 'x@example.com' }), 403).body).toEqual(
          OWNER_ONLY,
        );
        expect(expectStatus(await people[who].agent.get(path), 403).body).toEqual(OWNER_ONLY);
        expect(expectStatus(await people[who].agent.delete(path), 403).body).toEqual(OWNER_ONLY);
      }
      expectStatus(await people.stranger.agent.post(path).send({ email: 'x@example.com' }), 404);
      expectStatus(await people.stranger.agent.get(path), 404);
      expect(expectStatus(await owner.post(path).send({ email: 'nope' }), 400).body.message).toBe(
        'Email must be a valid email address',
      );
      expectStatus(await owner.post(path).send({ email: people.owner.email }), 400);
      expect(expectStatus(await owner.delete(path), 404).body.message).toBe(
        'There is no pending transfer of this home',
      );

      const first = await requestTransfer(owner, home.id, people.invitee.email);
      const second = expectStatus(await owner.post(path).send({ email: people.stranger.email }), 201).body;
      expect(expectStatus(await owner.get(path), 200).body).toEqual({ pending: second });
      expect(expectStatus(await people.invitee.agent.post(`/api/transfers/${first.token}/accept`), 410).body.code).toBe(
        'TRANSFER_USED',
      );
      expect(expectStatus(await owner.delete(path), 200).body).toEqual({ message: 'Transfer cancelled' });
      expect(expectStatus(await owner.get(path), 200).body).toEqual({ pending: null });
      expect(await auditRows('home.transfer.cancelled', home.id)).toHaveLength(1);

      const late = await atClockOffset(-7 * DAY_MS - 60_000, () =>
        requestTransfer(owner, home.id, people.editor.email),
      );
      expect(expectStatus(await owner.get(path), 200).body).toEqual({ pending: null });
      const expired = expectStatus(await people.editor.agent.post(`/api/transfers/${late.token}/accept`), 410);
      expect(expired.body).toMatchObject({ statusCode: 410, code: 'TRANSFER_EXPIRED' });
      expect(expectStatus(await people.editor.agent.get(`/api/transfers/${late.token}`), 410).body.code).toBe(
        'TRANSFER_EXPIRED',
      );
      expect(expectStatus(await owner.get(`/api/homes/${home.id}`), 200).body.access).toBe('owner');
      expect(expectStatus(await people.editor.agent.get(`/api/transfers/${'z'.repeat(43)}`), 404).body).toEqual({
        statusCode: 404,
        message: 'Transfer not found',
      });
    });
  });
}
