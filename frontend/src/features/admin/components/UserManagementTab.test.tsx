import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockRoutes } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { anAdmin } from '../../../test/users';
import type { AdminUser } from '../admin-records';
import { UserManagementTab } from './UserManagementTab';

const people: AdminUser[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  username: `person${index + 1}`,
  email: `person${index + 1}@example.com`,
  createdAt: '2025-01-05T12:00:00.000Z',
  lastLogin: null,
  isAdmin: index === 1,
  disabled: index === 2,
  deviceCount: index % 3,
}));

/** A server that searches and pages `people` as GET /api/admin/users does. */
function pagedUsers(request: Request) {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').toLowerCase();
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const matching = people.filter((row) => row.username.includes(q) || row.email.includes(q));
  return {
    body: { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize },
  };
}

function openTab(routes: MockRoutes = {}) {
  const backend = mockFetch({
    'GET /api/user': { body: anAdmin({ id: 999, username: 'root' }) },
    'GET /api/admin/users': pagedUsers,
    ...routes,
  });
  return { ...backend, ...renderWithProviders(<UserManagementTab />) };
}

const usernames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
const sentParams = (requests: Request[]) =>
  requests.map((request) => Object.fromEntries(new URL(request.url).searchParams));

describe('UserManagementTab', () => {
  it('asks the server for the first page of 25 and pages with the pagination controls', async () => {
    const { user, requestsTo } = openTab();

    await screen.findByRole('table', { name: 'Users' });
    expect(usernames()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    expect(sentParams(requestsTo('GET /api/admin/users'))).toEqual([{ q: '', page: '1', pageSize: '25' }]);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(usernames()).toEqual(['person26', 'person27', 'person28', 'person29', 'person30']));
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
    expect(sentParams(requestsTo('GET /api/admin/users')).at(-1)).toEqual({ q: '', page: '2', pageSize: '25' });
  });

  it('searches on the server once typing pauses, from the first page, and says when nothing matches', async () => {
    const { user, requestsTo } = openTab();
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(usernames()).toHaveLength(5));

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'person1');
    await waitFor(() => expect(usernames()).toHaveLength(11));
    expect(usernames()[0]).toBe('person1');
    const searches = sentParams(requestsTo('GET /api/admin/users')).filter((params) => params.q);
    // Searches start on the first page; the settled text is the last one asked for.
    expect(searches.at(-1)).toEqual({ q: 'person1', page: '1', pageSize: '25' });
    expect(searches.every((params) => params.page === '1' && 'person1'.startsWith(params.q))).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    expect(await screen.findByText('No users match "nobody"')).toBeInTheDocument();
  });

  it('shows each row with its device count', async () => {
    openTab();
    await screen.findByRole('table', { name: 'Users' });
    const row = screen.getByRole('rowheader', { name: 'person3' }).closest('tr')!;
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('2');
  });

  async function openMenu(user: ReturnType<typeof openTab>['user'], username: string) {
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: `More actions for ${username}` }));
    return screen.findByRole('menu', { name: `Actions for ${username}` });
  }

  it('disables a user after confirmation, and offers Enable for a disabled one', async () => {
    const { user, requestsTo } = openTab({ 'PATCH /api/admin/users/1': { body: { id: 1, disabled: true } } });
    await screen.findByRole('table', { name: 'Users' });
    expect(
      within(screen.getByRole('rowheader', { name: 'person3' }).closest('tr')!).getByText('Disabled'),
    ).toBeTruthy();

    let menu = await openMenu(user, 'person3');
    expect(within(menu).getByRole('menuitem', { name: 'Enable' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    menu = await openMenu(user, 'person1');
    await user.click(within(menu).getByRole('menuitem', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable User' });
    expect(dialog).toHaveTextContent('Disable person1? They are signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('User disabled')).toBeInTheDocument();
    const [sent] = requestsTo('PATCH /api/admin/users/1');
    expect(await sent.json()).toEqual({ disabled: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the admin deletion key to disable an administrator and shows a refusal inline', async () => {
    const refused = { status: 403, body: { statusCode: 403, message: 'Invalid admin deletion key' } };
    const { user, requestsTo } = openTab({ 'PATCH /api/admin/users/2': refused });
    const menu = await openMenu(user, 'person2');
    await user.click(within(menu).getByRole('menuitem', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable User' });
    const confirm = within(dialog).getByRole('button', { name: 'Disable' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Admin Deletion Key/), 'wrong');
    await user.click(confirm);
    expect(await within(dialog).findByText('Invalid admin deletion key')).toBeInTheDocument();
    expect(await requestsTo('PATCH /api/admin/users/2')[0].json()).toEqual({ disabled: true, adminKey: 'wrong' });
  });

  it('sends a password reset from the row menu and says so', async () => {
    const { user, requestsTo } = openTab({
      'POST /api/admin/users/4/password-reset': { status: 202, body: { success: true } },
    });
    const menu = await openMenu(user, 'person4');
    await user.click(within(menu).getByRole('menuitem', { name: 'Send password reset' }));
    expect(await screen.findByText('Password reset sent')).toBeInTheDocument();
    expect(requestsTo('POST /api/admin/users/4/password-reset')).toHaveLength(1);
  });
});
