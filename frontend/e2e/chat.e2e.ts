/**
 * Support chat journeys through the real UI (spec §2 chat panel and floating support chat, §4 chat
 * states, §5 chat rules, §7 real-time chat, §9 panel size and HH:mm): a homeowner and an administrator,
 * each in a browser context of their own, talk in the homeowner's support thread without reloading;
 * an equipment room opens from a card's 'Chat Support'.
 */
import type { Response, WebSocket } from 'playwright-core';
import { describe, expect } from 'vitest';
import { saveScreenshot, test, UI_TIMEOUT_MS } from './support/browser';
import {
  chatMessage,
  expectChatMessage,
  expectConnected,
  floatingChat,
  keepProfilesRateLimited,
  openFloatingChat,
  openSupportDashboard,
  sendChatMessage,
  signInAdmin,
  supportThread,
} from './support/chat';
import { chooseCardAction, createHomeViaApi, housePicture } from './support/homes';
import { expectAbsent, expectToast, heading, logoutViaUi, newUser, registerViaApi, visible } from './support/ui';

/** An upper bound, not a wait: the server's window (10 s) plus up to two of the panel's pauses (10 s each). */
const RATE_LIMIT_RECOVERY_MS = 60_000;

const HH_MM = /\b([01]\d|2[0-3]):[0-5]\d\b/;

