import { screen, waitFor, within } from '@testing-library/react';
import { aHome } from '../../../test/homes';
import { mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { aUser } from '../../../test/users';
import type { HomeInvitation, HomeMember } from '../sharing';
import { ShareDialog } from './ShareDialog';

const owner: HomeMember = {
  userId: 1,
  username: 'ann',
  displayName: 'Ann Owner',
  role: 'owner',
  since: '2025-01-05T12:00:00.000Z',
};
const bob: HomeMember = {
  userId: 2,
  username: 'bob',
  displayName: null,
  role: 'viewer',
  since: '2025-02-01T00:00:00Z',
};
const cy: HomeMember = {
  userId: 3,
  username: 'cy',
  displayName: 'Cy Editor',
  role: 'editor',
  since: '2025-03-01T00:00:00Z',
};
const invitation: HomeInvitation = {
  id: 9,
  email: 'dee@example.com',
  role: 'editor',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
};

function openShare(access: 'owner' | 'editor' | 'viewer', userId: number, routes: MockRoutes = {}) {
  const backend = mockFetch({
    'GET /api/user': { body: aUser({ id: userId }) },
    // The owner is listed last here: the dialog puts them first.
    'GET /api/homes/5/members': { body: [bob, cy, owner] },
    'GET /api/homes/5/invitations': { body: [invitation] },
    ...routes,
  });
  const onLeft = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(
    <ShareDialog home={aHome({ id: 5, name: 'Lake House', access })} open onClose={onClose} onLeft={onLeft} />,
  );
  return { ...backend, ...view, onLeft, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: /Share Lake House/ });
const people = async () =>
  within(await screen.findByRole('list', { name: 'People with access' })).getAllByRole('listitem');

describe('ShareDialog', () => {
  it("shows the owner the people, owner first, with each member's role to change", async () => {
    const { requestsTo, user } = openShare('owner', 1, {
      'PATCH /api/homes/5/members/2': { body: { ...bob, role: 'editor' } },
    });

    const rows = await people();
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ann Owner (you)'),
      expect.stringContaining('bob'),
      expect.stringContaining('Cy Editor'),
    ]);
    expect(within(rows[0]).getByText('Owner')).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of bob' })).toHaveValue('viewer');
    expect(screen.getByRole('combobox', { name: 'Role of Cy Editor' })).toHaveValue('editor');
    expect(screen.queryByRole('button', { name: 'Leave this home' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of bob' }), 'editor');

    await waitFor(() => expect(requestsTo('PATCH /api/homes/5/members/2')).toHaveLength(1));
    expect(await requestsTo('PATCH /api/homes/5/members/2')[0].json()).toEqual({ role: 'editor' });
    expect(await screen.findByText('bob is now editor.')).toBeInTheDocument();
  });

  it('lets the owner remove a member after confirming', async () => {
    const { requestsTo, user } = openShare('owner', 1, {
      'DELETE /api/homes/5/members/3': { body: { message: 'Member removed' } },
    });
    await people();

    await user.click(screen.getByRole('button', { name: 'Remove Cy Editor' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(confirm).toHaveTextContent('Cy Editor will no longer see Lake House');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(requestsTo('DELETE /api/homes/5/members/3')).toHaveLength(1));
    expect(await screen.findByText('Member removed')).toBeInTheDocument();
  });

  it('lists the pending invitations and revokes one', async () => {
    const { requestsTo, user } = openShare('owner', 1, {
      'DELETE /api/homes/5/invitations/9': { body: { message: 'Invitation revoked' } },
    });
    const list = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(list).toHaveTextContent('dee@example.com');
    expect(list).toHaveTextContent('Editor · expires Dec 4, 2026');

    await user.click(within(list).getByRole('button', { name: 'Revoke the invitation for dee@example.com' }));

    await waitFor(() => expect(requestsTo('DELETE /api/homes/5/invitations/9')).toHaveLength(1));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
  });

  it('checks the invite form, then sends the invitation with a toast and clears the e-mail', async () => {
    const sent: HomeInvitation = { ...invitation, id: 10, email: 'eve@example.com', role: 'editor' };
    const { requestsTo, user } = openShare('owner', 1, {
      'POST /api/homes/5/invitations': { status: 201, body: sent },
    });
    await people();
    const email = screen.getByRole('textbox', { name: 'Email' });

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(requestsTo('POST /api/homes/5/invitations')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' eve@example.com ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'editor');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByText('We e-mailed an invitation to eve@example.com.')).toBeInTheDocument();
    expect(await requestsTo('POST /api/homes/5/invitations')[0].json()).toEqual({
      email: 'eve@example.com',
      role: 'editor',
    });
    await waitFor(() => expect(email).toHaveValue(''));
  });

  it("shows the server's reason when the invitation is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openShare('owner', 1, {
      'POST /api/homes/5/invitations': {
        status: 409,
        body: { statusCode: 409, message: 'bob is already a member of this home', code: 'ALREADY_MEMBER' },
      },
    });
    await people();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog()).findByText('bob is already a member of this home')).toBeInTheDocument();
  });

  it('shows a member the people without any control, and lets them leave the home', async () => {
    const { requestsTo, user, onLeft } = openShare('viewer', 2, {
      'DELETE /api/homes/5/members/2': { body: { message: 'You left the home' } },
    });
    const rows = await people();

    expect(rows[0]).toHaveTextContent('Ann Owner');
    expect(rows[1]).toHaveTextContent('bob (you)');
    expect(within(rows[1]).getByText('Viewer')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pending invitations')).not.toBeInTheDocument();
    expect(requestsTo('GET /api/homes/5/invitations')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Leave this home' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave this home' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));

    await waitFor(() => expect(onLeft).toHaveBeenCalled());
    expect(requestsTo('DELETE /api/homes/5/members/2')).toHaveLength(1);
  });
});
