import { screen } from '@testing-library/react';
import { mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render';
import { aUser, anAdmin } from '../../test/users';

describe('AppLayout support chat', () => {
  it('shows the floating support chat button to a signed-in non-admin', async () => {
    mockFetch({ 'GET /api/user': { body: aUser() }, 'GET /api/homes': { body: [] } });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Open support chat' })).toBeInTheDocument();
  });

  it('does not show it to an admin', async () => {
    mockFetch({ 'GET /api/user': { body: anAdmin() }, 'GET /api/homes': { body: [] } });
    renderApp('/');
    expect(await screen.findByText('No homes added yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open support chat' })).not.toBeInTheDocument();
  });
});
