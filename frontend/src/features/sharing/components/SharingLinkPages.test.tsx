import { screen, waitFor } from '@testing-library/react';
import { aHome } from '../../../test/homes';
import { mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { aUser } from '../../../test/users';
import type { InvitationPreview, TransferPreview } from '../sharing';

const invitationPreview: InvitationPreview = {
  homeName: 'Lake House',
  invitedBy: 'Ann Owner',
  role: 'editor',
  expiresAt: '2026-12-04T10:00:00.000Z',
};
const transferPreview: TransferPreview = {
  homeName: 'Lake House',
  fromOwner: 'Ann Owner',
  equipmentCount: 12,
  expiresAt: '2026-12-08T10:00:00.000Z',
};
const gone = (code: string) => ({ status: 410, body: { statusCode: 410, message: 'Gone', code } });
const notFound = { status: 404, body: { statusCode: 404, message: 'Not found' } };

function visit(path: string, routes: MockRoutes) {
  const backend = mockFetch({
    'GET /api/user': { body: aUser({ id: 2 }) },
    'GET /api/homes': { body: [] },
    'GET /api/homes/5': { body: aHome({ id: 5, name: 'Lake House', access: 'editor' }) },
    'GET /api/equipment': { body: [] },
    ...routes,
  });
  return { ...backend, ...renderApp(path) };
}

function visitSignedOut(path: string, routes: MockRoutes) {
  const backend = mockFetch({
    'GET /api/user': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
    ...routes,
  });
  return { ...backend, ...renderApp(path) };
}

describe('/invitations/:token', () => {
  it('shows the invitation and, accepted, opens the shared home', async () => {
    const { requestsTo, router, user } = visit('/invitations/tok-1', {
      'GET /api/invitations/tok-1': { body: invitationPreview },
      'POST /api/invitations/tok-1/accept': { body: { homeId: 5, role: 'editor' } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Join Lake House' })).toBeInTheDocument();
    expect(screen.getByText(/invited you to share/)).toHaveTextContent(
      'Ann Owner invited you to share Lake House as an Editor.',
    );
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/homes/5'));
    expect(requestsTo('POST /api/invitations/tok-1/accept')).toHaveLength(1);
    expect(await screen.findByText('Invitation accepted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lake House' })).toBeInTheDocument();
  });

  it('says when the link is not valid (404)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    visit('/invitations/nope', { 'GET /api/invitations/nope': notFound });

    expect(await screen.findByText('This link is not valid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your homes' })).toHaveAttribute('href', '/');
  });

  it('says when the invitation was used or has expired (410)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    visit('/invitations/old', { 'GET /api/invitations/old': gone('INVITATION_EXPIRED') });

    expect(await screen.findByText('This invitation was already used or has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('says so when the invitation is used up between the preview and Accept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = visit('/invitations/tok-2', {
      'GET /api/invitations/tok-2': { body: invitationPreview },
      'POST /api/invitations/tok-2/accept': gone('INVITATION_USED'),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('This invitation was already used or has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows a signed-out visitor what the link is and sends them to sign in, remembering the link', async () => {
    const { router, user } = visitSignedOut('/invitations/tok-1', {
      'GET /api/invitations/tok-1': { body: invitationPreview },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Join Lake House' })).toBeInTheDocument();
    expect(screen.getByText("Sign in or create an account to join Ann Owner's 'Lake House'")).toBeInTheDocument();
    expect(screen.getByText(/invited you to share/)).toHaveTextContent('Ann Owner invited you to share Lake House');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your homes' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign in or create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/invitations/tok-1' });
  });

  it('tells a signed-out visitor when the link is not valid, without a way to sign in to it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    visitSignedOut('/invitations/nope', { 'GET /api/invitations/nope': notFound });
    expect(await screen.findByText('This link is not valid')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in or create an account' })).not.toBeInTheDocument();
  });
});

describe('/transfers/:token', () => {
  it('shows the hand-over and, accepted, opens the home', async () => {
    const { router, user } = visit('/transfers/t-1', {
      'GET /api/transfers/t-1': { body: transferPreview },
      'POST /api/transfers/t-1/accept': { body: { homeId: 5 } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Take over Lake House' })).toBeInTheDocument();
    expect(screen.getByText(/is handing/)).toHaveTextContent(
      'Ann Owner is handing Lake House over to you, with its 12 pieces of equipment and all its records and files.',
    );
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/homes/5'));
    expect(await screen.findByText('Transfer accepted')).toBeInTheDocument();
  });

  it('says when the link is not valid (404)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    visit('/transfers/nope', { 'GET /api/transfers/nope': notFound });
    expect(await screen.findByText('This link is not valid')).toBeInTheDocument();
  });

  it('says when the transfer was used or has expired (410)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    visit('/transfers/used', { 'GET /api/transfers/used': gone('TRANSFER_USED') });
    expect(await screen.findByText('This transfer was already used or has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows a signed-out visitor the hand-over and the way to sign in', async () => {
    visitSignedOut('/transfers/t-1', { 'GET /api/transfers/t-1': { body: transferPreview } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Take over Lake House' })).toBeInTheDocument();
    expect(screen.getByText("Sign in or create an account to take over Ann Owner's 'Lake House'")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute('href', '/auth');
  });
});
