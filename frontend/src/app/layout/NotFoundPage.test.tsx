import { screen } from '@testing-library/react';
import { mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render';
import { aUser, notLoggedIn } from '../../test/users';

describe('NotFoundPage', () => {
  it('answers any unknown path with a 404 page', async () => {
    mockFetch({ 'GET /api/user': notLoggedIn });
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('is shown to signed-in users too', async () => {
    mockFetch({ 'GET /api/user': { body: aUser() } });
    renderApp('/homes/7/nothing-here');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
