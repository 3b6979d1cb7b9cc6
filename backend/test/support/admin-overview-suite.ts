import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { AdminOverviewClock } from '../../src/modules/admin/admin-overview-clock';
import { expectStatus } from './accounts';
import { ADMIN_KEY, chatUser, connectChat, joinRoom, listen, sendText, type ChatUser } from './chat-client';
import { createEquipment, createHome } from './admin-fixtures';
import { Drivers, TestApp } from './test-app';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The administrator's day (issue 45), once per driver set: GET /api/admin/overview's counts and the support
 * queue's wait (GET /api/chat/threads' waitingSince and order), with the injected clock for "7 days" and "24 h".
 */
export function adminOverviewSuite(drivers: Drivers): void {
  describe(`admin overview on ${drivers} drivers`, () => {
    let t: TestApp;
    let baseUrl: string;
    let admin: ChatUser;
    let clock: AdminOverviewClock;
    const realNow = () => new Date();
    const sockets: Socket[] = [];

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY: ADMIN_KEY });
      baseUrl = await listen(t);
      admin = await chatUser(t, { admin: true });
      clock = t.app.get(AdminOverviewClock);
    });
    afterEach(() => {
      clock.now = realNow;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await t?.stop();
    });

    async function connect(user: ChatUser): Promise<Socket> {
      const socket = await connectChat(baseUrl, user.cookie);
      sockets.push(socket);
      return socket;
    }

    /** The user writes to support; answers the message as the server saved it. */
    async function askSupport(user: ChatUser, content: string) {
      const socket = await connect(user);
      await joinRoom(socket, 'support');
      return sendText(socket, 'support', content);
    }

    const overview = async () => expectStatus(await admin.agent.get('/api/admin/overview'), 200).body;

    it('answers 401 without a session and 403 to a non-admin', async () => {
      await request(t.http).get('/api/admin/overview').expect(401);
      const homeowner = await chatUser(t);
      expectStatus(await homeowner.agent.get('/api/admin/overview'), 403);
    });

    it('counts users, homes, equipment, label reads and support threads in the database', async () => {
      const before = await overview();
      expect(before.lastBackupAt).toBeNull();

      const owner = await chatUser(t);
      const home = await createHome(owner.agent);
      await createHome(owner.agent, { name: 'Cabin' });
      const furnace = await createEquipment(owner.agent, home.id);
      await createEquipment(owner.agent, home.id, { name: 'Boiler' });
      await createEquipment(owner.agent, home.id, { name: 'Dryer' });
      // Two saved label readings: one read all four fields, one missed the serial number.
      const full = { brand: 'Rheem', modelNumber: 'XE50', serialNumber: 'Q0819', installationYear: '2019' };
      for (const reading of [full, { ...full, serialNumber: null }]) {
        await t.dataSource.query(
          `INSERT INTO analysis_feedback (user_id, equipment_id, reading, saved) VALUES ($1, $2, $3, $3)`,
          [owner.id, furnace.id, JSON.stringify(reading)],
        );
      }
      await askSupport(owner, 'My furnace is loud');

      const after = await overview();
      expect(after).toEqual({
        users: before.users + 1,
        homes: before.homes + 2,
        equipment: before.equipment + 3,
        labelReads: { last7Days: before.labelReads.last7Days + 2, complete: before.labelReads.complete + 1 },
        support: { open: before.support.open + 1, waitingOver24h: before.support.waitingOver24h },
        lastBackupAt: null,
      });

      // Eight days on, those label reads are out of the 7-day window, and the unanswered message waits over 24 h.
      clock.now = () => new Date(Date.now() + 8 * 24 * HOUR_MS);
      const later = await overview();
      expect(later.labelReads).toEqual({ last7Days: 0, complete: 0 });
      expect(later.support.waitingOver24h).toBeGreaterThanOrEqual(1);
    });

    it('puts the longest-waiting thread first, shows since when, and a reply clears the wait', async () => {
      const early = await chatUser(t);
      const late = await chatUser(t);
      const answered = await chatUser(t);
      const adminSocket = await connect(admin);

      const answeredQuestion = await askSupport(answered, 'Where is my invoice?');
      const answeredThread = answeredQuestion.roomId;
      await joinRoom(adminSocket, answeredThread);
      await sendText(adminSocket, answeredThread, 'Sent it again');
      const earlyQuestion = await askSupport(early, 'The app lost my photos');
      const lateQuestion = await askSupport(late, 'How do I share a home?');
      // A second message of the same user does not restart the wait.
      await sendText(sockets[sockets.length - 1], 'support', 'Anyone?');

      const threads = expectStatus(await admin.agent.get('/api/chat/threads'), 200).body as {
        roomId: string;
        waitingSince: string | null;
      }[];
      const mine = threads.filter((thread) =>
        [earlyQuestion.roomId, lateQuestion.roomId, answeredThread].includes(thread.roomId),
      );
      expect(mine).toEqual([
        expect.objectContaining({ roomId: earlyQuestion.roomId, waitingSince: earlyQuestion.createdAt }),
        expect.objectContaining({ roomId: lateQuestion.roomId, waitingSince: lateQuestion.createdAt }),
        expect.objectContaining({ roomId: answeredThread, waitingSince: null }),
      ]);
      // Waiting threads come before every answered one.
      const firstAnswered = threads.findIndex((thread) => thread.waitingSince === null);
      expect(threads.slice(firstAnswered).every((thread) => thread.waitingSince === null)).toBe(true);

      // Over 24 hours later, both unanswered threads count as waiting over 24 h; a reply takes one out.
      clock.now = () => new Date(Date.parse(lateQuestion.createdAt) + 25 * HOUR_MS);
      const waitingBefore = (await overview()).support.waitingOver24h;
      await joinRoom(adminSocket, earlyQuestion.roomId);
      await sendText(adminSocket, earlyQuestion.roomId, 'Restored them');
      expect((await overview()).support.waitingOver24h).toBe(waitingBefore - 1);
      const afterReply = expectStatus(await admin.agent.get('/api/chat/threads'), 200).body as {
        roomId: string;
        waitingSince: string | null;
      }[];
      expect(afterReply.find((thread) => thread.roomId === earlyQuestion.roomId)?.waitingSince).toBeNull();
      // Still under 24 hours on the real clock: nothing of these waits that long yet.
      clock.now = realNow;
      expect((await overview()).support.waitingOver24h).toBe(0);
    });
  });
}
