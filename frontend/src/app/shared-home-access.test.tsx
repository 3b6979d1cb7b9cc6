/**
 * A home shared with the user (issue 15): a viewer finds no button that would change it; an editor changes
 * its records but neither shares, transfers nor deletes it. Rendered through the whole app, as the home
 * page is composed of several features.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { anEquipment } from '../features/equipment/equipment.fixtures';
import type { Warranty } from '../features/warranties/warranty';
import type { HomeAccess } from '../shared/homes/home';
import { aHome } from '../test/homes';
import { mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/render';
import { aUser } from '../test/users';

const furnace = anEquipment({ id: 1, name: 'Furnace', brand: 'Carrier', modelNumber: '59SC5', completed: true });
const heater = anEquipment({ id: 2, name: 'Water Heater', completed: false });
const warranty: Warranty = {
  id: 7,
  equipmentId: 1,
  startDate: '2024-01-01',
  endDate: '2030-01-01',
  provider: 'Carrier',
  policyNumber: 'W-1',
  terms: null,
  status: 'active',
  autoRenewal: false,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  derivedStatus: 'Active',
  daysRemaining: 1000,
  documents: [],
};

async function openHome(access: HomeAccess) {
  const home = aHome({ id: 5, name: 'Lake House', access, userId: access === 'owner' ? 1 : 9 });
  mockFetch({
    'GET /api/user': { body: aUser({ id: 1 }) },
    'GET /api/homes/5': { body: home },
    'GET /api/homes': { body: [home] },
    'GET /api/equipment': { body: [furnace, heater] },
    // The list, or one equipment's warranty (?equipmentId=).
    'GET /api/warranties': (request) => ({
      body: new URL(request.url).searchParams.has('equipmentId') ? warranty : [warranty],
    }),
    'GET /api/equipment/1/maintenance': { body: [] },
  });
  const app = renderApp('/homes/5');
  await screen.findByRole('heading', { level: 2, name: 'Equipment List' });
  await screen.findByRole('article', { name: 'Furnace' });
  return app;
}

async function menuItems(user: ReturnType<typeof userEvent.setup>, equipmentName: string) {
  await user.click(
    within(screen.getByRole('article', { name: equipmentName })).getByRole('button', { name: /^More actions for / }),
  );
  const items = within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return items;
}

describe('a shared home', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows a viewer everything and no button that would change it', async () => {
    const { user } = await openHome('viewer');

    expect(screen.getByText('Shared with you · Viewer')).toBeInTheDocument();
    for (const name of ['Add Equipment', 'Edit Equipment', 'Take Photo', 'Add/Update Home Photo', 'Scan a label']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Add/Update Home Photo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More home actions' })).not.toBeInTheDocument();
    // Reading stays: the home book, QR labels and who shares it; the archive export is the owner's.
    expect(screen.queryByRole('link', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download home book (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print QR labels' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();

    const items = await menuItems(user, 'Furnace');
    expect(items).toContain('View Warranty');
    expect(items).toContain('Maintenance');
    expect(items).not.toContain('Delete Equipment');
    expect(items).not.toContain('Manage Warranty');

    // The warranty reads, without 'Edit' or reminders to change.
    await user.click(
      within(screen.getByRole('article', { name: 'Furnace' })).getByRole('button', { name: /^More actions for / }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'View Warranty' }));
    const warrantyDialog = await screen.findByRole('dialog', { name: /Warranty/ });
    expect(await within(warrantyDialog).findByText('W-1')).toBeInTheDocument();
    expect(within(warrantyDialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(within(warrantyDialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Maintenance: the plan and history only.
    await user.click(
      within(screen.getByRole('article', { name: 'Furnace' })).getByRole('button', { name: /^More actions for / }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Maintenance' }));
    const maintenance = await screen.findByRole('dialog', { name: 'Maintenance: Furnace' });
    expect(await within(maintenance).findByText('No maintenance logged yet.')).toBeInTheDocument();
    expect(within(maintenance).queryByRole('button', { name: 'Add record' })).not.toBeInTheDocument();
    expect(within(maintenance).queryByRole('spinbutton', { name: 'Own interval (months)' })).not.toBeInTheDocument();
  });

  it('lets an editor change the records but not share, transfer or delete the home', async () => {
    const { user } = await openHome('editor');

    expect(screen.getByText('Shared with you · Editor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Equipment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Equipment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Add/Update Home Photo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More home actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export' })).not.toBeInTheDocument();

    const items = await menuItems(user, 'Furnace');
    expect(items).toContain('Manage Warranty');
    expect(items).toContain('Delete Equipment');

    // Share shows who has access, with nothing to manage.
    mockFetch({
      'GET /api/user': { body: aUser({ id: 1 }) },
      'GET /api/homes/5/members': {
        body: [
          { userId: 9, username: 'ann', displayName: null, role: 'owner', since: '2025-01-01T00:00:00Z' },
          { userId: 1, username: 'me', displayName: null, role: 'editor', since: '2025-02-01T00:00:00Z' },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const share = await screen.findByRole('dialog', { name: /Share Lake House/ });
    expect(await within(share).findByText('me (you)')).toBeInTheDocument();
    expect(within(share).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(share).queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    expect(within(share).getByRole('button', { name: 'Leave this home' })).toBeInTheDocument();
  });

  it("gives the owner 'Transfer to a new owner' and no shared badge", async () => {
    const { user } = await openHome('owner');

    expect(screen.queryByText(/Shared with you/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More home actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Transfer to a new owner' }));
    expect(await screen.findByRole('dialog', { name: 'Transfer to a new owner' })).toBeInTheDocument();
  });
});

describe('the home list', () => {
  it("marks a shared home and offers no 'Select' for deleting it", async () => {
    mockFetch({
      'GET /api/user': { body: aUser({ id: 1 }) },
      'GET /api/homes': {
        body: [
          aHome({ id: 5, name: 'Lake House', access: 'viewer', userId: 9 }),
          aHome({ id: 6, name: 'Main Residence', access: 'owner' }),
        ],
      },
    });
    renderApp('/');

    const shared = (await screen.findByRole('heading', { level: 2, name: 'Lake House' })).closest(
      '.yhb-home-card',
    ) as HTMLElement;
    expect(within(shared).getByText('Shared with you · Viewer')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Lake House' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Main Residence' })).toBeInTheDocument();
  });
});
