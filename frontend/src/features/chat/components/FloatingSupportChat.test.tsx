import { act, screen, waitFor, within } from '@testing-library/react';
import { instanceContactsApi } from '../../../shared/contact/instance-contacts';
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

  it("shows the admin's expected-answer text under the header when it is set", async () => {
    const unset = { companyName: null, supportPhone: null, supportEmail: null, bookingUrl: null };
    mockFetch({
      'GET /api/chat/rooms/support/messages': { body: { roomId: 'support:1', messages: [], hasMore: false } },
      'GET /api/settings/public': [{ body: { ...unset, expectedAnswerText: 'We answer within one business day.' } }],
    });
    const { user } = renderWithChat(<FloatingSupportChat user={aUser()} />, aConnectedSocket());

    await user.click(screen.getByRole('button', { name: 'Open support chat' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat Support' });
    expect(await within(panel).findByRole('note')).toHaveTextContent('We answer within one business day.');
  });

  it('shows no expected-answer line while none is set', async () => {
    mockFetch({
      'GET /api/chat/rooms/support/messages': { body: { roomId: 'support:1', messages: [], hasMore: false } },
      'GET /api/settings/public': {
        body: {
          companyName: 'Acme',
          supportPhone: null,
          supportEmail: null,
          bookingUrl: null,
          expectedAnswerText: null,
        },
      },
    });
    const { user, store } = renderWithChat(<FloatingSupportChat user={aUser()} />, aConnectedSocket());

    await user.click(screen.getByRole('button', { name: 'Open support chat' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat Support' });
    await screen.findByText('No messages yet. Ask us anything.');
    await waitFor(() =>
      expect(instanceContactsApi.endpoints.getInstanceContacts.select()(store.getState()).data?.companyName).toBe(
        'Acme',
      ),
    );
    expect(within(panel).queryByRole('note')).not.toBeInTheDocument();
  });
});
