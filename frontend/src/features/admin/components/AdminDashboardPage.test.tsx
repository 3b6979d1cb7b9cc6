import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { deferredReply, mockFetch, type MockReply, type MockRoutes } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { anAdmin } from '../../../test/users';
import type { AdminHome, AdminUser } from '../admin-records';
import { AdminDashboardPage } from './AdminDashboardPage';

const me = anAdmin({ id: 2, username: 'root' });

function anAdminUser(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: 10,
    username: 'someone',
    email: 'someone@example.com',
    createdAt: '2025-01-05T12:00:00.000Z',
    lastLogin: null,
    isAdmin: false,
    disabled: false,
    deviceCount: 1,
    ...overrides,
  };
}

/** The server's answer for a first page holding `rows`. */
const pageOf = (rows: AdminUser[]) => ({ items: rows, total: rows.length, page: 1, pageSize: 25 });

const rootRow = anAdminUser({ id: 2, username: 'root', email: 'root@example.com', isAdmin: true });
const alice = anAdminUser({
  id: 5,
  username: 'alice',
  email: 'alice@example.com',
  createdAt: '2025-01-05T12:00:00.000Z',
  lastLogin: '2025-03-20T12:00:00.000Z',
});
const bob = anAdminUser({
  id: 6,
  username: 'bob',
  email: '',
  createdAt: '2024-12-31T12:00:00.000Z',
  deviceCount: 0,
});
const carol = anAdminUser({
  id: 7,
  username: 'carol',
  email: 'carol@example.com',
  isAdmin: true,
  lastLogin: '2025-02-11T12:00:00.000Z',
});
const users = [rootRow, alice, bob, carol];

function anAdminHome(overrides: Partial<AdminHome>): AdminHome {
  return {
    id: 1,
    name: 'Main Residence',
    address: '123 Main St',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    type: null,
    createdAt: '2025-01-05T12:00:00.000Z',
    owner: { id: 5, username: 'alice', email: 'alice@example.com' },
    ...overrides,
  };
}

const lakeHouse = anAdminHome({
  id: 3,
  name: 'Lake House',
  address: '9 Shore Rd',
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
  createdAt: '2025-04-02T12:00:00.000Z',
  owner: { id: 6, username: 'bob', email: 'bob@example.com' },
});
const mainResidence = anAdminHome({ id: 1 });
const homes = [lakeHouse, mainResidence];

const serverError = { status: 500, body: { statusCode: 500, message: 'Database unavailable' } };

const overview = {
  users: 4,
  homes: 2,
  equipment: 7,
  labelReads: { last7Days: 5, complete: 4 },
  support: { open: 3, waitingOver24h: 1 },
  lastBackupAt: null,
};

