import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { CareClock } from '../../src/modules/care/care-clock';
import { SupportReplyMailScan } from '../../src/modules/care/notifications/support-reply-mail-scan.service';
import { expectStatus } from './accounts';
import { ADMIN_KEY, ChatUser, chatUser, collect, connectChat, listen, sendText } from './chat-client';
import { mailsTo } from './mail';
import { Drivers, TestApp } from './test-app';

/** The care rules' clock (attention); the mail scan gets its "now" from each test, after the reply it is about. */
const NOW = new Date('2030-06-15T12:00:00Z');
const MINUTE = 60_000;
const HOME = { name: 'Main Residence', address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' };

interface Reply {
  messageId: number;
  roomId: string;
  content: string;
  messageType: string;
  createdAt: string;
}

/** The bell (GET /api/notifications: attention + unread support replies) and the support-reply e-mail. */
export function notificationsSuite(drivers: Drivers): void {
  describe(`the bell and support-reply mail on ${drivers} drivers`, () => {
    let t: TestApp;
    let baseUrl: string;
    let admin: ChatUser;
    let adminSocket: Socket;
    let scans: SupportReplyMailScan;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY: ADMIN_KEY });
      t.app.get(CareClock).now = () => NOW;
      scans = t.app.get(SupportReplyMailScan);
      baseUrl = await listen(t);
      admin = await chatUser(t, { admin: true });
      adminSocket = await connectChat(baseUrl, admin.cookie);
      sockets.push(adminSocket);
    });
    afterAll(async () => {
      sockets.forEach((socket) => socket.close());
      await t?.stop();
    });

    /** A user who has written in their support thread (so it exists), with their e-mail. */
    async function userWithThread(): Promise<ChatUser & { email: string; socket: Socket }> {
      const user = await chatUser(t);
      const me = (await user.agent.get('/api/user').expect(200)).body;
      const socket = await connectChat(baseUrl, user.cookie);
      sockets.push(socket);
      await sendText(socket, 'support', 'My water heater leaks');
      return { ...user, email: me.email as string, socket };
    }

    const bell = async (user: ChatUser) => (await user.agent.get('/api/notifications').expect(200)).body;
    const reply = (user: ChatUser, content: string) => sendText(adminSocket, `support:${user.id}`, content);
    /** The scan as it would run `minutes` after the reply. */
    const scanAfter = (message: { createdAt: string }, minutes: number) =>
      scans.scan({ now: new Date(new Date(message.createdAt).getTime() + minutes * MINUTE) });

    it('requires login', async () => {
      await request(t.http).get('/api/notifications').expect(401);
    });

    it('lists an unread support reply for its user only, pushes it live, and clears it once the chat is read', async () => {
      const user = await userWithThread();
      const other = await userWithThread();
      const live = collect<Reply>(user.socket, 'support:reply');
      const otherLive = collect<Reply>(other.socket, 'support:reply');
      expect(await bell(user)).toMatchObject({ supportReplies: [], unreadReplies: 0, bellCount: 0 });

      const sent = await reply(user, 'We will send a technician on Monday.');
      // The user's socket is not in the thread's room (no chat open): the bell's event reaches it anyway.
      expect(await live.waitFor((item) => item.messageId === sent.id)).toEqual({
        messageId: sent.id,
        roomId: `support:${user.id}`,
        content: 'We will send a technician on Monday.',
        messageType: 'text',
        createdAt: sent.createdAt,
      });
      const listed = await bell(user);
      expect(listed.supportReplies).toEqual([expect.objectContaining({ messageId: sent.id, content: sent.content })]);
      expect(listed).toMatchObject({ unreadReplies: 1, bellCount: 1, attention: [] });
      // Not for anyone else, and the user's own messages are not replies.
      expect(await bell(other)).toMatchObject({ supportReplies: [], unreadReplies: 0, bellCount: 0 });
      expect(otherLive.received).toEqual([]);

      // Reading the chat (a history page, as the panel does) marks the reply read.
      await user.agent.get(`/api/chat/rooms/${encodeURIComponent(`support:${user.id}`)}/messages`).expect(200);
      expect(await bell(user)).toMatchObject({ supportReplies: [], unreadReplies: 0, bellCount: 0 });

      // A reply that reached an open panel live is marked with POST .../read.
      const second = await reply(user, 'Monday 9am works?');
      expect((await bell(user)).unreadReplies).toBe(1);
      await user.agent
        .post(`/api/chat/rooms/${encodeURIComponent(`support:${user.id}`)}/read`)
        .send({ upTo: second.id })
        .expect(204);
      expect((await bell(user)).unreadReplies).toBe(0);
    });

    it('lists what needs attention now (the attention list) and counts it in the badge', async () => {
      const user = await chatUser(t);
      const home = expectStatus(await user.agent.post('/api/homes').send(HOME), 201).body;
      const furnace = expectStatus(
        await user.agent
          .post('/api/equipment')
          .send({ homeId: home.id, name: 'Furnace', type: 'Furnace', completed: true }),
        201,
      ).body;
      await user.agent.patch(`/api/equipment/${furnace.id}`).send({ maintenanceIntervalMonths: 12 }).expect(200);
      // Serviced 400 days ago on a 12-month plan: overdue.
      await user.agent
        .post(`/api/equipment/${furnace.id}/maintenance`)
        .send({ date: '2029-05-11', type: 'Tune-up' })
        .expect(201);
      const attention = (await user.agent.get('/api/attention').expect(200)).body;
      const listed = await bell(user);
      expect(listed.attention).toEqual(attention);
      expect(listed.attention).toContainEqual(
        expect.objectContaining({ kind: 'maintenance-overdue', equipmentId: furnace.id, homeId: home.id }),
      );
      expect(listed.bellCount).toBe(attention.length);
    });

    it('e-mails a reply not read within the window exactly once per batch, without line breaks in the subject', async () => {
      const user = await userWithThread();
      const first = await reply(user, 'Hello,\r\nBcc: someone@example.com\r\nwe looked at it.');
      const second = await reply(user, 'Also: check the valve.');

      expect((await scanAfter(first, 14)).emailed).toBe(0);
      // A scan looks back one day past the window: a thread quiet for longer is not read again.
      expect((await scanAfter(second, 15 + 24 * 60 + 1)).waiting).toBe(0);
      expect(mailsTo(t, user.email)).toHaveLength(0);

      await scanAfter(first, 16);
      await Promise.all([scanAfter(second, 16), scanAfter(second, 16)]);
      await scanAfter(second, 60);
      const mails = mailsTo(t, user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Support replied: Also: check the valve.');
      expect(mails[0].text).toContain('2 replies');
      expect(mails[0].text).toContain('Also: check the valve.');
      expect(mails[0].text).toContain('/?chat=support');

      // A reply added to the mailed batch (still unread) mails nothing more.
      const third = await reply(user, 'Any news?');
      await scanAfter(third, 30);
      expect(mailsTo(t, user.email)).toHaveLength(1);

      // Read, then a new reply: a new batch, mailed once after its own window. Its subject keeps to one line.
      await user.agent.get(`/api/chat/rooms/${encodeURIComponent(`support:${user.id}`)}/messages`).expect(200);
      const fourth = await reply(user, 'Line one\r\nBcc: someone@example.com\nline three');
      await scanAfter(fourth, 16);
      await scanAfter(fourth, 17);
      const after = mailsTo(t, user.email);
      expect(after).toHaveLength(2);
      const latest = after.find((mail) => mail.text.includes('Line one'))!;
      expect(latest.subject).toBe('Support replied: Line one Bcc: someone@example.com line three');
      expect(latest.headerLines.some((line) => /^bcc:/i.test(line))).toBe(false);
    });

    it('sends no mail for a reply seen within the window', async () => {
      const user = await userWithThread();
      const sent = await reply(user, 'Please send a photo of the label.');
      await user.agent
        .post(`/api/chat/rooms/${encodeURIComponent(`support:${user.id}`)}/read`)
        .send({ upTo: sent.id })
        .expect(204);
      expect((await scanAfter(sent, 16)).emailed).toBe(0);
      await scanAfter(sent, 120);
      expect(mailsTo(t, user.email)).toHaveLength(0);
    });
  });
}

