import { screen, waitFor } from '@testing-library/react';
import { aHome } from '../../test/homes';
import { deferredReply, mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render';
import { aUser, anAdmin, notLoggedIn } from '../../test/users';

describe('route guards', () => {
  it('shows a spinner while the current user loads, then sends visitors to /auth', async () => {
    const userLookup = deferredReply();
    const { requestsTo } = mockFetch({ 'GET /api/user': userLookup.responder });
    const { router } = renderApp('/profile');

    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    userLookup.release(notLoggedIn);
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    // A 401 means "nobody is signed in": it is an answer, not retried.
    expect(requestsTo('GET /api/user')).toHaveLength(1);
  });

  it('sends a signed-in user away from /auth to /', async () => {
    mockFetch({ 'GET /api/user': { body: aUser() } });
    const { router } = renderApp('/auth');

    expect(await screen.findByRole('heading', { name: 'Your Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/', 'Your Home'],
    ['/homes/new', 'Create New Home Book'],
    ['/homes/7', 'Main Residence'],
    ['/templates/builder', 'Template Builder'],
    ['/profile', 'Profile'],
    ['/photos', 'Photo Library'],
  ])('lets a signed-in user open %s', async (path, heading) => {
    mockFetch({
      'GET /api/user': { body: aUser() },
      'GET /api/homes': { body: [] },
      'GET /api/homes/7': { body: aHome({ id: 7, name: 'Main Residence' }) },
      'GET /api/templates': { body: [] },
      'GET /api/categories': { body: [] },
      'GET /api/photos': { body: [] },
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends a user who is not an admin from /admin to /', async () => {
    mockFetch({ 'GET /api/user': { body: aUser() } });
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Your Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets an admin open /admin', async () => {
    mockFetch({ 'GET /api/user': { body: anAdmin() } });
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