/** Opens the dashboard; on the User Management tab unless `path` names another (the default tab is Overview). */
function openDashboard(routes: MockRoutes = {}, path = '/admin?tab=users') {
  const backend = mockFetch({
    'GET /api/user': { body: me },
    'GET /api/admin/overview': { body: overview },
    'GET /api/admin/users': { body: pageOf(users) },
    'GET /api/admin/homes': { body: homes },
    ...routes,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminDashboardPage renderSupportChat={() => <p>The support dashboard slot</p>} />,
      },
      { path: '/photos', element: <h1>Photos page</h1> },
      { path: '/', element: <h1>Your Home</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { ...backend, ...view, router };
}

/** The row whose header cell (first column) starts with `name`. */
function row(name: string, hidden = false): HTMLElement {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${name}\\b`), hidden });
  return header.closest('tr')!;
}

/** The texts of a row's data cells (after the header cell). */
function cellTexts(name: string): string[] {
  return within(row(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

function columnHeaders(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
}

/** The toast titled `title` (inline alerts in dialogs are alerts too, so the title picks the toast). */
async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '.yhb-toast__title' });
  return within(heading.closest<HTMLElement>('[role="alert"]')!);
}

async function expectDialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('AdminDashboardPage', () => {
  it('shows the heading, the Photo Library button and the six tabs, Overview first and selected', async () => {
    const { user, router } = openDashboard({}, '/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'User Management',
      'Homes',
      'Support Chat',
      'Settings',
      'System',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Overview');

    await user.click(screen.getByRole('link', { name: 'Photo Library' }));
    expect(await screen.findByRole('heading', { name: 'Photos page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/photos');
  });

  it("keeps the admin's own homes one click away with 'My homes'", async () => {
    const { user, router } = openDashboard();

    await user.click(await screen.findByRole('link', { name: 'My homes' }));
    expect(await screen.findByRole('heading', { name: 'Your Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lists the users with their dates as MMM d, yyyy and the fallbacks for missing values', async () => {
    openDashboard();

    const table = await screen.findByRole('table', { name: 'Users' });
    expect(columnHeaders(table)).toEqual([
      'Username',
      'Email',
      'Registered',
      'Last Login',
      'Devices',
      'Role',
      'Actions',
    ]);
    expect(cellTexts('alice')).toEqual(['alice@example.com', 'Jan 5, 2025', 'Mar 20, 2025', '1', 'User', '']);
    expect(cellTexts('bob')).toEqual(['Not provided', 'Dec 31, 2024', 'Never', '0', 'User', '']);
    expect(cellTexts('carol')).toEqual(['carol@example.com', 'Jan 5, 2025', 'Feb 11, 2025', '1', 'Admin', '']);
    expect(within(row('alice')).getByRole('button', { name: 'Delete user alice' })).toBeEnabled();
  });

  it("disables the delete of the admin's own row and says why", async () => {
    const { user } = openDashboard();

    await screen.findByRole('table', { name: 'Users' });
    expect(within(row('root')).getByText('(you)')).toBeInTheDocument();
    const ownDelete = within(row('root')).getByRole('button', { name: 'Delete user root' });
    expect(ownDelete).toBeDisabled();

    await user.hover(ownDelete.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You cannot delete your own account here');
  });

  it('keeps the selected tab in the URL and opens the tab the URL names', async () => {
    const { user, router } = openDashboard();
    await screen.findByRole('table', { name: 'Users' });

    await user.click(screen.getByRole('tab', { name: 'Homes' }));
    expect(await screen.findByRole('table', { name: 'Homes' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=homes');
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Support Chat' }));
    expect(router.state.location.search).toBe('?tab=support');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The support dashboard slot');
  });

  it('opens on the Homes tab for ?tab=homes', async () => {
    openDashboard({}, '/admin?tab=homes');
    expect(await screen.findByRole('table', { name: 'Homes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Homes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to Overview for an unknown tab', async () => {
    openDashboard({}, '/admin?tab=nope');
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  });

  it('renders the Support Chat slot in its tab', async () => {
    openDashboard({}, '/admin?tab=support');
    expect(await screen.findByText('The support dashboard slot')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Support Chat');
  });

  describe('deleting a regular user', () => {
    it('asks for confirmation, sends the super-admin header without a key, and drops the row', async () => {
      const { user, requestsTo } = openDashboard({
        'GET /api/admin/users': [{ body: pageOf(users) }, { body: pageOf([rootRow, bob, carol]) }],
        'DELETE /api/admin/users/5': { body: { success: true } },
      });
      await screen.findByRole('table', { name: 'Users' });

      await user.click(screen.getByRole('button', { name: 'Delete user alice' }));
      let dialog = await screen.findByRole('dialog', { name: 'Delete User' });
      expect(dialog).toHaveTextContent(
        'Delete user alice? All their homes, equipment, photos and chat messages will be deleted. This action cannot be undone.',
      );
      expect(within(dialog).queryByLabelText(/Admin Deletion Key/)).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expectDialogClosed();
      expect(requestsTo('DELETE /api/admin/users/5')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Delete user alice' }));
      dialog = await screen.findByRole('dialog', { name: 'Delete User' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      const toast = await findToast('User deleted');
      expect(toast.getByText('alice and all their data have been deleted.')).toBeInTheDocument();
      const [request] = requestsTo('DELETE /api/admin/users/5');
      expect(request.headers.get('X-Super-Admin')).toBe('yhb-super-admin');
      expect(await request.text()).toBe('');
      await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^alice/ })).not.toBeInTheDocument());
      await expectDialogClosed();
    });

    it("reports 'Error deleting user' when the server refuses", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = openDashboard({ 'DELETE /api/admin/users/6': serverError });
      await screen.findByRole('table', { name: 'Users' });

      await user.click(screen.getByRole('button', { name: 'Delete user bob' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

      const toast = await findToast('Error deleting user');
      expect(toast.getByText('500: Database unavailable')).toBeInTheDocument();
      expect(row('bob', true)).toBeInTheDocument();
    });
  });

  describe('deleting an administrator', () => {
    it('needs the admin deletion key: confirm is disabled until one is typed, and cancel clears it', async () => {
      const { user, requestsTo } = openDashboard();
      await screen.findByRole('table', { name: 'Users' });

      await user.click(screen.getByRole('button', { name: 'Delete user carol' }));
      let dialog = await screen.findByRole('dialog', { name: 'Delete Administrator' });
      expect(dialog).toHaveAccessibleDescription(
        'Delete user carol? All their homes, equipment, photos and chat messages will be deleted. This action cannot be undone.',
      );
      expect(dialog).toHaveTextContent('carol is an administrator. Enter the admin deletion key to confirm.');
      const key = within(dialog).getByLabelText(/Admin Deletion Key/);
      expect(key).toHaveAttribute('type', 'password');
      const confirm = within(dialog).getByRole('button', { name: 'Delete Administrator' });
      expect(confirm).toBeDisabled();

      await user.type(key, 'secret');
      expect(confirm).toBeEnabled();
      await user.clear(key);
      expect(confirm).toBeDisabled();
      await user.keyboard('{Enter}');
      expect(requestsTo('DELETE /api/admin/users/7')).toHaveLength(0);

      await user.type(key, 'half-typed');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expectDialogClosed();

      await user.click(screen.getByRole('button', { name: 'Delete user carol' }));
      dialog = await screen.findByRole('dialog', { name: 'Delete Administrator' });
      expect(within(dialog).getByLabelText(/Admin Deletion Key/)).toHaveValue('');
      expect(within(dialog).getByRole('button', { name: 'Delete Administrator' })).toBeDisabled();
      expect(requestsTo('DELETE /api/admin/users/7')).toHaveLength(0);
    });

    it('shows a refused key inline, then sends the key with the super-admin header', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const refused: MockReply = { status: 403, body: { statusCode: 403, message: 'Invalid admin deletion key' } };
      const { user, requestsTo } = openDashboard({
        'GET /api/admin/users': [{ body: pageOf(users) }, { body: pageOf([rootRow, alice, bob]) }],
        'DELETE /api/admin/users/7': [refused, { body: { success: true } }],
      });
      await screen.findByRole('table', { name: 'Users' });

      await user.click(screen.getByRole('button', { name: 'Delete user carol' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Administrator' });
      const key = within(dialog).getByLabelText(/Admin Deletion Key/);
      await user.type(key, 'wrong-key');
      await user.click(within(dialog).getByRole('button', { name: 'Delete Administrator' }));

      expect(await within(dialog).findByText('Invalid admin deletion key')).toBeInTheDocument();
      await findToast('Error deleting user');
      expect(screen.getByRole('dialog', { name: 'Delete Administrator' })).toBeInTheDocument();

      await user.clear(key);
      expect(within(dialog).queryByText('Invalid admin deletion key')).not.toBeInTheDocument();
      await user.type(key, 'the-right-key{Enter}');

      await expectDialogClosed();
      await findToast('User deleted');
      const sent = requestsTo('DELETE /api/admin/users/7');
      expect(sent).toHaveLength(2);
      expect(sent.map((request) => request.headers.get('X-Super-Admin'))).toEqual([
        'yhb-super-admin',
        'yhb-super-admin',
      ]);
      expect(sent[1].headers.get('Content-Type')).toContain('application/json');
      expect(await sent[0].json()).toEqual({ adminKey: 'wrong-key' });
      expect(await sent[1].json()).toEqual({ adminKey: 'the-right-key' });
      await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^carol/ })).not.toBeInTheDocument());
    });
  });

  it('shows a spinner while users load and a retry on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = deferredReply();
    const { user } = openDashboard({ 'GET /api/admin/users': [pending.responder, { body: pageOf(users) }] });

    expect(await screen.findByRole('progressbar', { name: 'Loading users' })).toBeInTheDocument();
    pending.release(serverError);
    expect(await screen.findByText('500: Database unavailable')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
  });

  describe('Homes tab', () => {
    it('lists every home with its location and creation date', async () => {
      openDashboard({}, '/admin?tab=homes');

      const table = await screen.findByRole('table', { name: 'Homes' });
      expect(columnHeaders(table)).toEqual(['Property Name', 'Address', 'Location', 'Created', 'Actions']);
      expect(cellTexts('Lake House')).toEqual(['9 Shore Rd', 'Madison, WI 53703', 'Apr 2, 2025', 'Export PDF']);
      expect(cellTexts('Main Residence')).toEqual([
        '123 Main St',
        'Springfield, IL 62701',
        'Jan 5, 2025',
        'Export PDF',
      ]);
      expect(within(row('Lake House')).getByText('Owner: bob')).toBeInTheDocument();
    });

    it('says when no home is registered', async () => {
      openDashboard({ 'GET /api/admin/homes': { body: [] } }, '/admin?tab=homes');
      expect(await screen.findByText('No homes registered yet')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('shows an error with a retry when the list fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      openDashboard({ 'GET /api/admin/homes': serverError }, '/admin?tab=homes');
      expect(await screen.findByText('500: Database unavailable')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });

    it('deletes a home after confirmation', async () => {
      const { user, requestsTo } = openDashboard(
        {
          'GET /api/admin/homes': [{ body: homes }, { body: [mainResidence] }],
          'DELETE /api/admin/homes/3': { body: { success: true } },
        },
        '/admin?tab=homes',
      );
      await screen.findByRole('table', { name: 'Homes' });

      await user.click(screen.getByRole('button', { name: 'Delete home Lake House' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Home' });
      expect(dialog).toHaveTextContent(
        'Delete Lake House (owned by bob)? All its equipment, photos and warranties will be deleted. This action cannot be undone.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      await findToast('Home deleted');
      expect(requestsTo('DELETE /api/admin/homes/3')).toHaveLength(1);
      await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Lake House/ })).not.toBeInTheDocument());
      await expectDialogClosed();
    });

    it("reports 'Error deleting home' and keeps the home", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = openDashboard(
        { 'DELETE /api/admin/homes/3': { status: 404, body: { statusCode: 404, message: 'Home not found' } } },
        '/admin?tab=homes',
      );
      await screen.findByRole('table', { name: 'Homes' });

      await user.click(screen.getByRole('button', { name: 'Delete home Lake House' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

      const toast = await findToast('Error deleting home');
      expect(toast.getByText('404: Home not found')).toBeInTheDocument();
      expect(row('Lake House', true)).toBeInTheDocument();
    });
  });

  describe('PDF export', () => {
    const PDF_TEXT = '%PDF-1.7\n%fake home book\n%%EOF\n';
    const pdfBytes = new TextEncoder().encode(PDF_TEXT);

    /** Serves the export with `reply` and records the downloads the page starts. */
    function withPdfExport(reply: () => Promise<Response> | Response) {
      const downloads: { href: string; download: string }[] = [];
      const saved: Blob[] = [];
      vi.stubGlobal(
        'URL',
        class extends URL {
          static override createObjectURL = (file: Blob) => {
            saved.push(file);
            return `blob:download-${saved.length}`;
          };
          static override revokeObjectURL = () => undefined;
        },
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
      });
      const backendFetch = globalThis.fetch;
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (new URL(request.url).pathname === '/api/admin/homes/3/export-pdf') return reply();
        return backendFetch(input, init);
      });
      return { downloads, saved };
    }

    function pdfResponse(headers: Record<string, string> = {}) {
      return new Response(pdfBytes, { status: 200, headers: { 'Content-Type': 'application/pdf', ...headers } });
    }

    it('downloads the PDF under the name the server gives, with a busy state and a success toast', async () => {
      const { user } = openDashboard({}, '/admin?tab=homes');
      let send!: (response: Response) => void;
      const { downloads, saved } = withPdfExport(
        () =>
          new Promise<Response>((resolve) => {
            send = resolve;
          }),
      );
      await screen.findByRole('table', { name: 'Homes' });

      const exportButton = screen.getByRole('button', { name: 'Export PDF of Lake House' });
      await user.click(exportButton);
      await waitFor(() => expect(exportButton).toBeDisabled());
      expect(exportButton).toHaveTextContent('Exporting...');
      expect(screen.getByRole('button', { name: 'Export PDF of Main Residence' })).toBeEnabled();

      send(
        pdfResponse({
          'Content-Disposition': `attachment; filename="HomeBook_Lake_House.pdf"; filename*=UTF-8''HomeBook_Lake_House%C3%A9.pdf`,
        }),
      );

      const toast = await findToast('PDF Generated');
      expect(toast.getByText('The home book for Lake House has been downloaded.')).toBeInTheDocument();
      expect(downloads).toEqual([{ href: 'blob:download-1', download: 'HomeBook_Lake_Houseé.pdf' }]);
      expect(new TextDecoder().decode(await saved[0].arrayBuffer())).toBe(PDF_TEXT);
      await waitFor(() => expect(exportButton).toBeEnabled());
      expect(exportButton).toHaveTextContent('Export PDF');
    });

    it("names the file 'HomeBook_' + the home name with underscores when the server names none", async () => {
      const { user } = openDashboard({}, '/admin?tab=homes');
      const { downloads } = withPdfExport(() => pdfResponse());
      await screen.findByRole('table', { name: 'Homes' });

      await user.click(screen.getByRole('button', { name: 'Export PDF of Lake House' }));

      await findToast('PDF Generated');
      expect(downloads).toEqual([{ href: 'blob:download-1', download: 'HomeBook_Lake_House.pdf' }]);
    });

    it("reports 'Export Failed' when the server cannot make the PDF", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = openDashboard({}, '/admin?tab=homes');
      const { downloads } = withPdfExport(
        () =>
          new Response(JSON.stringify({ statusCode: 503, message: 'PDF worker unavailable' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          }),
      );
      await screen.findByRole('table', { name: 'Homes' });

      await user.click(screen.getByRole('button', { name: 'Export PDF of Lake House' }));

      const toast = await findToast('Export Failed');
      expect(toast.getByText('Failed to generate PDF. Please try again.')).toBeInTheDocument();
      expect(downloads).toEqual([]);
      expect(screen.getByRole('button', { name: 'Export PDF of Lake House' })).toBeEnabled();
    });
  });
});
