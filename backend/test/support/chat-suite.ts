import sharp from 'sharp';
import request from 'supertest';
import type { Response } from 'superagent';
import type { Socket } from 'socket.io-client';
import { expectStatus } from './accounts';
import {
  ADMIN_KEY,
  ChatMessageJson,
  ChatUser,
  chatUser,
  collect,
  connectChat,
  emitAck,
  joinRoom,
  listen,
  sendText,
  waitForSocketCount,
} from './chat-client';
import { headerOnlyPdf } from './pdf-fixtures';
import { docBytes, docxBytes, exeBytes, pdfBytes, plainZipBytes, pngBytes, textBytes } from './chat-files';
import { SEND_LIMIT } from '../../src/modules/chat/chat.gateway';
import { PROFILES_LIMIT } from '../../src/modules/chat/profiles.controller';
import { openLongRateLimitWindow } from './rate-limit-window';
import { Drivers, TestApp } from './test-app';

const HOME = { name: 'Main Residence', address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' };

async function createEquipment(user: ChatUser): Promise<number> {
  const home = expectStatus(await user.agent.post('/api/homes').send(HOME), 201).body;
  return expectStatus(await user.agent.post('/api/equipment').send({ homeId: home.id, name: 'Furnace' }), 201).body.id;
}

/** supertest parser that keeps the response body as bytes. */
function rawBody(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

async function upload(user: ChatUser, bytes: Buffer, fileName: string) {
  return user.agent.post('/api/chat/upload').attach('file', bytes, fileName);
}

/** The chat capability (socket protocol, permissions, history, uploads, profiles), once per driver set. */
export function chatSuite(drivers: Drivers): void {
  describe(`chat on ${drivers} drivers`, () => {
    let t: TestApp;
    let baseUrl: string;
    const sockets: Socket[] = [];
    let alice: ChatUser;
    let bob: ChatUser;
    let admin: ChatUser;

    /** A connected socket for the user, closed after the suite. */
    const connect = async (user: ChatUser) => {
      const socket = await connectChat(baseUrl, user.cookie);
      sockets.push(socket);
      return socket;
    };

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY: ADMIN_KEY });
      baseUrl = await listen(t);
      [alice, bob, admin] = [await chatUser(t), await chatUser(t), await chatUser(t, { admin: true })];
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await t?.stop();
    });

    it('refuses a handshake without a logged-in session', async () => {
      await expect(connectChat(baseUrl)).rejects.toThrow('Unauthorized');
      await expect(connectChat(baseUrl, 'hb.sid=s%3Aforged.signature')).rejects.toThrow('Unauthorized');
      const anonymous = request.agent(t.http);
      await anonymous.get('/api/auth/captcha').expect(200);
      await expect(connectChat(baseUrl, 'hb.sid=')).rejects.toThrow('Unauthorized');
      const socket = await connect(alice);
      expect(socket.connected).toBe(true);
    });

    it("gives a user their own support thread and keeps everyone else's private", async () => {
      const aliceSocket = await connect(alice);
      const bobSocket = await connect(bob);
      expect(await emitAck(aliceSocket, 'room:join', 'support')).toEqual({ ok: true, roomId: `support:${alice.id}` });
      expect(await emitAck(bobSocket, 'room:join', 'support')).toEqual({ ok: true, roomId: `support:${bob.id}` });
      const refused = await emitAck(bobSocket, 'room:join', `support:${alice.id}`);
      expect(refused).toEqual({ ok: false, error: 'Room not found or access denied' });
      for (const roomId of ['support:999999', 'lobby', '0', '12abc', '', 'support:', 'support:x']) {
        expect(await emitAck(bobSocket, 'room:join', roomId)).toMatchObject({ ok: false });
      }
      expect(await emitAck(bobSocket, 'room:join', { roomId: 'support' })).toMatchObject({ ok: false });
      // The same rules over REST, and a 404 that does not say whether the thread exists.
      expectStatus(await bob.agent.get(`/api/chat/rooms/support:${alice.id}/messages`), 404);
      expectStatus(await bob.agent.get(`/api/chat/rooms/support:999999/messages`), 404);
      await request(t.http).get(`/api/chat/rooms/support/messages`).expect(401);
      // Bob's message never reaches Alice's socket. The server would have sent it to her before answering Bob;
      // her own message, sent after, arrives after it on her socket: a barrier instead of a pause.
      const aliceInbox = collect(aliceSocket, 'message:new');
      await sendText(bobSocket, 'support', 'Bob needs help');
      const barrier = await sendText(aliceSocket, 'support', 'Alice is here');
      await aliceInbox.waitFor((message) => message.id === barrier.id);
      expect(aliceInbox.received.map((message) => message.content)).toEqual(['Alice is here']);
      // One thread per user, however often it is opened.
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM chat_rooms WHERE type = 'support' AND owner_user_id = $1`,
        [alice.id],
      );
      expect(n).toBe(1);
    });

    it('creates one thread and one equipment room however many first uses race', async () => {
      const racer = await chatUser(t);
      const equipmentId = await createEquipment(racer);
      const tabs = await Promise.all([1, 2, 3, 4].map(() => connect(racer)));
      const adminSocket = await connect(admin);
      const joined = await Promise.all([
        ...tabs.map((socket) => emitAck(socket, 'room:join', 'support')),
        ...tabs.map((socket) => emitAck(socket, 'room:join', String(equipmentId))),
        emitAck(adminSocket, 'room:join', String(equipmentId)),
        emitAck(adminSocket, 'room:join', `support:${racer.id}`),
      ]);
      expect(joined.every((ack) => ack.ok)).toBe(true);
      const rooms = await t.dataSource.query(
        'SELECT type, owner_user_id FROM chat_rooms WHERE owner_user_id = $1 OR equipment_id = $2 ORDER BY type',
        [racer.id, equipmentId],
      );
      expect(rooms).toEqual([
        { type: 'group', owner_user_id: racer.id },
        { type: 'support', owner_user_id: racer.id },
      ]);
    });

    it('opens an equipment room to its owner and admins only', async () => {
      const equipmentId = await createEquipment(alice);
      const [aliceSocket, bobSocket, adminSocket] = [await connect(alice), await connect(bob), await connect(admin)];
      expect(await emitAck(bobSocket, 'room:join', String(equipmentId))).toEqual({
        ok: false,
        error: 'Room not found or access denied',
      });
      expect(await joinRoom(aliceSocket, String(equipmentId))).toBe(String(equipmentId));
      expect(await joinRoom(adminSocket, String(equipmentId))).toBe(String(equipmentId));
      const adminInbox = collect(adminSocket, 'message:new');
      const refusedSend = await emitAck(bobSocket, 'message:send', { roomId: String(equipmentId), content: 'hi' });
      expect(refusedSend).toEqual({ ok: false, error: 'Room not found or access denied' });
      const sent = await sendText(aliceSocket, String(equipmentId), 'The furnace rattles');
      expect(await adminInbox.waitFor((message) => message.id === sent.id)).toEqual(sent);
      expect(sent.roomId).toBe(String(equipmentId));
      expectStatus(await bob.agent.get(`/api/chat/rooms/${equipmentId}/messages`), 404);
      const history = expectStatus(await admin.agent.get(`/api/chat/rooms/${equipmentId}/messages`), 200).body;
      expect(history.messages.map((message: ChatMessageJson) => message.id)).toEqual([sent.id]);
      expect(await emitAck(adminSocket, 'room:join', '2147483647')).toMatchObject({ ok: false });
      // Deleting the equipment deletes its room: sockets still in it can no longer send there.
      expectStatus(await alice.agent.delete(`/api/equipment/${equipmentId}`), 200);
      expect(
        await emitAck(aliceSocket, 'message:send', { roomId: String(equipmentId), content: 'still here?' }),
      ).toEqual({
        ok: false,
        error: 'Room not found or access denied',
      });
      const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM chat_rooms WHERE equipment_id = $1', [
        equipmentId,
      ]);
      expect(n).toBe(0);
    });

    it("delivers a user's message to the admins' feed and the admin's reply to the user", async () => {
      const carol = await chatUser(t);
      const [carolSocket, adminSocket] = [await connect(carol), await connect(admin)];
      expect(await emitAck(adminSocket, 'room:join', 'support')).toEqual({ ok: true, roomId: 'support' });
      const feed = collect(adminSocket, 'message:new');
      const thread = await joinRoom(carolSocket, 'support');
      const carolInbox = collect(carolSocket, 'message:new');

      const ack = await emitAck(carolSocket, 'message:send', {
        roomId: 'support',
        content: '  My water heater leaks  ',
        messageType: 'text',
      });
      expect(ack.ok).toBe(true);
      const saved = ack.message!;
      expect(saved).toEqual({
        id: expect.any(Number),
        roomId: `support:${carol.id}`,
        senderId: carol.id,
        content: 'My water heater leaks',
        messageType: 'text',
        fileUrl: null,
        fileName: null,
        readBy: [carol.id],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(await feed.waitFor((message) => message.id === saved.id)).toEqual(saved);
      // The sender's own sockets get it too (clients dedupe by id).
      await carolInbox.waitFor((message) => message.id === saved.id);

      // An admin answers in the thread, never in the feed.
      expect(await emitAck(adminSocket, 'message:send', { roomId: 'support', content: 'x' })).toEqual({
        ok: false,
        error: 'Choose a support thread to reply to',
      });
      const reply = await sendText(adminSocket, thread, 'A technician will call you today');
      expect(reply).toMatchObject({ roomId: thread, senderId: admin.id });
      expect(await carolInbox.waitFor((message) => message.id === reply.id)).toEqual(reply);

      // The dashboard's thread list.
      const threads = expectStatus(await admin.agent.get('/api/chat/threads'), 200).body;
      const carolThread = threads.find((entry: { roomId: string }) => entry.roomId === thread);
      expect(carolThread).toEqual({
        roomId: thread,
        user: { id: carol.id, username: carol.username, avatarUrl: null },
        lastMessage: reply,
        unreadCount: 1,
        updatedAt: reply.createdAt,
        // The admin's reply answered Carol: nobody waits.
        waitingSince: null,
      });
      // Threads still waiting for an answer come first; of the answered ones, the latest activity first.
      expect(threads.find((entry: { waitingSince: string | null }) => entry.waitingSince === null).roomId).toBe(thread);
      await request(t.http).get('/api/chat/threads').expect(401);
      expectStatus(await carol.agent.get('/api/chat/threads'), 403);
      // Reading the thread marks Carol's message read by this admin.
      expectStatus(await admin.agent.get(`/api/chat/rooms/${thread}/messages`), 200);
      const after = expectStatus(await admin.agent.get('/api/chat/threads'), 200).body;
      expect(after.find((entry: { roomId: string }) => entry.roomId === thread).unreadCount).toBe(0);

      // The reply is in the feed once, although the admin's socket is in the feed and (after sending) allowed in the
      // thread. Carol's next message reaches the feed after any second copy would have: a barrier, not a pause.
      const barrier = await sendText(carolSocket, 'support', 'Thanks');
      await feed.waitFor((message) => message.id === barrier.id);
      expect(feed.received.filter((message) => message.id === reply.id)).toHaveLength(1);
    });

    it('marks the messages that reached an open room live as read, up to the id given, for that reader only', async () => {
      const dave = await chatUser(t);
      const [daveSocket, adminSocket] = [await connect(dave), await connect(admin)];
      const thread = await joinRoom(daveSocket, 'support');
      const first = await sendText(daveSocket, 'support', 'The boiler clicks');
      const second = await sendText(daveSocket, 'support', 'And now it is cold');
      // Another room's message with an id below upTo stays unread: the mark is the room's only.
      const eve = await chatUser(t);
      const eveSocket = await connect(eve);
      await joinRoom(eveSocket, 'support');
      const third = await sendText(daveSocket, 'support', 'Still cold');
      const eveMessage = await sendText(eveSocket, 'support', 'Hello');
      expect(await joinRoom(adminSocket, thread)).toBe(thread);
      const unread = async (roomId: string) =>
        (
          expectStatus(await admin.agent.get('/api/chat/threads'), 200).body as {
            roomId: string;
            unreadCount: number;
          }[]
        ).find((entry) => entry.roomId === roomId)!.unreadCount;
      expect(await unread(thread)).toBe(3);

      const markRead = (user: ChatUser, roomId: string, body: unknown) =>
        user.agent.post(`/api/chat/rooms/${roomId}/read`).send(body as object);
      expectStatus(await markRead(admin, thread, { upTo: second.id }), 204);
      expect(await unread(thread)).toBe(1);
      expect(await unread(`support:${eve.id}`)).toBe(1);
      expectStatus(await markRead(admin, thread, { upTo: eveMessage.id }), 204);
      expect(await unread(thread)).toBe(0);
      expect(await unread(`support:${eve.id}`)).toBe(1);
      const [readBy] = await t.dataSource.query('SELECT read_by FROM chat_messages WHERE id = $1', [first.id]);
      // Once per reader, however often marked.
      expect(readBy.read_by).toEqual([dave.id, admin.id]);
      const [{ read_by: thirdReadBy }] = await t.dataSource.query('SELECT read_by FROM chat_messages WHERE id = $1', [
        third.id,
      ]);
      expect(thirdReadBy).toEqual([dave.id, admin.id]);

      // The user marks the admin's reply in their own thread ('support' is their thread).
      const reply = await sendText(adminSocket, thread, 'On my way');
      expectStatus(await markRead(dave, 'support', { upTo: reply.id }), 204);
      const [{ read_by: replyReadBy }] = await t.dataSource.query('SELECT read_by FROM chat_messages WHERE id = $1', [
        reply.id,
      ]);
      expect(replyReadBy).toEqual([admin.id, dave.id]);
      // The admins' feed holds no messages: nothing to mark, and no error.
      expectStatus(await markRead(admin, 'support', { upTo: reply.id }), 204);

      // Nobody marks what they may not read, and the answer does not say whether it exists.
      expectStatus(await markRead(eve, thread, { upTo: reply.id }), 404);
      expectStatus(await markRead(eve, 'support:999999', { upTo: 1 }), 404);
      const equipmentId = await createEquipment(dave);
      expectStatus(await markRead(eve, String(equipmentId), { upTo: 1 }), 404);
      expectStatus(await markRead(dave, String(equipmentId), { upTo: 1 }), 204);
      await request(t.http).post(`/api/chat/rooms/support/read`).send({ upTo: 1 }).expect(401);
      for (const body of [{}, { upTo: 0 }, { upTo: -3 }, { upTo: 1.5 }, { upTo: 'x' }, { upTo: 2 ** 31 }]) {
        const refused = expectStatus(await markRead(dave, 'support', body), 400).body;
        expect(refused.message).toBe('upTo must be a message id');
      }
      const [{ read_by: untouched }] = await t.dataSource.query('SELECT read_by FROM chat_messages WHERE id = $1', [
        eveMessage.id,
      ]);
      expect(untouched).toEqual([eve.id]);
    });

    it('trims content and refuses empty, too long and malformed messages', async () => {
      const socket = await connect(alice);
      const send = (payload: unknown) => emitAck(socket, 'message:send', payload);
      expect(await send({ roomId: 'support', content: '   ' })).toEqual({
        ok: false,
        error: 'Message cannot be empty',
      });
      expect(await send({ roomId: 'support', content: '' })).toEqual({ ok: false, error: 'Message cannot be empty' });
      expect(await send({ roomId: 'support', content: 'x'.repeat(2001) })).toEqual({
        ok: false,
        error: 'Message is too long (max 2000 characters)',
      });
      expect((await send({ roomId: 'support', content: ` ${'y'.repeat(2000)} ` })).message?.content).toBe(
        'y'.repeat(2000),
      );
      expect(await send({ roomId: 'support', content: 'hi', messageType: 'html' })).toMatchObject({ ok: false });
      expect(await send({ content: 'hi' })).toEqual({ ok: false, error: 'roomId is required' });
      expect(await send('hello')).toEqual({ ok: false, error: 'Invalid message' });
      expect(await send({ roomId: 'support', content: 42 })).toMatchObject({ ok: false });
      const markup = await send({ roomId: 'support', content: '<img src=x onerror=alert(1)>' });
      expect(markup.message?.content).toBe('<img src=x onerror=alert(1)>');
    });

    it('drops a socket that sends a frame far above any valid message', async () => {
      const socket = await connect(alice);
      const closed = new Promise((resolve) => socket.once('disconnect', resolve));
      socket.emit('message:send', { roomId: 'support', content: 'x'.repeat(100_000) });
      await closed;
    });

    it('pages history with before/limit and marks what it returns as read', async () => {
      const dave = await chatUser(t);
      const socket = await connect(dave);
      const sent: ChatMessageJson[] = [];
      for (let index = 1; index <= 5; index++) sent.push(await sendText(socket, 'support', `message ${index}`));
      const ids = sent.map((message) => message.id);

      const newest = expectStatus(await dave.agent.get('/api/chat/rooms/support/messages?limit=2'), 200).body;
      expect(newest.roomId).toBe(`support:${dave.id}`);
      expect(newest.messages.map((message: ChatMessageJson) => message.id)).toEqual(ids.slice(3));
      expect(newest.hasMore).toBe(true);
      const older = expectStatus(
        await dave.agent.get(`/api/chat/rooms/support:${dave.id}/messages?limit=2&before=${ids[3]}`),
        200,
      ).body;
      expect(older.messages.map((message: ChatMessageJson) => message.content)).toEqual(['message 2', 'message 3']);
      expect(older.hasMore).toBe(true);
      const oldest = expectStatus(await dave.agent.get(`/api/chat/rooms/support/messages?before=${ids[1]}`), 200).body;
      expect(oldest).toEqual({ roomId: `support:${dave.id}`, messages: [sent[0]], hasMore: false });
      const all = expectStatus(await dave.agent.get('/api/chat/rooms/support/messages'), 200).body;
      expect(all.messages).toHaveLength(5);

      // A page marks its own messages only: not the older ones, nor the newer one after it.
      expectStatus(await admin.agent.get(`/api/chat/rooms/support:${dave.id}/messages?limit=2&before=${ids[4]}`), 200);
      const readByAdmin = async () =>
        (
          await t.dataSource.query(
            'SELECT id FROM chat_messages WHERE id = ANY($1) AND $2 = ANY(read_by) ORDER BY id',
            [ids, admin.id],
          )
        ).map((row: { id: number }) => row.id);
      expect(await readByAdmin()).toEqual([ids[2], ids[3]]);

      const adminView = expectStatus(await admin.agent.get(`/api/chat/rooms/support:${dave.id}/messages`), 200).body;
      expect(await readByAdmin()).toEqual(ids);
      expect(adminView.messages.every((message: ChatMessageJson) => message.readBy.includes(admin.id))).toBe(true);
      const [{ read_by: readBy }] = await t.dataSource.query('SELECT read_by FROM chat_messages WHERE id = $1', [
        ids[0],
      ]);
      expect(readBy.sort()).toEqual([dave.id, admin.id].sort());
      const [participant] = await t.dataSource.query(
        `SELECT p.last_seen FROM chat_participants p JOIN chat_rooms r ON r.id = p.room_id
         WHERE r.owner_user_id = $1 AND r.type = 'support' AND p.user_id = $2`,
        [dave.id, admin.id],
      );
      expect(participant.last_seen).not.toBeNull();

      for (const query of ['limit=0', 'limit=101', 'limit=abc', 'before=-1', 'before=x']) {
        expectStatus(await dave.agent.get(`/api/chat/rooms/support/messages?${query}`), 400);
      }
    });

    it('accepts attachments by content and refuses other files', async () => {
      // Images are re-encoded to JPEG (like every other photo: security-suite checks EXIF and pixels).
      const cases: [Buffer, string, string][] = [
        [await pngBytes(), 'photo.png', 'photo.jpg'],
        [await pngBytes(), 'scan.pdf', 'scan.jpg'],
        [pdfBytes(), 'manual.pdf', 'manual.pdf'],
        [docBytes(), 'invoice.doc', 'invoice.doc'],
        [docxBytes(), 'Service Report.docx', 'Service Report.docx'],
        [textBytes(), 'notes.txt', 'notes.txt'],
        [pdfBytes(), 'Überweisung März.pdf', 'Überweisung März.pdf'],
      ];
      for (const [bytes, name, shownName] of cases) {
        const response = expectStatus(await upload(alice, bytes, name), 200);
        expect(response.body.fileName).toBe(shownName);
        expect(response.body.fileUrl).toMatch(new RegExp(`^/api/files/users/${alice.id}/chat/[0-9a-f-]{36}/[\\w.-]+$`));
        const stored = expectStatus(await alice.agent.get(response.body.fileUrl).buffer(true).parse(rawBody), 200);
        if (shownName.endsWith('.jpg')) expect((await sharp(stored.body).metadata()).format).toBe('jpeg');
        else expect(Buffer.compare(stored.body, bytes)).toBe(0);
        expect(stored.headers['x-content-type-options']).toBe('nosniff');
      }
      const served = async (bytes: Buffer, name: string) =>
        (await alice.agent.get(expectStatus(await upload(alice, bytes, name), 200).body.fileUrl)).headers[
          'content-type'
        ];
      expect(await served(await pngBytes(), 'scan.pdf')).toBe('image/jpeg');
      expect(await served(docxBytes(), 'a.docx')).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(await served(textBytes(), 'a.txt')).toBe('text/plain; charset=utf-8');
      const wrongType = 'Unsupported file type. Allowed: images, PDF, DOC, DOCX and TXT files';
      expect(expectStatus(await upload(alice, exeBytes(), 'setup.pdf'), 415).body.message).toBe(wrongType);
      expectStatus(await upload(alice, plainZipBytes(), 'archive.docx'), 415);
      // A PDF is judged by opening it (pdf.js), not by its '%PDF-' header.
      expect(expectStatus(await upload(alice, headerOnlyPdf(), 'manual.pdf'), 415).body.message).toBe(wrongType);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\0');
      expectStatus(await upload(alice, svg, 'x.svg'), 415);
      const tooLarge = expectStatus(await upload(alice, Buffer.alloc(5 * 1024 * 1024 + 1, 'a'), 'big.txt'), 413);
      expect(tooLarge.body.message).toBe('Please select a file smaller than 5MB');
      expect(expectStatus(await alice.agent.post('/api/chat/upload'), 400).body.message).toBe('No file selected');
      await request(t.http).post('/api/chat/upload').attach('file', pdfBytes(), 'a.pdf').expect(401);
    });

    it("serves an attachment to the room's members and admins only", async () => {
      const erin = await chatUser(t);
      const [erinSocket, adminSocket, bobSocket] = [await connect(erin), await connect(admin), await connect(bob)];
      const { fileUrl, fileName } = expectStatus(await upload(erin, pdfBytes(), 'warranty.pdf'), 200).body;
      const ack = await emitAck(erinSocket, 'message:send', {
        roomId: 'support',
        content: '',
        messageType: 'file',
        fileUrl,
        fileName,
      });
      expect(ack.message).toMatchObject({ messageType: 'file', fileUrl, fileName, content: 'warranty.pdf' });
      expectStatus(await erin.agent.get(fileUrl), 200);
      expectStatus(await admin.agent.get(fileUrl), 200);
      expectStatus(await bob.agent.get(fileUrl), 404);

      // A file the admin sends into Erin's thread: Erin (a member, not the uploader) may read it, Bob may not.
      const reply = expectStatus(await upload(admin, await pngBytes(), 'diagram.png'), 200).body;
      const thread = `support:${erin.id}`;
      expect((await emitAck(adminSocket, 'message:send', { roomId: thread, messageType: 'file', ...reply })).ok).toBe(
        true,
      );
      expectStatus(await erin.agent.get(reply.fileUrl), 200);
      expectStatus(await bob.agent.get(reply.fileUrl), 404);

      // Someone else's upload, or a URL no upload produced, cannot be attached.
      const notUploaded = 'Attach a file uploaded with POST /api/chat/upload';
      for (const url of [
        fileUrl,
        fileUrl.replace(/chat\/[0-9a-f-]{36}/, 'chat/00000000-0000-0000-0000-000000000000'),
        '/api/files/users/1/photos/a.jpg',
        'https://evil.example/x.pdf',
      ]) {
        expect(
          await emitAck(bobSocket, 'message:send', {
            roomId: 'support',
            messageType: 'file',
            fileUrl: url,
            fileName: 'x',
          }),
        ).toEqual({ ok: false, error: notUploaded });
      }
      const own = expectStatus(await upload(bob, textBytes(), 'a.txt'), 200).body;
      const missing = own.fileUrl.replace(/chat\/[0-9a-f-]{36}/, 'chat/00000000-0000-0000-0000-000000000000');
      expect(
        await emitAck(bobSocket, 'message:send', { roomId: 'support', messageType: 'file', fileUrl: missing }),
      ).toEqual({ ok: false, error: notUploaded });
    });

    it('returns profiles of roommates only and rate limits lookups', async () => {
      const frank = await chatUser(t);
      const stranger = await chatUser(t);
      const [frankSocket, adminSocket] = [await connect(frank), await connect(admin)];
      await sendText(frankSocket, 'support', 'hello');
      await sendText(adminSocket, `support:${frank.id}`, 'hello Frank');
      const ids = [frank.id, admin.id, stranger.id, 99999999].join(',');
      const own = expectStatus(await frank.agent.get(`/api/user/profiles?userIds=${ids}`), 200).body;
      expect(own).toEqual([
        { id: frank.id, username: frank.username, avatarUrl: null },
        { id: admin.id, username: admin.username, avatarUrl: null },
      ]);
      const adminView = expectStatus(await admin.agent.get(`/api/user/profiles?userIds=${ids}`), 200).body;
      expect(adminView.map((profile: { id: number }) => profile.id)).toEqual([frank.id, admin.id, stranger.id]);
      expect(expectStatus(await stranger.agent.get(`/api/user/profiles?userIds=${frank.id}`), 200).body).toEqual([]);
      expectStatus(await frank.agent.get('/api/user/profiles?userIds=1,abc'), 400);
      expect(expectStatus(await frank.agent.get('/api/user/profiles'), 200).body).toEqual([]);
      await request(t.http).get(`/api/user/profiles?userIds=${frank.id}`).expect(401);

      await openLongRateLimitWindow(t, PROFILES_LIMIT, stranger.id);
      let status = 200;
      let body: { message?: string } = {};
      for (let call = 0; call < 40 && status === 200; call++) {
        ({ status, body } = await stranger.agent.get(`/api/user/profiles?userIds=${stranger.id}`));
      }
      expect(status).toBe(429);
      expect(body.message).toBe('Rate limit exceeded. Please wait a moment.');
    });

    it('limits how fast one user sends', async () => {
      const gina = await chatUser(t);
      await openLongRateLimitWindow(t, SEND_LIMIT, gina.id);
      const socket = await connect(gina);
      const acks = [];
      for (let index = 0; index < 31; index++) {
        acks.push(await emitAck(socket, 'message:send', { roomId: 'support', content: `burst ${index}` }));
      }
      expect(acks.slice(0, 30).every((ack) => ack.ok)).toBe(true);
      expect(acks[30]).toMatchObject({ ok: false, error: expect.stringMatching(/^Too many requests/) });
    });

    it('announces users online and offline to the rooms they are in', async () => {
      const hank = await chatUser(t);
      const adminSocket = await connect(admin);
      await joinRoom(adminSocket, `support:${hank.id}`);
      const online = collect<{ userId: number }>(adminSocket, 'user:online');
      const offline = collect<{ userId: number }>(adminSocket, 'user:offline');
      const adminInbox = collect(adminSocket, 'message:new');
      const first = await connect(hank);
      const second = await connect(hank);
      await joinRoom(first, 'support');
      await joinRoom(second, 'support');
      await online.waitFor((event) => event.userId === hank.id);
      // The server has seen the first socket go (one socket of Hank's left) and announced nothing; Hank's next
      // message reaches the admin after anything that disconnect could have sent: barriers, not a pause.
      first.close();
      await waitForSocketCount(t, hank.id, 1);
      const barrier = await sendText(second, 'support', 'still here');
      await adminInbox.waitFor((message) => message.id === barrier.id);
      expect(offline.received).toEqual([]);
      second.close();
      await offline.waitFor((event) => event.userId === hank.id);
    });

    it('stops serving a socket whose session was logged out', async () => {
      const ivy = await chatUser(t);
      const socket = await connect(ivy);
      await sendText(socket, 'support', 'before logout');
      const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
      expectStatus(await ivy.agent.post('/api/logout'), 200);
      expect(await emitAck(socket, 'message:send', { roomId: 'support', content: 'after logout' })).toEqual({
        ok: false,
        error: 'Your session has ended. Please log in again.',
      });
      await disconnected;
      await expect(connectChat(baseUrl, ivy.cookie)).rejects.toThrow('Unauthorized');
    });
  });
}
