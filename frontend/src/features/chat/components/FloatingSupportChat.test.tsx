import { act, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { aUser } from '../../../test/users';
import { aConnectedSocket, renderWithChat } from '../testing/chat-fixtures';
import { FloatingSupportChat } from './FloatingSupportChat';

describe('FloatingSupportChat', () => {
  it("opens the 'Chat Support' panel in room 'support' from the floating button, and closes it", async () => {
    mockFetch({
      'GET /api/chat/rooms/support/messages': { body: { roomId: 'support:1', messages: [], hasMore: false } },
    });
    const socket = aConnectedSocket();
    const { user } = renderWithChat(<FloatingSupportChat user={aUser()} />, socket);
    // Nothing connects before the panel is opened.
    expect(socket.active).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Open support chat' }));
    // The panel (MUI and the chat) loads when first opened.
    const panel = await screen.findByRole('dialog', { name: 'Chat Support' });
    // Its 400×500 size is measured in the browser journey (jsdom applies no media queries).
    expect(panel).toBeVisible();
    expect(await screen.findByText('No messages yet. Ask us anything.')).toBeInTheDocument();
    await waitFor(() => expect(socket.active).toBe(true));
    act(() => socket.serverConnects());
    await waitFor(() => expect(socket.calls('room:join').map((call) => call.payload)).toEqual(['support']));

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog', { name: 'Chat Support' })).not.toBeInTheDocument();
    expect(socket.calls('room:leave').map((call) => call.payload)).toEqual(['support']);
  });
});