describe('support chat journeys', () => {
  test('a homeowner writes to support, an admin answers from the Support Dashboard, both see it live', async ({
    page,
    browser,
  }) => {
    const owner = newUser('owner');
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => sockets.push(socket));
    await registerViaApi(page, owner);
    await page.goto('/');
    await visible(heading(page, 'Your Home'));
    // (One socket per page load, opened by the header's bell for live notifications or by the chat.)

    const panel = await openFloatingChat(page);
    const box = await panel.boundingBox();
    expect(box && { width: Math.round(box.width), height: Math.round(box.height) }).toEqual({
      width: 400,
      height: 500,
    });
    await visible(panel.getByRole('heading', { name: 'Chat Support', exact: true }));
    await visible(panel.getByText('No messages yet. Ask us anything.'));
    await saveScreenshot(page, 'chat-01-floating-panel-empty');

    // Shift+Enter starts a new line; Enter sends, trimmed; the text stays text.
    const input = panel.getByRole('textbox', { name: 'Message' });
    await input.fill('  My furnace makes a banging noise');
    await input.press('Shift+Enter');
    await input.pressSequentially('<b>every morning</b>  ');
    expect(await input.inputValue()).toBe('  My furnace makes a banging noise\n<b>every morning</b>  ');
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    const question = await expectChatMessage(panel, owner.username, 'My furnace makes a banging noise');
    expect(await question.innerText()).toContain('My furnace makes a banging noise\n<b>every morning</b>');
    expect(await question.locator('b').count()).toBe(0);
    expect(await question.locator('time').innerText()).toMatch(HH_MM);
    await saveScreenshot(page, 'chat-02-homeowner-asked');

    const admin = await signInAdmin(browser);
    try {
      const dashboard = await openSupportDashboard(admin.page);
      await expectAbsent(admin.page.getByRole('button', { name: 'Open support chat' }));
      const thread = supportThread(dashboard, owner.username);
      await visible(thread);
      expect(await thread.innerText()).toMatch(/My furnace makes a banging noise/);
      await expect.poll(() => thread.getByTitle('1 unread').count()).toBe(1);
      await saveScreenshot(admin.page, 'chat-03-admin-thread-list');

      await thread.click();
      const adminPanel = await visible(dashboard.getByRole('region', { name: 'Support Dashboard' }));
      await visible(adminPanel.getByText(`Conversation with ${owner.username}`));
      await expectConnected(adminPanel);
      await expectChatMessage(adminPanel, owner.username, 'My furnace makes a banging noise');
      await expect.poll(() => thread.getByTitle('1 unread').count()).toBe(0);

      await sendChatMessage(adminPanel, 'A technician can come tomorrow at 9.');
      await expectChatMessage(adminPanel, admin.username, 'A technician can come tomorrow at 9.');
      await saveScreenshot(admin.page, 'chat-04-admin-replied');

      // The homeowner's open panel receives the answer without a reload, once.
      const reply = await expectChatMessage(panel, admin.username, 'A technician can come tomorrow at 9.');
      expect(await reply.count()).toBe(1);
      await saveScreenshot(page, 'chat-05-homeowner-sees-reply');

      // And the other way round: the admin's open thread receives the homeowner's next message live.
      await sendChatMessage(panel, 'Thank you, 9 works.');
      await expectChatMessage(adminPanel, owner.username, 'Thank you, 9 works.');
      await expect.poll(() => thread.innerText()).toMatch(/Thank you, 9 works\./);
      // Seen in the open thread, so marked read on the server: the thread list, fetched again, counts nothing.
      await expect
        .poll(async () => {
          const threads = (await (await admin.page.request.get('/api/chat/threads')).json()) as {
            user: { username: string };
            unreadCount: number;
          }[];
          return threads.find((entry) => entry.user.username === owner.username)?.unreadCount;
        })
        .toBe(0);
      await admin.page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(admin.page, 'chat-09-support-dashboard-on-phone');

      // A reload shows the whole conversation from the history.
      await page.reload();
      const reopened = await openFloatingChat(page);
      await expectChatMessage(reopened, owner.username, 'My furnace makes a banging noise');
      await expectChatMessage(reopened, admin.username, 'A technician can come tomorrow at 9.');
      await expectChatMessage(reopened, owner.username, 'Thank you, 9 works.');
      await reopened.getByRole('button', { name: 'Close chat' }).click();
      await floatingChat(page).waitFor({ state: 'detached' });

      // Logout disconnects: the page's websocket to /chat closes. (One socket per page load; Playwright reports
      // no close for the socket of the page before the reload.)
      expect(sockets.map((socket) => new URL(socket.url()).pathname)).toEqual(['/chat/', '/chat/']);
      const current = sockets[1];
      expect(current.isClosed()).toBe(false);
      await logoutViaUi(page);
      await expect.poll(() => current.isClosed(), { timeout: UI_TIMEOUT_MS }).toBe(true);
    } finally {
      await admin.close();
    }
  });

  test("an equipment room opens from the card's 'Chat Support' and takes text and a picture", async ({ page }) => {
    const owner = newUser('boiler');
    await registerViaApi(page, owner);
    const home = await createHomeViaApi(page, {
      name: 'Lake House',
      address: '3 Shore Dr',
      city: 'Madison',
      state: 'WI',
      zipCode: '53703',
    });
    const created = await page.request.post('/api/equipment', {
      data: { homeId: home.id, name: 'Water Heater', brand: 'Rheem', modelNumber: 'XE50', completed: true },
    });
    expect(created.status()).toBe(201);
    const equipment = (await created.json()) as { id: number };

    await page.goto(`/homes/${home.id}`);
    const card = await visible(page.getByRole('article', { name: 'Water Heater', exact: true }));
    await chooseCardAction(page, card, 'Chat Support');
    const dialog = await visible(page.getByRole('dialog', { name: 'Chat Support: Water Heater' }));
    await visible(dialog.getByRole('heading', { name: 'Chat Support', exact: true }));
    await expectConnected(dialog);

    await sendChatMessage(dialog, 'Which anode rod fits this model?');
    await expectChatMessage(dialog, owner.username, 'Which anode rod fits this model?');

    await dialog.getByLabel('Attach a file').setInputFiles({
      name: 'label.png',
      mimeType: 'image/png',
      buffer: await housePicture('#9cc7f0', 'png'),
    });
    // Chat pictures are re-encoded to JPEG on the server (metadata dropped), so the name follows: label.jpg.
    const thumbnail = dialog.getByRole('img', { name: 'label.jpg' });
    const picture = chatMessage(dialog, owner.username, '').filter({
      has: page.getByRole('img', { name: 'label.jpg' }),
    });
    await visible(picture);
    await expect.poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await picture.getByRole('link').getAttribute('href')).toMatch(/^\/api\/files\/users\/\d+\/chat\//);
    await saveScreenshot(page, 'chat-06-equipment-room');

    // The equipment room is its own room: the support thread does not show these messages.
    await dialog.getByRole('button', { name: 'Close chat' }).click();
    await dialog.waitFor({ state: 'detached' });
    const support = await openFloatingChat(page);
    await visible(support.getByText('No messages yet. Ask us anything.'));
    expect(await chatMessage(support, owner.username, 'anode').count()).toBe(0);

    // On a phone the floating panel keeps a 16 px margin on each side.
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneBox = await support.boundingBox();
    expect(phoneBox && { width: Math.round(phoneBox.width), height: Math.round(phoneBox.height) }).toEqual({
      width: 358,
      height: 500,
    });
    await saveScreenshot(page, 'chat-08-floating-panel-on-phone');

    // The history of the equipment room is the server's: GET with the equipment id as room id.
    const history = await page.request.get(`/api/chat/rooms/${equipment.id}/messages`);
    expect(history.status()).toBe(200);
    const body = (await history.json()) as { roomId: string; messages: { content: string; messageType: string }[] };
    expect(body.roomId).toBe(String(equipment.id));
    expect(body.messages.map((message) => [message.messageType, message.content])).toEqual([
      ['text', 'Which anode rod fits this model?'],
      ['file', 'label.jpg'],
    ]);
  });

  test("a 429 on the profile lookup shows 'Rate Limited' and pauses the chat until the limit has passed", async ({
    page,
  }) => {
    const owner = newUser('busy');
    await registerViaApi(page, owner);
    const { id } = (await (await page.request.get('/api/user')).json()) as { id: number };
    await page.goto('/');
    let panel = await openFloatingChat(page);
    await sendChatMessage(panel, 'Hello, is anyone there?');
    await expectChatMessage(panel, owner.username, 'Hello, is anyone there?');

    // Waits for states, never for durations: the page's own profile lookups are watched (the flooding
    // requests go through page.request, which the page's response events do not see).
    const isProfileLookup = (response: Response) => new URL(response.url()).pathname === '/api/user/profiles';
    const stopFlooding = keepProfilesRateLimited(page, id);
    let recovered: Promise<Response> | undefined;
    try {
      // A fresh page looks the profiles up again; with the limit used up, the answer is a 429. (The limit is
      // a fixed window: a lookup can land among the first calls of a new window, so the page may need a reload.)
      for (let attempt = 1; ; attempt++) {
        const lookup = page.waitForResponse(isProfileLookup, { timeout: UI_TIMEOUT_MS });
        await page.reload();
        panel = await openFloatingChat(page);
        if ((await lookup).status() === 429) break;
        if (attempt === 5) throw new Error('The profile lookup was never rate limited in five page loads');
      }
      await visible(panel.getByText('Rate Limited', { exact: true }));
      await expectToast(page, 'Rate limit exceeded. Please wait a moment.');
      // Still flooding: when the panel's pause ends, its next lookup is refused again, so the state holds.
      expect(await panel.getByRole('textbox', { name: 'Message' }).isDisabled()).toBe(true);
      expect(await panel.getByRole('button', { name: 'Attach file' }).isDisabled()).toBe(true);
      expect(await panel.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
      await saveScreenshot(page, 'chat-07-rate-limited');
      // Registered before the flooding stops; the panel looks up again only once its pause is over.
      recovered = page.waitForResponse((response) => isProfileLookup(response) && response.status() === 200, {
        timeout: RATE_LIMIT_RECOVERY_MS,
      });
    } finally {
      await stopFlooding();
    }

    // The pause ends by itself once the server's window has passed (the panel retries after each pause; the
    // first lookup the server answers ends the state), and the chat works again.
    await recovered;
    await panel.getByText('Rate Limited', { exact: true }).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    await expect.poll(() => panel.getByRole('textbox', { name: 'Message' }).isEnabled()).toBe(true);
    await sendChatMessage(panel, 'Back again');
    await expectChatMessage(panel, owner.username, 'Back again');
    // Waits out up to three of the server's 10 s windows and the panel's 10 s pauses.
  }, 120_000);
});
