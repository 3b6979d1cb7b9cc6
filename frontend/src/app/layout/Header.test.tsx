import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { deferredReply, mockFetch } from '../../test/mock-fetch';
import { renderApp, renderWithProviders } from '../../test/render';
import { aUser, anAdmin } from '../../test/users';
import type { User } from '../../shared/session/user';
import { Header } from './Header';

function renderHeader(user: User) {
  return renderWithProviders(
    <MemoryRouter>
      <Header user={user} />
    </MemoryRouter>,
  );
}

describe('Header', () => {
  it('links the logo to / and shows the full and the short product title', () => {
    renderHeader(aUser());

    const logo = screen.getByRole('link', { name: /Home Book/ });
    expect(logo).toHaveAttribute('href', '/');
    expect(within(logo).getByText('YHB')).toBeInTheDocument();
  });

  it('gives users a Photo Library button and no admin button', () => {
    renderHeader(aUser());

    expect(screen.getByRole('link', { name: 'Photo Library' })).toHaveAttribute('href', '/photos');
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('gives admins a red Admin Dashboard button and no Photo Library button', () => {
    renderHeader(anAdmin());

    const adminButton = screen.getByRole('link', { name: 'Admin Dashboard' });
    expect(adminButton).toHaveAttribute('href', '/admin');
    expect(adminButton).toHaveClass('yhb-button--error');
    expect(screen.queryByRole('link', { name: 'Photo Library' })).not.toBeInTheDocument();
  });

  it('shows the first letter of the username, upper-cased, when there is no picture', () => {
    renderHeader(aUser({ username: 'bob', avatarUrl: null }));

    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent(/^B$/);
  });

  it('shows the picture when the user has one', () => {
    renderHeader(aUser({ username: 'bob', avatarUrl: '/api/files/avatars/bob.png' }));

    expect(screen.getByRole('img', { name: 'bob' })).toHaveAttribute('src', '/api/files/avatars/bob.png');
  });

  it('opens a menu with the username, Profile and Logout', async () => {
    const { user } = renderHeader(aUser({ username: 'alice' }));

    await user.click(screen.getByRole('button', { name: 'Account menu' }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('alice')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('Logout', () => {
  it("reads 'Logging out...' while pending, then clears the session and goes to /auth", async () => {
    const logoutReply = deferredReply();
    const { requestsTo } = mockFetch({
      'GET /api/user': { body: aUser() },
      'GET /api/homes': [{ body: [] }, { status: 401, body: { statusCode: 401, message: 'Not logged in' } }],
      'GET /api/attention': [{ body: [] }, { status: 401, body: { statusCode: 401, message: 'Not logged in' } }],
      'GET /api/notifications': [
        { body: { items: [], unreadCount: 0 } },
        { status: 401, body: { statusCode: 401, message: 'Not logged in' } },
      ],
      'POST /api/logout': logoutReply.responder,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router, store } = renderApp('/');
    await screen.findByRole('heading', { name: 'Your Home' });

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('menuitem', { name: 'Logging out...' })).toHaveAttribute('aria-disabled', 'true');

    logoutReply.release({ status: 200, body: { message: 'Logged out' } });

    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    // Nothing of the signed-in user's data is left: only the null current user holds data.
    const cached = Object.values(store.getState().api.queries).filter((entry) => entry?.data !== undefined);
    expect(cached).toHaveLength(1);
    expect(cached[0]).toMatchObject({ endpointName: 'getCurrentUser', data: null });
    expect(requestsTo('GET /api/user')).toHaveLength(1);
    // Nothing of the signed-in pages asks again on the way out (each was a 401 on /auth).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo('GET /api/homes')).toHaveLength(1);
    expect(requestsTo('GET /api/attention')).toHaveLength(1);
    expect(requestsTo('GET /api/notifications')).toHaveLength(1);
  });

  it('reports a failed logout and stays signed in', async () => {
    mockFetch({
      'GET /api/user': { body: aUser() },
      'GET /api/homes': { body: [] },
      'POST /api/logout': { status: 500, statusText: 'Internal Server Error', body: {} },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Your Home' });

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Logout failed')).toBeInTheDocument();
    expect(within(toast).getByText('500: Internal Server Error')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