/** The support-reply mail scan as the scheduled job runs it (a test file of its own: see care-schedule). */
export function scheduledReplyMailSuite(drivers: Drivers): void {
  describe(`scheduled support-reply mail scans on ${drivers} drivers`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY: ADMIN_KEY, REPLY_MAIL_SCAN_SECONDS: '1' });
    });
    afterAll(() => t?.stop());

    it('mails an unread reply by itself (the job), once', async () => {
      const baseUrl = await listen(t);
      const admin = await chatUser(t, { admin: true });
      const user = await chatUser(t);
      const email = (await user.agent.get('/api/user').expect(200)).body.email as string;
      const [adminSocket, userSocket] = await Promise.all([
        connectChat(baseUrl, admin.cookie),
        connectChat(baseUrl, user.cookie),
      ]);
      try {
        await sendText(userSocket, 'support', 'Is anyone there?');
        const sent = await sendText(adminSocket, `support:${user.id}`, 'Yes, we are looking into it.');
        // The scheduled scans read the care clock: 16 minutes after the reply, it is due.
        t.app.get(CareClock).now = () => new Date(new Date(sent.createdAt).getTime() + 16 * MINUTE);
        const deadline = Date.now() + 90_000; // a bound only: the loop ends when the mail is there
        while (Date.now() < deadline && !mailsTo(t, email).length) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(mailsTo(t, email)).toHaveLength(1);
        // More scheduled scans run (each second); the batch stays mailed once.
        const scans = t.app.get(SupportReplyMailScan);
        expect((await scans.scan()).emailed).toBe(0);
        expect(mailsTo(t, email)).toHaveLength(1);
      } finally {
        adminSocket.close();
        userSocket.close();
      }
    });
  });
}
