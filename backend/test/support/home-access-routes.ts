import type { Socket } from 'socket.io-client';
import type { Response } from 'supertest';
import { ChatGateway } from '../../src/modules/chat/chat.gateway';
import { ioRoom } from '../../src/modules/chat/chat-room-ref';
import { CareClock } from '../../src/modules/care/care-clock';
import { expectStatus } from './accounts';
import { jpeg, keyOf } from './admin-fixtures';
import { ChatUser, chatUser, connectChat, emitAck, listen } from './chat-client';
import { pdfBytes } from './chat-files';
import { TestApp } from './test-app';

const HOME = { name: 'Shared Residence', address: '9 Elm St', city: 'Springfield', state: 'IL', zipCode: '62704' };
const ROOM_NOT_ALLOWED = 'Room not found or access denied';
const READ_ONLY_MESSAGE = 'You can view this home but not change it';

type Who = 'owner' | 'editor' | 'viewer' | 'stranger' | 'admin';
const EVERYONE: Who[] = ['owner', 'editor', 'viewer', 'stranger', 'admin'];

/** An answer as the matrix compares it: the status, with the code of a 403. */
type Outcome = number | `403 ${string}`;
const outcomeOf = (response: Response): Outcome =>
  response.status === 403 && response.body?.code ? `403 ${response.body.code}` : response.status;

/** The answers each level gives: members read; owner and editors write; only the owner owns. */
const READ = (ok: number): Record<Who, Outcome> => ({ owner: ok, editor: ok, viewer: ok, stranger: 404, admin: 404 });
const WRITE = (ok: number): Record<Who, Outcome> => ({
  owner: ok,
  editor: ok,
  viewer: '403 HOME_READ_ONLY',
  stranger: 404,
  admin: 404,
});
const OWN = (ok: number): Record<Who, Outcome> => ({
  owner: ok,
  editor: '403 HOME_OWNER_ONLY',
  viewer: '403 HOME_OWNER_ONLY',
  stranger: 404,
  admin: 404,
});
/** Stored files: admins read every user's files (their dashboard shows them), strangers get 404. */
const FILE: Record<Who, Outcome> = { owner: 200, editor: 200, viewer: 200, stranger: 404, admin: 200 };
const ADMIN_ONLY: Record<Who, Outcome> = { owner: 403, editor: 403, viewer: 403, stranger: 403, admin: 200 };

/**
 * The whole API over one shared home, for its owner, an editor, a viewer, a stranger and an admin who is a
 * stranger to it: every route of every module that reaches a home or anything under it, the lists, the
 * stored files, and the equipment's chat room. Admins are not special in the policy: they get 404 on the
 * owners' routes and use the admin routes (and, as support, equipment rooms and stored files).
 */
