import type { Socket } from 'socket.io-client';
import { expectStatus } from './support/accounts';
import {
  ADMIN_KEY,
  ChatMessageJson,
  ChatUser,
  chatUser,
  collect,
  connectChat,
  joinRoom,
  listen,
  sendText,
} from './support/chat-client';
import { TestApp } from './support/test-app';

/**
 * Two api processes of one deployment (same Postgres database, same Redis prefix): socket.io's Redis
 * adapter carries messages between them, and restarting one loses no stored message.
 */
describe('chat across two api processes', () => {
  let second: TestApp;
  let first: TestApp | null = null;
  const sockets: Socket[] = [];
  let user: ChatUser;
  let admin: ChatUser;

  const connect = async (baseUrl: string, who: ChatUser) => {
    const socket = await connectChat(baseUrl, who.cookie);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    second = await TestApp.start('services', { ADMIN_REGISTRATION_KEY: ADMIN_KEY });
    first = await TestApp.startSibling(second);
    [user, admin] = [await chatUser(second), await chatUser(second, { admin: true })];
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await first?.stop();
    await second?.stop();
  });

  it('delivers a message sent through one process to a client connected to the other', async () => {
    const [firstUrl, secondUrl] = [await listen(first!), await listen(second)];
    const userSocket = await connect(firstUrl, user);
    const adminSocket = await connect(secondUrl, admin);
    await joinRoom(adminSocket, 'support');
    const thread = await joinRoom(userSocket, 'support');
    const feed = collect(adminSocket, 'message:new');
    const userInbox = collect(userSocket, 'message:new');

    const sent = await sendText(userSocket, 'support', 'Sent through process 1');
    expect(await feed.waitFor((message) => message.id === sent.id)).toEqual(sent);
    const reply = await sendText(adminSocket, thread, 'Answered through process 2');
    expect(await userInbox.waitFor((message) => message.id === reply.id)).toEqual(reply);
  });

  it('loses no stored message when one process stops and restarts', async () => {
    const secondUrl = await listen(second);
    const adminSocket = await connect(secondUrl, admin);
    await joinRoom(adminSocket, `support:${user.id}`);
    const relayed = collect(adminSocket, 'message:new');

    const userSocket = await connect(await listen(first!), user);
    const acked: ChatMessageJson[] = await Promise.all(
      Array.from({ length: 20 }, (_, index) => sendText(userSocket, 'support', `burst ${index}`)),
    );
    await first!.stop();
    first = null;
    // Every acknowledged message was relayed to the other process before the shutdown completed...
    for (const message of acked) await relayed.waitFor((received) => received.id === message.id);

    // ...and is stored: a restarted process serves all of them.
    first = await TestApp.startSibling(second);
    const restartedSocket = await connect(await listen(first), user);
    await joinRoom(restartedSocket, 'support');
    const history = expectStatus(await user.agent.get('/api/chat/rooms/support/messages?limit=100'), 200).body;
    const storedIds = history.messages.map((message: ChatMessageJson) => message.id);
    for (const message of acked) expect(storedIds).toContain(message.id);
    const afterRestart = await sendText(restartedSocket, 'support', 'Back after the restart');
    expect(await relayed.waitFor((message) => message.id === afterRestart.id)).toEqual(afterRestart);
  });
});
