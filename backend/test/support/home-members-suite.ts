import request from 'supertest';
import sharp from 'sharp';
import type { Agent } from 'supertest';
import { Drivers, TestApp } from './test-app';
import { expectStatus, registerLoggedIn } from './accounts';

const HOME = { name: 'Main Residence', address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' };
const READ_ONLY = { statusCode: 403, message: 'You can view this home but not change it', code: 'HOME_READ_ONLY' };
const OWNER_ONLY = { statusCode: 403, message: "Only the home's owner can do this", code: 'HOME_OWNER_ONLY' };

type Who = 'owner' | 'editor' | 'viewer' | 'stranger';

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A home shared with an editor and a viewer: the members routes and reading a shared home, once per driver set. */
export function homeMembersSuite(drivers: Drivers): void {
  describe(`home members on ${drivers} drivers`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await TestApp.start(drivers);
    });
    afterAll(() => t?.stop());

    /** A fresh home of a fresh owner, shared with a fresh editor and viewer; a stranger beside them. */
    async function sharedHome() {
      const agents = {} as Record<Who, Agent>;
      const ids = {} as Record<Who, number>;
      for (const who of ['owner', 'editor', 'viewer', 'stranger'] as const) {
        agents[who] = t.agent();
        ids[who] = (await registerLoggedIn(agents[who])).id;
      }
      const home = expectStatus(await agents.owner.post('/api/homes').send(HOME), 201).body;
      const equipment = expectStatus(
        await agents.owner.post('/api/equipment').send({ homeId: home.id, name: 'Furnace' }),
        201,
      ).body;
      await t.dataSource.query(
        `INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, 'editor'), ($1, $3, 'viewer')`,
        [home.id, ids.editor, ids.viewer],
      );
      return { agents, ids, home, equipment };
    }

    it('requires login on the members routes', async () => {
      const anonymous = request(t.http);
      await anonymous.get('/api/homes/1/members').expect(401);
      await anonymous.patch('/api/homes/1/members/2').send({ role: 'viewer' }).expect(401);
      await anonymous.delete('/api/homes/1/members/2').expect(401);
    });

    it('lists the owner then the members to whoever reads the home, and 404s to a stranger', async () => {
      const { agents, ids, home } = await sharedHome();
      for (const who of ['owner', 'editor', 'viewer'] as const) {
        const { body } = expectStatus(await agents[who].get(`/api/homes/${home.id}/members`), 200);
        expect(body.map((person: { userId: number; role: string }) => [person.userId, person.role])).toEqual([
          [ids.owner, 'owner'],
          [ids.editor, 'editor'],
          [ids.viewer, 'viewer'],
        ]);
        expect(Object.keys(body[0]).sort()).toEqual(['displayName', 'role', 'since', 'userId', 'username']);
      }
      const stranger = expectStatus(await agents.stranger.get(`/api/homes/${home.id}/members`), 404);
      expect(stranger.body).toEqual({ statusCode: 404, message: 'Home not found' });
      expectStatus(await agents.owner.get('/api/homes/999999999/members'), 404);
    });

    it("marks shared homes in the member's list and lets members read the home and its equipment", async () => {
      const { agents, home, equipment } = await sharedHome();
      const own = expectStatus(await agents.viewer.post('/api/homes').send({ ...HOME, name: 'Flat' }), 201).body;
      const list = expectStatus(await agents.viewer.get('/api/homes'), 200).body;
      expect(list.map((h: { id: number; access: string }) => [h.id, h.access])).toEqual([
        [own.id, 'owner'],
        [home.id, 'viewer'],
      ]);
      expect(
        expectStatus(await agents.owner.get('/api/homes'), 200).body.map((h: { access: string }) => h.access),
      ).toEqual(['owner']);
      expect(expectStatus(await agents.stranger.get('/api/homes'), 200).body).toEqual([]);
      for (const who of ['owner', 'editor', 'viewer'] as const) {
        expect(expectStatus(await agents[who].get(`/api/homes/${home.id}`), 200).body).toMatchObject({
          id: home.id,
          access: who,
        });
        const items = expectStatus(await agents[who].get(`/api/equipment?homeId=${home.id}`), 200).body;
        expect(items.map((item: { id: number }) => item.id)).toEqual([equipment.id]);
        expectStatus(await agents[who].get(`/api/equipment/${equipment.id}`), 200);
      }
      for (const path of [
        `/api/homes/${home.id}`,
        `/api/equipment?homeId=${home.id}`,
        `/api/equipment/${equipment.id}`,
      ]) {
        expect((await agents.stranger.get(path)).status).toBe(404);
      }
    });

    it("serves a shared home's files to its members, under the owner's keys, and to nobody else", async () => {
      const { agents, ids, home, equipment } = await sharedHome();
      const byEditor = expectStatus(
        await agents.editor.post(`/api/equipment/${equipment.id}/photos`).attach('photo', await png(), 'a.png'),
        200,
      ).body.photos[0];
      const homePhoto = expectStatus(
        await agents.owner.post(`/api/homes/${home.id}/photo`).attach('photo', await png(), 'h.png'),
        200,
      ).body.photoUrl;
      expect(byEditor).toMatch(new RegExp(`^/api/files/users/${ids.owner}/equipment/${equipment.id}/photos/`));
      expectStatus(
        await agents.viewer.post(`/api/equipment/${equipment.id}/photos`).attach('photo', await png(), 'v.png'),
        403,
      );
      for (const url of [byEditor, homePhoto]) {
        for (const who of ['owner', 'editor', 'viewer'] as const) expectStatus(await agents[who].get(url), 200);
        expect(expectStatus(await agents.stranger.get(url), 404).body.message).toBe('File not found');
      }
      // The same ids under another owner's prefix are not the shared home's files.
      expectStatus(
        await agents.viewer.get(`/api/files/users/${ids.stranger}/equipment/${equipment.id}/photos/x.jpg`),
        404,
      );
      expectStatus(await agents.owner.delete(`/api/homes/${home.id}/members/${ids.viewer}`), 200);
      expectStatus(await agents.viewer.get(byEditor), 404);
    });

    it('lets an editor change equipment but not a viewer; only the owner deletes the home', async () => {
      const { agents, home, equipment } = await sharedHome();
      const viewerPatch = expectStatus(
        await agents.viewer.patch(`/api/equipment/${equipment.id}`).send({ brand: 'X' }),
        403,
      );
      expect(viewerPatch.body).toEqual(READ_ONLY);
      expectStatus(await agents.stranger.patch(`/api/equipment/${equipment.id}`).send({ brand: 'X' }), 404);
      const edited = expectStatus(
        await agents.editor.patch(`/api/equipment/${equipment.id}`).send({ brand: 'Carrier' }),
        200,
      );
      expect(edited.body.brand).toBe('Carrier');
      const added = expectStatus(
        await agents.editor.post('/api/equipment').send({ homeId: home.id, name: 'Boiler' }),
        201,
      );
      expect(added.body.userId).toBe(home.userId);
      expect(
        expectStatus(await agents.viewer.post('/api/equipment').send({ homeId: home.id, name: 'x' }), 403).body,
      ).toEqual(READ_ONLY);
      expect(expectStatus(await agents.editor.delete(`/api/homes/${home.id}`), 403).body).toEqual(OWNER_ONLY);
      expectStatus(await agents.viewer.delete(`/api/homes/${home.id}`), 403);
      expectStatus(await agents.stranger.delete(`/api/homes/${home.id}`), 404);
      expectStatus(await agents.owner.get(`/api/homes/${home.id}`), 200);
    });

    it('lets only the owner change a role', async () => {
      const { agents, ids, home, equipment } = await sharedHome();
      const path = `/api/homes/${home.id}/members/${ids.viewer}`;
      expectStatus(await agents.viewer.patch(`/api/equipment/${equipment.id}`).send({ brand: 'X' }), 403);
      expect(expectStatus(await agents.editor.patch(path).send({ role: 'editor' }), 403).body).toEqual(OWNER_ONLY);
      expect(expectStatus(await agents.viewer.patch(path).send({ role: 'editor' }), 403).body).toEqual(OWNER_ONLY);
      expect(expectStatus(await agents.stranger.patch(path).send({ role: 'editor' }), 404).body.message).toBe(
        'Home not found',
      );
      expectStatus(await agents.owner.patch(path).send({ role: 'owner' }), 400);
      expectStatus(await agents.owner.patch(path).send({}), 400);
      const changed = expectStatus(await agents.owner.patch(path).send({ role: 'editor' }), 200);
      expect(changed.body).toMatchObject({ userId: ids.viewer, role: 'editor' });
      expectStatus(await agents.viewer.patch(`/api/equipment/${equipment.id}`).send({ brand: 'X' }), 200);
      const missing = expectStatus(
        await agents.owner.patch(`/api/homes/${home.id}/members/${ids.stranger}`).send({ role: 'viewer' }),
        404,
      );
      expect(missing.body).toEqual({ statusCode: 404, message: 'Member not found' });
      expectStatus(
        await agents.owner.patch(`/api/homes/${home.id}/members/${ids.owner}`).send({ role: 'viewer' }),
        400,
      );
    });

    it('lets the owner remove anyone and a member leave, nobody else', async () => {
      const { agents, ids, home } = await sharedHome();
      const member = (id: number) => `/api/homes/${home.id}/members/${id}`;
      expect(expectStatus(await agents.viewer.delete(member(ids.editor)), 403).body).toEqual(OWNER_ONLY);
      expect(expectStatus(await agents.editor.delete(member(ids.viewer)), 403).body).toEqual(OWNER_ONLY);
      expectStatus(await agents.stranger.delete(member(ids.viewer)), 404);
      expectStatus(await agents.stranger.delete(member(ids.stranger)), 404);
      expectStatus(await agents.owner.delete(member(ids.owner)), 400);

      expect(expectStatus(await agents.viewer.delete(member(ids.viewer)), 200).body).toEqual({
        message: 'Member removed',
      });
      expectStatus(await agents.viewer.get(`/api/homes/${home.id}`), 404);
      expect(expectStatus(await agents.viewer.get('/api/homes'), 200).body).toEqual([]);

      expectStatus(await agents.owner.delete(member(ids.editor)), 200);
      expectStatus(await agents.editor.get(`/api/homes/${home.id}`), 404);
      expectStatus(await agents.owner.delete(member(ids.editor)), 404);
      const { body } = expectStatus(await agents.owner.get(`/api/homes/${home.id}/members`), 200);
      expect(body.map((person: { role: string }) => person.role)).toEqual(['owner']);
    });
  });
}