export function routeMatrix(app: () => TestApp) {
  return () => {
    let t: TestApp;
    const users = {} as Record<Who, ChatUser>;
    let home: { id: number };
    let equipment: { id: number };
    let warranty: { id: number };
    let record: { id: number };
    let templateId: number;
    const files = {} as Record<'homePhoto' | 'equipmentPhoto' | 'libraryPhoto' | 'warrantyDocument', string>;

    const as = (who: Who) => users[who].agent;
    const equipmentOf = async (who: Who = 'owner') =>
      expectStatus(await as(who).post('/api/equipment').send({ homeId: home.id, name: 'Spare' }), 201).body.id;

    beforeAll(async () => {
      t = app();
      // Attention on a fixed day: the warranty below ends 30 days later (warranty-expiring).
      t.app.get(CareClock).now = () => new Date('2030-01-01T12:00:00Z');
      for (const who of EVERYONE) users[who] = await chatUser(t, { admin: who === 'admin' });
      home = expectStatus(await as('owner').post('/api/homes').send(HOME), 201).body;
      equipment = expectStatus(
        await as('owner').post('/api/equipment').send({ homeId: home.id, name: 'Boiler' }),
        201,
      ).body;
      warranty = expectStatus(
        await as('owner')
          .post('/api/warranties')
          .send({ equipmentId: equipment.id, startDate: '2029-01-31', endDate: '2030-01-31' }),
        201,
      ).body;
      record = expectStatus(
        await as('owner')
          .post(`/api/equipment/${equipment.id}/maintenance`)
          .send({ date: '2029-12-01', type: 'Inspection' }),
        201,
      ).body;
      const homeWithPhoto = expectStatus(
        await as('owner')
          .post(`/api/homes/${home.id}/photo`)
          .attach('photo', await jpeg(80, 60), 'h.jpg'),
        200,
      ).body;
      files.homePhoto = homeWithPhoto.photoUrl;
      const withPhoto = expectStatus(
        await as('owner')
          .post(`/api/equipment/${equipment.id}/photos`)
          .attach('photo', await jpeg(64, 48), 'e.jpg'),
        200,
      ).body;
      files.equipmentPhoto = withPhoto.photos[0];
      files.libraryPhoto = expectStatus(
        await as('owner')
          .post('/api/photos')
          .field('homeId', String(home.id))
          .attach('photo', await jpeg(50, 50), 'l.jpg'),
        201,
      ).body.url;
      files.warrantyDocument = expectStatus(
        await as('owner')
          .post(`/api/warranties/${warranty.id}/documents`)
          .attach('photo', await jpeg(30, 30), 'w.jpg'),
        201,
      ).body.fileUrl;
      templateId = expectStatus(await as('owner').get('/api/templates'), 200).body[0].id;
      await t.dataSource.query(
        `INSERT INTO home_members (home_id, user_id, role) VALUES ($1, $2, 'editor'), ($1, $3, 'viewer')`,
        [home.id, users.editor.id, users.viewer.id],
      );
    });

    /** Runs a request as each of them and compares the whole table at once (a readable diff). */
    async function expectMatrix(
      routes: Record<string, [Record<Who, Outcome>, (who: Who) => Promise<Response>]>,
    ): Promise<void> {
      const actual: Record<string, Record<Who, Outcome>> = {};
      const expected: Record<string, Record<Who, Outcome>> = {};
      for (const [route, [wanted, call]] of Object.entries(routes)) {
        expected[route] = wanted;
        actual[route] = {} as Record<Who, Outcome>;
        for (const who of EVERYONE) actual[route][who] = outcomeOf(await call(who));
      }
      expect(actual).toEqual(expected);
    }

    it('answers the read routes to every member and 404s to strangers and admins', async () => {
      const get = (path: string) => (who: Who) => as(who).get(path);
      await expectMatrix({
        'GET /api/homes/:id': [READ(200), get(`/api/homes/${home.id}`)],
        'GET /api/homes/:id/members': [READ(200), get(`/api/homes/${home.id}/members`)],
        'GET /api/equipment?homeId=': [READ(200), get(`/api/equipment?homeId=${home.id}`)],
        'GET /api/equipment/:id': [READ(200), get(`/api/equipment/${equipment.id}`)],
        'GET /api/equipment/:id/care': [READ(200), get(`/api/equipment/${equipment.id}/care`)],
        'GET /api/equipment/:id/maintenance': [READ(200), get(`/api/equipment/${equipment.id}/maintenance`)],
        'GET /api/equipment/:id/recalls': [READ(200), get(`/api/equipment/${equipment.id}/recalls`)],
        'GET /api/equipment-recalls?homeId=': [READ(200), get(`/api/equipment-recalls?homeId=${home.id}`)],
        'GET /api/warranties/:id/notifications': [READ(200), get(`/api/warranties/${warranty.id}/notifications`)],
        'GET /api/homes/:id/labels.pdf': [READ(200), get(`/api/homes/${home.id}/labels.pdf`)],
        'GET /api/homes/:id/book.pdf': [READ(200), get(`/api/homes/${home.id}/book.pdf`)],
      });
    });

    it('serves the home’s stored files to its members (viewers too), never to a stranger', async () => {
      await expectMatrix(
        Object.fromEntries(
          Object.entries(files).map(([name, url]) => [
            `GET ${name} (${keyOf(url).split('/').slice(2, 3)})`,
            [FILE, (who: Who) => as(who).get(url)],
          ]),
        ),
      );
    });

    it('lets the owner and editors change records, answers a viewer 403 HOME_READ_ONLY', async () => {
      await expectMatrix({
        'POST /api/equipment': [
          WRITE(201),
          (who) => as(who).post('/api/equipment').send({ homeId: home.id, name: who }),
        ],
        'PATCH /api/equipment/:id': [
          WRITE(200),
          (who) => as(who).patch(`/api/equipment/${equipment.id}`).send({ notes: who }),
        ],
        'POST /api/homes/:id/inventory/import (dry run)': [
          WRITE(200),
          (who) =>
            as(who)
              .post(`/api/homes/${home.id}/inventory/import?dryRun=true`)
              .attach('file', Buffer.from(`Name\n${who}'s kettle\n`), 'inventory.csv'),
        ],
        'POST /api/equipment/:id/photos': [
          WRITE(200),
          async (who) =>
            as(who)
              .post(`/api/equipment/${equipment.id}/photos`)
              .attach('photo', await jpeg(20, 20), 'p.jpg'),
        ],
        'POST /api/photos (homeId)': [
          WRITE(201),
          async (who) =>
            as(who)
              .post('/api/photos')
              .field('homeId', String(home.id))
              .attach('photo', await jpeg(20, 20), 'p.jpg'),
        ],
        'POST /api/homes/:id/photo': [
          WRITE(200),
          async (who) =>
            as(who)
              .post(`/api/homes/${home.id}/photo`)
              .attach('photo', await jpeg(20, 20), 'p.jpg'),
        ],
        'POST /api/homes/:id/populate': [
          WRITE(200),
          (who) => as(who).post(`/api/homes/${home.id}/populate`).send({ templateId }),
        ],
        'PATCH /api/warranties/:id': [
          WRITE(200),
          (who) => as(who).patch(`/api/warranties/${warranty.id}`).send({ provider: who }),
        ],
        'PUT /api/warranties/:id/notifications': [
          WRITE(200),
          (who) => as(who).put(`/api/warranties/${warranty.id}/notifications`).send([]),
        ],
        'POST /api/warranties/:id/documents': [
          WRITE(201),
          async (who) =>
            as(who)
              .post(`/api/warranties/${warranty.id}/documents`)
              .attach('photo', await jpeg(20, 20), 'd.jpg'),
        ],
        'POST /api/warranties (new equipment)': [
          WRITE(201),
          async (who) => {
            const equipmentId = await equipmentOf();
            return as(who)
              .post('/api/warranties')
              .send({ equipmentId, startDate: '2029-01-01', endDate: '2031-01-01' });
          },
        ],
        'POST /api/equipment/:id/maintenance': [
          WRITE(201),
          (who) =>
            as(who).post(`/api/equipment/${equipment.id}/maintenance`).send({ date: '2029-12-02', type: 'Cleaning' }),
        ],
        // No recall is flagged for the boiler: who may answer gets past the policy to 404 'Recall not found'.
        'POST /api/equipment/:id/recalls/:recallId/not-mine': [
          WRITE(404),
          (who) => as(who).post(`/api/equipment/${equipment.id}/recalls/1/not-mine`),
        ],
        'POST /api/equipment/:id/recalls/:recallId/remedy-done': [
          WRITE(404),
          (who) => as(who).post(`/api/equipment/${equipment.id}/recalls/1/remedy-done`),
        ],
        'PATCH /api/equipment/:id/care': [
          WRITE(200),
          (who) => as(who).patch(`/api/equipment/${equipment.id}/care`).send({ lastServiced: 'never' }),
        ],
        'PATCH /api/maintenance/:id': [
          WRITE(200),
          (who) => as(who).patch(`/api/maintenance/${record.id}`).send({ notes: who }),
        ],
        'DELETE /api/equipment/:id': [
          WRITE(200),
          async (who) => as(who).delete(`/api/equipment/${await equipmentOf()}`),
        ],
        'DELETE /api/maintenance/:id': [
          WRITE(200),
          async (who) => {
            const { id } = expectStatus(
              await as('owner')
                .post(`/api/equipment/${equipment.id}/maintenance`)
                .send({ date: '2029-12-03', type: 'Repair' }),
              201,
            ).body;
            return as(who).delete(`/api/maintenance/${id}`);
          },
        ],
      });
    });

    it('keeps the owner’s routes to the owner (403 HOME_OWNER_ONLY to members) and the admin routes to admins', async () => {
      await expectMatrix({
        'PATCH /api/homes/:id/members/:userId': [
          OWN(200),
          (who) => as(who).patch(`/api/homes/${home.id}/members/${users.viewer.id}`).send({ role: 'viewer' }),
        ],
        'GET /api/homes/:id/export (archive)': [OWN(200), (who) => as(who).get(`/api/homes/${home.id}/export`)],
        'POST /api/export/jobs (homeId)': [
          OWN(202),
          (who) => as(who).post('/api/export/jobs').send({ homeId: home.id }),
        ],
        'GET /api/admin/homes': [ADMIN_ONLY, (who) => as(who).get('/api/admin/homes')],
      });
      // Deleting the home: refused to everyone but its owner (whose deletion the homes suite covers).
      for (const who of ['editor', 'viewer'] as const) {
        expect(outcomeOf(await as(who).delete(`/api/homes/${home.id}`))).toBe('403 HOME_OWNER_ONLY');
      }
      for (const who of ['stranger', 'admin'] as const)
        expectStatus(await as(who).delete(`/api/homes/${home.id}`), 404);
      const adminHomes = expectStatus(await as('admin').get('/api/admin/homes'), 200).body;
      expect(JSON.stringify(adminHomes)).toContain(`"id":${home.id}`);
    });

    it('shows a shared home’s records in every list of its members, and in nobody else’s', async () => {
      const lists = {
        '/api/homes': (body: { id: number }[]) => body.some((row) => row.id === home.id),
        '/api/equipment': (body: { id: number }[]) => body.some((row) => row.id === equipment.id),
        '/api/warranties': (body: { id: number }[]) => body.some((row) => row.id === warranty.id),
        '/api/photos': (body: { url: string }[]) => body.some((row) => row.url === files.libraryPhoto),
        '/api/attention': (body: { equipmentId: number; kind: string }[]) =>
          body.some((row) => row.equipmentId === equipment.id && row.kind === 'warranty-expiring'),
        '/api/care/equipment': (body: { equipmentId: number }[]) =>
          body.some((row) => row.equipmentId === equipment.id),
        [`/api/care/equipment?homeId=${home.id}`]: (body: { equipmentId: number }[]) =>
          body.some((row) => row.equipmentId === equipment.id),
      };
      const actual: Record<string, Record<Who, boolean>> = {};
      for (const [path, shows] of Object.entries(lists)) {
        actual[path] = {} as Record<Who, boolean>;
        for (const who of EVERYONE) {
          const response = await as(who).get(path);
          // One home's list, of a home someone cannot read, is a 404 (Home not found), not an empty list.
          if (path.includes('?homeId=') && response.status === 404) actual[path][who] = false;
          else actual[path][who] = shows(expectStatus(response, 200).body);
        }
      }
      const members = { owner: true, editor: true, viewer: true, stranger: false, admin: false };
      expect(actual).toEqual(Object.fromEntries(Object.keys(lists).map((path) => [path, members])));
    });

    describe('the equipment’s chat room', () => {
      let base: string;
      const sockets = {} as Record<Who, Socket>;
      const room = () => String(equipment.id);
      const send = (who: Who, content: string) => emitAck(sockets[who], 'message:send', { roomId: room(), content });

      beforeAll(async () => {
        base = await listen(t);
        for (const who of EVERYONE) sockets[who] = await connectChat(base, users[who].cookie);
      });
      afterAll(() => Object.values(sockets).forEach((socket) => socket.close()));

      /** The user ids of the sockets in the equipment's socket.io room, on this process. */
      const inRoom = async () =>
        (await t.app.get(ChatGateway)['server'].in(ioRoom(room())).fetchSockets()).map(
          (socket) => (socket.data as { user: { id: number } }).user.id,
        );

      it('lets every member and admins join and read; the owner, editors and admins post; viewers read only', async () => {
        const joins: Record<string, unknown> = {};
        for (const who of EVERYONE) joins[who] = await emitAck(sockets[who], 'room:join', room());
        expect(joins).toEqual({
          owner: { ok: true, roomId: room() },
          editor: { ok: true, roomId: room() },
          viewer: { ok: true, roomId: room() },
          stranger: { ok: false, error: ROOM_NOT_ALLOWED },
          admin: { ok: true, roomId: room() },
        });
        const sends: Record<string, unknown> = {};
        for (const who of EVERYONE) {
          const ack = await send(who, `hello from ${who}`);
          sends[who] = ack.ok ? 'sent' : ack;
        }
        expect(sends).toEqual({
          owner: 'sent',
          editor: 'sent',
          viewer: { ok: false, error: READ_ONLY_MESSAGE, code: 'HOME_READ_ONLY' },
          stranger: { ok: false, error: ROOM_NOT_ALLOWED },
          admin: 'sent',
        });
        const history: Record<string, Outcome> = {};
        for (const who of EVERYONE) history[who] = outcomeOf(await as(who).get(`/api/chat/rooms/${room()}/messages`));
        expect(history).toEqual({ owner: 200, editor: 200, viewer: 200, stranger: 404, admin: 200 });
      });

      it('serves an attachment of the room to its readers, and follows a role change and a removal at once', async () => {
        const { fileUrl, fileName } = expectStatus(
          await as('owner').post('/api/chat/upload').attach('file', pdfBytes(), 'manual.pdf'),
          200,
        ).body;
        const ack = await emitAck(sockets.owner, 'message:send', {
          roomId: room(),
          messageType: 'file',
          fileUrl,
          fileName,
        });
        expect(ack.ok).toBe(true);
        const reads: Record<string, Outcome> = {};
        for (const who of EVERYONE) reads[who] = outcomeOf(await as(who).get(fileUrl));
        expect(reads).toEqual(FILE);

        // The editor becomes a viewer: the socket, already in the room, may no longer post.
        expectStatus(
          await as('owner').patch(`/api/homes/${home.id}/members/${users.editor.id}`).send({ role: 'viewer' }),
          200,
        );
        expect(await send('editor', 'still an editor?')).toEqual({
          ok: false,
          error: READ_ONLY_MESSAGE,
          code: 'HOME_READ_ONLY',
        });

        // The viewer is removed: their sockets leave the room before the answer, the room and its files close.
        expect(await emitAck(sockets.viewer, 'room:join', room())).toMatchObject({ ok: true });
        expect(await inRoom()).toContain(users.viewer.id);
        expectStatus(await as('owner').delete(`/api/homes/${home.id}/members/${users.viewer.id}`), 200);
        expect(await inRoom()).not.toContain(users.viewer.id);
        expect(await emitAck(sockets.viewer, 'room:join', room())).toEqual({ ok: false, error: ROOM_NOT_ALLOWED });
        expectStatus(await as('viewer').get(`/api/chat/rooms/${room()}/messages`), 404);
        expectStatus(await as('viewer').get(fileUrl), 404);
        expectStatus(await as('viewer').get(files.equipmentPhoto), 404);
        expect(
          expectStatus(await as('viewer').get('/api/equipment'), 200).body.map((row: { id: number }) => row.id),
        ).not.toContain(equipment.id);
        const [{ n }] = await t.dataSource.query(
          `SELECT count(*)::int AS n FROM chat_participants p JOIN chat_rooms r ON r.id = p.room_id
           WHERE r.equipment_id = $1 AND p.user_id = $2`,
          [equipment.id, users.viewer.id],
        );
        expect(n).toBe(0);
        expect(await inRoom()).toEqual(expect.arrayContaining([users.owner.id, users.editor.id, users.admin.id]));
      });
    });
  };
}
